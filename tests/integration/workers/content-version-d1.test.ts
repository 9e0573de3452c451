import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";

/**
 * migrations/0009_content_version.sql: an editor's change moves the content version the edge
 * cache keys pages by (decision 0027); a visitor's vote does not.
 */
const backend = () => createD1Backend({ db: env.DB, files: env.FILES });
const version = async () => Number(await backend().readContentVersion());

describe("content version (D1)", () => {
  it("moves on every insert, update and delete of an editor's table", async () => {
    const start = await version();
    await env.DB.prepare(
      "INSERT INTO blog_categories (id, slug, locale, name, description, display_order) VALUES ('cv-1', 'cv', 'en', 'Versioned', NULL, 9)",
    ).run();
    expect(await version()).toBe(start + 1);
    await env.DB.prepare("UPDATE blog_categories SET name = 'Edited' WHERE id = 'cv-1'").run();
    expect(await version()).toBe(start + 2);
    await env.DB.prepare("DELETE FROM blog_categories WHERE id = 'cv-1'").run();
    expect(await version()).toBe(start + 3);
  });

  it("moves when a roadmap item's text or status changes, not when it gets a vote", async () => {
    await env.DB.prepare(
      "INSERT INTO roadmap_items (id, title, description, category, status, upvotes, created_at) VALUES (9901, 'Item', '', NULL, 'Backlog', 0, '2026-11-01T00:00:00Z')",
    ).run();
    const start = await version();
    await env.DB.prepare("UPDATE roadmap_items SET upvotes = upvotes + 1 WHERE id = 9901").run();
    expect(await version()).toBe(start);
    await env.DB.prepare("UPDATE roadmap_items SET status = 'Done' WHERE id = 9901").run();
    expect(await version()).toBe(start + 1);
  });

  it("leaves it alone for a visitor's own writes", async () => {
    const start = await version();
    await env.DB.prepare(
      "INSERT INTO help_search_misses (query, locale, searches, first_seen_at, last_seen_at) VALUES ('cv miss', 'en', 1, '2026-11-01', '2026-11-01')",
    ).run();
    expect(await version()).toBe(start);
  });
});
