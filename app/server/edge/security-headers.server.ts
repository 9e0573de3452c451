/**
 * Security headers for every response the edge handler sends (static files get theirs
 * from public/_headers). Scripts run from the site's own files ('self') and, inline, only
 * when the page's CSP names their SHA-256 hash: the render collects the inline scripts it
 * emits (app/lib/inline-script.tsx) and hands their hashes over in `scriptHashesHeader`,
 * which a cached copy keeps, so a cache hit serves its stored body untouched with the policy
 * of exactly its own scripts (decision 0032). No 'unsafe-inline', no nonce, no wildcard.
 */
import { base64, sha256 } from "../crypto.server";

/** Internal: the render's inline script hashes, from entry.server to the edge; never sent to a browser. */
export const scriptHashesHeader = "X-Inline-Script-Hashes";

const hashSource = /^'sha256-[A-Za-z0-9+/]{43}='$/;
const hashes = new Map<string, string>();

/** The CSP source of one inline script: the SHA-256 of its text as the browser hashes it (UTF-8). */
export async function scriptHashSource(code: string): Promise<string> {
  const known = hashes.get(code);
  if (known) return known;
  const source = `'sha256-${base64(await sha256(code))}'`;
  // The site's inline scripts are constants: a handful of entries per isolate; bounded all the same.
  if (hashes.size >= 64) hashes.clear();
  hashes.set(code, source);
  return source;
}

/** The header value for a render's inline scripts (each once, in order), or null when it has none. */
export async function scriptHashesFor(scripts: readonly string[]): Promise<string | null> {
  if (scripts.length === 0) return null;
  const sources = await Promise.all([...new Set(scripts)].map(scriptHashSource));
  return sources.join(" ");
}

export function contentSecurityPolicy({ https, scriptHashes = null }: { https: boolean; scriptHashes?: string | null }): string {
  // Only well-formed hash sources pass: the header is ours, but a policy is no place for trust.
  const allowed = (scriptHashes ?? "").split(" ").filter((source) => hashSource.test(source));
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...allowed].join(" "),
    // Inline style attributes (e.g. image aspect ratios) are allowed; scripts never are.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' https:",
    "frame-src https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Policies already built, by scheme and script hashes: a handful per isolate (the site's pages have 0 or 1 inline script). */
const policies = new Map<string, string>();

function policyFor(https: boolean, scriptHashes: string | null): string {
  const key = `${https ? 1 : 0}${scriptHashes ?? ""}`;
  let policy = policies.get(key);
  if (policy === undefined) {
    policy = contentSecurityPolicy({ https, scriptHashes });
    if (policies.size >= 64) policies.clear();
    policies.set(key, policy);
  }
  return policy;
}

/** Sets the security headers; the CSP allows the inline scripts the response's render named, and that internal header goes. */
export function applySecurityHeaders(headers: Headers, { https }: { https: boolean }): void {
  const scriptHashes = headers.get(scriptHashesHeader);
  if (scriptHashes !== null) headers.delete(scriptHashesHeader);
  headers.set("Content-Security-Policy", policyFor(https, scriptHashes));
  // Browsers ignore HSTS received over http (RFC 6797 §8.1), and a local server on http must
  // not claim it; the first https page a browser loads records it for the whole host.
  if (https) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
  else headers.delete("Strict-Transport-Security");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
}

/**
 * A POST from another site is refused (DESIGN §6). Browsers send Origin on every
 * cross-origin POST and Sec-Fetch-Site on every request; clients that send neither
 * are not browsers, and CSRF does not apply to them.
 */
export function isCrossOriginPost(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return false;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null" && origin !== new URL(request.url).origin) return true;
  if (origin === "null") return true;
  return false;
}
