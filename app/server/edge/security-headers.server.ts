/**
 * Security headers for every response the edge handler sends (static files get theirs
 * from public/_headers). Scripts run only from the site's own files ('self'): no page carries an
 * inline script since the share popup became a module (decision 0051), so a cached copy is served
 * untouched under the same policy as every page. No 'unsafe-inline', no nonce, no wildcard.
 * Decision 0032 says how to allow an inline script again by its hash, should one ever be needed.
 */
import { webAnalyticsBeacon } from "~/lib/web-analytics";

export function contentSecurityPolicy({
  https,
  webAnalytics = false,
}: {
  https: boolean;
  /** Cloudflare Web Analytics is on (WEB_ANALYTICS_TOKEN): its beacon file and its report address, exactly. */
  webAnalytics?: boolean;
}): string {
  const directives = [
    "default-src 'self'",
    webAnalytics ? `script-src 'self' ${webAnalyticsBeacon.script}` : "script-src 'self'",
    // Inline style attributes (e.g. image aspect ratios) are allowed; scripts never are.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    webAnalytics ? `connect-src 'self' ${webAnalyticsBeacon.report}` : "connect-src 'self'",
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

/** The four policies (by scheme and Web Analytics), each built once per isolate. */
const policies = new Map<string, string>();

function policyFor(https: boolean, webAnalytics: boolean): string {
  const key = `${https ? 1 : 0}${webAnalytics ? 1 : 0}`;
  let policy = policies.get(key);
  if (policy === undefined) {
    policy = contentSecurityPolicy({ https, webAnalytics });
    policies.set(key, policy);
  }
  return policy;
}

/** Sets the security headers of a response leaving the edge. */
export function applySecurityHeaders(headers: Headers, { https, webAnalytics = false }: { https: boolean; webAnalytics?: boolean }): void {
  headers.set("Content-Security-Policy", policyFor(https, webAnalytics));
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
