import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with the local backend
import { seedPostgres } from "../../scripts/seed-sql.mjs";
import { contentFixtures } from "../integration/workers/content-fixtures";
import { apiRoles, asRole, failure, freshSupabaseDb, permissionDenied } from "./pglite";

/**
 * Renamed slugs on Supabase (issue 29 item 3, supabase/migrations/20261127000600_slug_redirects.sql),
 * the same cases as tests/integration/workers/content-redirects-d1.test.ts, through
 * get_content_redirect as the publishable key; the table itself is nobody's to read.
 */
let db: PGlite;
beforeAll(async () => {
  db = await freshSupabaseDb();
  await db.exec(seedPostgres(contentFixtures) as string);
});
afterAll(async () => {
  await db.close();
});

const rename = (table: string, from: string, to: string, locale = "en") =>
  db.query(`update public.${table} set slug = $1 where slug = $2 and locale = $3`, [to, from, locale]);
const redirect = async (kind: string, slug: string, locale: string) =>
  (await asRole(db, "anon", (tx) => tx.query<{ to: string | null }>("select public.get_content_redirect($1, $2, $3) as to", [kind, slug, locale]))).rows[0]?.to ?? null;

describe("a renamed slug (Supabase)", () => {
  it("leads to the row's new slug, and a chain of renames straight to the last one", async () => {
    await rename("blog_articles", "beta", "beta-2");
    expect(await redirect("blog", "beta", "en")).toBe("beta-2");
    await rename("blog_articles", "beta-2", "beta-3");
    expect(await redirect("blog", "beta", "en")).toBe("beta-3");
    expect(await redirect("blog", "beta-2", "en")).toBe("beta-3");
    expect(await redirect("blog", "beta", "pt")).toBe("beta-3");
  });

  it("is kept per kind and per language, the reader's language first", async () => {
    await rename("help_articles", "trial", "free-trial", "pt");
    expect(await redirect("help", "trial", "pt")).toBe("free-trial");
    expect(await redirect("blog", "trial", "pt")).toBeNull();
    await rename("help_articles", "trial", "trial-en", "en");
    expect(await redirect("help", "trial", "en")).toBe("trial-en");
    expect(await redirect("help", "trial", "pt")).toBe("free-trial");
  });

  it("is removed when the row takes its old slug back", async () => {
    await rename("case_studies", "lodge", "mountain-lodge");
    expect(await redirect("case-studies", "lodge", "en")).toBe("mountain-lodge");
    await rename("case_studies", "mountain-lodge", "lodge");
    expect(await redirect("case-studies", "lodge", "en")).toBeNull();
    expect(await redirect("case-studies", "mountain-lodge", "en")).toBe("lodge");
  });

  it("leads nowhere once the row is unpublished, and is gone with the row", async () => {
    await rename("comparisons", "activecampaign", "vs-activecampaign");
    expect(await redirect("comparisons", "activecampaign", "en")).toBe("vs-activecampaign");
    await db.query("update public.comparisons set is_published = false where slug = 'vs-activecampaign'");
    expect(await redirect("comparisons", "activecampaign", "en")).toBeNull();
    await db.query("delete from public.comparisons where slug = 'vs-activecampaign'");
    expect((await db.query("select * from public.content_slug_redirects where kind = 'comparisons'")).rows).toEqual([]);
  });

  it("keeps the table from the API roles", async () => {
    for (const role of apiRoles) {
      const error = await failure(asRole(db, role, (tx) => tx.query("select * from public.content_slug_redirects")));
      expect(error).toMatchObject(permissionDenied("table", "content_slug_redirects"));
    }
  });
});
