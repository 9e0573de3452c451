import { base64url, fromBase64url, keyedHash, sameSecret } from "./crypto.server";

/**
 * The site's signed tokens: `<base64url payload>.<hex HMAC-SHA256(SESSION_SECRET, purpose:payload)>`,
 * compared in constant time. The purpose keeps a token made for one use (a download, a
 * moderation link, an unsubscribe link) from being accepted by another. `signPayload` /
 * `verifiedPayload` carry one string (the unsubscribe link, decision 0030); `signToken` /
 * `verifyToken` carry fields and an expiry (download tokens, decision 0305; moderation
 * links, decision 0029).
 */
export const maxTokenLength = 400;

/** The UTF-8 text of a token's payload, or null when it is not base64url of UTF-8. */
function decode(value: string): string | null {
  const bytes = value ? fromBase64url(value) : null;
  if (!bytes) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export async function signPayload(secret: string, purpose: string, payload: string): Promise<string> {
  return `${base64url(payload)}.${await keyedHash(secret, `${purpose}:${payload}`)}`;
}

/** The payload of a token signed with this secret for this purpose, or null (forged, malformed, too long). */
export async function verifiedPayload(secret: string, purpose: string, token: string | null | undefined): Promise<string | null> {
  if (!token || token.length > maxTokenLength) return null;
  const [encoded, signature, ...rest] = token.split(".");
  if (!encoded || !signature || rest.length > 0) return null;
  const payload = decode(encoded);
  if (payload === null) return null;
  return sameSecret(signature, await keyedHash(secret, `${purpose}:${payload}`)) ? payload : null;
}

/** A token of `fields` (none may contain "|") that expires `lifetimeSeconds` from `now`. */
export function signToken(
  secret: string,
  purpose: string,
  fields: readonly string[],
  lifetimeSeconds: number,
  now: Date = new Date(),
): Promise<string> {
  if (fields.some((field) => field.includes("|"))) throw new Error("signed token fields cannot contain |");
  return signPayload(secret, purpose, [...fields, String(Math.floor(now.getTime() / 1000) + lifetimeSeconds)].join("|"));
}

/** The fields of a token signed for `purpose` with this secret that has not expired; null otherwise. */
export async function verifyToken(
  secret: string,
  purpose: string,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<string[] | null> {
  const payload = await verifiedPayload(secret, purpose, token);
  if (payload === null) return null;
  const parts = payload.split("|");
  const expires = Number(parts.pop());
  if (!Number.isInteger(expires) || expires < Math.floor(now.getTime() / 1000)) return null;
  return parts;
}
