import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";
import { contentFixtures, loadFixtures } from "./content-fixtures";

/**
 * Renamed slugs on D1 (issue 29 item 3, migrations/0019_slug_redirects.sql): the trigger keeps
 * each old slug pointing at its row, so chains collapse, renaming back removes the redirect,
 * an unpublished or deleted row leads nowhere. tests/postgres/content-redirects.test.ts holds
 * Supabase to the same.
 */
const backend = () => createD1Backend({ db: env.DB, files: env.FILES });
const rename = (table: string, from: string, to: string, locale = "en") =>
  env.DB.prepare(`UPDATE ${table} SET slug = ?1 WHERE slug = ?2 AND locale = ?3`).bind(to, from, locale).run();

beforeAll(async () => {
  await env.DB.exec(
    "DELETE FROM content_slug_redirects; DELETE FROM blog_articles; DELETE FROM blog_categories; DELETE FROM tutorials; DELETE FROM tutorial_categories; DELETE FROM help_articles; DELETE FROM help_categories; DELETE FROM case_studies; DELETE FROM comparisons;",
  );
  await loadFixtures(env.DB, contentFixtures);
});

describe("a renamed slug (D1)", () => {
  it("leads to the row's new slug, and a chain of renames straight to the last one", async () => {
    await rename("blog_articles", "beta", "beta-2");
    expect(await backend().getContentRedirect("blog", "beta", "en")).toBe("beta-2");
    await rename("blog_articles", "beta-2", "beta-3");
    expect(await backend().getContentRedirect("blog", "beta", "en")).toBe("beta-3");
    expect(await backend().getContentRedirect("blog", "beta-2", "en")).toBe("beta-3");
    // A Portuguese reader of the English article (no Portuguese row) is sent the same way.
    expect(await backend().getContentRedirect("blog", "beta", "pt")).toBe("beta-3");
    expect(await backend().getBlogArticle("beta-3", "en")).not.toBeNull();
  });

  it("is kept per kind and per language, the reader's language first", async () => {
    await rename("help_articles", "trial", "free-trial", "pt");
    expect(await backend().getContentRedirect("help", "trial", "pt")).toBe("free-trial");
    expect(await backend().getContentRedirect("blog", "trial", "pt")).toBeNull();
    await rename("help_articles", "trial", "trial-en", "en");
    expect(await backend().getContentRedirect("help", "trial", "en")).toBe("trial-en");
    expect(await backend().getContentRedirect("help", "trial", "pt")).toBe("free-trial");
  });

  it("is removed when the row takes its old slug back", async () => {
    await rename("case_studies", "lodge", "mountain-lodge");
    expect(await backend().getContentRedirect("case-studies", "lodge", "en")).toBe("mountain-lodge");
    await rename("case_studies", "mountain-lodge", "lodge");
    expect(await backend().getContentRedirect("case-studies", "lodge", "en")).toBeNull();
    expect(await backend().getContentRedirect("case-studies", "mountain-lodge", "en")).toBe("lodge");
  });

  it("leads nowhere once the row is unpublished, and is gone with the row", async () => {
    await rename("comparisons", "activecampaign", "vs-activecampaign");
    expect(await backend().getContentRedirect("comparisons", "activecampaign", "en")).toBe("vs-activecampaign");
    await env.DB.prepare("UPDATE comparisons SET is_published = 0 WHERE slug = 'vs-activecampaign'").run();
    expect(await backend().getContentRedirect("comparisons", "activecampaign", "en")).toBeNull();
    await env.DB.prepare("DELETE FROM comparisons WHERE slug = 'vs-activecampaign'").run();
    const { results } = await env.DB.prepare("SELECT * FROM content_slug_redirects WHERE kind = 'comparisons'").all();
    expect(results).toEqual([]);
  });

  it("answers null for a slug that was never renamed", async () => {
    expect(await backend().getContentRedirect("tutorials", "no-such-thing", "en")).toBeNull();
  });
});
