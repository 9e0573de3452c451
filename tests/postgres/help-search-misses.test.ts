import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asRole, freshSupabaseDb, permissionDenied, type SupabaseRole } from "./pglite";

// record_help_search_miss and help_search_misses (supabase/migrations/20261123000200_help_search_misses.sql)
// on PGlite with Supabase's roles and default grants: the API roles can neither read the
// table nor run the function; service_role counts through the function only.

interface MissRow {
  query: string;
  locale: string;
  searches: number;
  first_seen_at: Date;
  last_seen_at: Date;
}

const apiRoles: SupabaseRole[] = ["anon", "authenticated"];

const record = (db: PGlite, query: string, locale: string) =>
  asRole(db, "service_role", (tx) => tx.query("select public.record_help_search_miss($1, $2)", [query, locale]));

const rows = async (db: PGlite) =>
  (await db.query<MissRow>("select * from public.help_search_misses order by query, locale")).rows;

describe("record_help_search_miss", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await freshSupabaseDb();
  });
  afterAll(async () => {
    await db?.close();
  });
  beforeEach(async () => {
    await db.exec("delete from public.help_search_misses");
  });

  it("stores a new query with a count of one and when it was first and last seen, nothing else", async () => {
    await record(db, "zebra crossing", "en");
    const [row, ...others] = await rows(db);
    expect(others).toEqual([]);
    expect(Object.keys(row!).sort()).toEqual(["first_seen_at", "last_seen_at", "locale", "query", "searches"]);
    expect(row).toMatchObject({ query: "zebra crossing", locale: "en", searches: 1 });
    expect(row!.first_seen_at).toEqual(row!.last_seen_at);
  });

  it("counts the same query up, moving only its last seen; each language counts apart", async () => {
    await db.exec("insert into public.help_search_misses values ('zebra', 'en', 3, '2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z')");
    await record(db, "zebra", "en");
    await record(db, "zebra", "pt");
    const [en, pt] = await rows(db);
    expect(en).toMatchObject({ query: "zebra", locale: "en", searches: 4, first_seen_at: new Date("2026-11-01T00:00:00Z") });
    expect(en!.last_seen_at.getTime()).toBeGreaterThan(new Date("2026-11-02T00:00:00Z").getTime());
    expect(pt).toMatchObject({ query: "zebra", locale: "pt", searches: 1 });
  });

  it("refuses an empty or over-long query and another language", async () => {
    await expect(record(db, "", "en")).rejects.toMatchObject({ code: "23514" });
    await expect(record(db, "x".repeat(101), "en")).rejects.toMatchObject({ code: "23514" });
    await expect(record(db, "zebra", "fr")).rejects.toMatchObject({ code: "23514" });
    expect(await rows(db)).toEqual([]);
  });

  it("holds at most 10,000 queries: past that a new one is dropped and known ones still count", async () => {
    await db.exec("insert into public.help_search_misses (query, locale) select 'query ' || i, 'en' from generate_series(1, 10000) as i");
    await record(db, "one too many", "en");
    await record(db, "query 42", "en");
    expect((await db.query<{ n: number }>("select count(*)::int as n from public.help_search_misses")).rows[0]?.n).toBe(10_000);
    expect((await db.query("select 1 from public.help_search_misses where query = 'one too many'")).rows).toEqual([]);
    expect((await db.query<{ searches: number }>("select searches from public.help_search_misses where query = 'query 42'")).rows[0]?.searches).toBe(2);
  });

  describe.each(apiRoles)("as %s", (role) => {
    it("cannot read, write or empty the table", async () => {
      await record(db, "private", "en");
      for (const sql of [
        "select query from public.help_search_misses",
        "insert into public.help_search_misses (query, locale) values ('spam', 'en')",
        "update public.help_search_misses set searches = 1000",
        "delete from public.help_search_misses",
      ]) {
        await expect(asRole(db, role, (tx) => tx.query(sql))).rejects.toMatchObject(permissionDenied("table", "help_search_misses"));
      }
      expect(await rows(db)).toMatchObject([{ query: "private", searches: 1 }]);
    });

    it("cannot execute record_help_search_miss", async () => {
      await expect(
        asRole(db, role, (tx) => tx.query("select public.record_help_search_miss('spam', 'en')")),
      ).rejects.toMatchObject(permissionDenied("function", "record_help_search_miss"));
      expect(await rows(db)).toEqual([]);
    });
  });

  it("keeps RLS on the table and runs the function with an empty search_path as its owner", async () => {
    const table = await db.query<{ relrowsecurity: boolean }>("select relrowsecurity from pg_class where oid = 'public.help_search_misses'::regclass");
    expect(table.rows[0]?.relrowsecurity).toBe(true);
    const fn = await db.query<{ prosecdef: boolean; proconfig: string[] }>(
      "select prosecdef, proconfig from pg_proc where oid = 'public.record_help_search_miss(text, text)'::regprocedure",
    );
    expect(fn.rows[0]).toEqual({ prosecdef: true, proconfig: ['search_path=""'] });
  });
});
