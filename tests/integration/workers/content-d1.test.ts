import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";
import { contentFixtures, fixtureIds, loadFixtures } from "./content-fixtures";

/**
 * The content port's contract on D1, in workerd with a real local D1: published rows only,
 * the page's language with English fallback, categories in the reader's language,
 * filters, related items and ordering. tests/postgres/content-rpcs.test.ts holds the
 * Supabase functions to the same answers.
 */
const backend = () => createD1Backend({ db: env.DB, files: env.FILES });

beforeAll(async () => {
  await env.DB.exec(
    "DELETE FROM blog_articles; DELETE FROM blog_categories; DELETE FROM tutorials; DELETE FROM tutorial_categories; DELETE FROM help_articles; DELETE FROM help_categories; DELETE FROM case_studies; DELETE FROM comparisons;",
  );
  await loadFixtures(env.DB, contentFixtures);
});

const slugs = (items: Array<{ slug: string }>) => items.map((item) => item.slug);
const slugLocales = (items: Array<{ slug: string; locale: string }>) => items.map((item) => `${item.slug}:${item.locale}`);

describe("blog", () => {
  it("lists categories in the reader's language, English where no translation exists, by display order", async () => {
    expect(await backend().listBlogCategories("en")).toEqual([
      { id: fixtureIds.staysEn, slug: "stays", name: "Stays", description: "About stays" },
      { id: fixtureIds.moneyEn, slug: "money", name: "Money", description: null },
    ]);
    expect((await backend().listBlogCategories("pt")).map((c) => c.name)).toEqual(["Estadias", "Money"]);
  });

  it("lists published articles newest first; drafts and other-language-only rows are left out", async () => {
    expect(slugLocales(await backend().listBlogArticles({ locale: "en" }))).toEqual(["alpha:en", "beta:en", "delta:en", "zeta:en"]);
  });

  it("in Portuguese, takes the Portuguese row of a slug or else the English one (never a draft)", async () => {
    const articles = await backend().listBlogArticles({ locale: "pt" });
    expect(slugLocales(articles)).toEqual(["epsilon:pt", "alpha:pt", "beta:en", "delta:en", "zeta:en"]);
    // The category is shown in the reader's language even on an English fallback row.
    expect(articles.find((a) => a.slug === "beta")?.category).toEqual({ id: fixtureIds.staysPt, slug: "stays", name: "Estadias" });
    expect(articles.find((a) => a.slug === "delta")?.category).toEqual({ id: fixtureIds.moneyEn, slug: "money", name: "Money" });
  });

  it("filters by category slug and by tag, ignoring the tag's case", async () => {
    expect(slugs(await backend().listBlogArticles({ locale: "en", categorySlug: "stays" }))).toEqual(["alpha", "beta", "zeta"]);
    expect(slugs(await backend().listBlogArticles({ locale: "en", categorySlug: "nothing-here" }))).toEqual([]);
    expect(slugs(await backend().listBlogArticles({ locale: "en", tag: "direct bookings" }))).toEqual(["alpha"]);
    expect(slugs(await backend().listBlogArticles({ locale: "en", categorySlug: "money", tag: "guests" }))).toEqual(["delta"]);
  });

  it("reads one article with its details, or null for a draft or an unknown slug", async () => {
    const alpha = await backend().getBlogArticle("alpha", "en");
    expect(alpha).toMatchObject({
      slug: "alpha",
      locale: "en",
      content: "Body of alpha (en)",
      tags: ["Direct Bookings", "guests"],
      authorBio: "Bio",
      publishedDate: "2026-10-03T09:00:00.000Z",
      category: { slug: "stays", name: "Stays" },
    });
    expect(await backend().getBlogArticle("gamma", "en")).toBeNull();
    expect(await backend().getBlogArticle("epsilon", "en")).toBeNull();
    expect((await backend().getBlogArticle("epsilon", "pt"))?.locale).toBe("pt");
    expect((await backend().getBlogArticle("zeta", "pt"))?.locale).toBe("en");
  });

  it("relates up to two other published articles of the same category, newest first", async () => {
    expect(slugs(await backend().listRelatedBlogArticles({ slug: "alpha", categorySlug: "stays", locale: "en" }))).toEqual(["beta", "zeta"]);
    expect(slugLocales(await backend().listRelatedBlogArticles({ slug: "beta", categorySlug: "stays", locale: "pt" }))).toEqual([
      "epsilon:pt",
      "alpha:pt",
    ]);
    expect(await backend().listRelatedBlogArticles({ slug: "delta", categorySlug: "money", locale: "en" })).toEqual([]);
  });

  it("finds the category itself from the article's slug, with the same answers (issue 18 item 4)", async () => {
    expect(slugs(await backend().listRelatedBlogArticles({ slug: "alpha", locale: "en" }))).toEqual(["beta", "zeta"]);
    expect(slugLocales(await backend().listRelatedBlogArticles({ slug: "beta", locale: "pt" }))).toEqual(["epsilon:pt", "alpha:pt"]);
    expect(await backend().listRelatedBlogArticles({ slug: "delta", locale: "en" })).toEqual([]);
    expect(await backend().listRelatedBlogArticles({ slug: "no-such-article", locale: "en" })).toEqual([]);
    expect(slugs(await backend().listRelatedTutorials({ slug: "connect", locale: "en" }))).toEqual(["import"]);
    expect(await backend().listRelatedTutorials({ slug: "no-such-tutorial", locale: "pt" })).toEqual([]);
  });
});

describe("tutorials", () => {
  it("lists categories by display order and published tutorials newest first, filtered by category", async () => {
    expect(slugs(await backend().listTutorialCategories("en"))).toEqual(["growth", "setup"]);
    expect((await backend().listTutorialCategories("pt")).map((c) => c.name)).toEqual(["Growth", "Configuração"]);
    expect(slugs(await backend().listTutorials({ locale: "en" }))).toEqual(["connect", "import", "links"]);
    expect(slugLocales(await backend().listTutorials({ locale: "pt", categorySlug: "setup" }))).toEqual(["connect:pt", "import:en"]);
  });

  it("reads one tutorial (an empty body is an empty string) and its related tutorials", async () => {
    expect(await backend().getTutorial("connect", "pt")).toMatchObject({ title: "Conectar", aboutAuthor: "Sobre", headerImageUrl: "/h.svg" });
    expect(await backend().getTutorial("links", "en")).toMatchObject({ content: "", author: "" });
    expect(await backend().getTutorial("draft", "en")).toBeNull();
    expect(slugs(await backend().listRelatedTutorials({ slug: "connect", categorySlug: "setup", locale: "en" }))).toEqual(["import"]);
  });
});

describe("help center", () => {
  it("lists categories by display_order", async () => {
    expect(await backend().listHelpCategories("pt")).toEqual([
      { id: expect.any(String), slug: "setup", name: "Setup", displayOrder: 1 },
      { id: expect.any(String), slug: "billing", name: "Cobrança", displayOrder: 2 },
    ]);
  });

  it("lists a category's published articles, or every article when no category is given", async () => {
    expect(slugs(await backend().listHelpArticles({ locale: "en", categorySlug: "billing" }))).toEqual(["invoices", "trial"]);
    expect(slugs(await backend().listHelpArticles({ locale: "en", categorySlug: null })).sort()).toEqual(["getting-started", "invoices", "trial"]);
  });

  it("lists popular published articles and reads one by slug", async () => {
    expect(slugLocales(await backend().listPopularHelpArticles("pt"))).toEqual(["trial:pt"]);
    expect(await backend().getHelpArticle("trial", "pt")).toMatchObject({ title: "Teste grátis", isPopular: true, category: { name: "Cobrança" } });
    expect(await backend().getHelpArticle("beta-feature", "en")).toBeNull();
  });
});

describe("case studies", () => {
  it("lists published case studies by display order and reads one with its HTML", async () => {
    expect(slugs(await backend().listCaseStudies("en"))).toEqual(["lodge", "villa"]);
    expect(slugLocales(await backend().listCaseStudies("pt"))).toEqual(["lodge:en", "villa:pt"]);
    expect(await backend().getCaseStudy("villa", "en")).toMatchObject({ clientIndustry: "Villas", resultsSummary: "<ul><li>2x</li></ul>", publishedAt: "2026-10-06T09:00:00.000Z" });
    // No date known, none said (decision 0046).
    expect(await backend().getCaseStudy("villa", "pt")).toMatchObject({ title: "Vila", publishedAt: null });
    expect(await backend().getCaseStudy("secret", "en")).toBeNull();
  });
});

describe("comparisons", () => {
  it("lists published comparisons newest first and hides unpublished ones", async () => {
    expect(slugs(await backend().listComparisons("en"))).toEqual(["activecampaign", "mailchimp"]);
    expect(await backend().getComparison("hubspot", "en")).toBeNull();
  });

  it("reads one with its seven table rows, missing cells empty", async () => {
    const mailchimp = await backend().getComparison("mailchimp", "en");
    expect(mailchimp?.features.loyalty_programs).toEqual({ product: "Yes", competitor: "No" });
    expect(mailchimp?.features.support).toEqual({ product: "", competitor: "" });
    expect((await backend().getComparison("mailchimp", "pt"))?.ctaText).toBe("Teste");
  });
});
