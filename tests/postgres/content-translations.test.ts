import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with the local backend
import { seedPostgres } from "../../scripts/seed-sql.mjs";
import { contentFixtures } from "../integration/workers/content-fixtures";
import { translationFixtures, translationIds } from "../integration/workers/scheduled-fixtures";
import { asRole, failure, freshSupabaseDb } from "./pglite";

/**
 * Translations on Supabase (issue 29 item 4, supabase/migrations/20261127000700_translations.sql):
 * the same answers as tests/integration/workers/content-translations-d1.test.ts, through the
 * functions the publishable key calls.
 */
let db: PGlite;
beforeAll(async () => {
  db = await freshSupabaseDb();
  await db.exec(seedPostgres([...contentFixtures, ...translationFixtures]) as string);
});
afterAll(async () => {
  await db.close();
});

type Row = Record<string, unknown>;
const call = (sql: string) => asRole(db, "anon", async (tx) => (await tx.query<Row>(sql)).rows);
const pieces = (rows: Row[]) => Object.fromEntries(rows.map((row) => [`${String(row.slug)}:${String(row.locale)}`, { en: row.en_slug, pt: row.pt_slug }]));
const redirect = async (kind: string, slug: string, locale: string) =>
  (await call(`select public.get_content_redirect('${kind}', '${slug}', '${locale}') as to`))[0]?.to ?? null;

describe("translations (Supabase)", () => {
  it("lists each piece once per language with its slugs in both (own slug, shared slug, untranslated, Portuguese only)", async () => {
    expect(pieces(await call("select * from public.get_blog_articles(null, 'en')"))).toEqual({
      "alpha:en": { en: "alpha", pt: "alpha" },
      "beta:en": { en: "beta", pt: null },
      "delta:en": { en: "delta", pt: null },
      "zeta:en": { en: "zeta", pt: null },
      "omega:en": { en: "omega", pt: "omega-pt" },
    });
    expect(pieces(await call("select * from public.get_blog_articles(null, 'pt')"))).toEqual({
      "epsilon:pt": { en: null, pt: "epsilon" },
      "alpha:pt": { en: "alpha", pt: "alpha" },
      "beta:en": { en: "beta", pt: null },
      "delta:en": { en: "delta", pt: null },
      "zeta:en": { en: "zeta", pt: null },
      "omega-pt:pt": { en: "omega", pt: "omega-pt" },
    });
  });

  it("reads a translation by its own slug, and each language's slug leads to the other's page", async () => {
    expect(await call("select slug, locale, title from public.get_blog_article_by_slug('omega-pt', 'pt')")).toEqual([{ slug: "omega-pt", locale: "pt", title: "Ômega" }]);
    expect(await call("select * from public.get_blog_article_by_slug('omega', 'pt')")).toEqual([]);
    expect(await call("select * from public.get_blog_article_by_slug('omega-pt', 'en')")).toEqual([]);
    expect(await redirect("blog", "omega", "pt")).toBe("omega-pt");
    expect(await redirect("blog", "omega-pt", "en")).toBe("omega");
    expect(await redirect("blog", "epsilon", "en")).toBeNull();
  });

  it("links a Portuguese row that shares its English row's slug, whichever is inserted first", async () => {
    expect((await db.query<Row>("select translation_of from public.blog_articles where slug = 'alpha' and locale = 'pt'")).rows[0]?.translation_of).toBe(
      "00000000-0000-4000-8000-000000000101",
    );
    await db.exec(`insert into public.case_studies (id, slug, locale, title, client_name, excerpt, content, is_published, display_order)
      values ('00000000-0000-4000-8000-000000000921', 'later', 'pt', 'Depois', 'C', 'E', '<p>B</p>', true, 0)`);
    await db.exec(`insert into public.case_studies (id, slug, locale, title, client_name, excerpt, content, is_published, display_order)
      values ('00000000-0000-4000-8000-000000000922', 'later', 'en', 'Later', 'C', 'E', '<p>B</p>', true, 0)`);
    expect((await db.query<Row>("select translation_of from public.case_studies where slug = 'later' and locale = 'pt'")).rows[0]?.translation_of).toBe(
      "00000000-0000-4000-8000-000000000922",
    );
    expect(pieces(await call("select * from public.get_case_study_by_slug('later', 'en')"))).toEqual({ "later:en": { en: "later", pt: "later" } });
  });

  it("refuses a link to a row that is not English, or from an English row", async () => {
    const toPortuguese = await failure(db.query("update public.blog_articles set translation_of = $1 where id = $2", [translationIds.omegaPt, translationIds.omegaEn]));
    expect(toPortuguese.message).toContain("translation_of must name an English row");
    const fromEnglish = await failure(
      db.query("update public.blog_articles set translation_of = $1 where slug = 'beta' and locale = 'en'", [translationIds.omegaEn]),
    );
    expect(fromEnglish.message).toContain("translation_of_not_english");
  });

  it("leaves a translation standing alone when its English row is deleted", async () => {
    await db.exec("insert into public.help_articles (slug, locale, title) values ('gone', 'en', 'Gone'), ('gone', 'pt', 'Foi')");
    await db.exec("delete from public.help_articles where slug = 'gone' and locale = 'en'");
    expect((await db.query("select translation_of from public.help_articles where slug = 'gone'")).rows).toEqual([{ translation_of: null }]);
  });

  it("names the twins on every kind's reads, comparisons through their functions", async () => {
    expect(pieces(await call("select * from public.get_help_articles_by_category(null, 'pt')"))["trial:pt"]).toEqual({ en: "trial", pt: "trial" });
    expect(pieces(await call("select * from public.get_comparisons('pt')"))).toEqual({
      "mailchimp:pt": { en: "mailchimp", pt: "mailchimp" },
      "activecampaign:en": { en: "activecampaign", pt: null },
    });
    expect(pieces(await call("select * from public.get_comparison_by_slug('mailchimp', 'pt')"))).toEqual({ "mailchimp:pt": { en: "mailchimp", pt: "mailchimp" } });
    expect(pieces(await call("select * from public.get_case_study_by_slug('lodge', 'pt')"))).toEqual({ "lodge:en": { en: "lodge", pt: null } });
  });
});
