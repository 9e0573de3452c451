import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asRole, freshDemoContentDb, type SupabaseRole } from "./pglite";

/**
 * supabase/migrations/…_help_search.sql on PGlite with the demo content: the ranked search
 * the Supabase adapter calls (search_help_articles), as the publishable key sees it.
 */
let db: PGlite;

beforeAll(async () => {
  db = await freshDemoContentDb();
});
afterAll(async () => {
  await db.close();
});

interface Hit {
  slug: string;
  locale: string;
  title: string;
  rank: number;
  terms: string[];
  category: { slug: string } | null;
}
async function search(query: string, locale = "en", limit = 20, role: SupabaseRole = "anon"): Promise<Hit[]> {
  return asRole(db, role, async (tx) => (await tx.query<Hit>("select * from public.search_help_articles($1, $2, $3)", [query, locale, limit])).rows);
}
const found = async (query: string, locale = "en") => (await search(query, locale)).map((hit) => `${hit.slug}:${hit.locale}`);
const first = async (query: string, locale = "en") => (await found(query, locale))[0];

describe("search_help_articles on the demo content, as the publishable key", () => {
  it("corrects typos to the closest word of the articles", async () => {
    expect(await first("calandar sync")).toBe("calendar-not-syncing:en");
    expect(await first("referal code")).toBe("referral-codes:en");
    expect(await first("sincronisando", "pt")).toBe("calendar-not-syncing:pt");
    expect((await search("calandar sync"))[0]!.terms.sort()).toEqual(["calendar", "sync"]);
  });

  it("matches other forms of a word, in English and in Portuguese", async () => {
    expect(await first("downgrading my plan")).toBe("change-or-cancel-plan:en");
    expect(await first("team logins")).toBe("invite-team-members:en");
    expect(await first("cancelling subscription")).toBe("change-or-cancel-plan:en");
    expect(await first("cadastrar propriedade", "pt")).toBe("getting-started:pt");
    expect(await first("convidar equipe", "pt")).toBe("invite-team-members:pt");
  });

  it("takes the words in any order, and ignores stop words", async () => {
    expect(await found("sync calendar")).toEqual(await found("calendar sync"));
    expect(await first("how do I import my guests")).toBe("import-guest-list:en");
    expect(await first("como eu convido a minha equipe", "pt")).toBe("invite-team-members:pt");
    expect(await search("the and of")).toEqual([]);
    expect(await search("o de para", "pt")).toEqual([]);
  });

  it("ignores accents in the query and in the articles", async () => {
    expect(await found("calendario", "pt")).toEqual(await found("calendário", "pt"));
    expect(await first("calendario nao sincroniza", "pt")).toBe("calendar-not-syncing:pt");
    expect(await found("automacao", "pt")).toEqual(await found("automação", "pt"));
    expect(await first("manutencao", "pt")).toBe("property-maintenance:pt");
  });

  it("folds hyphens both ways: e-mail / email, check-in / checkin, co-host / cohost", async () => {
    expect(await found("e-mail")).toEqual(await found("email"));
    expect(await found("email")).toContain("email-deliverability:en");
    expect(await found("checkin")).toEqual(await found("check-in"));
    expect(await found("checkin")).toContain("edit-automation-timing:en");
    expect(await found("checkin", "pt")).toEqual(await found("check-in", "pt"));
    expect(await found("check-in", "pt")).toContain("edit-automation-timing:pt");
    expect(await first("cohost")).toBe("invite-team-members:en");
    expect(await first("e-mails automaticos", "pt")).toBe("edit-automation-timing:pt");
  });

  it("searches the body as well, ranking a title match above a body match", async () => {
    expect(await found("caretakers")).toEqual(["invite-team-members:en"]);
    const hits = await search("maintenance");
    expect(hits.map((hit) => hit.slug)).toEqual(["property-maintenance", "invite-team-members"]);
    expect(hits[0]!.title).toMatch(/maintenance/i);
    expect(hits[0]!.rank).toBeGreaterThan(hits[1]!.rank);
  });

  it("finds English rows that have no Portuguese translation, with the category in Portuguese", async () => {
    const [hit] = await search("brand voice", "pt");
    expect(hit).toMatchObject({ slug: "set-brand-voice", locale: "en" });
    expect(await found("calendar sync", "pt")).not.toContain("calendar-not-syncing:en");
    const [ptHit] = await search("calendario", "pt");
    const [category] = await asRole(db, "anon", async (tx) =>
      (await tx.query<{ name: string }>("select name from public.help_categories where slug = $1 and locale = 'pt'", [ptHit!.category!.slug])).rows,
    );
    expect(ptHit!.category).toMatchObject({ name: category!.name });
  });

  it("shows each reader the rows localized_help_articles shows them, with the same category", async () => {
    for (const locale of ["en", "pt", "fr"]) {
      const shown = await asRole(db, "anon", async (tx) =>
        (await tx.query<Hit & { id: string }>("select id, slug, locale, category from public.localized_help_articles($1)", [locale])).rows,
      );
      const byId = new Map(shown.map((row) => [row.id, row]));
      // Words every demo article has one of, in both languages: the search answers 50 rows at most.
      const hits = await asRole(db, "anon", async (tx) =>
        (await tx.query<Hit & { id: string }>("select * from public.search_help_articles($1, $2, 50)", ["guest email reserva hóspede", locale])).rows,
      );
      expect(hits.length, locale).toBeGreaterThan(5);
      for (const hit of hits) expect(byId.get(hit.id), `${locale} ${hit.slug}`).toEqual({ id: hit.id, slug: hit.slug, locale: hit.locale, category: hit.category });
    }
  });

  it("puts the articles with every word first, then fills the places left with those holding some", async () => {
    const hits = await search("calendar sync");
    const every = hits.filter((hit) => hit.terms.length === 2);
    expect(every.length).toBeGreaterThan(0);
    expect(hits.length).toBeGreaterThan(every.length);
    expect(hits.slice(0, every.length)).toEqual(every);
    for (const hit of hits.slice(every.length)) expect(hit.terms.length).toBe(1);
    expect(new Set(hits.map((hit) => `${hit.slug}:${hit.locale}`)).size).toBe(hits.length);
    for (const [index, hit] of every.slice(1).entries()) expect(hit.rank).toBeLessThanOrEqual(every[index]!.rank);
    expect(await search("calendar sync", "en", every.length)).toEqual(every);
    const either = await found("spam loyalty");
    expect(either).toEqual(expect.arrayContaining(["email-deliverability:en", "set-up-loyalty-tiers:en"]));
  });

  it("answers at most p_limit rows, best first", async () => {
    expect(await search("email", "en", 2)).toHaveLength(2);
    expect((await search("email", "en", 2)).map((hit) => hit.slug)).toEqual((await search("email")).slice(0, 2).map((hit) => hit.slug));
    expect(await search("email", "en", 0)).toHaveLength(1);
  });

  it("finds nothing for nonsense", async () => {
    for (const query of ["xqzvw", "asdfgh jkl", "zzzz", "qwertyuiop", "blorf snazzle", "lorem ipsum dolor"]) {
      expect(await search(query), query).toEqual([]);
      expect(await search(query, "pt"), query).toEqual([]);
    }
  });

  it("never raises on hostile queries", async () => {
    const queries = ['"', "'); drop table public.help_articles; --", "&", "|", "!", ":*", "<->", "calendar & !sync", "a:* | b",
      "\\", "%_", "''", "\u0001", "🙂 emoji", "x".repeat(100), "é-".repeat(50), "a b c d e f g h i j k l m n o p q r s"];
    for (const query of queries) {
      for (const locale of ["en", "pt", "fr"]) await expect(search(query, locale), query).resolves.toBeInstanceOf(Array);
    }
    expect(await search("calendar & !sync")).not.toEqual([]);
    await expect(asRole(db, "anon", (tx) => tx.query("select * from public.search_help_articles(null)"))).resolves.toMatchObject({ rows: [] });
  });
});

describe("published rows only", () => {
  it("keeps drafts out of the results and out of the word list, and follows publishing", async () => {
    expect(await search("whatsapp")).toEqual([]);
    expect(await search("whatsapp", "en", 20, "service_role")).toEqual([]);
    const words = () => asRole(db, "anon", async (tx) => (await tx.query("select * from public.help_search_words where word = 'whatsapp'")).rows);
    expect(await words()).toEqual([]);

    await db.exec("update public.help_articles set is_published = true where slug = 'whatsapp-messages-beta'");
    expect(await found("whatsap")).toEqual(["whatsapp-messages-beta:en"]);
    await db.exec("update public.help_articles set is_published = false where slug = 'whatsapp-messages-beta'");
    expect(await search("whatsapp")).toEqual([]);
    expect(await words()).toEqual([]);
  });

  it("keeps the word counts in step with edits and deletions", async () => {
    const count = async (word: string) =>
      (await db.query<{ articles: number }>("select articles from public.help_search_words where locale = 'en' and word = $1", [word])).rows[0]?.articles ?? 0;
    const before = await count("caretakers");
    await db.exec(`insert into public.help_articles (slug, locale, title, summary, content) values ('extra', 'en', 'Caretakers', '', 'Quokka habits')`);
    expect(await count("caretakers")).toBe(before + 1);
    expect(await first("quokka")).toBe("extra:en");
    await db.exec("update public.help_articles set content = 'Wombat habits' where slug = 'extra'");
    expect(await search("quokka")).toEqual([]);
    expect(await first("wombat")).toBe("extra:en");
    await db.exec("delete from public.help_articles where slug = 'extra'");
    expect(await count("caretakers")).toBe(before);
    expect(await count("wombat")).toBe(0);
  });
});

describe("permissions", () => {
  it("lets the API roles execute the search, as a stable security-invoker function with an empty search_path and no JIT", async () => {
    const [fn] = (
      await db.query<{ prosecdef: boolean; provolatile: string; proconfig: string[] }>(
        "select prosecdef, provolatile, proconfig from pg_proc where oid = 'public.search_help_articles(text, text, integer)'::regprocedure",
      )
    ).rows;
    expect(fn).toEqual({ prosecdef: false, provolatile: "s", proconfig: ['search_path=""', "jit=off"] });
    for (const role of ["anon", "authenticated", "service_role"]) {
      const { rows } = await db.query<{ ok: boolean }>("select has_function_privilege($1, 'public.search_help_articles(text, text, integer)', 'execute') as ok", [role]);
      expect(rows[0]!.ok, role).toBe(true);
    }
  });

  it("gives the publishable key no way to write the word list or run its trigger", async () => {
    await expect(asRole(db, "anon", (tx) => tx.query("insert into public.help_search_words values ('en', 'x', 'x', 1)"))).rejects.toThrow(/permission denied/);
    await expect(asRole(db, "anon", (tx) => tx.query("delete from public.help_search_words"))).rejects.toThrow(/permission denied/);
    const { rows } = await db.query<{ ok: boolean }>(
      "select has_function_privilege('anon', 'public.help_articles_keep_search_words()', 'execute') as ok",
    );
    expect(rows[0]!.ok).toBe(false);
  });
});
