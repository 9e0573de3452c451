import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";
import { contentFixtures, loadFixtures } from "./content-fixtures";
import { scheduledFixtures, scheduledIds, scheduledTables } from "./scheduled-fixtures";

/**
 * Publishing at a set time on D1 (issue 29 item 1, migrations/0017_scheduled_publishing.sql):
 * a published row dated in the future is in no read of the port; once its time has come it
 * is in all of them, and the content version moved without any write.
 * tests/postgres/content-scheduling.test.ts holds Supabase to the same.
 */
const backend = () => createD1Backend({ db: env.DB, files: env.FILES });
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();
const slugs = (items: Array<{ slug: string }>) => items.map((item) => item.slug);

async function setTime(at: string) {
  await env.DB.batch(scheduledTables.map((table) => env.DB.prepare(`UPDATE ${table} SET published_date = ?1 WHERE id LIKE '%0009__'`).bind(at)));
}

/** Every read a visitor's page makes, as the slugs each answers. */
async function everything() {
  const b = backend();
  return {
    blog: slugs(await b.listBlogArticles({ locale: "en" })),
    blogPt: slugs(await b.listBlogArticles({ locale: "pt" })),
    blogCategory: slugs(await b.listBlogArticles({ locale: "en", categorySlug: "stays" })),
    blogTag: slugs(await b.listBlogArticles({ locale: "en", tag: "guests" })),
    article: (await b.getBlogArticle("soon", "en"))?.slug ?? null,
    articlePt: (await b.getBlogArticle("soon", "pt"))?.locale ?? null,
    related: slugs(await b.listRelatedBlogArticles({ slug: "alpha", locale: "en" })),
    tutorials: slugs(await b.listTutorials({ locale: "en" })),
    tutorial: (await b.getTutorial("soon-tutorial", "en"))?.slug ?? null,
    relatedTutorials: slugs(await b.listRelatedTutorials({ slug: "connect", locale: "en" })),
    help: slugs(await b.listHelpArticles({ locale: "en", categorySlug: null })),
    helpCategory: slugs(await b.listHelpArticles({ locale: "en", categorySlug: "billing" })),
    popular: slugs(await b.listPopularHelpArticles("en")),
    helpArticle: (await b.getHelpArticle("soon-help", "en"))?.slug ?? null,
    search: slugs((await b.searchHelpArticles({ query: "refunds", locale: "en", limit: 10 })).articles),
    caseStudies: slugs(await b.listCaseStudies("en")),
    caseStudy: (await b.getCaseStudy("soon-case", "en"))?.slug ?? null,
    comparisons: slugs(await b.listComparisons("en")),
    comparison: (await b.getComparison("soon-vs", "en"))?.slug ?? null,
    feedback: await b.recordHelpFeedback({ articleSlug: "soon-help", locale: "en", helpful: true, comment: null, visitorKey: "k1" }),
  };
}

beforeAll(async () => {
  await env.DB.exec(
    "DELETE FROM blog_articles; DELETE FROM blog_categories; DELETE FROM tutorials; DELETE FROM tutorial_categories; DELETE FROM help_articles; DELETE FROM help_categories; DELETE FROM case_studies; DELETE FROM comparisons;",
  );
  await loadFixtures(env.DB, [...contentFixtures, ...scheduledFixtures(inAnHour())]);
});

describe("a row published with a future time (D1)", () => {
  it("is in no list, filter, related read, search, count or by-slug read until its time", async () => {
    const before = await everything();
    expect(before).toMatchObject({ article: null, articlePt: null, tutorial: null, helpArticle: null, caseStudy: null, comparison: null, feedback: "not-found" });
    for (const list of [before.blog, before.blogPt, before.blogCategory, before.blogTag, before.related]) expect(list).not.toContain("soon");
    expect(before.tutorials).not.toContain("soon-tutorial");
    expect(before.relatedTutorials).not.toContain("soon-tutorial");
    for (const list of [before.help, before.helpCategory, before.popular, before.search]) expect(list).not.toContain("soon-help");
    expect(before.caseStudies).not.toContain("soon-case");
    expect(before.comparisons).not.toContain("soon-vs");
  });

  it("is in every one of them once its time has come", async () => {
    await setTime(aMinuteAgo());
    const after = await everything();
    expect(after).toMatchObject({ article: "soon", articlePt: "pt", tutorial: "soon-tutorial", helpArticle: "soon-help", caseStudy: "soon-case", comparison: "soon-vs", feedback: "recorded" });
    for (const list of [after.blog, after.blogPt, after.blogCategory, after.blogTag, after.related]) expect(list).toContain("soon");
    expect(after.blog[0]).toBe("soon");
    expect(after.tutorials).toContain("soon-tutorial");
    expect(after.relatedTutorials).toContain("soon-tutorial");
    for (const list of [after.help, after.helpCategory, after.popular, after.search]) expect(list).toContain("soon-help");
    expect(after.caseStudies).toContain("soon-case");
    expect(after.comparisons).toContain("soon-vs");
  });

  it("is unpublished again by is_published = 0, whatever its time", async () => {
    await env.DB.prepare("UPDATE blog_articles SET is_published = 0 WHERE id = ?1").bind(scheduledIds.blogEn).run();
    expect(await backend().getBlogArticle("soon", "en")).toBeNull();
    await env.DB.prepare("UPDATE blog_articles SET is_published = 1 WHERE id = ?1").bind(scheduledIds.blogEn).run();
  });
});

describe("publication times (D1)", () => {
  it("are stored as UTC in one form, whatever form the operator wrote", async () => {
    await env.DB.prepare("UPDATE blog_articles SET published_date = '2026-12-07 06:00:00-03:00' WHERE id = ?1").bind(scheduledIds.blogEn).run();
    const row = await env.DB.prepare("SELECT published_date FROM blog_articles WHERE id = ?1").bind(scheduledIds.blogEn).first();
    expect(row).toEqual({ published_date: "2026-12-07T09:00:00.000Z" });
  });

  it("refuse a time SQLite cannot read, rather than publishing at once", async () => {
    await expect(
      env.DB.prepare("UPDATE help_articles SET published_date = 'next monday' WHERE id = ?1").bind(scheduledIds.help).run(),
    ).rejects.toThrow(/published_date must be a time/);
  });
});

describe("the content version (D1)", () => {
  it("moves when a scheduled row falls due, with no write at that time", async () => {
    const due = new Date(Date.now() + 1_500).toISOString();
    await env.DB.prepare("UPDATE tutorials SET published_date = ?1 WHERE id = ?2").bind(due, scheduledIds.tutorial).run();
    const before = await backend().readContentVersion();
    expect(await backend().readContentVersion()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = await backend().readContentVersion();
    expect(after).not.toBe(before);
    // The number part is the same: no table changed, only the clock.
    expect(after.split(".")[0]).toBe(before.split(".")[0]);
  });
});
