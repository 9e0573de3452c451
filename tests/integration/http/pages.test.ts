import { describe, expect, it } from "vitest";
import { scriptsRefusedByCsp, scriptSources } from "../../fixtures/csp";
import { baseUrl, postForm } from "./support";

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(baseUrl() + path, { redirect: "manual", headers });

describe("languages (DESIGN §4)", () => {
  it("serves English at / and Portuguese at /pt", async () => {
    const en = await get("/");
    expect(en.status).toBe(200);
    const enHtml = await en.text();
    expect(enHtml).toContain('<html lang="en"');
    expect(enHtml).toContain("Win more direct bookings");

    const pt = await get("/pt");
    expect(pt.status).toBe(200);
    const ptHtml = await pt.text();
    expect(ptHtml).toContain('<html lang="pt-BR"');
    expect(ptHtml).toContain("Conquiste mais reservas diretas");
  });

  it("links each page to its twin, x-default and canonical", async () => {
    for (const path of ["/", "/pt"]) {
      const html = await (await get(path, { Cookie: "lang=en" })).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head.match(/<link rel="canonical"[^>]*>/g), path).toEqual([`<link rel="canonical" href="${baseUrl()}${path}"/>`]);
      expect(head.match(/<link rel="alternate" hrefLang="[^"]+"[^>]*>/g), path).toEqual([
        `<link rel="alternate" hrefLang="en" href="${baseUrl()}/"/>`,
        `<link rel="alternate" hrefLang="pt-BR" href="${baseUrl()}/pt"/>`,
        `<link rel="alternate" hrefLang="x-default" href="${baseUrl()}/"/>`,
      ]);
    }
  });

  it("redirects a Portuguese browser without a saved choice to the /pt twin", async () => {
    const response = await get("/?utm_source=x", { "Accept-Language": "pt-BR,pt;q=0.9,en;q=0.5" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/pt?utm_source=x");
  });

  it("keeps a visitor who chose English on the English page", async () => {
    const response = await get("/", { "Accept-Language": "pt-BR", Cookie: "lang=en" });
    expect(response.status).toBe(200);
  });

  it("saves the selector's choice and lands on the twin", async () => {
    const toPt = await postForm("/resources/language", { lang: "pt", redirectTo: "/?billing=yearly" });
    expect(toPt.status).toBe(303);
    expect(toPt.headers.get("Location")).toBe("/pt?billing=yearly");
    expect(toPt.headers.get("Set-Cookie")).toMatch(/^lang=pt; Path=\/; Max-Age=31536000; SameSite=Lax/);

    const toEn = await postForm("/resources/language", { lang: "en", redirectTo: "/pt/blog" });
    expect(toEn.headers.get("Location")).toBe("/blog");
    expect(toEn.headers.get("Set-Cookie")).toMatch(/^lang=en;/);
  });

  it("never redirects the selector off the site", async () => {
    const response = await postForm("/resources/language", { lang: "pt", redirectTo: "//evil.example/x" });
    expect(response.headers.get("Location")).toBe("/pt");
  });
});

describe("404 (spec 2 §2.4)", () => {
  it.each([
    ["/no-such-page", "Oops! Page not found", "Page not found | StayLoop", "/", "Return to Home"],
    ["/404", "Oops! Page not found", "Page not found | StayLoop", "/", "Return to Home"],
    // A path under a language the site does not have is an English page not found.
    ["/fr/blog", "Oops! Page not found", "Page not found | StayLoop", "/", "Return to Home"],
    ["/pt/nao-existe", "Ops! Página não encontrada", "Página não encontrada | StayLoop", "/pt", "Voltar ao Início"],
  ])("%s answers 404 with the 404 page, its title and a way back home", async (path, heading, title, home, back) => {
    const response = await get(path, { Cookie: "lang=en" });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(">404<");
    // The main part's link home: its text inside one <a> whose href is the home page in the page's language.
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).toMatch(new RegExp(`<a[^>]*href="${home}"[^>]*>(?:(?!</a>)[\\s\\S])*${back}`));
  });
});

/** Every `<script>` start tag without a src attribute that a browser would run (not a JSON data block). */
const inlineScriptTags = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]).filter((tag) => !/\ssrc=/i.test(tag) && !/\stype="application\/(ld\+)?json"/i.test(tag));
const article = "/blog/cut-ota-commissions-90-day-plan";

describe("security headers (DESIGN §6)", () => {
  it("are on pages, 404s, redirects and posts, and allow no inline script wholesale", async () => {
    const pages: Array<[string, Response, number]> = [
      ["/", await get("/"), 200],
      ["/pt", await get("/pt"), 200],
      ["/missing", await get("/missing"), 404],
      ["/ (a Portuguese browser)", await get("/", { "Accept-Language": "pt" }), 302],
    ];
    const language = await postForm("/resources/language", { lang: "en", redirectTo: "/pt" });
    expect(language.status).toBe(303);
    expect(language.headers.get("Location")).toBe("/");
    for (const [what, response, status] of [...pages, ["POST /resources/language", language, 303] as const]) {
      expect(response.status, what).toBe(status);
      if (status !== 302 && status !== 303) expect(response.headers.get("Content-Type"), what).toContain("text/html");
      const csp = response.headers.get("Content-Security-Policy") ?? "";
      expect(csp, what).toContain("frame-ancestors 'none'");
      // The site's own files, and inline scripts only by their hash (decision 0032).
      expect(scriptSources(csp)[0], what).toBe("'self'");
      for (const source of scriptSources(csp)) expect(source, what).toMatch(/^'self'$|^'sha256-[A-Za-z0-9+/]{43}='$/);
      expect(response.headers.has("X-Inline-Script-Hashes"), what).toBe(false);
      // The test site is served over http, where HSTS must not be sent.
      expect(response.headers.get("Strict-Transport-Security"), what).toBeNull();
      expect(response.headers.get("X-Content-Type-Options"), what).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy"), what).toBe("strict-origin-when-cross-origin");
    }
  });

  it("runs every script a page carries: its modules, and no inline script at all (an article's share popups are the layout module's)", async () => {
    // The Portuguese article under its English slug answers 301 to its own (decision 0216): followed.
    for (const path of ["/", "/pt", article, `/pt${article}`]) {
      const response = await fetch(baseUrl() + path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('type="module"');
      expect(scriptsRefusedByCsp(html, response.headers.get("Content-Security-Policy")), path).toEqual([]);
      expect(inlineScriptTags(html), `${path}: inline scripts`).toEqual([]);
    }
    // The 404 page has nothing to enhance and ships no script at all.
    expect(await (await get("/no-such-page")).text()).not.toContain("<script");
  });

  it("the home page claims no rating, and names no price it does not show, in either language", async () => {
    for (const path of ["/", "/pt"]) {
      const html = await (await get(path)).text();
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]);
      expect(jsonLd.length, path).toBeGreaterThan(0);
      expect(jsonLd.join("\n"), path).not.toMatch(/aggregateRating|ratingValue|reviewCount|"price"/);
    }
  });

  it("serves static files with security headers and long caching for build assets", async () => {
    const favicon = await get("/favicon.svg");
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const html = await (await get("/")).text();
    const asset = /href="(\/build\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const css = await get(asset!);
    expect(css.status).toBe(200);
    expect(css.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    // Scripts and stylesheets are never documents: no CSP, frame rule or referrer policy (the
    // browser's default, which the pages name), which would only weigh them down (decision 0051);
    // an image keeps all three (an SVG opened alone is a document).
    const script = /src="(\/enhance\/site-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    for (const response of [css, await get(script!)]) {
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.has("Content-Security-Policy")).toBe(false);
      expect(response.headers.has("X-Frame-Options")).toBe(false);
      expect(response.headers.has("Referrer-Policy")).toBe(false);
    }
    expect(favicon.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(favicon.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(favicon.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(favicon.headers.get("Strict-Transport-Security")).toBeNull();
    expect(favicon.headers.get("X-Frame-Options")).toBe("DENY");
    expect(favicon.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect((await get("/")).headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });
});

describe("launch banner (spec 2 §2.18)", () => {
  it("is rendered until dismissed, then not again", async () => {
    expect(await (await get("/")).text()).toContain('data-module="launch-banner"');
    const dismissed = await postForm("/resources/banner", { redirectTo: "/pt" });
    expect(dismissed.status).toBe(303);
    expect(dismissed.headers.get("Location")).toBe("/pt");
    const cookie = dismissed.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    expect(cookie).toBe("launch_banner_hidden=1");
    const html = await (await get("/pt", { Cookie: cookie })).text();
    expect(html).not.toContain('data-module="launch-banner"');
  });
});
