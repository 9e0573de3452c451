import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";

/**
 * Help searches that found nothing, on D1 (migrations/0007_help_search_misses.sql): one
 * row per query and language, counted up, nothing about the visitor, and a table that
 * stops taking new queries at 10,000. tests/postgres/help-search-misses.test.ts holds the
 * Supabase function to the same.
 */
let clock = new Date("2026-11-23T10:00:00.000Z");
const backend = () => createD1Backend({ db: env.DB, files: env.FILES, now: () => clock });

const rows = async () =>
  (await env.DB.prepare("SELECT * FROM help_search_misses ORDER BY query, locale").all()).results;

beforeEach(async () => {
  clock = new Date("2026-11-23T10:00:00.000Z");
  await env.DB.exec("DELETE FROM help_search_misses;");
});

describe("recordHelpSearchMiss", () => {
  it("stores a new query with a count of one, first and last seen, and nothing else", async () => {
    await backend().recordHelpSearchMiss({ query: "zebra crossing", locale: "en" });
    expect(await rows()).toEqual([
      { query: "zebra crossing", locale: "en", searches: 1, first_seen_at: "2026-11-23T10:00:00.000Z", last_seen_at: "2026-11-23T10:00:00.000Z" },
    ]);
  });

  it("counts the same query up and moves only its last seen; each language counts apart", async () => {
    await backend().recordHelpSearchMiss({ query: "zebra", locale: "en" });
    clock = new Date("2026-11-24T08:30:00.000Z");
    await backend().recordHelpSearchMiss({ query: "zebra", locale: "en" });
    await backend().recordHelpSearchMiss({ query: "zebra", locale: "pt" });
    expect(await rows()).toEqual([
      { query: "zebra", locale: "en", searches: 2, first_seen_at: "2026-11-23T10:00:00.000Z", last_seen_at: "2026-11-24T08:30:00.000Z" },
      { query: "zebra", locale: "pt", searches: 1, first_seen_at: "2026-11-24T08:30:00.000Z", last_seen_at: "2026-11-24T08:30:00.000Z" },
    ]);
  });

  it("refuses what the port never sends: an over-long query, another language; stores nothing for an empty one", async () => {
    await expect(backend().recordHelpSearchMiss({ query: "", locale: "en" })).resolves.toBeUndefined();
    await expect(backend().recordHelpSearchMiss({ query: "x".repeat(101), locale: "en" })).rejects.toThrow("D1 help search miss failed");
    // @ts-expect-error -- a language the site does not have
    await expect(backend().recordHelpSearchMiss({ query: "zebra", locale: "fr" })).rejects.toThrow("D1 help search miss failed");
    expect(await rows()).toEqual([]);
  });

  it("holds at most 10,000 queries: past that a new one is dropped and known ones still count", async () => {
    await env.DB.exec(
      "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000) " +
        "INSERT INTO help_search_misses (query, locale, searches, first_seen_at, last_seen_at) " +
        "SELECT 'query ' || i, 'en', 1, '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z' FROM n;",
    );
    await backend().recordHelpSearchMiss({ query: "one too many", locale: "en" });
    await backend().recordHelpSearchMiss({ query: "query 42", locale: "en" });
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM help_search_misses").first<{ n: number }>();
    expect(count?.n).toBe(10_000);
    expect(await env.DB.prepare("SELECT 1 FROM help_search_misses WHERE query = 'one too many'").first()).toBeNull();
    expect(await env.DB.prepare("SELECT searches, last_seen_at FROM help_search_misses WHERE query = 'query 42'").first()).toEqual({
      searches: 2,
      last_seen_at: "2026-11-23T10:00:00.000Z",
    });
  });
});

describe("help search text on D1, hostile (issue 23 item 8)", () => {
  it("stores a miss without its control characters and terminal escapes", async () => {
    await backend().recordHelpSearchMiss({ query: "\u001b[31mzebra\u001b[0m\u0007", locale: "en" });
    expect((await rows()).map((row) => row.query)).toEqual(["[31mzebra[0m"]);
  });

  it("stores nothing, and does not fail, for a query that is only control characters", async () => {
    await expect(backend().recordHelpSearchMiss({ query: "\u0000\u0000", locale: "en" })).resolves.toBeUndefined();
    expect(await rows()).toEqual([]);
  });

  it("searches a query with a NUL in it as the same query without it", async () => {
    const found = await backend().searchHelpArticles({ query: "\u0000\u0000", locale: "en", limit: 5 });
    expect(found).toEqual({ articles: [], terms: [] });
  });
});

