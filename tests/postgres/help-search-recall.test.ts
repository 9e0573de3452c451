import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  describeMisses,
  nonsenseQueries,
  partialCases,
  partialRecallTarget,
  recallAtK,
  recallCases,
  unpublishedSlugs,
  type SearchLocale,
} from "../fixtures/help-search/recall";
import { asRole, freshDemoContentDb } from "./pglite";

// The help search quality set (issue 12, deliverable 5) against search_help_articles on the
// demo content, as the publishable key calls it: the Supabase half of the recall figure.
let db: PGlite;

beforeAll(async () => {
  db = await freshDemoContentDb();
});
afterAll(async () => {
  await db.close();
});

const search = (query: string, locale: SearchLocale) =>
  asRole(db, "anon", async (tx) =>
    (await tx.query<{ slug: string }>("select slug from public.search_help_articles($1, $2, 20)", [query, locale])).rows.map((row) => row.slug),
  );

describe("the help search quality set on Postgres", () => {
  it("finds the expected article among the first three for at least 90% of the queries", async () => {
    const { recall, misses } = await recallAtK(recallCases, search);
    console.info(`Postgres help search recall@3: ${(recall * 100).toFixed(1)}% of ${recallCases.length}`);
    expect(recall, describeMisses(misses)).toBeGreaterThanOrEqual(0.9);
  });

  // Issue 20: 82.9% on Supabase against 98.8% on D1 before the last word matched as a prefix.
  it(`finds the article meant for at least ${partialRecallTarget * 100}% of the ${partialCases.length} half-typed queries`, async () => {
    expect(partialCases.length).toBeGreaterThanOrEqual(60);
    const { recall, misses } = await recallAtK(partialCases, search);
    console.info(`Postgres help search recall@3 on half-typed queries: ${(recall * 100).toFixed(1)}% of ${partialCases.length}`);
    expect(recall, describeMisses(misses)).toBeGreaterThanOrEqual(partialRecallTarget);
  });

  it("finds nothing for nonsense, in either language, and never an unpublished article", async () => {
    for (const query of nonsenseQueries) {
      for (const locale of ["en", "pt"] as const) expect(await search(query, locale), `[${locale}] ${query}`).toEqual([]);
    }
    for (const { query, locale } of recallCases) {
      for (const slug of await search(query, locale)) expect(unpublishedSlugs, query).not.toContain(slug);
    }
  });
});
