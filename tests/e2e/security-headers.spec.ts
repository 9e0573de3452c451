import type { APIResponse } from "@playwright/test";
import { scriptsRefusedByCsp, scriptSources } from "../fixtures/csp";
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

/** The page's script-src: the site's own files, and inline scripts only by their hash (decision 0032). */
function expectStrictScriptSources(response: APIResponse, what: string) {
  const sources = scriptSources(response.headers()["content-security-policy"] ?? null);
  expect(sources[0], `${what}: script-src 'self'`).toBe("'self'");
  for (const source of sources) expect(source, `${what}: script-src source`).toMatch(/^'self'$|^'sha256-[A-Za-z0-9+/]{43}='$/);
}

/** Every `<script>` start tag of an HTML document without a src attribute. */
function inlineScriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]).filter((tag) => !/\ssrc=/i.test(tag));
}

const article = "/blog/cut-ota-commissions-90-day-plan";

test.describe("security headers", () => {
  test("pages, not-found pages, post redirects and static files carry the security headers", async ({ request }) => {
    for (const path of ["/", "/pt", "/no-such-page"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
      expect(response.headers()["content-type"]).toContain("text/html");
      expectCommonSecurityHeaders(response, path);
      expectStrictScriptSources(response, path);
    }

    const redirect = await request.post("/resources/language", {
      form: { lang: "en", redirectTo: "/pt" },
      maxRedirects: 0,
    });
    expect(redirect.status()).toBe(303);
    expect(redirect.headers()["location"]).toBe("/");
    expectCommonSecurityHeaders(redirect, "POST /resources/language");
    expectStrictScriptSources(redirect, "POST /resources/language");

    const favicon = await request.get("/favicon.svg");
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()["content-type"]).toContain("image/svg+xml");
    expectCommonSecurityHeaders(favicon, "/favicon.svg");
  });

  test("each page's policy allows exactly the inline scripts it carries", async ({ request }) => {
    for (const path of ["/", "/pt", article, `/pt${article}`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(scriptsRefusedByCsp(html, response.headers()["content-security-policy"] ?? null), path).toEqual([]);
      // No page carries an inline script (an article's share popups come from the layout's module).
      const inline = inlineScriptTags(html).filter((tag) => !/\stype="application\/(ld\+)?json"/i.test(tag));
      expect(inline, `${path}: inline scripts`).toEqual([]);
      expectStrictScriptSources(response, path);
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
    await visit(article); // its share links' behaviour, in the layout's module
    await visit("/no-such-page");
    expect(violations).toEqual([]);
  });
});
