/**
 * Campaign counts at the edge (issue 32 item 3; docs/decisions/0050-lead-source.md): just before
 * the edge drops a page's campaign parameters (decision 0026), a visit that came with a campaign,
 * an ad click id or from another site is counted in Workers Analytics Engine. No personal data:
 * no address, no user agent, no click id's value, nothing that tells two visitors apart.
 *
 * A data point (the order is the SQL's `blob1`…`blob7`; scripts/campaign-report.mjs reads it):
 *   index1 utm_campaign ("" when none; the sampling key)
 *   blob1 utm_source, blob2 utm_medium, blob3 utm_campaign, blob4 the other site's host,
 *   blob5 the page's path, blob6 its language, blob7 the click id's name
 *   double1 1 (one visit)
 * Values are cleaned as a lead's source is (app/server/leads/source.server.ts); "" is none.
 */
import { langFromPath } from "~/lib/i18n";
import { campaignValue, clickIdParameters, hostName } from "~/server/leads/source.server";

export interface CampaignVisit {
  indexes: [string];
  blobs: [string, string, string, string, string, string, string];
  doubles: [number];
}

/** The data point of a page read that came with a source, or null (nothing to count). */
export function campaignVisitOf(request: Request): CampaignVisit | null {
  const url = new URL(request.url);
  const params = url.searchParams;
  const source = campaignValue(params.get("utm_source")) ?? "";
  const medium = campaignValue(params.get("utm_medium")) ?? "";
  const campaign = campaignValue(params.get("utm_campaign")) ?? "";
  const clickId = clickIdParameters.find((name) => params.has(name)) ?? "";
  const referrer = externalHost(request.headers.get("Referer"), url.hostname);
  if (!source && !medium && !campaign && !clickId && !referrer) return null;
  const path = url.pathname.length <= 300 ? url.pathname : url.pathname.slice(0, 300);
  return {
    indexes: [campaign],
    blobs: [source, medium, campaign, referrer, path, langFromPath(url.pathname), clickId],
    doubles: [1],
  };
}

function externalHost(referer: string | null, ownHost: string): string {
  if (!referer || referer.length > 4000) return "";
  try {
    const host = hostName(new URL(referer).hostname);
    return host && host !== ownHost ? host : "";
  } catch {
    return "";
  }
}

/** Counts it after the response, never failing or delaying one (writes are fire-and-forget). */
export function countCampaignVisit(
  dataset: AnalyticsEngineDataset | null,
  request: Request,
  waitUntil: (promise: Promise<unknown>) => void,
): void {
  if (!dataset) return;
  waitUntil(
    // After the response has left (a timer's turn later), as one more thing the request finishes.
    new Promise((resolve) => setTimeout(resolve, 0))
      .then(() => {
        const visit = campaignVisitOf(request);
        if (visit) dataset.writeDataPoint(visit);
      })
      .catch((error: unknown) => console.error("campaign visit not counted", error)),
  );
}
