import { base64, fromBase64, hmacSha256 } from "~/server/crypto.server";
import type { LeadEvent } from "~/leads/contract";

/**
 * A lead event as a Standard Webhook (standardwebhooks.com; docs/decisions/0028-lead-events.md):
 * the body `{ "type", "timestamp", "data" }`, the same bytes on every attempt, signed with the
 * `whsec_` secret of LEADS_WEBHOOK_SECRET.
 */

export interface WebhookTarget {
  url: string;
  /** `whsec_` followed by the base64 key. */
  secret: string;
}

/** The body every attempt of an event sends, byte for byte: `{ "type", "timestamp", "data" }`. */
export function webhookBody(event: Pick<LeadEvent, "type" | "createdAt" | "data">): string {
  return JSON.stringify({ type: event.type, timestamp: event.createdAt, data: event.data });
}

/** The key inside a `whsec_…` secret, or null when it is not one. */
export function secretKeyBytes(secret: string): Uint8Array<ArrayBuffer> | null {
  const key = secret.startsWith("whsec_") ? fromBase64(secret.slice("whsec_".length)) : null;
  return key && key.length > 0 ? key : null;
}

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, with Web Crypto (no library needed). */
export async function webhookSignature(secret: string, id: string, timestampSeconds: number, body: string): Promise<string> {
  const key = secretKeyBytes(secret);
  if (!key) throw new Error("LEADS_WEBHOOK_SECRET must be whsec_ followed by a base64 key");
  return `v1,${base64(await hmacSha256(key, `${id}.${timestampSeconds}.${body}`))}`;
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
