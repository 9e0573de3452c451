import { describe, expect, it } from "vitest";
import { languageRedirectTarget } from "~/server/edge/language-redirect.server";
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  isCrossOriginPost,
} from "~/server/edge/security-headers.server";

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
});
