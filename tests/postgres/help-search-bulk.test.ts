import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with the measurement of docs/decisions/0217-bulk-loading.md
import { bulkHelpArticleStatements } from "../../scripts/bulk-help-articles.mjs";
import { freshDemoContentDb } from "./pglite";

/**
 * Bulk loads on Supabase (issue 29 item 5, supabase/migrations/20261127000800_bulk_loading.sql):
 * a transaction of one INSERT per article counts the help search's words once, at commit,
 * into exactly the list a recount gives; the content version moves once per transaction.
 * The timing (10,000 articles, PostgreSQL 15) is in the decision record; this holds the
 * behaviour that makes it linear.
 */
let db: PGlite;
beforeAll(async () => {
  db = await freshDemoContentDb();
});
afterAll(async () => {
  await db.close();
});

/** help_search_words as counting every published article from scratch would make it. */
const recountDifferences = async () =>
  (
    await db.query<{ n: number }>(`select count(*)::int as n from (
      (select h.locale, w.word, w.lexeme, count(*)::int as articles
         from public.help_articles h
         cross join lateral public.help_article_words(h.locale, h.title, h.summary, h.content) w
        where h.is_published group by 1, 2, 3
       except select locale, word, lexeme, articles from public.help_search_words)
      union all
      (select locale, word, lexeme, articles from public.help_search_words
       except select h.locale, w.word, w.lexeme, count(*)::int
         from public.help_articles h
         cross join lateral public.help_article_words(h.locale, h.title, h.summary, h.content) w
        where h.is_published group by 1, 2, 3)) d`)
  ).rows[0]?.n;
const count = async (table: string) => (await db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0]?.n;
const version = async () => Number((await db.query<{ version: string }>("select version from public.content_version")).rows[0]?.version);

describe("a bulk load of help articles in one transaction", () => {
  it("notes each statement's rows and counts their words once, at commit, exactly as a recount would", async () => {
    const before = await version();
    const statements = bulkHelpArticleStatements(300, "postgres") as string[];
    await db.transaction(async (tx) => {
      for (const statement of statements) await tx.exec(statement);
      await tx.exec("update public.help_articles set title = title || ' edited' where slug in ('bulk-1', 'bulk-2')");
      await tx.exec("delete from public.help_articles where slug = 'bulk-3'");
      await tx.exec("update public.help_articles set is_published = false where slug = 'bulk-4'");
      // Inside the transaction: notes, one marker, and not one word counted yet.
      expect((await tx.query<{ n: number }>("select count(*)::int as n from public.help_search_words_flush")).rows[0]?.n).toBe(1);
      expect((await tx.query<{ n: number }>("select count(*)::int as n from public.help_search_words_pending")).rows[0]?.n).toBe(300 + 4 + 1 + 1);
      expect((await tx.query<{ n: number }>("select count(*)::int as n from public.help_search_words where word like 'bulkword%'")).rows[0]?.n).toBe(0);
    });
    expect(await count("help_search_words_pending")).toBe(0);
    expect(await count("help_search_words_flush")).toBe(0);
    expect(await recountDifferences()).toBe(0);
    expect((await db.query("select 1 from public.help_search_words where word = 'bulkword3x0'")).rows).toEqual([]);
    expect((await db.query("select 1 from public.help_search_words where word = 'bulkword5x0'")).rows).toHaveLength(1);
    // One transaction, one new version.
    expect(await version()).toBe(before + 1);
  });

  it("leaves nothing behind when it is rolled back, and still counts statements outside a transaction", async () => {
    await expect(
      db.transaction(async (tx) => {
        for (const statement of (bulkHelpArticleStatements(310, "postgres") as string[]).slice(305, 308)) await tx.exec(statement);
        throw new Error("abandon the load");
      }),
    ).rejects.toThrow("abandon the load");
    expect(await count("help_search_words_pending")).toBe(0);
    await db.exec("insert into public.help_articles (slug, locale, title, summary, content) values ('solo-article', 'en', 'Solo wombatfeeding', 's', 'c')");
    expect((await db.query("select articles from public.help_search_words where word = 'wombatfeeding'")).rows).toEqual([{ articles: 1 }]);
    await db.exec("delete from public.help_articles where slug = 'solo-article'");
    expect((await db.query("select 1 from public.help_search_words where word = 'wombatfeeding'")).rows).toEqual([]);
    expect(await recountDifferences()).toBe(0);
  });
});
