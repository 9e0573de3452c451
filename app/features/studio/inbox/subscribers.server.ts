import type { AppLoadContext } from "@remix-run/cloudflare";
import type { StudioSubscriber, SubscriberSearch } from "~/backend/studio-subscribers";
import { csvStream, type CsvValue } from "~/lib/csv";
import { base64url, keyedHash } from "~/server/crypto.server";
import { csvAttachment } from "./leads.server";

/** The subscribers page's server side (issue 43 item 5, decision 0505). */
export const subscribersPageSize = 50;
const exportChunk = 500;

export const subscriberQueryNames = ["q", "after", "done"] as const;

/** The search as typed: a part of an address, lower-cased, at most 254 characters. */
export const searchOf = (params: URLSearchParams) => (params.get("q") ?? "").trim().toLowerCase().slice(0, 254);

export async function loadSubscribersPage(context: AppLoadContext, params: URLSearchParams) {
  const search = searchOf(params);
  const after = (params.get("after") ?? "").slice(0, 254) || undefined;
  const [counts, rows] = await Promise.all([
    context.backend.getSubscriberCounts(),
    context.backend.listStudioSubscribers({ search: search || undefined, after, limit: subscribersPageSize + 1 }),
  ]);
  const subscribers = rows.slice(0, subscribersPageSize);
  const last = subscribers.at(-1);
  const query = (extra: Record<string, string>) => new URLSearchParams(Object.entries({ q: search, ...extra }).filter(([, v]) => v)).toString();
  return { counts, search, subscribers, paged: Boolean(after), older: rows.length > subscribersPageSize && last ? query({ after: last.email }) : null, firstPage: query({}) };
}

export const subscriberCsvHeader = [
  "email", "name", "status", "waitlist", "feature_interest", "locale", "subscribed_at", "unsubscribed_at", "consent_version", "consent_path",
  "consent_text", "utm_source", "utm_medium", "utm_campaign", "heard_about",
] as const;

export function subscriberCsvRecord(row: StudioSubscriber): CsvValue[] {
  return [
    row.email, row.name, row.unsubscribedAt ? "unsubscribed" : "subscribed", row.isWaitlist, row.featureInterest, row.locale, row.subscribedAt,
    row.unsubscribedAt, row.consentVersion, row.consentPath, row.consentText, row.source?.utm_source, row.source?.utm_medium,
    row.source?.utm_campaign, row.source?.heard_about,
  ];
}

/** Every subscriber the search matches, streamed as CSV in chunks of 500 (the first read before answering). */
export async function subscribersCsvResponse(context: AppLoadContext, params: URLSearchParams, now: Date): Promise<Response> {
  const search = searchOf(params) || undefined;
  const read = (after?: string) => context.backend.listStudioSubscribersForExport({ search, after, limit: exportChunk } satisfies SubscriberSearch);
  let rows = await read();
  const body = csvStream(subscriberCsvHeader, rows.map(subscriberCsvRecord), async () => {
    const last = rows.at(-1);
    if (rows.length < exportChunk || !last) return null;
    rows = await read(last.email);
    return rows.length ? rows.map(subscriberCsvRecord) : null;
  });
  return csvAttachment(body, `stayloop-subscribers-${now.toISOString().slice(0, 10)}.csv`);
}

/**
 * What forgetting an address needs (decision 0505): the address, its base64url as the signed
 * unsubscribe links spell it (app/server/signed-token.server.ts), and the keyed hash the proof keeps:
 * HMAC-SHA-256 under HASH_SALT, so the hash of a guessed address cannot be checked without it.
 */
export async function forgetRequestFor(context: AppLoadContext, email: string) {
  return { email, encoded: base64url(email), addressHash: await keyedHash(context.config.hashSalt, `newsletter-forgotten:${email}`) };
}
