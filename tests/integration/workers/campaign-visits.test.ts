import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "~/server/env.server";
import worker from "../../../functions/index";
// @ts-expect-error -- plain ESM script (npm run campaigns' SQL)
import { leadsSql } from "../../../scripts/campaign-sql.mjs";

/**
 * Campaign counts at the edge (issue 32 item 3; docs/decisions/0050-lead-source.md): the Worker's
 * own `fetch` in workerd, with a stand-in for the Analytics Engine dataset that records what is
 * written. A visit with a campaign, a click id or from another site is counted once, with no
 * personal data, after its answer; the page is the same whatever was counted; without the binding
 * (local servers, the other tests) nothing is counted and nothing breaks; a dataset that throws
 * costs the visitor nothing.
 */
class Dataset {
  points: AnalyticsEngineDataPoint[] = [];
  writeDataPoint(point: AnalyticsEngineDataPoint) {
    this.points.push(point);
  }
}

const siteEnv = (extra: Partial<Env> = {}): Env => ({
  ...(env as unknown as Env),
  APP_ENV: "development",
  SESSION_SECRET: "visits-test-session-secret-0123456789",
  HASH_SALT: "visits-test-hash-salt-0123456789",
  EDGE_CACHE: "off",
  ...extra,
});

async function visit(path: string, target: Env, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`https://stayloop.example${path}`, { headers }), target, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

describe("campaign counts at the edge", () => {
  it("counts a campaign's visit by source, medium, campaign, page and click id name, and nothing personal", async () => {
    const dataset = new Dataset();
    const target = siteEnv({ CAMPAIGN_VISITS: dataset as unknown as AnalyticsEngineDataset });
    const { response } = await visit("/features/direct-booking-links?utm_source=newsletter&utm_medium=email&utm_campaign=june&fbclid=SECRET", target, {
      "CF-Connecting-IP": "203.0.113.9",
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/153.0",
    });
    expect(response.status).toBe(200);
    expect(dataset.points).toEqual([
      {
        indexes: ["june"],
        blobs: ["newsletter", "email", "june", "", "/features/direct-booking-links", "en", "fbclid"],
        doubles: [1],
      },
    ]);
    const written = JSON.stringify(dataset.points);
    for (const personal of ["SECRET", "203.0.113.9", "Firefox"]) expect(written).not.toContain(personal);
  });

  it("counts a visit from another site by its host, and not a page read from the site itself or a typed address", async () => {
    const dataset = new Dataset();
    const target = siteEnv({ CAMPAIGN_VISITS: dataset as unknown as AnalyticsEngineDataset });
    await visit("/pt/pricing", target, { Referer: "https://www.google.com/" });
    await visit("/pricing", target, { Referer: "https://stayloop.example/features/referral-program" });
    await visit("/pricing", target);
    expect(dataset.points).toEqual([{ indexes: [""], blobs: ["", "", "", "www.google.com", "/pt/pricing", "pt", ""], doubles: [1] }]);
  });

  it("serves the same page whatever is counted, drops forged values, and survives a dataset that throws", async () => {
    const dataset = new Dataset();
    const counted = await visit(
      `/about?utm_source=${encodeURIComponent("<script>x</script>")}&utm_campaign=${"c".repeat(200)}&gclid=1`,
      siteEnv({ CAMPAIGN_VISITS: dataset as unknown as AnalyticsEngineDataset }),
    );
    expect(dataset.points[0]!.blobs).toEqual(["", "", "", "", "/about", "en", "gclid"]);
    const plain = await visit("/about", siteEnv());
    const strip = (html: string) => html.replace(/nonce="[^"]*"/g, "");
    expect(strip(counted.body)).toBe(strip(plain.body));

    const broken = { writeDataPoint() { throw new Error("dataset down"); } };
    const answered = await visit("/about?utm_source=newsletter", siteEnv({ CAMPAIGN_VISITS: broken as unknown as AnalyticsEngineDataset }));
    expect(answered.response.status).toBe(200);
  });
});

describe("Cloudflare Web Analytics, switched on by its token (decision 0050)", () => {
  it("loads its beacon on every page, allowed by the CSP exactly, and nothing without the token", async () => {
    const token = "0123456789abcdef0123456789abcdef";
    const on = await visit("/pricing", siteEnv({ WEB_ANALYTICS_TOKEN: token }));
    expect(on.body).toContain(`<script defer="" src="https://static.cloudflareinsights.com/beacon.min.js" data-cf-beacon="{&quot;token&quot;:&quot;${token}&quot;,&quot;spa&quot;:false}"></script>`);
    const csp = on.response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("https://static.cloudflareinsights.com/beacon.min.js");
    expect(csp).toContain("connect-src 'self' https://cloudflareinsights.com/cdn-cgi/rum");

    const off = await visit("/pricing", siteEnv());
    expect(off.body).not.toContain("cloudflareinsights");
    expect(off.response.headers.get("Content-Security-Policy")).not.toContain("cloudflareinsights");
  });
});

describe("the leads half of `npm run campaigns`, on D1", () => {
  it("counts each kind of lead by the campaign its source names, in the days asked", async () => {
    const at = (day: string) => `${day}T10:00:00.000Z`;
    const june = JSON.stringify({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "june", utm_term: null, utm_content: null, click_id: null, referrer_host: null, heard_about: null, heard_about_other: null });
    await env.DB.batch([
      env.DB.prepare("DELETE FROM audit_requests"),
      env.DB.prepare("DELETE FROM support_requests"),
      env.DB.prepare("INSERT INTO audit_requests (id, property_url, name, email, locale, status, created_at, source) VALUES ('a1', 'https://a.example/', 'A', 'a@example.com', 'en', 'new', ?1, ?2)").bind(at("2026-11-10"), june),
      env.DB.prepare("INSERT INTO audit_requests (id, property_url, name, email, locale, status, created_at, source) VALUES ('a2', 'https://b.example/', 'B', 'b@example.com', 'en', 'new', ?1, ?2)").bind(at("2026-11-30"), june),
      env.DB.prepare("INSERT INTO audit_requests (id, property_url, name, email, locale, status, created_at, source) VALUES ('a3', 'https://c.example/', 'C', 'c@example.com', 'en', 'new', ?1, NULL)").bind(at("2026-11-11")),
      // Outside the days asked.
      env.DB.prepare("INSERT INTO audit_requests (id, property_url, name, email, locale, status, created_at, source) VALUES ('a4', 'https://d.example/', 'D', 'd@example.com', 'en', 'new', ?1, ?2)").bind(at("2026-12-01"), june),
      env.DB.prepare("INSERT INTO support_requests (id, name, email, message, locale, status, created_at, source) VALUES ('s1', 'S', 's@example.com', 'Hi', 'en', 'new', ?1, ?2)").bind(at("2026-11-12"), june),
    ]);
    const { results } = await env.DB.prepare(leadsSql({ from: "2026-11-01", to: "2026-11-30", dialect: "sqlite" })).all();
    expect(results).toEqual([
      { utm_source: "newsletter", utm_medium: "email", utm_campaign: "june", kind: "audit_requests", leads: 2 },
      { utm_source: "", utm_medium: "", utm_campaign: "", kind: "audit_requests", leads: 1 },
      { utm_source: "newsletter", utm_medium: "email", utm_campaign: "june", kind: "support_requests", leads: 1 },
    ]);
  });
});
