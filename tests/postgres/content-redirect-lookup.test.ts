import { readFileSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoles, asRole, failure, freshDemoContentDb, permissionDenied } from "./pglite";

/**
 * Issue 44 item 7 on Supabase (supabase/migrations/20261202000200_content_redirect_lookup.sql,
 * 20261202000210_lead_event_page_source.sql; decision 0065): the old-slug lookup reads one
 * kind's table through its indexes, so a crawler's random URLs cost the same however large the
 * library grows (measured here: the demo library, then with 10,000 more articles); it runs as
 * its owner for the reason its migration states, which this test holds true; waiting lead events
 * get `page` and `source`; anon's `select *` on the content tables is refused, as documented.
 */
let db: PGlite;
beforeAll(async () => {
  db = await freshDemoContentDb();
}, 120_000);
afterAll(async () => {
  await db.close();
});

const contentTables = ["blog_articles", "tutorials", "help_articles", "case_studies", "comparisons"] as const;
const redirect = async (kind: string, slug: string, locale = "en") =>
  (await asRole(db, "anon", (tx) => tx.query<{ to: string | null }>("select public.get_content_redirect($1, $2, $3) as to", [kind, slug, locale]))).rows[0]?.to ?? null;
const contentRows = async () =>
  Number((await db.query<{ n: string }>(`select (${contentTables.map((table) => `(select count(*) from public.${table})`).join(" + ")})::text as n`)).rows[0]!.n);

/**
 * Milliseconds per call of `fn`, the median of `rounds` rounds of 300 misses (the 404 path: a
 * slug no row ever had), each round one statement, so the figure is the function's own work.
 */
async function missCost(fn: string, rounds = 5): Promise<number> {
  const perCall: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await db.query(`select count(${fn}((array['blog', 'help', 'tutorials'])[1 + i % 3], 'no-such-page-' || i, 'en')) from generate_series(1, 300) as i`);
    perCall.push((performance.now() - started) / 300);
  }
  return perCall.sort((a, b) => a - b)[Math.floor(rounds / 2)]!;
}

/** The lookup as 20261127000700_translations.sql defined it (a union of the five tables), under another name, to compare. */
function previousLookup(): string {
  const sql = readFileSync(new URL("../../supabase/migrations/20261127000700_translations.sql", import.meta.url), "utf8");
  const start = sql.indexOf("create or replace function public.get_content_redirect(");
  return sql.slice(start, sql.indexOf("$$;", start) + 3).replace("public.get_content_redirect(", "public.previous_content_redirect(");
}

describe("get_content_redirect through each kind's indexes", () => {
  it("answers a rename, and null for a miss or a kind it does not know, reading nothing for the latter", async () => {
    await db.query("update public.blog_articles set slug = 'cut-ota-commissions-in-90-days' where slug = 'cut-ota-commissions-90-day-plan' and locale = 'en'");
    expect(await redirect("blog", "cut-ota-commissions-90-day-plan")).toBe("cut-ota-commissions-in-90-days");
    expect(await redirect("tutorials", "cut-ota-commissions-90-day-plan")).toBeNull();
    expect(await redirect("blog", "never-a-slug")).toBeNull();
    expect(await redirect("blog_articles; drop table public.blog_articles", "x")).toBeNull();
    expect(await contentRows()).toBeGreaterThan(0);
  });

  it("costs the same per call with the demo library and with 10,000 more articles", async () => {
    await db.exec(previousLookup());
    const small = await contentRows();
    // The first calls plan the functions' queries: not part of what a call costs.
    for (const fn of ["public.get_content_redirect", "public.previous_content_redirect"]) await missCost(fn, 1);
    const before = { now: await missCost("public.get_content_redirect"), previous: await missCost("public.previous_content_redirect") };
    await db.query(`
      insert into public.blog_articles (slug, locale, title, is_published, published_date)
      select 'bulk-article-' || i, case when i % 2 = 0 then 'en' else 'pt' end, 'Bulk article ' || i, true, now() - interval '1 day'
        from generate_series(1, 10000) as i`);
    await db.query("analyze");
    const large = await contentRows();
    const after = { now: await missCost("public.get_content_redirect"), previous: await missCost("public.previous_content_redirect", 3) };
    console.log(
      `get_content_redirect, a miss, ms a call: with ${small} content rows ${before.now.toFixed(3)} (the union before: ${before.previous.toFixed(3)}); ` +
        `with ${large} ${after.now.toFixed(3)} (the union before: ${after.previous.toFixed(3)})`,
    );
    expect(large - small).toBe(10_000);
    // Reading every row made it 14-21 times dearer at this size; through the indexes it stays flat
    // (the bound leaves room for a shared machine's noise, not for a scan).
    expect(after.now).toBeLessThan(before.now * 3 + 0.2);
    expect(after.previous).toBeGreaterThan(after.now * 3);
    // And the plan of the lookup it runs for a kind reads an index, not the table.
    const plan = (await db.query<{ "QUERY PLAN": string }>("explain select id from public.blog_articles where slug = 'x' and is_published")).rows.map((row) => row["QUERY PLAN"]).join("\n");
    expect(plan).toMatch(/Index/);
    expect(plan).not.toMatch(/Seq Scan on blog_articles/);
  }, 120_000);

  it("runs as its owner for the stated reason: the redirect table stays private, the function is stable with an empty search_path", async () => {
    const [fn] = (
      await db.query<{ definer: boolean; volatility: string; config: string[] | null; comment: string | null }>(
        `select p.prosecdef as definer, p.provolatile as volatility, p.proconfig as config, obj_description(p.oid, 'pg_proc') as comment
           from pg_proc p where p.oid = 'public.get_content_redirect(text, text, text)'::regprocedure`,
      )
    ).rows;
    expect(fn).toMatchObject({ definer: true, volatility: "s", config: ['search_path=""'] });
    expect(fn!.comment).toMatch(/Security definer on purpose: content_slug_redirects is private/);
    for (const role of apiRoles) {
      expect(await failure(asRole(db, role, (tx) => tx.query("select * from public.content_slug_redirects")))).toMatchObject(
        permissionDenied("table", "content_slug_redirects"),
      );
    }
  });
});

describe("anon's select=* on the content tables (documented as refused)", () => {
  it("is refused on each of the five, because preview_token is no reader's column; the columns the site reads answer published rows", async () => {
    for (const table of contentTables) {
      const error = await failure(asRole(db, "anon", (tx) => tx.query(`select * from public.${table}`)));
      expect(error, table).toMatchObject(permissionDenied("table", table));
      expect(await failure(asRole(db, "anon", (tx) => tx.query(`select preview_token from public.${table}`)))).toMatchObject({ code: "42501" });
      const { rows } = await asRole(db, "anon", (tx) => tx.query<{ slug: string; is_published: boolean }>(`select slug, is_published from public.${table}`));
      expect(rows.length, table).toBeGreaterThan(0);
      expect(rows.every((row) => row.is_published)).toBe(true);
    }
  });
});

describe("waiting lead events get page and source (20261202000210_lead_event_page_source.sql)", () => {
  it("adds both, null, to undelivered events of leads sent from a page; keeps what an event says and leaves delivered ones as sent", async () => {
    await db.query(`
      insert into public.lead_events (id, type, data, created_at, next_attempt_at, delivered_at) values
        (gen_random_uuid(), 'audit_request.created', '{"email": "old@example.com"}', now(), now(), null),
        (gen_random_uuid(), 'download.created', '{"email": "half@example.com", "page": {"path": "/downloads", "lang": "en"}}', now(), now(), null),
        (gen_random_uuid(), 'audit_request.created', '{"email": "sent@example.com"}', now(), null, now()),
        (gen_random_uuid(), 'newsletter.unsubscribed', '{"email": "gone@example.com"}', now(), now(), null)`);
    await db.exec(readFileSync(new URL("../../supabase/migrations/20261202000210_lead_event_page_source.sql", import.meta.url), "utf8"));
    const data = async (email: string) => (await db.query<{ data: Record<string, unknown> }>("select data from public.lead_events where data->>'email' = $1", [email])).rows[0]!.data;
    expect(await data("old@example.com")).toEqual({ email: "old@example.com", page: null, source: null });
    expect(await data("half@example.com")).toEqual({ email: "half@example.com", page: { path: "/downloads", lang: "en" }, source: null });
    expect(await data("sent@example.com")).toEqual({ email: "sent@example.com" });
    expect(await data("gone@example.com")).toEqual({ email: "gone@example.com" });
  });
});
