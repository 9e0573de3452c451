import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanHelpQuery } from "~/features/content/help/search";
import { missQuery } from "~/features/content/help/misses.server";
import { corpus } from "../fixtures/hostile/corpus";
import { asRole, freshDemoContentDb } from "./pglite";

// Issue 23 item 8 and issue 20 item 3 on Supabase's SQL (PGlite, demo content): every hostile
// query, cleaned as the help center cleans it, is searched by search_help_articles without an
// error, and what record_help_search_miss stores has no control character or escape left.

let db: PGlite;
beforeAll(async () => {
  db = await freshDemoContentDb();
});
afterAll(async () => {
  await db?.close();
});

const search = (query: string, locale = "en") =>
  asRole(db, "anon", async (tx) => (await tx.query<{ slug: string }>("select slug from public.search_help_articles($1, $2, 20)", [query, locale])).rows);
const record = (query: string, locale = "en") =>
  asRole(db, "service_role", (tx) => tx.query("select public.record_help_search_miss($1, $2)", [query, locale]));

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controls = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/;

describe("hostile help search queries on Supabase", () => {
  it("Postgres itself refuses a NUL, which is why the site never sends one", async () => {
    await expect(search("calendar\u0000sync")).rejects.toThrow();
  });

  it("answers /help-center?q=calendar%00sync's query like any other", async () => {
    const query = cleanHelpQuery("calendar\u0000sync");
    expect(query).not.toMatch(controls);
    await expect(search(query)).resolves.toBeInstanceOf(Array);
    expect((await search(cleanHelpQuery("calendar\u0000 sync"))).map((row) => row.slug)).toContain("calendar-not-syncing");
  });

  it("searches and records every control-character, escape and CRLF payload without an error or a stored control character", async () => {
    await db.exec("delete from public.help_search_misses");
    const payloads = [...corpus("control-characters"), ...corpus("crlf-injection"), ...corpus("unicode")];
    const escapes = ["\u001b[31mred\u001b[0m", "\u001b]0;title\u0007", "\u009b2J", "\u0000\u0000\u0000", "\u001bc"];
    const queries = [...payloads.map((payload) => payload.value), ...escapes];
    for (const raw of queries) {
      const query = cleanHelpQuery(raw);
      await expect(search(query), JSON.stringify(raw)).resolves.toBeInstanceOf(Array);
      const miss = missQuery(query);
      if (miss) await record(miss);
    }
    const stored = (await db.query<{ query: string }>("select query from public.help_search_misses")).rows.map((row) => row.query);
    expect(stored.length).toBeGreaterThan(10);
    expect(stored.filter((query) => controls.test(query))).toEqual([]);
    expect(stored).toContain("[31mred[0m");
  });
});
