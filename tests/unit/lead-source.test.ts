import { describe, expect, it } from "vitest";
import { referrerHostField } from "~/lib/forms";
import { hostName, leadOriginOf, withCampaignOf } from "~/server/leads/source.server";

// Where a lead came from (issue 32 item 1; docs/decisions/0050-lead-source.md): read from the
// post's Referer and the host the page's script added, cleaned, never refused.

const origin = "https://stayloop.example";
const post = (referer: string | null, fields: Record<string, string> = {}) => {
  const headers = new Headers();
  if (referer !== null) headers.set("Referer", referer);
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return { request: new Request(`${origin}/resources/audit`, { method: "POST", headers }), formData };
};
const originOf = (referer: string | null, fields?: Record<string, string>) => {
  const { request, formData } = post(referer, fields);
  return leadOriginOf(request, formData, origin);
};
const sourceOf = (referer: string | null, fields?: Record<string, string>) => originOf(referer, fields).source;

describe("leadOriginOf", () => {
  it("names the page, its language, the campaign and which click id was present, not its value", () => {
    expect(
      originOf(`${origin}/features/direct-booking-links?utm_source=newsletter&utm_medium=email&utm_campaign=june&fbclid=IwAR0secret`),
    ).toEqual({
      page: { path: "/features/direct-booking-links", lang: "en" },
      source: {
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "june",
        utm_term: null,
        utm_content: null,
        click_id: "fbclid",
        referrer_host: null,
      },
    });
    const pt = originOf(`${origin}/pt/pricing?utm_term=aluguel%20de%20temporada&utm_content=Banner%20A&gclid=x`);
    expect(pt.page).toEqual({ path: "/pt/pricing", lang: "pt" });
    expect(pt.source).toMatchObject({ utm_term: "aluguel de temporada", utm_content: "Banner A", click_id: "gclid" });
    expect(JSON.stringify(pt)).not.toContain('"x"');
  });

  it("has no source when the page was opened without a campaign, a click id or another site", () => {
    expect(originOf(`${origin}/`)).toEqual({ page: { path: "/", lang: "en" }, source: null });
    expect(originOf(`${origin}/pt?q=1`)).toEqual({ page: { path: "/pt", lang: "pt" }, source: null });
  });

  it("knows nothing without a Referer, from another site, or from an address that is not a page", () => {
    const nothing = { page: null, source: null };
    expect(originOf(null)).toEqual(nothing);
    expect(originOf("https://evil.example/?utm_source=x")).toEqual(nothing);
    expect(originOf("http://stayloop.example/")).toEqual(nothing);
    expect(originOf("not a url")).toEqual(nothing);
    expect(originOf(`${origin}/${"a".repeat(400)}`)).toEqual(nothing);
    expect(originOf(`${origin}/?${"x=1&".repeat(2000)}`)).toEqual(nothing);
  });

  it("drops forged or absurd campaign values and keeps the rest", () => {
    const source = sourceOf(
      `${origin}/?utm_source=${encodeURIComponent("<script>alert(1)</script>")}&utm_medium=${"m".repeat(101)}&utm_campaign=${encodeURIComponent("line\nbreak")}&utm_term=${encodeURIComponent("  ok  ")}&utm_content=%00`,
    );
    expect(source).toMatchObject({ utm_source: null, utm_medium: null, utm_campaign: null, utm_term: "ok", utm_content: null });
    // Nothing left that could be kept: no source at all, and the page is still named.
    expect(originOf(`${origin}/about?utm_source=${encodeURIComponent("<img src=x>")}`)).toEqual({ page: { path: "/about", lang: "en" }, source: null });
  });

  it("keeps the other site's host the page's script sent, when it is a host name and not this site", () => {
    expect(sourceOf(`${origin}/`, { [referrerHostField]: "www.Google.com" })?.referrer_host).toBe("www.google.com");
    expect(sourceOf(`${origin}/`, { [referrerHostField]: "stayloop.example" })).toBeNull();
    for (const forged of ["javascript:alert(1)", "<b>x</b>.com", "localhost", "a..b.com", `${"a".repeat(64)}.com`, "x".repeat(300)]) {
      expect(sourceOf(`${origin}/`, { [referrerHostField]: forged })).toBeNull();
    }
  });
});

describe("hostName", () => {
  it("accepts DNS host names only", () => {
    expect(hostName("news.ycombinator.com")).toBe("news.ycombinator.com");
    expect(hostName("xn--bcher-kva.example")).toBe("xn--bcher-kva.example");
    expect(hostName(42)).toBeNull();
    expect(hostName("-bad.com")).toBeNull();
  });
});

describe("withCampaignOf", () => {
  it("keeps the campaign in the address a post without JavaScript returns to, when it returns to its page", () => {
    const referer = `${origin}/features/direct-booking-links?utm_source=newsletter&fbclid=X&other=1`;
    const { request, formData } = post(referer);
    const from = leadOriginOf(request, formData, origin);
    expect(withCampaignOf("/features/direct-booking-links#audit", from, request)).toBe(
      "/features/direct-booking-links?utm_source=newsletter&fbclid=X#audit",
    );
    // Another page, or no source: unchanged.
    expect(withCampaignOf("/pricing", from, request)).toBe("/pricing");
    expect(withCampaignOf("/features/direct-booking-links", { page: from.page, source: null }, request)).toBe("/features/direct-booking-links");
  });
});
