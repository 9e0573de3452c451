import { describe, expect, it } from "vitest";
import { languageRedirectTarget as redirectTargetFor } from "~/server/edge/language-redirect.server";
import { cacheKeyFor as cacheKeyOf } from "~/server/edge/page-cache.server";
import { applySecurityHeaders, contentSecurityPolicy, isCrossOriginPost } from "~/server/edge/security-headers.server";
import { originOf, readConfig } from "~/server/env.server";
import { siteRouteTable } from "./site-routes";

const { routes } = await siteRouteTable();
const pageOf = (request: Request) => routes.match(new URL(request.url).pathname);
const languageRedirectTarget = (request: Request) => redirectTargetFor(request, pageOf(request));
const cacheKeyFor = (request: Request, version: string, origin: string) => cacheKeyOf(request, pageOf(request), version, origin);

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://stayloop.io${path}`, { headers });

describe("language redirect of unprefixed URLs (DESIGN §4)", () => {
  it("sends a Portuguese browser with no saved choice to the /pt twin", () => {
    expect(languageRedirectTarget(get("/", { "Accept-Language": "pt-BR,pt;q=0.9" }))).toBe("/pt");
    expect(languageRedirectTarget(get("/blog?category=x", { "Accept-Language": "pt" }))).toBe("/pt/blog?category=x");
  });
  it("lets a saved choice win over the browser language", () => {
    expect(languageRedirectTarget(get("/", { "Accept-Language": "pt-BR", Cookie: "lang=en" }))).toBeNull();
    expect(languageRedirectTarget(get("/pricing", { "Accept-Language": "en-US", Cookie: "lang=pt" }))).toBe(
      "/pt/pricing",
    );
  });
  it("leaves English browsers, /pt pages, posts, files and resource routes alone", () => {
    expect(languageRedirectTarget(get("/", { "Accept-Language": "en-US" }))).toBeNull();
    expect(languageRedirectTarget(get("/pt/blog", { "Accept-Language": "en-US", Cookie: "lang=en" }))).toBeNull();
    expect(languageRedirectTarget(get("/sitemap.xml", { "Accept-Language": "pt" }))).toBeNull();
    expect(languageRedirectTarget(get("/resources/newsletter", { "Accept-Language": "pt" }))).toBeNull();
    expect(languageRedirectTarget(get("/favicon.svg", { "Accept-Language": "pt" }))).toBeNull();
    // A path in the endpoints' folder that no route claims is no page either; a missing file under /build/ neither.
    expect(languageRedirectTarget(get("/resources/gone", { "Accept-Language": "pt" }))).toBeNull();
    expect(languageRedirectTarget(get("/build/gone", { "Accept-Language": "pt" }))).toBeNull();
    // The 404 page has its twin, as before: a Portuguese visitor reads it in Portuguese.
    expect(languageRedirectTarget(get("/nope", { "Accept-Language": "pt" }))).toBe("/pt/nope");
    const post = new Request("https://stayloop.io/", { method: "POST", headers: { "Accept-Language": "pt" } });
    expect(languageRedirectTarget(post)).toBeNull();
  });
});

describe("cross-origin posts (DESIGN §6)", () => {
  const post = (headers: Record<string, string>) =>
    new Request("https://stayloop.io/resources/newsletter", { method: "POST", headers });
  it("refuses another origin or a cross-site fetch", () => {
    expect(isCrossOriginPost(post({ Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossOriginPost(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isCrossOriginPost(post({ "Sec-Fetch-Site": "same-site" }))).toBe(true);
    expect(isCrossOriginPost(post({ Origin: "null" }))).toBe(true);
  });
  it("accepts same-origin posts and non-browser clients", () => {
    expect(isCrossOriginPost(post({ Origin: "https://stayloop.io", "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(isCrossOriginPost(post({}))).toBe(false);
    expect(isCrossOriginPost(get("/", { Origin: "https://evil.example" }))).toBe(false);
  });
});

describe("security headers", () => {
  const scriptSrc = (csp: string) => /(?:^|; )script-src ([^;]*)/.exec(csp)?.[1];

  it("allows scripts from the site itself and never inline scripts wholesale", () => {
    const csp = contentSecurityPolicy({ https: true });
    expect(scriptSrc(csp)).toBe("'self'");
    expect(csp).not.toContain("nonce");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|\*|https:|data:)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ https: false })).not.toContain("upgrade-insecure-requests");
  });

  it("allows Cloudflare Web Analytics' beacon file and its report address exactly, only when it is on (decision 0050)", () => {
    const off = contentSecurityPolicy({ https: true });
    expect(off).not.toContain("cloudflareinsights");
    const on = contentSecurityPolicy({ https: true, webAnalytics: true });
    expect(scriptSrc(on)).toBe("'self' https://static.cloudflareinsights.com/beacon.min.js");
    expect(on).toContain("connect-src 'self' https://cloudflareinsights.com/cdn-cgi/rum;");
    expect(on).not.toMatch(/\*|https:\/\/static\.cloudflareinsights\.com[; ]/);
  });

  it("allows no inline script on any response: every page's scripts are files (decisions 0032, 0051)", () => {
    const headers = new Headers();
    applySecurityHeaders(headers, { https: true });
    expect(scriptSrc(headers.get("Content-Security-Policy")!)).toBe("'self'");
  });
  it("sets HSTS, nosniff and a referrer policy", () => {
    const headers = new Headers();
    applySecurityHeaders(headers, { https: true });
    expect(headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });
  it("sends HSTS only over https", () => {
    const headers = new Headers({ "Strict-Transport-Security": "max-age=1" });
    applySecurityHeaders(headers, { https: false });
    expect(headers.get("Strict-Transport-Security")).toBeNull();
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});

describe("site origin and the page cache key (issue 9 item 8)", () => {
  const poisoned = new Request("http://evil.example/pricing?x=1", { headers: { Host: "evil.example" } });
  const local = { APP_ENV: "development", SESSION_SECRET: "s".repeat(32), HASH_SALT: "h".repeat(32), DB: {} as D1Database, FILES: {} as R2Bucket };
  /** The origin the edge hands a request's loaders (`context.origin`), from a local server's configuration. */
  const siteOrigin = (request: Request, env: { SITE_URL?: string }) => originOf(request, readConfig({ ...local, ...env }));
  it("builds links from SITE_URL whatever the Host says", () => {
    expect(siteOrigin(poisoned, { SITE_URL: "https://stayloop.io/" })).toBe("https://stayloop.io");
    expect(siteOrigin(poisoned, { SITE_URL: "https://stayloop.io/some/path" })).toBe("https://stayloop.io");
  });
  it("falls back to the request's origin only without SITE_URL", () => {
    expect(siteOrigin(poisoned, {})).toBe("http://evil.example");
    expect(siteOrigin(poisoned, { SITE_URL: "  " })).toBe("http://evil.example");
  });
  it("keys cached pages by the origin their links were built from", () => {
    const normal = new Request("http://127.0.0.1:8788/pricing?x=1");
    const evilKey = cacheKeyFor(poisoned, "v1", siteOrigin(poisoned, {})).url;
    const normalKey = cacheKeyFor(normal, "v1", siteOrigin(normal, {})).url;
    expect(evilKey).not.toBe(normalKey);
    expect(normalKey).toContain(encodeURIComponent("http://127.0.0.1:8788"));
    expect(new URL(normalKey).search).toBe(""); // no page reads x (decision 0026)
    // With SITE_URL the links are the same whatever the Host, so one copy serves both.
    const configured = { SITE_URL: "https://stayloop.io" };
    expect(cacheKeyFor(poisoned, "v1", siteOrigin(poisoned, configured)).url).toBe(
      cacheKeyFor(normal, "v1", siteOrigin(normal, configured)).url,
    );
  });
});
