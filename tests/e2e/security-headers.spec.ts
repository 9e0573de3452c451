import type { APIResponse } from "@playwright/test";
import { expect, test } from "./support/test";

function expectCommonSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers["content-security-policy"], `${what}: Content-Security-Policy`).toBeTruthy();
  expect(headers["content-security-policy"], `${what}: frame-ancestors`).toContain("frame-ancestors 'none'");
  // The test site is served over http, where HSTS is meaningless and must not be sent.
  expect(headers["strict-transport-security"], `${what}: no Strict-Transport-Security over http`).toBeUndefined();
  expect(headers["x-content-type-options"], `${what}: X-Content-Type-Options`).toBe("nosniff");
  expect(headers["referrer-policy"], `${what}: Referrer-Policy`).toBe("strict-origin-when-cross-origin");
}

/** The nonce of a page's CSP header; fails the test when there is none. */
function cspNonce(response: APIResponse, what: string): string {
  const csp = response.headers()["content-security-policy"] ?? "";
  expect(csp, `${what}: CSP allows scripts by nonce`).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp, `${what}: CSP never allows inline scripts wholesale`).not.toContain("'unsafe-inline' 'nonce");
  expect(csp.match(/script-src[^;]*/)?.[0], `${what}: script-src`).not.toContain("unsafe-inline");
  return /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
}

/** Every `<script>` start tag of an HTML document without a src attribute. */
function inlineScriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]).filter((tag) => !/\ssrc=/i.test(tag));
}

test.describe("security headers", () => {
  test("pages, not-found pages, post redirects and static files carry the security headers", async ({ request }) => {
    for (const path of ["/", "/pt", "/no-such-page"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
      expect(response.headers()["content-type"]).toContain("text/html");
      expectCommonSecurityHeaders(response, path);
      cspNonce(response, path);
    }

    const redirect = await request.post("/resources/language", {
      form: { lang: "en", redirectTo: "/pt" },
      maxRedirects: 0,
    });
    expect(redirect.status()).toBe(303);
    expect(redirect.headers()["location"]).toBe("/");
    expectCommonSecurityHeaders(redirect, "POST /resources/language");
    cspNonce(redirect, "POST /resources/language");

    const favicon = await request.get("/favicon.svg");
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()["content-type"]).toContain("image/svg+xml");
    expectCommonSecurityHeaders(favicon, "/favicon.svg");
  });

  test("every load gets a fresh nonce, and every inline script carries it", async ({ request }) => {
    const first = await request.get("/");
    const second = await request.get("/");
    const firstNonce = cspNonce(first, "first /");
    const secondNonce = cspNonce(second, "second /");
    expect(firstNonce.length).toBeGreaterThanOrEqual(16);
    expect(secondNonce).not.toBe(firstNonce);

    for (const path of ["/", "/pt"]) {
      const response = await request.get(path);
      const nonce = cspNonce(response, path);
      const scripts = inlineScriptTags(await response.text());
      const executable = scripts.filter((tag) => !/\stype="application\/json"/i.test(tag));
      expect(executable.length, `${path}: inline scripts found`).toBeGreaterThan(0);
      for (const tag of executable) expect(tag, `${path}: ${tag}`).toContain(` nonce="${nonce}"`);
    }
    // The 404 page has nothing to enhance and ships no script at all.
    const notFound = await request.get("/no-such-page");
    expect(inlineScriptTags(await notFound.text())).toEqual([]);
    expect(await notFound.text()).not.toContain("<script");
  });

  test("the browser runs the page's scripts without a single CSP violation", async ({
    page,
    visit,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "Without JavaScript no script runs, so none can be refused.");
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });

    // visit() waits until the enhancement modules ran, so a blocked script would show.
    await visit("/");
    await visit("/pt");
    await visit("/no-such-page");
    expect(violations).toEqual([]);
  });
});
