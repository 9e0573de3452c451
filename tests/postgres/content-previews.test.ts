import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with the local backend
import { seedPostgres } from "../../scripts/seed-sql.mjs";
import { contentFixtures } from "../integration/workers/content-fixtures";
import { scheduledFixtures } from "../integration/workers/scheduled-fixtures";
import { apiRoles, asRole, failure, freshSupabaseDb, permissionDenied } from "./pglite";

/**
 * Preview links on Supabase (issue 29 item 2, supabase/migrations/20261127000500_preview_links.sql):
 * every row has an unguessable token and a preview_path beside it; neither is readable by the
 * publishable key, which reads every other column as before; the row behind a token is read
 * only through get_content_preview, by the secret key.
 */
let db: PGlite;
beforeAll(async () => {
  db = await freshSupabaseDb();
  await db.exec(seedPostgres([...contentFixtures, ...scheduledFixtures(new Date(Date.now() + 3_600_000).toISOString())]) as string);
});
afterAll(async () => {
  await db.close();
});

type Row = Record<string, unknown>;
const tokenOf = async (table: string, slug: string, locale = "en") =>
  String((await db.query<Row>(`select preview_token from public.${table} where slug = $1 and locale = $2`, [slug, locale])).rows[0]?.preview_token);
const preview = (token: string) => asRole(db, "service_role", async (tx) => (await tx.query<Row>("select * from public.get_content_preview($1)", [token])).rows);

describe("preview tokens", () => {
  it("every row of the five tables has its own 32-hex-digit token, and its path beside it", async () => {
    for (const table of ["blog_articles", "tutorials", "help_articles", "case_studies", "comparisons"]) {
      const { rows } = await db.query<Row>(`select locale, preview_token, preview_path from public.${table}`);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.preview_token).toMatch(/^[0-9a-f]{32}$/);
        expect(row.preview_path).toBe(`${row.locale === "pt" ? "/pt" : ""}/preview/${String(row.preview_token)}`);
      }
      expect(new Set(rows.map((row) => row.preview_token)).size).toBe(rows.length);
    }
  });

  it("a revoked token (set to null) is replaced by a new one at once", async () => {
    const before = await tokenOf("blog_articles", "gamma");
    await db.query("update public.blog_articles set preview_token = null where slug = 'gamma'");
    const after = await tokenOf("blog_articles", "gamma");
    expect(after).toMatch(/^[0-9a-f]{32}$/);
    expect(after).not.toBe(before);
    expect(await preview(before)).toEqual([]);
  });

  it("is not readable by the publishable key, which reads the other columns as before", async () => {
    for (const role of apiRoles) {
      for (const column of ["preview_token", "preview_path"]) {
        const error = await failure(asRole(db, role, (tx) => tx.query(`select ${column} from public.blog_articles`)));
        expect(error).toMatchObject(permissionDenied("table", "blog_articles"));
      }
      const rows = await asRole(db, role, async (tx) => (await tx.query<Row>("select slug, title from public.comparisons order by slug")).rows);
      expect(rows.map((row) => row.slug)).toContain("mailchimp");
      expect(await asRole(db, role, async (tx) => (await tx.query<Row>("select * from public.get_case_study_by_slug('villa', 'pt')")).rows)).toHaveLength(1);
    }
  });
});

describe("get_content_preview", () => {
  it("answers a draft by its token with its kind, state and row (its category in its language), to the secret key", async () => {
    const [draft] = await preview(await tokenOf("blog_articles", "gamma"));
    expect(draft).toMatchObject({ kind: "blog", is_public: false });
    expect(draft?.data).toMatchObject({ slug: "gamma", locale: "en", is_published: false, category: { slug: "stays", name: "Stays" } });
    expect(draft?.data).not.toHaveProperty("preview_token");
    const [pt] = await preview(await tokenOf("blog_articles", "zeta", "pt"));
    expect(pt?.data).toMatchObject({ slug: "zeta", locale: "pt", category: { name: "Estadias" } });
  });

  it("answers scheduled rows of every kind, and public rows as public", async () => {
    const kinds: Array<[string, string, string]> = [
      ["help_articles", "soon-help", "help"],
      ["case_studies", "soon-case", "case-studies"],
      ["comparisons", "soon-vs", "comparisons"],
      ["tutorials", "soon-tutorial", "tutorials"],
    ];
    for (const [table, slug, kind] of kinds) {
      const [row] = await preview(await tokenOf(table, slug));
      expect(row, table).toMatchObject({ kind, is_public: false, data: { slug, is_published: true } });
    }
    const [published] = await preview(await tokenOf("blog_articles", "alpha"));
    expect(published).toMatchObject({ kind: "blog", is_public: true });
  });

  it("answers nothing for an unknown or malformed token", async () => {
    expect(await preview("0".repeat(32))).toEqual([]);
    expect(await preview("' or 1=1 --")).toEqual([]);
    expect(await preview("")).toEqual([]);
  });

  it("cannot be run with the publishable key", async () => {
    for (const role of apiRoles) {
      const error = await failure(asRole(db, role, (tx) => tx.query("select * from public.get_content_preview($1)", ["0".repeat(32)])));
      expect(error).toMatchObject(permissionDenied("function", "get_content_preview"));
    }
  });
});
