import { describe, expect, it } from "vitest";
import { languageRedirectTarget } from "~/server/edge/language-redirect.server";
import { cacheKeyFor } from "~/server/edge/page-cache.server";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  isCrossOriginPost,
} from "~/server/edge/security-headers.server";
import { siteOrigin } from "~/server/env.server";

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
  it("uses a fresh nonce per response and never allows inline scripts", () => {
    const a = createNonce();
    const b = createNonce();
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(22);
    const csp = contentSecurityPolicy(a, { https: true });
    expect(csp).toContain(`script-src 'self' 'nonce-${a}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy(a, { https: false })).not.toContain("upgrade-insecure-requests");
  });
  it("sets HSTS, nosniff and a referrer policy", () => {
    const headers = new Headers();
    applySecurityHeaders(headers, "abc", { https: true });
    expect(headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });
  it("sends HSTS only over https", () => {
    const headers = new Headers({ "Strict-Transport-Security": "max-age=1" });
    applySecurityHeaders(headers, "abc", { https: false });
    expect(headers.get("Strict-Transport-Security")).toBeNull();
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});

describe("site origin and the page cache key (issue 9 item 8)", () => {
  const poisoned = new Request("http://evil.example/pricing?x=1", { headers: { Host: "evil.example" } });
  it("builds links from SITE_URL whatever the Host says", () => {
    expect(siteOrigin(poisoned, { env: { SITE_URL: "https://stayloop.io/" } })).toBe("https://stayloop.io");
    expect(siteOrigin(poisoned, { env: { SITE_URL: "https://stayloop.io/some/path" } })).toBe("https://stayloop.io");
  });
  it("falls back to the request's origin only without SITE_URL", () => {
    expect(siteOrigin(poisoned, { env: {} })).toBe("http://evil.example");
    expect(siteOrigin(poisoned, { env: { SITE_URL: "  " } })).toBe("http://evil.example");
  });
  it("keys cached pages by the origin their links were built from", () => {
    const normal = new Request("http://127.0.0.1:8788/pricing?x=1");
    const evilKey = cacheKeyFor(poisoned, "v1", siteOrigin(poisoned, { env: {} })).url;
    const normalKey = cacheKeyFor(normal, "v1", siteOrigin(normal, { env: {} })).url;
    expect(evilKey).not.toBe(normalKey);
    expect(normalKey).toContain(encodeURIComponent("http://127.0.0.1:8788"));
    expect(new URL(normalKey).search).toBe(""); // no page reads x (decision 0026)
    // With SITE_URL the links are the same whatever the Host, so one copy serves both.
    const configured = { env: { SITE_URL: "https://stayloop.io" } };
    expect(cacheKeyFor(poisoned, "v1", siteOrigin(poisoned, configured)).url).toBe(
      cacheKeyFor(normal, "v1", siteOrigin(normal, configured)).url,
    );
  });
});
