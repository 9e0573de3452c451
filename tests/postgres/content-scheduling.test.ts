import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with the local backend
import { seedPostgres } from "../../scripts/seed-sql.mjs";
import { contentFixtures } from "../integration/workers/content-fixtures";
import { scheduledFixtures, scheduledIds, scheduledTables } from "../integration/workers/scheduled-fixtures";
import { asRole, freshSupabaseDb, type SupabaseRole } from "./pglite";

/**
 * Publishing at a set time on Supabase (issue 29 item 1,
 * supabase/migrations/20261127000400_scheduled_publishing.sql): a published row dated in the
 * future is in no read of the publishable key (functions and table reads under RLS) nor of the
 * secret key's functions; from its time, in all of them; and the content version moves then,
 * with no write. tests/integration/workers/content-scheduling-d1.test.ts holds D1 to the same.
 */
let db: PGlite;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();

beforeAll(async () => {
  db = await freshSupabaseDb();
  await db.exec(seedPostgres([...contentFixtures, ...scheduledFixtures(inAnHour())]) as string);
});
afterAll(async () => {
  await db.close();
});

type Row = Record<string, unknown>;
const call = (role: SupabaseRole, sql: string) => asRole(db, role, async (tx) => (await tx.query<Row>(sql)).rows);
const slugs = (rows: Row[]) => rows.map((row) => String(row.slug));

async function setTime(at: string) {
  for (const table of scheduledTables) {
    await db.query(`update public.${table} set published_date = $1 where id = any($2::uuid[])`, [at, Object.values(scheduledIds)]);
  }
}

/** Every read a visitor's page makes, as the slugs each answers. */
async function everything(role: SupabaseRole) {
  const read = async (sql: string) => slugs(await call(role, sql));
  return {
    blog: await read("select * from public.get_blog_articles(null, 'en')"),
    blogPt: await read("select * from public.get_blog_articles(null, 'pt')"),
    blogCategory: await read("select * from public.get_blog_articles('stays', 'en')"),
    article: await read("select * from public.get_blog_article_by_slug('soon', 'en')"),
    articlePt: await read("select * from public.get_blog_article_by_slug('soon', 'pt')"),
    related: await read("select * from public.get_related_blog_articles_of('alpha', 'en')"),
    tutorials: await read("select * from public.get_tutorials(null, 'en')"),
    tutorial: await read("select * from public.get_tutorial_by_slug('soon-tutorial', 'en')"),
    relatedTutorials: await read("select * from public.get_related_tutorials_of('connect', 'en')"),
    help: await read("select * from public.get_help_articles_by_category(null, 'en')"),
    popular: await read("select * from public.get_popular_help_articles('en')"),
    helpArticle: await read("select * from public.get_help_article_by_slug('soon-help', 'en')"),
    search: await read("select * from public.search_help_articles('refunds', 'en')"),
    caseStudies: await read("select * from public.get_case_studies('en')"),
    caseStudy: await read("select * from public.get_case_study_by_slug('soon-case', 'en')"),
    comparisons: role === "service_role" ? [] : await read("select slug from public.comparisons where is_published"),
  };
}

describe("a row published with a future time (Supabase)", () => {
  it("is in no read of the publishable key, nor of the secret key's functions, until its time", async () => {
    for (const role of ["anon", "authenticated", "service_role"] as const) {
      const reads = await everything(role);
      for (const [read, found] of Object.entries(reads)) {
        for (const slug of ["soon", "soon-tutorial", "soon-help", "soon-case", "soon-vs"]) expect(found, `${role} ${read}`).not.toContain(slug);
      }
    }
    expect(await call("service_role", `select public.record_help_feedback('{"article_slug": "soon-help", "locale": "en", "helpful": true, "comment": null}', 'k1') as outcome`)).toEqual([{ outcome: "not-found" }]);
  });

  it("is in every one of them once its time has come", async () => {
    await setTime(aMinuteAgo());
    const reads = await everything("anon");
    for (const read of ["blog", "blogPt", "blogCategory", "article", "articlePt", "related"] as const) expect(reads[read], read).toContain("soon");
    expect(reads.blog[0]).toBe("soon");
    for (const read of ["tutorials", "tutorial", "relatedTutorials"] as const) expect(reads[read], read).toContain("soon-tutorial");
    for (const read of ["help", "popular", "helpArticle", "search"] as const) expect(reads[read], read).toContain("soon-help");
    expect(reads.caseStudies).toContain("soon-case");
    expect(reads.caseStudy).toContain("soon-case");
    expect(reads.comparisons).toContain("soon-vs");
    expect(await call("service_role", `select public.record_help_feedback('{"article_slug": "soon-help", "locale": "en", "helpful": true, "comment": null}', 'k1') as outcome`)).toEqual([{ outcome: "recorded" }]);
  });
});

describe("read_content_version (Supabase)", () => {
  it("answers the version and the latest publication time that has come, to the publishable key", async () => {
    const [row] = await call("anon", "select * from public.read_content_version()");
    expect(Number(row?.version)).toBeGreaterThan(0);
    expect(row?.due).toBeInstanceOf(Date);
  });

  it("moves when a scheduled row falls due, with no write at that time", async () => {
    const due = new Date(Date.now() + 1_500);
    await db.query("update public.tutorials set published_date = $1 where id = $2", [due.toISOString(), scheduledIds.tutorial]);
    const [before] = await call("anon", "select * from public.read_content_version()");
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const [after] = await call("anon", "select * from public.read_content_version()");
    expect(after?.version).toBe(before?.version);
    expect((after?.due as Date).getTime()).toBe(due.getTime());
    expect((before?.due as Date).getTime()).toBeLessThan(due.getTime());
  });
});
