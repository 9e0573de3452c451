import { keyedHash } from "~/server/abuse.server";

/**
 * Short signed tokens: `base64url(fields joined by "|", then the expiry in Unix seconds)`
 * `.` `hex HMAC-SHA256(SESSION_SECRET, purpose + ":" + payload)`. The purpose keeps a token
 * made for one use (a download, a moderation link) from being accepted by another. Fields
 * must not contain "|". Used by download tokens (decision 0305) and comment moderation
 * links (decision 0029).
 */
export const maxTokenLength = 400;

function encode(value: string): string {
  return btoa(value).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decode(value: string): string | null {
  try {
    return atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
}

/** Constant-time comparison of two hex strings. */
function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

const signatureOf = (secret: string, purpose: string, payload: string) => keyedHash(secret, `${purpose}:${payload}`);

export async function signToken(
  secret: string,
  purpose: string,
  fields: readonly string[],
  lifetimeSeconds: number,
  now: Date = new Date(),
): Promise<string> {
  if (fields.some((field) => field.includes("|"))) throw new Error("signed token fields cannot contain |");
  const payload = [...fields, String(Math.floor(now.getTime() / 1000) + lifetimeSeconds)].join("|");
  return `${encode(payload)}.${await signatureOf(secret, purpose, payload)}`;
}

/** The fields of a token signed for `purpose` with this secret that has not expired; null otherwise. */
export async function verifyToken(
  secret: string,
  purpose: string,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<string[] | null> {
  if (!token || token.length > maxTokenLength) return null;
  const [encoded, signature, ...rest] = token.split(".");
  if (!encoded || !signature || rest.length > 0) return null;
  const payload = decode(encoded);
  if (!payload) return null;
  if (!sameHex(signature, await signatureOf(secret, purpose, payload))) return null;
  const parts = payload.split("|");
  const expires = Number(parts.pop());
  if (!Number.isInteger(expires) || expires < Math.floor(now.getTime() / 1000)) return null;
  return parts;
}
