import type { ApplicationOrigin } from "~/backend/studio-applications";

/**
 * Where an application came from, in the words the studio shows (decision 0503): the page it was
 * sent from, its campaign and the answer to "How did you hear about us?", as the lead stored them
 * (app/leads/contract.ts, decision 0050). A value that was not stored shows as a dash.
 */
export interface OriginWords {
  page: string;
  campaign: string;
  heardAbout: string;
}

const dash = "—";

export function originWords({ page, source }: ApplicationOrigin): OriginWords {
  const campaignParts = [source?.utm_campaign, source?.utm_source, source?.utm_medium].filter(Boolean);
  const campaign = campaignParts.length
    ? `${source?.utm_campaign ?? "(no campaign name)"}${source?.utm_source || source?.utm_medium ? ` (${[source?.utm_source, source?.utm_medium].filter(Boolean).join(" / ")})` : ""}`
    : source?.referrer_host
      ? `from ${source.referrer_host}`
      : source?.click_id
        ? `an ad (${source.click_id})`
        : dash;
  const heard = source?.heard_about ? `${source.heard_about}${source.heard_about_other ? `: ${source.heard_about_other}` : ""}` : dash;
  return { page: page ? `${page.path} (${page.lang})` : dash, campaign, heardAbout: heard };
}

/** The cursor of the next page in a URL (`before=<time>~<id>`), and read back; anything else is the first page. */
export const cursorParam = (at: string, id: string) => `${at}~${id}`;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isApplicationId = (value: string | undefined): value is string => typeof value === "string" && uuid.test(value);

export function readCursor(value: string | null): { at: string; id: string } | null {
  const [at, id, extra] = (value ?? "").split("~");
  // The time stays as the backend wrote it (Postgres keeps microseconds): rounding it would skip rows.
  if (extra !== undefined || !at || at.length > 40 || !/^[0-9T:.+\- Z]+$/.test(at) || !isApplicationId(id) || Number.isNaN(Date.parse(at))) return null;
  return { at, id };
}
