import type { LeadEvent, LeadEventsPort } from "~/backend/lead-events";
import { leadEmailMessage, type LeadEmailTarget } from "./lead-email.server";

/**
 * Sends recorded lead events as Standard Webhooks (standardwebhooks.com; issue 19 items 1, 2;
 * docs/decisions/0028-lead-events.md, 0040). Nothing here runs on a visitor's path: after a form
 * post the edge tries the events that are due through `waitUntil`, once the response has gone,
 * and the site's clock (functions/scheduled.ts) drains them every minute with no visitors around.
 */

/** At most this many deliveries after one form post (the lead it just wrote, and a couple more). */
export const deliveriesPerRequest = 3;
/**
 * At most this many deliveries per run of the clock: the most one claim takes on either backend.
 * Workers Free allows 50 subrequests an invocation; on Supabase a run costs one claim plus, per
 * delivery, the webhook, the record and the email: 31 at most. 600 an hour drain any backlog.
 */
export const deliveriesPerRun = 10;
/** Each delivery's deadline: a receiver that does not answer in time is retried later. */
export const deliveryTimeoutMs = 5000;

export interface WebhookTarget {
  url: string;
  /** `whsec_` followed by the base64 key. */
  secret: string;
}

/** The configured target, or null when the site sends nothing (events are still recorded). */
export function webhookTarget(env: { LEADS_WEBHOOK_URL?: string; LEADS_WEBHOOK_SECRET?: string }): WebhookTarget | null {
  const url = env.LEADS_WEBHOOK_URL?.trim();
  const secret = env.LEADS_WEBHOOK_SECRET?.trim();
  return url && secret ? { url, secret } : null;
}

/** The body every attempt of an event sends, byte for byte: `{ "type", "timestamp", "data" }`. */
export function webhookBody(event: Pick<LeadEvent, "type" | "createdAt" | "data">): string {
  return JSON.stringify({ type: event.type, timestamp: event.createdAt, data: event.data });
}

/** The key inside a `whsec_…` secret; throws when it is not one. */
export function secretKeyBytes(secret: string): Uint8Array<ArrayBuffer> {
  const base64 = secret.startsWith("whsec_") ? secret.slice("whsec_".length) : "";
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new Error("LEADS_WEBHOOK_SECRET must be whsec_ followed by a base64 key");
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, with Web Crypto (no library needed). */
export async function webhookSignature(secret: string, id: string, timestampSeconds: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", secretKeyBytes(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}.${timestampSeconds}.${body}`)));
  let binary = "";
  for (const byte of mac) binary += String.fromCharCode(byte);
  return `v1,${btoa(binary)}`;
}

/** The request of one attempt: the event's id, this attempt's time, and the signature of both with the body. */
export async function webhookRequest(target: WebhookTarget, event: LeadEvent, now: Date): Promise<Request> {
  const body = webhookBody(event);
  const timestamp = Math.floor(now.getTime() / 1000);
  return new Request(target.url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "webhook-id": event.id,
      "webhook-timestamp": String(timestamp),
      "webhook-signature": await webhookSignature(target.secret, event.id, timestamp, body),
      "User-Agent": "StayLoop-Webhooks/1",
    },
    body,
  });
}

export interface DeliveryOptions {
  events: LeadEventsPort;
  target: WebhookTarget | null;
  /** The team's email (decision 0031): sent once the webhook (when there is one) answered 2xx. */
  mail?: LeadEmailTarget | null;
  now: Date;
  fetch?: (request: Request) => Promise<Response>;
  limit?: number;
  timeoutMs?: number;
}

/** Runs one channel's attempt; null when it succeeded, else the error and the status if any. */
async function attempt(run: () => Promise<Response>, label: string): Promise<{ status: number | null; error: string | null }> {
  try {
    const response = await run();
    await response.body?.cancel();
    const status = response.status;
    return { status, error: status >= 200 && status <= 299 ? null : `${label}HTTP ${status}` };
  } catch (failure) {
    return { status: null, error: `${label}${failure instanceof Error ? `${failure.name}: ${failure.message}` : String(failure)}` };
  }
}

/**
 * Claims the events that are due and sends each once; returns how many were delivered.
 * An event is delivered when every configured channel took it: the webhook first, then the
 * team's email (only after the webhook's 2xx, so a receiver that is down never causes the
 * same email twice; a failed email retries the webhook with the same webhook-id).
 * Without a webhook and an email nothing is claimed: the events wait, recorded, for a configured site.
 */
export async function deliverDueLeadEvents(options: DeliveryOptions): Promise<number> {
  const { events, target, now } = options;
  const mail = options.mail ?? null;
  if (!target && !mail) return 0;
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const timeout = options.timeoutMs ?? deliveryTimeoutMs;
  const due = await events.claimDueLeadEvents({ now, limit: options.limit ?? deliveriesPerRequest });
  const outcomes = await Promise.all(
    due.map(async (event) => {
      let result: { status: number | null; error: string | null } = { status: null, error: null };
      if (target) {
        result = await attempt(async () => send(new Request(await webhookRequest(target, event, now), { signal: AbortSignal.timeout(timeout) })), "");
      }
      if (mail && result.error === null) {
        const error = await sendEmail(mail, leadEmailMessage(event, mail, now), timeout);
        result = { status: target ? result.status : null, error };
      }
      const delivered = result.error === null;
      await events.recordLeadDelivery({ id: event.id, delivered, ...result, now }).catch((failure: unknown) => console.error(failure));
      return delivered;
    }),
  );
  return outcomes.filter(Boolean).length;
}

/** Hands one message to the mailer within `timeoutMs`; null when it was accepted, else why not. */
async function sendEmail(mail: LeadEmailTarget, raw: string, timeoutMs: number): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      mail.send(raw),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`not accepted within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return null;
  } catch (failure) {
    return `email: ${failure instanceof Error ? `${failure.name}: ${failure.message}` : String(failure)}`;
  } finally {
    clearTimeout(timer);
  }
}
