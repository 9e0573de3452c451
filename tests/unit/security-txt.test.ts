import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/[.]well-known.security[.]txt";
import { securityTxt, securityTxtDays } from "~/lib/security-txt";

// /.well-known/security.txt (RFC 9116; issue 22 item 4; decision 0108).
const origin = "https://stayloop.io";
const fields = (text: string) => text.trimEnd().split("\n").map((line) => line.split(": ", 2) as [string, string]);
const expiresOf = (text: string) => new Date(fields(text).find(([name]) => name === "Expires")![1]);
const dayMs = 86_400_000;

describe("securityTxt", () => {
  it("names the contact, the expiry, the languages and its canonical address, one field per line", () => {
    const text = securityTxt({ origin, now: new Date("2026-11-24T13:45:10.123Z") });
    expect(text).toBe(
      [
        "Contact: mailto:support@stayloop.io",
        "Expires: 2027-11-23T00:00:00Z",
        "Preferred-Languages: en, pt",
        "Canonical: https://stayloop.io/.well-known/security.txt",
        "",
      ].join("\n"),
    );
  });

  it("always expires less than a year ahead and more than 363 days ahead, whatever the hour", () => {
    for (const now of ["2026-11-24T00:00:00.000Z", "2026-11-24T23:59:59.999Z", "2027-12-31T12:00:00.000Z", "2028-02-29T06:00:00.000Z"]) {
      const ahead = expiresOf(securityTxt({ origin, now: new Date(now) })).getTime() - new Date(now).getTime();
      expect(ahead, now).toBeLessThanOrEqual(securityTxtDays * dayMs);
      expect(ahead, now).toBeGreaterThan((securityTxtDays - 1) * dayMs);
      expect(ahead, now).toBeLessThan(365 * dayMs);
    }
  });

  it("is the same text all day, so any cached copy of the day is the current one", () => {
    const morning = securityTxt({ origin, now: new Date("2026-11-24T00:00:01.000Z") });
    const night = securityTxt({ origin, now: new Date("2026-11-24T23:59:59.000Z") });
    const tomorrow = securityTxt({ origin, now: new Date("2026-11-25T00:00:01.000Z") });
    expect(night).toBe(morning);
    expect(expiresOf(tomorrow).getTime() - expiresOf(morning).getTime()).toBe(dayMs);
  });

  it("writes Expires as an RFC 3339 date-time in UTC", () => {
    const value = fields(securityTxt({ origin, now: new Date("2026-03-01T10:00:00Z") })).find(([name]) => name === "Expires")![1];
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(value).toBe("2027-02-28T00:00:00Z");
  });
});

describe("the /.well-known/security.txt route", () => {
  it("names SITE_URL's origin as Canonical, never the Host a request claims", async () => {
    const request = new Request("http://attacker.example/.well-known/security.txt");
    const response = await loader({ request, context: { origin: "https://stayloop.io" }, params: {} } as unknown as LoaderFunctionArgs);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(await response.text()).toContain("Canonical: https://stayloop.io/.well-known/security.txt\n");
  });
});
