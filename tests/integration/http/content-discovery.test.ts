import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, queryD1 } from "./support";

// Feeds, sitemap and robots.txt over HTTP, checked against the seeded rows.

interface Row {
  t: string;
  id: string;
  translation_of: string | null;
  locale: string;
  slug: string;
  title: string;
  published_date: string | null;
}
let rows: Row[] = [];
let drafts: Row[] = [];
beforeAll(() => {
  const all = queryD1<Row & { is_published: number }>(
    ["blog_articles", "tutorials", "case_studies", "comparisons", "help_articles"]
      .map(
        (table) =>
          // A row is public when published and its time has come (decision 0213); the seed has a scheduled one.
          `select '${table}' as t, id, translation_of, locale, slug, title, ${table === "blog_articles" || table === "tutorials" ? "published_date" : "null as published_date"},
             is_published = 1 and (published_date is null or published_date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) as is_published from ${table}`,
      )
      .join(" union all "),
  );
  rows = all.filter((row) => row.is_published === 1);
  drafts = all.filter((row) => row.is_published === 0 && !rows.some((r) => r.t === row.t && r.slug === row.slug));
});

async function text(path: string): Promise<{ response: Response; body: string }> {
  const request = () => fetch(baseUrl() + path, { redirect: "manual" });
  const response = await request().catch(request);
  return { response, body: await response.text() };
}

const bases: Record<string, string> = {
  blog_articles: "/blog",
  tutorials: "/tutorials",
  case_studies: "/case-studies",
  comparisons: "/comparisons",
  help_articles: "/help-center",
};

describe("sitemap.xml", () => {
  it("lists every published slug of the seed in both languages, with hreflang twins, and no draft", async () => {
    const { response, body } = await text("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const locs = new Set([...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(baseUrl(), "")));
    // Each published row at its own address; an English row with no published translation
    // is not listed under /pt (decision 0216: its /pt page is not a Portuguese version).
    let count = 0;
    for (const row of rows) {
      expect(locs.has(`${row.locale === "pt" ? "/pt" : ""}${bases[row.t]}/${row.slug}`), `${row.t} ${row.slug} (${row.locale})`).toBe(true);
      const translated = rows.some((other) => other.t === row.t && other.translation_of === row.id);
      if (row.locale === "en" && !translated) expect(locs.has(`/pt${bases[row.t]}/${row.slug}`), `${row.t} ${row.slug} untranslated`).toBe(false);
      count += 1;
    }
    expect(count).toBeGreaterThan(30);
    for (const draft of drafts) {
      expect(locs.has(`${bases[draft.t]}/${draft.slug}`), `draft ${draft.slug}`).toBe(false);
      expect(locs.has(`/pt${bases[draft.t]}/${draft.slug}`), `draft ${draft.slug}`).toBe(false);
    }
    expect(body).toContain(
      `<xhtml:link rel="alternate" hreflang="pt-BR" href="${baseUrl()}/pt/blog/como-reduzir-comissoes-das-otas"/>`,
    );
  });

  it("lists the static pages of every area in both languages", async () => {
    const { body } = await text("/sitemap.xml");
    for (const path of ["/", "/pricing", "/about", "/features/email-campaigns", "/features/referral-program", "/privacy", "/terms", "/cookies", "/roadmap", "/careers", "/downloads", "/blog", "/help-center"]) {
      expect(body).toContain(`<loc>${baseUrl()}${path}</loc>`);
      expect(body).toContain(`<loc>${baseUrl()}${path === "/" ? "/pt" : `/pt${path}`}</loc>`);
    }
  });
});

describe("robots.txt", () => {
  it("allows crawling and points to the sitemap", async () => {
    const { response, body } = await text("/robots.txt");
    expect(response.headers.get("Content-Type")).toContain("text/plain");
    expect(body).toContain("User-agent: *\nAllow: /\n");
    expect(body).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });
});

describe.each([
  ["/blog/rss.xml", "blog_articles", "en", "/blog"],
  ["/pt/blog/rss.xml", "blog_articles", "pt", "/pt/blog"],
  ["/tutorials/rss.xml", "tutorials", "en", "/tutorials"],
  ["/pt/tutorials/rss.xml", "tutorials", "pt", "/pt/tutorials"],
] as const)("%s", (path, table, lang, base) => {
  it("is an RSS 2.0 feed of the newest published items, newest first, in its language", async () => {
    const { response, body } = await text(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(body).toContain(`<language>${lang === "pt" ? "pt-BR" : "en"}</language>`);
    expect(body).toContain(`<atom:link href="${baseUrl()}${path}" rel="self" type="application/rss+xml"/>`);
    const items = [...body.matchAll(/<item>[\s\S]*?<\/item>/g)].map((m) => m[0]);
    // The rows of its language only: an untranslated English piece is no Portuguese item (decision 0216).
    const visible = rows.filter((r) => r.t === table && r.locale === lang);
    const expected = [...visible].sort((a, b) => String(b.published_date).localeCompare(String(a.published_date)));
    expect(items).toHaveLength(Math.min(20, expected.length));
    const links = items.map((item) => /<link>([^<]+)<\/link>/.exec(item)![1]);
    expect(links).toEqual(expected.map((row) => `${baseUrl()}${base}/${row.slug}`));
    const dates = items.map((item) => Date.parse(/<pubDate>([^<]+)<\/pubDate>/.exec(item)![1]!));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(items[0]).toContain(`<title>${expected[0]!.title.replace(/&/g, "&amp;").replace(/'/g, "&apos;")}</title>`);
  });

  it("is announced on its list page", async () => {
    const { body } = await text(base);
    expect(body).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="${path.replace(/\//g, "\\/")}"/>`));
  });
});
