import type { PGlite } from "@electric-sql/pglite";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with the local backend
import { seedPostgres } from "../../scripts/seed-sql.mjs";
import { contentFixtures } from "../integration/workers/content-fixtures";
import { asRole, freshSupabaseDb, type SupabaseRole } from "./pglite";

/**
 * supabase/migrations/…_content.sql on PGlite: the spec's read functions answer what the
 * D1 adapter answers for the same rows (tests/integration/workers/content-d1.test.ts),
 * and the publishable key can read published rows and nothing else.
 */
let db: PGlite;

beforeAll(async () => {
  db = await freshSupabaseDb();
  await db.exec(seedPostgres(contentFixtures) as string);
});
afterAll(async () => {
  await db.close();
});

type Row = Record<string, unknown>;
async function call(role: SupabaseRole, sql: string, params: unknown[] = []): Promise<Row[]> {
  return asRole(db, role, async (tx) => (await tx.query<Row>(sql, params)).rows);
}
const slugs = (rows: Row[]) => rows.map((row) => row.slug);
const slugLocales = (rows: Row[]) => rows.map((row) => `${String(row.slug)}:${String(row.locale)}`);

describe("blog functions, as the publishable key (anon)", () => {
  it("get_blog_categories: the reader's language, English where untranslated, by display order", async () => {
    expect((await call("anon", "select * from public.get_blog_categories('en')")).map((c) => c.name)).toEqual(["Stays", "Money"]);
    expect((await call("anon", "select * from public.get_blog_categories('pt')")).map((c) => c.name)).toEqual(["Estadias", "Money"]);
    expect(await call("anon", "select * from public.get_blog_categories()")).toHaveLength(2);
  });

  it("get_blog_articles: published only, newest first, with the Portuguese fallback rule", async () => {
    expect(slugLocales(await call("anon", "select * from public.get_blog_articles(null, 'en')"))).toEqual(["alpha:en", "beta:en", "delta:en", "zeta:en"]);
    const pt = await call("anon", "select * from public.get_blog_articles(null, 'pt')");
    expect(slugLocales(pt)).toEqual(["epsilon:pt", "alpha:pt", "beta:en", "delta:en", "zeta:en"]);
    expect(pt.find((a) => a.slug === "beta")?.category).toMatchObject({ slug: "stays", name: "Estadias" });
  });

  it("get_blog_articles(category_slug): filters by category; p_tag by tag, ignoring case", async () => {
    expect(slugs(await call("anon", "select * from public.get_blog_articles('stays', 'en')"))).toEqual(["alpha", "beta", "zeta"]);
    expect(slugs(await call("anon", "select * from public.get_blog_articles(category_slug => 'stays')"))).toEqual(["alpha", "beta", "zeta"]);
    expect(slugs(await call("anon", "select * from public.get_blog_articles(null, 'en', 'DIRECT bookings')"))).toEqual(["alpha"]);
  });

  it("get_blog_article_by_slug: the article with its tags, nothing for a draft or another language's row", async () => {
    const [alpha] = await call("anon", "select * from public.get_blog_article_by_slug('alpha', 'en')");
    expect(alpha).toMatchObject({ slug: "alpha", content: "Body of alpha (en)", tags: ["Direct Bookings", "guests"], author_bio: "Bio" });
    expect(await call("anon", "select * from public.get_blog_article_by_slug('gamma', 'en')")).toEqual([]);
    expect(await call("anon", "select * from public.get_blog_article_by_slug('epsilon', 'en')")).toEqual([]);
    expect(slugLocales(await call("anon", "select * from public.get_blog_article_by_slug('zeta', 'pt')"))).toEqual(["zeta:en"]);
  });

  it("get_related_blog_articles: two other published articles of the category, newest first", async () => {
    expect(slugs(await call("anon", "select * from public.get_related_blog_articles('alpha', 'stays', 'en')"))).toEqual(["beta", "zeta"]);
    expect(slugLocales(await call("anon", "select * from public.get_related_blog_articles('beta', 'stays', 'pt')"))).toEqual(["epsilon:pt", "alpha:pt"]);
  });

  it("get_related_*_of: the same answers from the slug alone, the category found in the call (issue 18 item 4)", async () => {
    expect(slugs(await call("anon", "select * from public.get_related_blog_articles_of('alpha', 'en')"))).toEqual(["beta", "zeta"]);
    expect(slugLocales(await call("anon", "select * from public.get_related_blog_articles_of('beta', 'pt')"))).toEqual(["epsilon:pt", "alpha:pt"]);
    expect(await call("anon", "select * from public.get_related_blog_articles_of('delta', 'en')")).toEqual([]);
    expect(await call("anon", "select * from public.get_related_blog_articles_of('no-such-article', 'en')")).toEqual([]);
    expect(slugs(await call("authenticated", "select * from public.get_related_tutorials_of('connect', 'en')"))).toEqual(["import"]);
    const fns = await db.query<{ prosecdef: boolean; proconfig: string[] | null }>(
      "select prosecdef, proconfig from pg_proc where pronamespace = 'public'::regnamespace and proname in ('get_related_blog_articles_of', 'get_related_tutorials_of')",
    );
    expect(fns.rows).toHaveLength(2);
    for (const fn of fns.rows) expect(fn).toEqual({ prosecdef: false, proconfig: ['search_path=""'] });
  });
});

describe("tutorial, help and case-study functions, as anon", () => {
  it("tutorials: categories, list, one by slug (trimmed) and related", async () => {
    expect(slugs(await call("anon", "select * from public.get_tutorial_categories('en')"))).toEqual(["growth", "setup"]);
    expect(slugs(await call("anon", "select * from public.get_tutorials(null, 'en')"))).toEqual(["connect", "import", "links"]);
    expect(slugLocales(await call("anon", "select * from public.get_tutorials('setup', 'pt')"))).toEqual(["connect:pt", "import:en"]);
    expect(await call("anon", "select title from public.get_tutorial_by_slug('  connect ', 'pt')")).toEqual([{ title: "Conectar" }]);
    expect(await call("anon", "select * from public.get_tutorial_by_slug('draft', 'en')")).toEqual([]);
    expect(slugs(await call("anon", "select * from public.get_related_tutorials('connect', 'setup', 'en')"))).toEqual(["import"]);
  });

  it("help: categories by display_order, articles by category or all, popular, one by slug", async () => {
    expect((await call("anon", "select * from public.get_help_categories('pt')")).map((c) => [c.slug, c.name, c.display_order])).toEqual([
      ["setup", "Setup", 1],
      ["billing", "Cobrança", 2],
    ]);
    expect(slugs(await call("anon", "select * from public.get_help_articles_by_category('billing', 'en')"))).toEqual(["invoices", "trial"]);
    expect((slugs(await call("anon", "select * from public.get_help_articles_by_category(null, 'en')")) as string[]).sort()).toEqual([
      "getting-started",
      "invoices",
      "trial",
    ]);
    expect(slugLocales(await call("anon", "select * from public.get_popular_help_articles('pt')"))).toEqual(["trial:pt"]);
    expect(await call("anon", "select title from public.get_help_article_by_slug('trial', 'pt')")).toEqual([{ title: "Teste grátis" }]);
    expect(await call("anon", "select * from public.get_help_article_by_slug('beta-feature', 'en')")).toEqual([]);
  });

  it("case studies: list by display order, one by slug, never a draft", async () => {
    expect(slugLocales(await call("anon", "select * from public.get_case_studies('pt')"))).toEqual(["lodge:en", "villa:pt"]);
    expect(await call("anon", "select client_industry, results_summary from public.get_case_study_by_slug('villa', 'en')")).toEqual([
      { client_industry: "Villas", results_summary: "<ul><li>2x</li></ul>" },
    ]);
    // Its publication date, for the page and its datePublished (decision 0046); none when none is known.
    const [villa] = await call("anon", "select published_date from public.get_case_study_by_slug('villa', 'en')");
    expect(new Date(String(villa!.published_date)).toISOString()).toBe("2026-10-06T09:00:00.000Z");
    expect(await call("anon", "select published_date from public.get_case_study_by_slug('villa', 'pt')")).toEqual([{ published_date: null }]);
    expect(await call("anon", "select * from public.get_case_study_by_slug('secret', 'en')")).toEqual([]);
  });
});

describe("permissions", () => {
  const tables = ["blog_categories", "blog_articles", "tutorial_categories", "tutorials", "help_categories", "help_articles", "case_studies", "comparisons"];

  it("RLS is on for every content table", async () => {
    const rows = await db.query<{ relname: string; relrowsecurity: boolean }>(
      "select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relname = any($1)",
      [tables],
    );
    expect(rows.rows).toHaveLength(tables.length);
    for (const row of rows.rows) expect(row.relrowsecurity, row.relname).toBe(true);
  });

  it.each(["anon", "authenticated"] as const)("%s reads published rows only, straight from the tables", async (role) => {
    expect(await call(role, "select slug from public.blog_articles where slug in ('gamma', 'zeta') order by locale")).toEqual([{ slug: "zeta" }]);
    expect(slugs(await call(role, "select slug from public.comparisons where locale = 'en' order by created_at desc"))).toEqual([
      "activecampaign",
      "mailchimp",
    ]);
    expect(await call(role, "select slug from public.help_articles where slug = 'beta-feature'")).toEqual([]);
    expect(await call(role, "select slug from public.case_studies where slug = 'secret'")).toEqual([]);
    expect(await call(role, "select slug from public.tutorials where slug = 'draft'")).toEqual([]);
  });

  it.each(["anon", "authenticated"] as const)("%s cannot add, change or remove content", async (role) => {
    await expect(call(role, "insert into public.blog_categories (slug, name) values ('x', 'X')")).rejects.toThrow(/permission denied/);
    await expect(call(role, "update public.blog_articles set title = 'hacked'")).rejects.toThrow(/permission denied/);
    await expect(call(role, "delete from public.comparisons")).rejects.toThrow(/permission denied/);
    await expect(call(role, "update public.comparisons set is_published = true where slug = 'hubspot'")).rejects.toThrow(/permission denied/);
    const [{ count }] = (await db.query<{ count: number }>("select count(*)::int as count from public.comparisons where is_published")).rows as [{ count: number }];
    expect(count).toBe(3);
  });

  it("the secret key's role sees drafts too (operators edit content with it)", async () => {
    expect(await call("service_role", "select slug from public.blog_articles where slug = 'gamma'")).toEqual([{ slug: "gamma" }]);
  });

  it("every read function runs with the caller's rights and an empty search_path", async () => {
    // The content migration's read functions (other areas' migrations add their own).
    const contentFunctions = [
      "get_blog_article_by_slug", "get_blog_articles", "get_blog_categories", "get_case_studies", "get_case_study_by_slug",
      "get_help_article_by_slug", "get_help_articles_by_category", "get_help_categories", "get_popular_help_articles",
      "get_related_blog_articles", "get_related_tutorials", "get_tutorial_by_slug", "get_tutorial_categories", "get_tutorials",
      "localized_blog_articles", "localized_case_studies", "localized_help_articles", "localized_tutorials",
    ].sort();
    const functions = await db.query<{ proname: string; prosecdef: boolean; proconfig: string[] | null }>(
      "select proname, prosecdef, proconfig from pg_proc where pronamespace = 'public'::regnamespace and proname = any($1)",
      [contentFunctions],
    );
    expect(functions.rows.map((f) => f.proname).sort()).toEqual(contentFunctions);
    for (const fn of functions.rows) {
      expect(fn.prosecdef, fn.proname).toBe(false);
      expect(fn.proconfig, fn.proname).toContain('search_path=""');
    }
  });
});

describe("the demo seed", () => {
  it("loads into the Postgres schema and reads back through the functions in both languages", async () => {
    const seedDir = fileURLToPath(new URL("../../seed/", import.meta.url));
    const files = readdirSync(seedDir).filter((f) => f.startsWith("content-") && f.endsWith(".json")).sort();
    const seeded = await freshSupabaseDb();
    try {
      await seeded.exec(seedPostgres(files.map((f) => JSON.parse(readFileSync(seedDir + f, "utf8")))) as string);
      const read = async (sql: string) => asRole(seeded, "anon", async (tx) => (await tx.query<Row>(sql)).rows);
      expect((await read("select * from public.get_blog_articles(null, 'en')")).length).toBeGreaterThanOrEqual(8);
      expect((await read("select * from public.get_blog_articles(null, 'pt')")).filter((a) => a.locale === "pt").length).toBeGreaterThanOrEqual(5);
      expect(await read("select * from public.get_tutorials(null, 'en')")).toHaveLength(6);
      expect((await read("select * from public.get_help_articles_by_category(null, 'en')")).length).toBeGreaterThanOrEqual(16);
      expect(await read("select * from public.get_case_studies('en')")).toHaveLength(3);
      expect(slugs(await read("select slug from public.comparisons where locale = 'en' order by slug"))).toEqual(["activecampaign", "mailchimp"]);
    } finally {
      await seeded.close();
    }
  });
});
