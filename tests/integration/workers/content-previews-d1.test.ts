import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";
import { contentFixtures, loadFixtures } from "./content-fixtures";
import { scheduledFixtures } from "./scheduled-fixtures";

/**
 * Preview links on D1 (issue 29 item 2, migrations/0018_preview_links.sql): every row gets a
 * token, a revoked one is replaced, and getContentPreview answers the row behind a token
 * whatever its state, as tests/postgres/content-previews.test.ts holds Supabase to.
 */
const backend = () => createD1Backend({ db: env.DB, files: env.FILES });
const tokenOf = async (table: string, slug: string, locale = "en") =>
  String((await env.DB.prepare(`SELECT preview_token FROM ${table} WHERE slug = ?1 AND locale = ?2`).bind(slug, locale).first())?.preview_token);

beforeAll(async () => {
  await env.DB.exec(
    "DELETE FROM blog_articles; DELETE FROM blog_categories; DELETE FROM tutorials; DELETE FROM tutorial_categories; DELETE FROM help_articles; DELETE FROM help_categories; DELETE FROM case_studies; DELETE FROM comparisons;",
  );
  await loadFixtures(env.DB, [...contentFixtures, ...scheduledFixtures(new Date(Date.now() + 3_600_000).toISOString())]);
});

describe("preview tokens (D1)", () => {
  it("every row that is not public has its own 32-hex-digit token; a public row gets one once it is not", async () => {
    for (const table of ["blog_articles", "tutorials", "help_articles", "case_studies", "comparisons"]) {
      const { results } = await env.DB.prepare(
        `SELECT preview_token FROM ${table} WHERE NOT (is_published = 1 AND (published_date IS NULL OR published_date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))`,
      ).all<{ preview_token: string }>();
      expect(results.length, table).toBeGreaterThan(0);
      for (const row of results) expect(row.preview_token, table).toMatch(/^[0-9a-f]{32}$/);
      expect(new Set(results.map((row) => row.preview_token)).size).toBe(results.length);
    }
    // Inserted public, a row needs no link (migrations/0022_bulk_loading.sql) until it is unpublished or rescheduled.
    expect(await tokenOf("comparisons", "activecampaign")).toBe("null");
    await env.DB.prepare("UPDATE comparisons SET published_date = '2099-01-01T00:00:00Z' WHERE slug = 'activecampaign'").run();
    expect(await tokenOf("comparisons", "activecampaign")).toMatch(/^[0-9a-f]{32}$/);
    await env.DB.prepare("UPDATE comparisons SET published_date = NULL WHERE slug = 'activecampaign'").run();
  });

  it("a revoked token (set to NULL) is replaced by a new one at once, and the old one opens nothing", async () => {
    const before = await tokenOf("blog_articles", "gamma");
    await env.DB.prepare("UPDATE blog_articles SET preview_token = NULL WHERE slug = 'gamma'").run();
    const after = await tokenOf("blog_articles", "gamma");
    expect(after).toMatch(/^[0-9a-f]{32}$/);
    expect(after).not.toBe(before);
    expect(await backend().getContentPreview(before)).toBeNull();
  });
});

describe("getContentPreview (D1)", () => {
  it("answers a draft with its row as its page reads it, its category in its own language", async () => {
    const draft = await backend().getContentPreview(await tokenOf("blog_articles", "gamma"));
    expect(draft).toMatchObject({ kind: "blog", isPublic: false, scheduledFor: null, row: { slug: "gamma", locale: "en", category: { slug: "stays", name: "Stays" } } });
    const pt = await backend().getContentPreview(await tokenOf("blog_articles", "zeta", "pt"));
    expect(pt).toMatchObject({ kind: "blog", isPublic: false, row: { slug: "zeta", locale: "pt", category: { name: "Estadias" } } });
  });

  it("answers scheduled rows of every kind with their time, and public rows as public", async () => {
    const kinds: Array<[string, string, string]> = [
      ["help_articles", "soon-help", "help"],
      ["case_studies", "soon-case", "case-studies"],
      ["comparisons", "soon-vs", "comparisons"],
      ["tutorials", "soon-tutorial", "tutorials"],
      ["blog_articles", "soon", "blog"],
    ];
    for (const [table, slug, kind] of kinds) {
      const found = await backend().getContentPreview(await tokenOf(table, slug));
      expect(found, table).toMatchObject({ kind, isPublic: false, row: { slug } });
      expect(Date.parse(found?.scheduledFor ?? "")).toBeGreaterThan(Date.now());
    }
    // A draft that is published keeps its link, which now leads to its page.
    const token = await tokenOf("tutorials", "draft");
    await env.DB.prepare("UPDATE tutorials SET is_published = 1 WHERE slug = 'draft'").run();
    expect(await backend().getContentPreview(token)).toMatchObject({ kind: "tutorials", isPublic: true, scheduledFor: null });
  });

  it("answers null for an unknown or malformed token", async () => {
    expect(await backend().getContentPreview("0".repeat(32))).toBeNull();
    expect(await backend().getContentPreview("' OR 1=1 --")).toBeNull();
    expect(await backend().getContentPreview("")).toBeNull();
  });
});
