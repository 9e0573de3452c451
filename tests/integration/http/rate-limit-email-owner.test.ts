import { describe, expect, it } from "vitest";
import { rateLimits } from "~/server/abuse.server";
import { postForm } from "../../fixtures/engagement/http";
import { queryD1, uniqueEmail } from "./support";

// Issue 23 item 7 on the built site (D1): the per-email limits count an email together with
// the address it is sent from, so a stranger posting someone's email locks out only
// themselves. (The newsletter's case is in newsletter.test.ts; the application's, whose post
// is a multipart upload, in tests/unit/server-helpers.test.ts and tests/postgres.)

const leadsOf = (email: string) => queryD1<{ name: string }>(`SELECT name FROM download_leads WHERE email = '${email}' ORDER BY rowid`);

describe("the download form's email limit", () => {
  it("stops a stranger after the limit from their address, and not the owner from theirs", async () => {
    const email = uniqueEmail("owner");
    const stranger = "192.0.2.91";
    const limit = rateLimits.download.perEmail.limit;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const response = await postForm("/downloads/guest-email-templates", { name: `Stranger ${i}`, email, _enhanced: "1" }, { "CF-Connecting-IP": stranger });
      statuses.push(response.status);
      await response.text();
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(200), 429]);

    const owner = await postForm("/downloads/guest-email-templates", { name: "Owner", email }, { "CF-Connecting-IP": "2001:db8:91::1" });
    expect(owner.status).toBe(303);
    expect(owner.headers.get("Location")).toMatch(/download=/);
    expect(leadsOf(email).map((lead) => lead.name)).toContain("Owner");
  }, 120_000);
});
