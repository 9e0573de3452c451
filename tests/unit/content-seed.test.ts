import { existsSync, readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { comparisonFeatureKeys } from "~/backend/content";
import { builtInHelpContent, builtInHelpSlugs } from "~/features/content/help/builtin.server";
import { itemPathOf } from "~/server/content-addresses.server";
import { siteRouteTable } from "./site-routes";

// The demo content both backends load (seed/content-*.json): enough of it, in both
// languages, consistent with itself, and written for hosts rather than filled in.

const seedDir = fileURLToPath(new URL("../../seed/", import.meta.url));
const publicDir = fileURLToPath(new URL("../../public/", import.meta.url));
type Row = Record<string, unknown>;
const files = readdirSync(seedDir).filter((name) => name.startsWith("content-") && name.endsWith(".json"));
/** Tables of content rows (the slug redirects file holds old slugs, not rows). */
const contentTables = new Set(["blog_categories", "blog_articles", "tutorial_categories", "tutorials", "help_categories", "help_articles", "case_studies", "comparisons"]);
const tables = new Map<string, Row[]>(
  files.map((name) => {
    const file = JSON.parse(readFileSync(seedDir + name, "utf8")) as { table: string; rows: Row[] };
    return [file.table, file.rows];
  }),
);
const rows = (table: string) => tables.get(table) ?? [];
const published = (table: string, locale = "en") => rows(table).filter((r) => r.locale === locale && r.is_published !== false);
const byId = new Map([...tables.values()].flat().map((row) => [row.id as string, row]));

describe("content seed", () => {
  it("loads categories before the rows that reference them (files sort in dependency order)", () => {
    const order = files.sort().map((name) => JSON.parse(readFileSync(seedDir + name, "utf8")).table as string);
    expect(order.indexOf("blog_categories")).toBeLessThan(order.indexOf("blog_articles"));
    expect(order.indexOf("tutorial_categories")).toBeLessThan(order.indexOf("tutorials"));
    expect(order.indexOf("help_categories")).toBeLessThan(order.indexOf("help_articles"));
  });

  it("has unique ids, valid slugs and one row per slug and language", () => {
    const ids = [...tables.entries()].filter(([table]) => contentTables.has(table)).flatMap(([, list]) => list.map((row) => row.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const [table, list] of [...tables.entries()].filter(([name]) => contentTables.has(name))) {
      const keys = list.map((row) => `${String(row.slug)}:${String(row.locale)}`);
      expect(new Set(keys).size, table).toBe(keys.length);
      for (const row of list) expect(String(row.slug), table).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("points every article at a category row of its own language", () => {
    for (const table of ["blog_articles", "tutorials", "help_articles"]) {
      for (const row of rows(table)) {
        const category = byId.get(row.category_id as string);
        expect(category, `${table} ${String(row.slug)}`).toBeDefined();
        expect(category!.locale).toBe(row.locale);
      }
    }
  });

  it("has at least 8 published blog articles in 3+ categories, with tags and header images", () => {
    const articles = published("blog_articles");
    expect(articles.length).toBeGreaterThanOrEqual(8);
    expect(new Set(articles.map((a) => a.category_id)).size).toBeGreaterThanOrEqual(3);
    for (const article of articles) expect((article.tags as string[]).length, String(article.slug)).toBeGreaterThan(0);
    expect(articles.filter((a) => a.header_image_url).length).toBeGreaterThanOrEqual(8);
    expect(rows("blog_articles").some((a) => a.is_published === false)).toBe(true);
  });

  it("has 6 tutorials in 2+ categories, 4+ help categories with 16+ articles including the six built-in slugs", () => {
    expect(published("tutorials")).toHaveLength(6);
    expect(new Set(published("tutorials").map((t) => t.category_id)).size).toBeGreaterThanOrEqual(2);
    expect(rows("help_categories").filter((c) => c.locale === "en").length).toBeGreaterThanOrEqual(4);
    const help = published("help_articles");
    expect(help.length).toBeGreaterThanOrEqual(16);
    for (const slug of builtInHelpSlugs) expect(help.map((h) => h.slug)).toContain(slug);
    expect(help.filter((h) => h.is_popular).length).toBeGreaterThanOrEqual(3);
  });

  it("stores the built-in help text as the body of those articles, so the search finds what readers see", () => {
    const rowsOfBuiltIns = rows("help_articles").filter((row) => (builtInHelpSlugs as readonly unknown[]).includes(row.slug));
    expect(rowsOfBuiltIns).toHaveLength(builtInHelpSlugs.length * 2);
    for (const row of rowsOfBuiltIns) {
      const expected = builtInHelpContent(String(row.slug), row.locale === "pt" ? "pt" : "en");
      // When this fails, copy builtInHelpContent(slug, locale) into the row's `content`.
      expect(row.content, `${String(row.slug)}:${String(row.locale)}`).toBe(expected);
    }
  });

  it("has 3 case studies with results summaries, and the mailchimp and activecampaign comparisons plus an unpublished one", () => {
    const studies = published("case_studies");
    expect(studies).toHaveLength(3);
    for (const study of studies) expect(String(study.results_summary)).toMatch(/<li>/);
    const comparisons = rows("comparisons").filter((c) => c.locale === "en");
    expect(comparisons.filter((c) => c.is_published).map((c) => c.slug).sort()).toEqual(["activecampaign", "mailchimp"]);
    expect(comparisons.filter((c) => !c.is_published)).toHaveLength(1);
    for (const comparison of comparisons) {
      expect(Object.keys(comparison.features as object).sort()).toEqual([...comparisonFeatureKeys].sort());
    }
  });

  it("has Portuguese rows for a good part of the content", () => {
    expect(published("blog_articles", "pt").length).toBeGreaterThanOrEqual(5);
    expect(published("tutorials", "pt").length).toBeGreaterThanOrEqual(3);
    expect(published("help_articles", "pt").length).toBeGreaterThanOrEqual(10);
    expect(published("case_studies", "pt").length).toBeGreaterThanOrEqual(2);
    expect(published("comparisons", "pt").map((c) => c.slug).sort()).toEqual(["activecampaign", "mailchimp"]);
    for (const table of ["blog_categories", "tutorial_categories", "help_categories"]) {
      expect(rows(table).filter((c) => c.locale === "pt").length, table).toBe(rows(table).filter((c) => c.locale === "en").length);
    }
    // A Portuguese twin shares its slug with an English row, or names the English row it
    // translates (a slug of its own, decision 0216); at least one does.
    for (const table of ["blog_articles", "tutorials", "help_articles", "case_studies", "comparisons"]) {
      const english = new Set(rows(table).filter((r) => r.locale === "en").map((r) => r.slug));
      const englishIds = new Set(rows(table).filter((r) => r.locale === "en").map((r) => r.id));
      for (const row of rows(table).filter((r) => r.locale === "pt")) {
        expect(english.has(row.slug) || englishIds.has(row.translation_of), `${table} ${String(row.slug)}`).toBe(true);
      }
    }
    expect(rows("blog_articles").find((r) => r.locale === "pt" && r.translation_of)).toMatchObject({ slug: "como-reduzir-comissoes-das-otas" });
  });

  it("shows each publishing case (issue 29 item 7): scheduled, draft, own-slug translation, renamed slug", () => {
    const articles = rows("blog_articles");
    const scheduled = articles.filter((a) => a.is_published === true && Date.parse(String(a.published_date)) > Date.parse("2026-12-31T00:00:00Z"));
    expect(scheduled.map((a) => a.slug)).toEqual(["shoulder-season-direct-booking-plan"]);
    expect(articles.some((a) => a.is_published === false)).toBe(true);
    expect(articles.find((a) => a.translation_of)).toMatchObject({ locale: "pt", slug: "como-reduzir-comissoes-das-otas" });
    const redirects = rows("content_slug_redirects");
    expect(redirects).toHaveLength(1);
    const target = byId.get(String(redirects[0]!.target_id));
    expect(target).toMatchObject({ slug: "direct-booking-website-checklist", locale: redirects[0]!.locale, is_published: true });
    expect(articles.some((a) => a.slug === redirects[0]!.old_slug)).toBe(false);
  });

  it("writes articles worth reading: several paragraphs, headings and lists, no filler", () => {
    for (const article of [...published("blog_articles"), ...published("blog_articles", "pt"), ...published("tutorials")]) {
      const content = String(article.content);
      const paragraphs = content.split(/\n\s*\n/).filter((p) => p.trim() && !p.startsWith("#"));
      expect(paragraphs.length, String(article.slug)).toBeGreaterThanOrEqual(6);
      expect(content, String(article.slug)).toMatch(/^## /m);
      expect(content, String(article.slug)).toMatch(/^(- |1\. )/m);
    }
    for (const row of [...tables.values()].flat().filter((r) => r.is_published !== false)) {
      expect(JSON.stringify(row), String(row.slug)).not.toMatch(/lorem|ipsum|placeholder/i);
      // Case-sensitive: "todo" is ordinary Portuguese ("every").
      expect(JSON.stringify(row), String(row.slug)).not.toMatch(/\bTODO\b|\bTBD\b|FIXME|XXX/);
    }
  });

  it("uses local images that exist, with width and height", () => {
    const urls = [...tables.values()]
      .flat()
      .flatMap((row) => [row.image_url, row.header_image_url, row.featured_image_url])
      .filter((url): url is string => typeof url === "string");
    expect(urls.length).toBeGreaterThan(10);
    for (const url of new Set(urls)) {
      expect(url).toMatch(/^\/images\/content\/[a-z-]+\/[a-z0-9-]+\.svg$/);
      const file = publicDir + url.slice(1);
      expect(existsSync(file), url).toBe(true);
      expect(readFileSync(file, "utf8")).toMatch(/<svg[^>]* width="\d+" height="\d+"/);
    }
  });

  it("links only to pages that exist", async () => {
    const { routes } = await siteRouteTable();
    const known = new Set<string>(routes.sitemapPaths);
    // Each table's rows at the address their kind's list route gives them (decision 0057).
    for (const [table, kind] of [["blog_articles", "blog"], ["tutorials", "tutorials"], ["help_articles", "help"], ["case_studies", "case-studies"], ["comparisons", "comparisons"]] as const) {
      for (const row of rows(table).filter((r) => r.is_published !== false)) known.add(itemPathOf(routes, kind, String(row.slug)));
    }
    for (const row of [...tables.values()].flat().filter((r) => r.is_published !== false)) {
      const text = `${String(row.content ?? "")} ${String(row.results_summary ?? "")}`;
      for (const [, path] of text.matchAll(/\]\((\/[^)\s?#]*)/g)) expect(known.has(path!), `${String(row.slug)} links to ${path}`).toBe(true);
      for (const [, path] of text.matchAll(/href="(\/[^"?#]*)/g)) expect(known.has(path!), `${String(row.slug)} links to ${path}`).toBe(true);
    }
  });
});
