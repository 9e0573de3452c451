import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { startTestServer } from "../../../scripts/test-server.mjs";

/**
 * Preview links over HTTP (issue 29 item 2, decision 0214), on a site of its own with the edge
 * cache on: a draft renders as its page with the notice, noindex and no-store, never from the
 * cache and never in the sitemap or a feed; it redirects once published; a wrong or revoked
 * token is the site's 404, the same answer for both.
 */
let server: { url: string; stop: () => Promise<void>; query: (sql: string) => Array<Record<string, unknown>> };
beforeAll(async () => {
  server = await startTestServer({ name: "previews", port: 0, vars: { EDGE_CACHE: "on" } });
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });
const tokenOf = (table: string, where: string) => String(server.query(`SELECT preview_token FROM ${table} WHERE ${where}`)[0]?.preview_token);
const tag = crypto.randomUUID().slice(0, 8);

describe("a draft's preview link", () => {
  it("renders the article as its page will, under the notice, noindex, no-store, never cached", async () => {
    const token = tokenOf("blog_articles", "slug = 'winter-campaign-ideas-draft' AND locale = 'en'");
    const path = `/preview/${token}`;
    for (let visit = 0; visit < 3; visit += 1) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
      expect(response.headers.get("X-Edge-Cache")).not.toBe("HIT");
      const html = await response.text();
      expect(html).toContain("Preview: not published");
      expect(html).toContain("Not scheduled yet.");
      expect(html).toMatch(/<h1[^>]*>[^<]*Winter/);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain("hrefLang");
      expect(html).not.toContain("hreflang");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  it("is in no sitemap or feed", async () => {
    for (const path of ["/sitemap.xml", "/blog/rss.xml", "/pt/blog/rss.xml", "/tutorials/rss.xml"]) {
      const text = await (await get(path)).text();
      expect(text, path).not.toContain("/preview/");
      expect(text, path).not.toContain("winter-campaign-ideas-draft");
    }
  });

  it("shows every kind: a tutorial, a help article, a case study and a comparison", async () => {
    const cases: Array<[string, string, string]> = [
      ["tutorials", "slug = 'weather-based-suggestions-draft'", "Weather"],
      ["help_articles", "slug = 'whatsapp-messages-beta' AND locale = 'en'", "WhatsApp"],
      ["case_studies", "slug = 'lisbon-lofts-draft'", "Lisbon"],
      ["comparisons", "slug = 'hubspot'", "HubSpot"],
    ];
    for (const [table, where, title] of cases) {
      const response = await get(`/preview/${tokenOf(table, where)}`);
      expect(response.status, table).toBe(200);
      const html = await response.text();
      expect(html, table).toContain("Preview: not published");
      expect(html, table).toContain(title);
    }
  });

  it("shows a Portuguese row in Portuguese, at its /pt address", async () => {
    server.query(`INSERT INTO blog_articles (id, slug, locale, title, excerpt, content, author, is_published, published_date)
      VALUES ('pv-${tag}', 'rascunho-${tag}', 'pt', 'Rascunho ${tag}', 'Resumo', 'Texto do rascunho', 'Ana', 1, '2099-01-01T09:00:00Z')`);
    const token = tokenOf("blog_articles", `id = 'pv-${tag}'`);
    const english = await get(`/preview/${token}`);
    expect(english.status).toBe(302);
    expect(english.headers.get("Location")).toBe(`/pt/preview/${token}`);
    const response = await get(`/pt/preview/${token}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="pt-BR"');
    expect(html).toContain("Pré-visualização: não publicado");
    expect(html).toContain("Agendado para 1 de janeiro de 2099");
    expect(html).toContain(`Rascunho ${tag}`);
  });
});

describe("once published", () => {
  it("answers 301 to the public address, in the row's language", async () => {
    server.query(`INSERT INTO help_articles (id, slug, locale, title, summary, content, is_published)
      VALUES ('pv-h-${tag}', 'previewed-${tag}', 'en', 'Previewed ${tag}', 'S', 'Body', 0)`);
    const token = tokenOf("help_articles", `id = 'pv-h-${tag}'`);
    expect((await get(`/preview/${token}`)).status).toBe(200);
    server.query(`UPDATE help_articles SET is_published = 1 WHERE id = 'pv-h-${tag}'`);
    const response = await get(`/preview/${token}`);
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(`/help-center/previewed-${tag}`);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("a wrong or revoked token", () => {
  it("is the site's 404, the same answer whether a row ever had it or not", async () => {
    server.query(`INSERT INTO case_studies (id, slug, locale, title, client_name, excerpt, content, is_published, display_order)
      VALUES ('pv-c-${tag}', 'revoked-${tag}', 'en', 'Revoked ${tag}', 'C', 'E', '<p>B</p>', 0, 0)`);
    const token = tokenOf("case_studies", `id = 'pv-c-${tag}'`);
    expect((await get(`/preview/${token}`)).status).toBe(200);
    server.query(`UPDATE case_studies SET preview_token = NULL WHERE id = 'pv-c-${tag}'`);
    expect(tokenOf("case_studies", `id = 'pv-c-${tag}'`)).not.toBe(token);

    const answers = await Promise.all([`/preview/${token}`, `/preview/${"0".repeat(32)}`, "/preview/not-a-token"].map(get));
    const bodies = await Promise.all(
      answers.map(async (response) => ({
        status: response.status,
        cacheControl: response.headers.get("Cache-Control"),
        // The page itself, without the per-response nonces (decision 0032).
        title: /<title>([^<]*)<\/title>/.exec(await response.text())?.[1],
      })),
    );
    for (const body of bodies) expect(body).toEqual({ status: 404, cacheControl: "no-store", title: "Page not found | StayLoop" });
  });
});
