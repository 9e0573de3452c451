import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asRole, freshSupabaseDb } from "./pglite";

// supabase/migrations/20261122000510_roadmap_comment_pages.sql on PGlite: the keyset pages
// the Supabase adapter reads with the publishable key.

interface Page {
  comments: Array<{ id: string; item_id: number; author_name: string; content: string; likes: number; created_at: string }>;
  newer: number;
}

let db: PGlite;
let ids: string[];

async function page(before: string | null, limit = 21, role: "anon" | "authenticated" = "anon"): Promise<Page | null> {
  return asRole(db, role, async (tx) => {
    const result = await tx.query<{ page: Page | null }>("select public.get_roadmap_comments_page($1, $2, $3) as page", [
      7,
      before,
      limit,
    ]);
    return result.rows[0]!.page;
  });
}

beforeAll(async () => {
  db = await freshSupabaseDb();
  await db.exec(`
    insert into public.roadmap_items (id, title, description, status) values (7, 'Busy item', '', 'Backlog'), (8, 'Quiet item', '', 'Backlog');
    -- 45 comments a minute apart; the last three share a minute so the id breaks the tie.
    insert into public.roadmap_comments (item_id, author_name, content, created_at)
      select 7, 'Ana', 'Comment ' || n, timestamptz '2026-11-20 00:00:00+00' + make_interval(mins => least(n, 42))
        from generate_series(0, 44) as n;
    insert into public.roadmap_comments (item_id, author_name, content) values (8, 'Bia', 'Elsewhere');
  `);
  const { rows } = await db.query<{ id: string }>(
    "select id from public.roadmap_comments where item_id = 7 order by created_at desc, id desc",
  );
  ids = rows.map((row) => row.id);
});
afterAll(async () => {
  await db?.close();
});

describe("get_roadmap_comments_page", () => {
  it("walks from the newest comments to the oldest with no gap or repeat", async () => {
    const seen: string[] = [];
    let before: string | null = null;
    const newerCounts: number[] = [];
    for (;;) {
      const result: Page = (await page(before))!;
      newerCounts.push(result.newer);
      const shown: string[] = result.comments.slice(0, 20).map((comment) => comment.id);
      seen.push(...shown);
      if (result.comments.length <= 20) break;
      before = shown.at(-1)!;
    }
    expect(seen).toEqual(ids);
    expect(newerCounts).toEqual([0, 20, 40]);
  });

  it("reads as anon and authenticated, row-level security applying", async () => {
    expect((await page(null, 21, "authenticated"))!.comments).toHaveLength(21);
    await db.exec("alter policy \"Roadmap comments are public\" on public.roadmap_comments using (item_id <> 7)");
    try {
      expect((await page(null))!.comments).toEqual([]);
    } finally {
      await db.exec("alter policy \"Roadmap comments are public\" on public.roadmap_comments using (true)");
    }
  });

  it("answers null for a cursor that is no comment of the item", async () => {
    const other = await db.query<{ id: string }>("select id from public.roadmap_comments where item_id = 8");
    expect(await page(other.rows[0]!.id)).toBeNull();
    expect(await page("00000000-0000-4000-8000-000000000000")).toBeNull();
  });

  it("keeps its limit between 1 and 101", async () => {
    expect((await page(null, 0))!.comments).toHaveLength(1);
    expect((await page(null, 100_000))!.comments).toHaveLength(45);
  });

  it("is a security invoker function with an empty search_path, not executable by public", async () => {
    const { rows } = await db.query<{ prosecdef: boolean; proconfig: string[]; public_can: boolean }>(
      `select prosecdef, proconfig,
              has_function_privilege('public', 'public.get_roadmap_comments_page(bigint, uuid, integer)', 'execute') as public_can
         from pg_proc where proname = 'get_roadmap_comments_page'`,
    );
    expect(rows).toEqual([{ prosecdef: false, proconfig: ['search_path=""'], public_can: false }]);
  });
});
