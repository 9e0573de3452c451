/**
 * The site's cryptography and byte encodings, in one place (issue 31 item 4): HMAC-SHA-256 and
 * SHA-256 with Web Crypto, base64 and base64url of bytes and of UTF-8 text, and the
 * constant-time comparison of secrets. Web Crypto and atob/btoa run in workerd and in Node alike
 * (the unit tests, `scripts/`), so nothing here needs a library.
 */

const utf8 = new TextEncoder();

function binaryOf(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return binary;
}

/** Standard base64 (RFC 4648 §4, with padding) of bytes, or of a string's UTF-8 bytes. */
export function base64(input: Uint8Array | string): string {
  return btoa(binaryOf(typeof input === "string" ? utf8.encode(input) : input));
}

/** URL- and filename-safe base64 (RFC 4648 §5) without padding, of bytes or of a string's UTF-8 bytes. */
export function base64url(input: Uint8Array | string): string {
  return base64(input).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The bytes of standard base64 text (padding optional), or null when it is not base64. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The bytes of unpadded base64url text, or null when it is not base64url. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  return fromBase64(text.replace(/-/g, "+").replace(/_/g, "/"));
}

/** Lower-case hexadecimal of bytes. */
export function hex(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += byte.toString(16).padStart(2, "0");
  return text;
}

/** HMAC-SHA-256 of `message` (its UTF-8 bytes) under `key` (a string's UTF-8 bytes, or raw bytes). */
export async function hmacSha256(key: string | Uint8Array<ArrayBuffer>, message: string): Promise<Uint8Array<ArrayBuffer>> {
  const raw = typeof key === "string" ? utf8.encode(key) : key;
  const cryptoKey = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", cryptoKey, utf8.encode(message)));
}

/**
 * HMAC-SHA-256 of `message` under a secret (SESSION_SECRET, HASH_SALT), hex: the keyed hash of
 * the rate limits' and votes' buckets (addresses are never stored in clear) and the signature
 * of signed tokens.
 */
export async function keyedHash(secret: string, message: string): Promise<string> {
  return hex(await hmacSha256(secret, message));
}

/** SHA-256 of a string's UTF-8 bytes, or of bytes as they are (an uploaded file's content address). */
export async function sha256(input: string | Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", typeof input === "string" ? utf8.encode(input) : input));
}

/**
 * Whether two secrets are equal, in time that does not depend on where they first differ
 * (so an attacker cannot find a token or a signature one character at a time). Only the
 * length is told apart early: use it for values of a known length (hex signatures,
 * the test server's token). Plain JavaScript rather than workerd's
 * `crypto.subtle.timingSafeEqual`, which Node (the unit tests, `scripts/`) does not have.
 */
export function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
