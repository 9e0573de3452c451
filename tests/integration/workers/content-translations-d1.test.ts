import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";
import { contentFixtures, loadFixtures } from "./content-fixtures";
import { translationFixtures, translationIds } from "./scheduled-fixtures";

/**
 * Translations on D1 (issue 29 item 4, migrations/0020_translations.sql): a translation is linked
 * to its English row and may have its own slug; each read names the piece's slugs in both
 * languages; a Portuguese row with its English row's slug is linked by itself.
 * tests/postgres/content-translations.test.ts holds Supabase to the same.
 */
const backend = () => createD1Backend({ db: env.DB, files: env.FILES });
const pieces = (items: Array<{ slug: string; locale: string; translations: { en: string | null; pt: string | null } }>) =>
  Object.fromEntries(items.map((item) => [`${item.slug}:${item.locale}`, item.translations]));

beforeAll(async () => {
  await env.DB.exec(
    "DELETE FROM content_slug_redirects; DELETE FROM blog_articles; DELETE FROM blog_categories; DELETE FROM tutorials; DELETE FROM tutorial_categories; DELETE FROM help_articles; DELETE FROM help_categories; DELETE FROM case_studies; DELETE FROM comparisons;",
  );
  await loadFixtures(env.DB, [...contentFixtures, ...translationFixtures]);
});

describe("translations (D1)", () => {
  it("lists each piece once per language with its slugs in both (own slug, shared slug, untranslated, Portuguese only)", async () => {
    const english = pieces(await backend().listBlogArticles({ locale: "en" }));
    expect(english).toEqual({
      "alpha:en": { en: "alpha", pt: "alpha" },
      "beta:en": { en: "beta", pt: null },
      "delta:en": { en: "delta", pt: null },
      "zeta:en": { en: "zeta", pt: null }, // its Portuguese row is a draft
      "omega:en": { en: "omega", pt: "omega-pt" },
    });
    const portuguese = pieces(await backend().listBlogArticles({ locale: "pt" }));
    expect(portuguese).toEqual({
      "epsilon:pt": { en: null, pt: "epsilon" },
      "alpha:pt": { en: "alpha", pt: "alpha" },
      "beta:en": { en: "beta", pt: null },
      "delta:en": { en: "delta", pt: null },
      "zeta:en": { en: "zeta", pt: null },
      "omega-pt:pt": { en: "omega", pt: "omega-pt" },
    });
  });

  it("reads a translation by its own slug, and each language's slug leads to the other's page", async () => {
    expect(await backend().getBlogArticle("omega-pt", "pt")).toMatchObject({ locale: "pt", title: "Ômega", translations: { en: "omega", pt: "omega-pt" } });
    expect(await backend().getBlogArticle("omega", "pt")).toBeNull();
    expect(await backend().getBlogArticle("omega-pt", "en")).toBeNull();
    expect(await backend().getContentRedirect("blog", "omega", "pt")).toBe("omega-pt");
    expect(await backend().getContentRedirect("blog", "omega-pt", "en")).toBe("omega");
    // A Portuguese-only piece has no English page to send anyone to.
    expect(await backend().getContentRedirect("blog", "epsilon", "en")).toBeNull();
  });

  it("links a Portuguese row that shares its English row's slug, whichever is inserted first", async () => {
    const { results } = await env.DB.prepare("SELECT slug, translation_of FROM blog_articles WHERE locale = 'pt' ORDER BY slug").all();
    expect(results).toContainEqual({ slug: "alpha", translation_of: "00000000-0000-4000-8000-000000000101" });
    await env.DB.prepare(
      "INSERT INTO case_studies (id, slug, locale, title, client_name, excerpt, content, is_published, display_order) VALUES ('tr-pt', 'later', 'pt', 'Depois', 'C', 'E', '<p>B</p>', 1, 0)",
    ).run();
    await env.DB.prepare(
      "INSERT INTO case_studies (id, slug, locale, title, client_name, excerpt, content, is_published, display_order) VALUES ('tr-en', 'later', 'en', 'Later', 'C', 'E', '<p>B</p>', 1, 0)",
    ).run();
    expect(await env.DB.prepare("SELECT translation_of FROM case_studies WHERE id = 'tr-pt'").first()).toEqual({ translation_of: "tr-en" });
    expect(await backend().getCaseStudy("later", "en")).toMatchObject({ translations: { en: "later", pt: "later" } });
  });

  it("refuses a link to a row that is not English, or from an English row", async () => {
    await expect(env.DB.prepare("UPDATE blog_articles SET translation_of = ?1 WHERE id = ?2").bind(translationIds.omegaPt, translationIds.omegaEn).run()).rejects.toThrow(
      /translation_of must name an English row/,
    );
  });

  it("leaves a translation standing alone when its English row is deleted", async () => {
    await env.DB.exec("INSERT INTO help_articles (id, slug, locale, title) VALUES ('gone-en', 'gone', 'en', 'Gone'), ('gone-pt', 'gone', 'pt', 'Foi')");
    await env.DB.exec("DELETE FROM help_articles WHERE id = 'gone-en'");
    expect(await env.DB.prepare("SELECT translation_of FROM help_articles WHERE id = 'gone-pt'").first()).toEqual({ translation_of: null });
  });

  it("names the twins on every kind's reads", async () => {
    expect((await backend().listHelpArticles({ locale: "pt", categorySlug: null })).map((a) => [a.slug, a.locale, a.translations])).toContainEqual([
      "trial",
      "pt",
      { en: "trial", pt: "trial" },
    ]);
    expect((await backend().listComparisons("en")).find((c) => c.slug === "mailchimp")?.translations).toEqual({ en: "mailchimp", pt: "mailchimp" });
    expect((await backend().getCaseStudy("lodge", "pt"))?.translations).toEqual({ en: "lodge", pt: null });
  });
});
