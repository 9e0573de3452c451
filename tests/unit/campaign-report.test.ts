import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script (the scripts' options)
import { parseArgs } from "../../scripts/args.mjs";
// @ts-expect-error -- plain ESM script (npm run campaigns)
import { joinReport } from "../../scripts/campaign-report.mjs";
// @ts-expect-error -- plain ESM script shared with the Workers test of the leads query
import { leadsSql, visitsSql } from "../../scripts/campaign-sql.mjs";

// `npm run campaigns` (issue 32 item 3; decision 0050): visits from Analytics Engine and leads
// from the backend, per campaign. The leads query itself runs on D1 in
// tests/integration/workers/campaign-visits.test.ts.

describe("campaign report", () => {
  it("asks Analytics Engine for the visits of whole UTC days, sampling accounted for", () => {
    const sql = visitsSql({ dataset: "stayloop_campaign_visits", from: "2026-11-01", to: "2026-11-30" }) as string;
    expect(sql).toContain("SUM(_sample_interval) AS visits");
    expect(sql).toContain("FROM stayloop_campaign_visits");
    expect(sql).toContain("timestamp >= toDateTime('2026-11-01 00:00:00') AND timestamp < toDateTime('2026-12-01 00:00:00')");
    expect(() => visitsSql({ dataset: "x; DROP", from: "2026-11-01", to: "2026-11-01" })).toThrow(/dataset name/);
    expect(() => leadsSql({ from: "2026-11-01' OR '1'='1", to: "2026-11-02", dialect: "sqlite" })).toThrow(/not a day/);
    expect(leadsSql({ from: "2026-11-01", to: "2026-11-30", dialect: "postgres" })).toContain("coalesce(source->>'utm_campaign', '')");
  });

  it("puts visits and leads of a campaign on one row, leads first", () => {
    const rows = joinReport(
      [
        { utm_source: "newsletter", utm_medium: "email", utm_campaign: "june", visits: "120" },
        { utm_source: "", utm_medium: "", utm_campaign: "", visits: 40 },
      ],
      [
        { utm_source: "newsletter", utm_medium: "email", utm_campaign: "june", kind: "audit_requests", leads: 3 },
        { utm_source: "newsletter", utm_medium: "email", utm_campaign: "june", kind: "newsletter_subscribers", leads: 2 },
        { utm_source: "linkedin", utm_medium: "", utm_campaign: "", kind: "job_applications", leads: 1 },
      ],
    );
    expect(rows).toEqual([
      { utm_source: "newsletter", utm_medium: "email", utm_campaign: "june", visits: 120, leads: 5, byKind: { audit_requests: 3, newsletter_subscribers: 2 } },
      { utm_source: "linkedin", utm_medium: "", utm_campaign: "", visits: 0, leads: 1, byKind: { job_applications: 1 } },
      { utm_source: "", utm_medium: "", utm_campaign: "", visits: 40, leads: 0, byKind: {} },
    ]);
    expect(parseArgs(["--from", "2026-11-01", "--to=2026-11-30", "--json"])).toEqual(new Map([["from", "2026-11-01"], ["to", "2026-11-30"], ["json", "true"]]));
  });
});
