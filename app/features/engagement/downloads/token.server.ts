import { keyedHash } from "~/server/abuse.server";

/**
 * The file of a downloadable resource is handed out only after its lead was recorded
 * (docs/decisions/0305-downloads-gating-and-webhook.md): record_download is followed by a
 * short-lived token, signed with SESSION_SECRET, that names the resource and its expiry.
 * The file route streams the file only for a valid token, so the file is not hot-linkable.
 */
export const downloadTokenSeconds = 15 * 60;

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

const signatureOf = (secret: string, payload: string) => keyedHash(secret, `download-token:${payload}`);

export async function issueDownloadToken(secret: string, slug: string, now: Date = new Date()): Promise<string> {
  const payload = `${slug}|${Math.floor(now.getTime() / 1000) + downloadTokenSeconds}`;
  return `${encode(payload)}.${await signatureOf(secret, payload)}`;
}

/** True when `token` was issued for `slug` with this secret and has not expired. */
export async function verifyDownloadToken(
  secret: string,
  slug: string,
  token: string | null,
  now: Date = new Date(),
): Promise<boolean> {
  if (!token || token.length > 400) return false;
  const [encoded, signature, ...rest] = token.split(".");
  if (!encoded || !signature || rest.length > 0) return false;
  const payload = decode(encoded);
  if (!payload) return false;
  if (!sameHex(signature, await signatureOf(secret, payload))) return false;
  const [tokenSlug, expires] = payload.split("|");
  return tokenSlug === slug && Number(expires) >= Math.floor(now.getTime() / 1000);
}
