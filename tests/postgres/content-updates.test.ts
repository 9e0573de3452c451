import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with the local backend
import { seedPostgres } from "../../scripts/seed-sql.mjs";
import { contentFixtures } from "../integration/workers/content-fixtures";
import { asRole, freshSupabaseDb } from "./pglite";

/**
 * An article's last edit on Supabase (issue 29 item 6, supabase/migrations/20261127000900_article_updates.sql),
 * as tests/integration/workers/content-updates-d1.test.ts holds D1, read through the by-slug functions.
 */
let db: PGlite;
beforeAll(async () => {
  db = await freshSupabaseDb();
  await db.exec(seedPostgres(contentFixtures) as string);
});
afterAll(async () => {
  await db.close();
});

const updatedAt = async (fn: string, slug: string) =>
  (await asRole(db, "anon", (tx) => tx.query<{ updated_at: Date | null }>(`select updated_at from public.${fn}($1, 'en')`, [slug]))).rows[0]?.updated_at;

describe("an article's last edit (Supabase)", () => {
  it("is empty until its text changes, then the time of that edit", async () => {
    expect(await updatedAt("get_blog_article_by_slug", "alpha")).toBeNull();
    await db.exec("update public.blog_articles set is_published = true, published_date = '2026-10-03T09:00:00Z', title = title where slug = 'alpha'");
    expect(await updatedAt("get_blog_article_by_slug", "alpha")).toBeNull();
    await db.exec("update public.blog_articles set content = content || ' More.' where slug = 'alpha' and locale = 'en'");
    expect(await updatedAt("get_blog_article_by_slug", "alpha")).toBeInstanceOf(Date);
    await db.exec("update public.tutorials set title = 'Connect again' where slug = 'connect' and locale = 'en'");
    expect(await updatedAt("get_tutorial_by_slug", "connect")).toBeInstanceOf(Date);
    expect(await updatedAt("get_tutorial_by_slug", "import")).toBeNull();
  });
});
