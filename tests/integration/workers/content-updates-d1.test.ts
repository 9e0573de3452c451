import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";
import { contentFixtures, loadFixtures } from "./content-fixtures";

/**
 * An article's last edit on D1 (issue 29 item 6, migrations/0023_article_updates.sql): an edit of
 * the title, excerpt or body moves updated_at; publishing, rescheduling or a repeated value does
 * not. tests/postgres/content-updates.test.ts holds Supabase to the same.
 */
const backend = () => createD1Backend({ db: env.DB, files: env.FILES });

beforeAll(async () => {
  await env.DB.exec(
    "DELETE FROM content_slug_redirects; DELETE FROM blog_articles; DELETE FROM blog_categories; DELETE FROM tutorials; DELETE FROM tutorial_categories; DELETE FROM help_articles; DELETE FROM help_categories; DELETE FROM case_studies; DELETE FROM comparisons;",
  );
  await loadFixtures(env.DB, contentFixtures);
});

describe("an article's last edit (D1)", () => {
  it("is empty until its text changes, then the time of that edit", async () => {
    expect(await backend().getBlogArticle("alpha", "en")).toMatchObject({ updatedAt: "" });
    await env.DB.prepare("UPDATE blog_articles SET is_published = 1, published_date = '2026-10-03T09:00:00Z', title = title WHERE slug = 'alpha'").run();
    expect(await backend().getBlogArticle("alpha", "en")).toMatchObject({ updatedAt: "" });
    const before = Date.now();
    await env.DB.prepare("UPDATE blog_articles SET content = content || ' More.' WHERE slug = 'alpha' AND locale = 'en'").run();
    const updated = Date.parse((await backend().getBlogArticle("alpha", "en"))!.updatedAt);
    expect(updated).toBeGreaterThanOrEqual(before - 1000);
    expect(updated).toBeLessThanOrEqual(Date.now() + 1000);
    await env.DB.prepare("UPDATE tutorials SET title = 'Connect again' WHERE slug = 'connect' AND locale = 'en'").run();
    expect((await backend().getTutorial("connect", "en"))?.updatedAt).not.toBe("");
    expect((await backend().getTutorial("import", "en"))?.updatedAt).toBe("");
  });
});
