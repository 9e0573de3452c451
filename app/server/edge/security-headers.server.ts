/**
 * Security headers for every response the edge handler sends (static files get theirs
 * from public/_headers). A fresh nonce per response keeps inline scripts without
 * 'unsafe-inline'.
 */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string, { https }: { https: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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

export function applySecurityHeaders(headers: Headers, nonce: string, { https }: { https: boolean }): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, { https }));
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
