import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Lang } from "../../app/lib/i18n";
import { helpFeedbackPayload } from "../../app/leads/payloads";
import { apiRoles, asRole, failure, freshSupabaseDb } from "./pglite";

// supabase/migrations/20261123000300_help_feedback.sql on PGlite with Supabase's roles:
// record_help_feedback as service_role runs it, and the API roles can neither call it nor
// read or write the table.

// The payload the site builds (app/leads/payloads.ts, decision 0058), the visitor's key beside it.
const record = (db: PGlite, slug: string, locale: string, helpful: boolean, comment: string | null, visitor: string) =>
  asRole(db, "service_role", async (tx) => {
    const payload = helpFeedbackPayload({ articleSlug: slug, locale: locale as Lang, helpful, comment, visitorKey: visitor });
    const { rows } = await tx.query<{ outcome: string }>("select public.record_help_feedback($1, $2) as outcome", [JSON.stringify(payload), visitor]);
    return rows[0]?.outcome;
  });

const stored = async (db: PGlite) =>
  (
    await db.query<{ article_slug: string; visitor_key: string; locale: string; helpful: boolean; comment: string | null; updated: boolean }>(
      `select article_slug, visitor_key, locale, helpful, comment, updated_at > created_at as updated
         from public.help_feedback order by article_slug, visitor_key`,
    )
  ).rows;

let db: PGlite;
beforeAll(async () => {
  db = await freshSupabaseDb();
  await db.exec(`
    insert into public.help_articles (slug, locale, title, is_published) values
      ('connect-airbnb', 'en', 'Connect Airbnb', true),
      ('connect-airbnb', 'pt', 'Conectar o Airbnb', true),
      ('draft-article', 'en', 'Draft', false);`);
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.exec("delete from public.help_feedback");
});

describe("help_feedback", () => {
  it("has row-level security on, and a write function that is security definer with an empty search_path", async () => {
    const table = await db.query<{ relrowsecurity: boolean }>("select relrowsecurity from pg_class where oid = 'public.help_feedback'::regclass");
    expect(table.rows).toEqual([{ relrowsecurity: true }]);
    const fn = await db.query<{ prosecdef: boolean; proconfig: string[] }>(
      "select prosecdef, proconfig from pg_proc where proname = 'record_help_feedback' and pronamespace = 'public'::regnamespace",
    );
    expect(fn.rows).toEqual([{ prosecdef: true, proconfig: ['search_path=""'] }]);
  });

  it("keeps one answer per visitor per article; a second answer replaces the first", async () => {
    expect(await record(db, "connect-airbnb", "en", false, null, "visitor-1")).toBe("recorded");
    // now() is the transaction's: the update's own transaction is later.
    expect(await record(db, "connect-airbnb", "pt", false, "  Faltou o passo do iCal  ", "visitor-1")).toBe("recorded");
    expect(await record(db, "connect-airbnb", "en", true, "", "visitor-2")).toBe("recorded");
    expect(await stored(db)).toEqual([
      { article_slug: "connect-airbnb", visitor_key: "visitor-1", locale: "pt", helpful: false, comment: "Faltou o passo do iCal", updated: true },
      { article_slug: "connect-airbnb", visitor_key: "visitor-2", locale: "en", helpful: true, comment: null, updated: false },
    ]);
  });

  it("answers not-found for an unknown or unpublished slug and stores nothing", async () => {
    expect(await record(db, "no-such-article", "en", true, null, "visitor-1")).toBe("not-found");
    expect(await record(db, "draft-article", "en", true, null, "visitor-1")).toBe("not-found");
    expect(await stored(db)).toEqual([]);
  });

  it("refuses a comment with a Yes, one over 500 characters, and a missing visitor", async () => {
    for (const [helpful, comment, visitor] of [
      [true, "A comment with a Yes", "visitor-1"],
      [false, "x".repeat(501), "visitor-1"],
      [false, null, null],
    ] as const) {
      const error = await failure(record(db, "connect-airbnb", "en", helpful, comment, visitor as string));
      expect(error.message).toMatch(/check constraint|required/);
    }
    expect(await stored(db)).toEqual([]);
  });

  it("is closed to the publishable key and to signed-in users", async () => {
    await record(db, "connect-airbnb", "en", false, "private", "visitor-1");
    for (const role of apiRoles) {
      const read = await failure(asRole(db, role, (tx) => tx.query("select * from public.help_feedback")));
      expect(read.code, `${role} reads`).toBe("42501");
      const write = await failure(
        asRole(db, role, (tx) =>
          tx.query("insert into public.help_feedback (article_slug, visitor_key, locale, helpful) values ('connect-airbnb', 'x', 'en', true)"),
        ),
      );
      expect(write.code, `${role} writes`).toBe("42501");
      const call = await failure(
        asRole(db, role, (tx) => tx.query("select public.record_help_feedback('{}', 'x')")),
      );
      expect(call.code, `${role} calls`).toBe("42501");
    }
    expect(await stored(db)).toHaveLength(1);
  });
});
