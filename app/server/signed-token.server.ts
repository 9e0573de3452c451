import { keyedHash } from "~/server/abuse.server";

/**
 * The small signing helper of the site's tokens (download links, newsletter unsubscribe
 * links): `<base64url payload>.<hex HMAC-SHA256(SESSION_SECRET, purpose:payload)>`, compared
 * in constant time. A token signed for one purpose never verifies for another.
 */
export const maxTokenLength = 400;

function encode(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decode(value: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
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

export async function signToken(secret: string, purpose: string, payload: string): Promise<string> {
  return `${encode(payload)}.${await keyedHash(secret, `${purpose}:${payload}`)}`;
}

/** The payload of a token signed with this secret for this purpose, or null (forged, malformed, too long). */
export async function verifiedPayload(secret: string, purpose: string, token: string | null | undefined): Promise<string | null> {
  if (!token || token.length > maxTokenLength) return null;
  const [encoded, signature, ...rest] = token.split(".");
  if (!encoded || !signature || rest.length > 0) return null;
  const payload = decode(encoded);
  if (payload === null) return null;
  return sameHex(signature, await keyedHash(secret, `${purpose}:${payload}`)) ? payload : null;
}
