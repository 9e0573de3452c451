import { describe, expect, it } from "vitest";
import { baseUrl, clientAddress, postForm, queryD1, uniqueEmail } from "./support";

/**
 * Every lead says where it came from, with nothing stored on the visitor's device (issue 32
 * item 1; docs/decisions/0050-lead-source.md): what the browser sends with the post (its
 * Referer, the page's address with its campaign) is cleaned and stored with the lead and its
 * event; forged values are dropped, never a 4xx or 5xx.
 */
const campaignPage = "/features/direct-booking-links?utm_source=newsletter&utm_medium=email&utm_campaign=june&fbclid=X";

async function sendAudit(from: string | null, extra: Record<string, string> = {}) {
  const email = uniqueEmail("source");
  const response = await postForm(
    "/resources/audit",
    { redirectTo: "/features/direct-booking-links#audit", propertyUrl: "airbnb.com/rooms/42", name: "Sofia", email, ...extra },
    { "CF-Connecting-IP": clientAddress(), ...(from === null ? {} : { Referer: from.startsWith("http") ? from : baseUrl() + from }) },
  );
  const [row] = queryD1<{ page: string | null; source: string | null }>(`SELECT page, source FROM audit_requests WHERE email = '${email}'`);
  const [event] = queryD1<{ data: string }>(`SELECT data FROM lead_events WHERE json_extract(data, '$.email') = '${email}'`);
  return { response, row, data: event ? (JSON.parse(event.data) as Record<string, unknown>) : undefined };
}

describe("where a lead came from", () => {
  it("names the page, its campaign and the click id that was present, not its value, in the row and the event", async () => {
    const { response, row, data } = await sendAudit(campaignPage);
    expect(response.status).toBe(303);
    const page = { path: "/features/direct-booking-links", lang: "en" };
    const source = { utm_source: "newsletter", utm_medium: "email", utm_campaign: "june", utm_term: null, utm_content: null, click_id: "fbclid", referrer_host: null };
    expect(data).toMatchObject({ page, source });
    expect(JSON.parse(row!.page!)).toEqual(page);
    expect(JSON.parse(row!.source!)).toEqual(source);
    expect(`${row!.page}${row!.source}`).not.toContain('"X"');
  });

  it("sends a lead with no source from the same page opened without parameters, and knows no page without a Referer", async () => {
    const plain = await sendAudit("/features/direct-booking-links");
    expect(plain.data).toMatchObject({ page: { path: "/features/direct-booking-links", lang: "en" }, source: null });
    expect(plain.row!.source).toBeNull();
    const none = await sendAudit(null);
    expect(none.response.status).toBe(303);
    expect(none.data).toMatchObject({ page: null, source: null });
  });

  it("keeps the campaign in the address a refused post without JavaScript returns to, so the next post still has it", async () => {
    const response = await postForm(
      "/resources/audit",
      { redirectTo: "/features/direct-booking-links#audit", propertyUrl: "airbnb.com/rooms/42", name: "Sofia", email: "not an email" },
      { "CF-Connecting-IP": clientAddress(), Referer: baseUrl() + campaignPage },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(
      "/features/direct-booking-links?utm_source=newsletter&utm_medium=email&utm_campaign=june&fbclid=X#audit",
    );
  });

  it("drops hostile values in the parameters, the Referer and the referrer host, and answers as usual", async () => {
    const hostile = `/pt/features/direct-booking-links?utm_source=${encodeURIComponent("<script>alert(1)</script>")}&utm_campaign=${"a".repeat(150)}&utm_medium=${encodeURIComponent("e\r\nmail")}&gclid=1`;
    const { response, row, data } = await sendAudit(hostile, { _referrer_host: "javascript:alert(1)" });
    expect(response.status).toBe(303);
    expect(data).toMatchObject({
      page: { path: "/pt/features/direct-booking-links", lang: "pt" },
      source: { utm_source: null, utm_medium: null, utm_campaign: null, click_id: "gclid", referrer_host: null },
    });
    expect(row!.source).not.toContain("script");
    // Another site's address, no address, an absurd one: nothing known, and the lead is stored as usual.
    for (const forged of ["https://evil.example/?utm_source=x", "javascript:alert(1)", `${baseUrl()}/${"%00".repeat(100)}`, `${baseUrl()}/?utm_source=${"a".repeat(5000)}`, "\u0000"]) {
      const sent = await sendAudit(forged).catch((error: unknown) => ({ response: null, row: undefined, data: undefined, error }));
      if (sent.response) {
        expect(sent.response.status).toBe(303);
        expect(sent.data).toMatchObject({ page: null, source: null });
      }
    }
  });

  it("stores the other site the page was opened from, as the page's script sends it", async () => {
    const { data } = await sendAudit("/pricing", { _referrer_host: "www.google.com" });
    expect(data).toMatchObject({ page: { path: "/pricing", lang: "en" }, source: { utm_source: null, referrer_host: "www.google.com" } });
  });
});
