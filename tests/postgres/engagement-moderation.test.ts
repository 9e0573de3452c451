import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { apiRoles, asRole, failure, freshSupabaseDb } from "./pglite";
import { roadmapCommentPayload } from "../../app/leads/payloads";
import { commentId, moderatedComment } from "../fixtures/engagement/moderation";

// supabase/migrations/20261124000600_comment_moderation.sql on PGlite with Supabase's roles
// (decision 0029): held and hidden comments are invisible to the publishable key (reads,
// counts, pages, cursors) and cannot be liked; add_roadmap_comment keeps writing its event,
// now with status and links; moderate_roadmap_comment moves a comment once; only the
// secret key may call either.

let db: PGlite;
const item = 7101;
const uuid = commentId;

beforeAll(async () => {
  db = await freshSupabaseDb();
  await db.exec(`insert into public.roadmap_items (id, title) values (${item}, 'Moderation item');`);
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.exec("delete from public.lead_events; delete from public.roadmap_comments;");
});

const call = <T>(sql: string, params: unknown[] = []) =>
  asRole(db, "service_role", async (tx) => (await tx.query<T>(sql, params)).rows);
const asAnon = <T>(sql: string, params: unknown[] = []) => asRole(db, "anon", async (tx) => (await tx.query<T>(sql, params)).rows);

async function add(n: number, status: "published" | "held") {
  // The payload the site builds (app/leads/payloads.ts, decision 0058).
  await call("select * from public.add_roadmap_comment($1)", [JSON.stringify(roadmapCommentPayload(moderatedComment(n, item, status)))]);
  // Distinct, increasing times (now() is fixed per transaction).
  await db.query("update public.roadmap_comments set created_at = $2 where id = $1", [uuid(n), new Date(Date.UTC(2026, 10, 24, 10, 0, n)).toISOString()]);
}
const page = async (before: string | null, limit = 2) => {
  const [row] = await asAnon<{ page: { comments: Array<{ id: string }>; newer: number } | null }>(
    "select public.get_roadmap_comments_page($1, $2, $3) as page",
    [item, before, limit + 1],
  );
  return row!.page && { ids: row!.page.comments.map((c) => c.id), newer: row!.page.newer };
};
const anonCount = async () =>
  (await asAnon<{ n: number }>("select count(*)::int as n from public.roadmap_comments where item_id = $1", [item]))[0]!.n;

describe("held comments", () => {
  it("are invisible to the publishable key: reads, counts, pages and cursors", async () => {
    for (const [n, status] of [[1, "published"], [2, "held"], [3, "published"], [4, "held"], [5, "published"]] as const) await add(n, status);
    expect(await anonCount()).toBe(3);
    expect(await page(null)).toEqual({ ids: [uuid(5), uuid(3), uuid(1)], newer: 0 });
    expect(await page(uuid(3))).toEqual({ ids: [uuid(1)], newer: 2 });
    expect(await page(uuid(4))).toBeNull();
    const liked = (id: string) => call<{ r: string }>("select public.like_roadmap_comment($1, 'v', 'a') as r", [id]);
    expect((await liked(uuid(2)))[0]!.r).toBe("not-found");
    expect((await liked(uuid(1)))[0]!.r).toBe("counted");
  });

  it("add_roadmap_comment records its event with status and both links", async () => {
    await add(1, "held");
    const { rows } = await db.query<{ data: Record<string, unknown> }>("select data from public.lead_events where type = 'roadmap_comment.created'");
    expect(rows).toEqual([
      {
        data: expect.objectContaining({
          id: uuid(1),
          status: "held",
          approve_url: "https://stayloop.io/roadmap/moderate?token=approve-1",
          hide_url: "https://stayloop.io/roadmap/moderate?token=hide-1",
        }),
      },
    ]);
    // A new comment is published or held, never hidden.
    await failure(call("select * from public.add_roadmap_comment($1)", [JSON.stringify({ ...roadmapCommentPayload({ itemId: item, authorName: "A", content: "x" }), status: "hidden" })]));
  });
});

describe("moderate_roadmap_comment", () => {
  const moderate = async (id: string, action: string) =>
    (await call<{ r: string }>("select public.moderate_roadmap_comment($1, $2) as r", [id, action]))[0]!.r;

  it("publishes a held comment once, hides any, and a replay is unchanged", async () => {
    await add(1, "held");
    await add(2, "published");
    expect(await moderate(uuid(1), "publish")).toBe("done");
    expect(await anonCount()).toBe(2);
    expect(await moderate(uuid(1), "publish")).toBe("unchanged");
    expect(await moderate(uuid(2), "hide")).toBe("done");
    expect(await moderate(uuid(2), "hide")).toBe("unchanged");
    expect(await moderate(uuid(2), "publish")).toBe("unchanged");
    expect(await page(null)).toEqual({ ids: [uuid(1)], newer: 0 });
    expect(await moderate(uuid(99), "hide")).toBe("not-found");
    await failure(call("select public.moderate_roadmap_comment($1, 'delete')", [uuid(1)]));
  });

  it("runs for the secret key only, as a definer with an empty search_path", async () => {
    await add(1, "held");
    for (const role of apiRoles) {
      for (const sql of [
        `select public.moderate_roadmap_comment('${uuid(1)}', 'publish')`,
        `select * from public.add_roadmap_comment('{"item_id": ${item}, "author_name": "A", "content": "x", "status": "published"}')`,
        `update public.roadmap_comments set status = 'published'`,
      ]) {
        const error = await failure(asRole(db, role, (tx) => tx.query(sql)));
        expect(error.code, `${role}: ${sql}`).toBe("42501");
      }
    }
    const { rows } = await db.query<{ proname: string; prosecdef: boolean; proconfig: string[] | null }>(
      `select proname, prosecdef, proconfig from pg_proc
        where pronamespace = 'public'::regnamespace and proname in ('moderate_roadmap_comment', 'add_roadmap_comment') order by proname`,
    );
    expect(rows).toEqual([
      { proname: "add_roadmap_comment", prosecdef: true, proconfig: ['search_path=""'] },
      { proname: "moderate_roadmap_comment", prosecdef: true, proconfig: ['search_path=""'] },
    ]);
    expect(await anonCount()).toBe(0);
  });
});
