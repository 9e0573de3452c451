import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roadmapItemJson, toHeldComment, toStudioRoadmapItem } from "~/backend/studio-roadmap-rows.server";
import { apiRoles, asRole, failure, freshSupabaseDb, permissionDenied } from "./pglite";

/**
 * supabase/migrations/20261203000200_studio_roadmap.sql on PGlite with Supabase's roles
 * (decision 0504): the held queue oldest first, decisions that move only held comments with one
 * audit entry each, items saved in both languages with their entry and the content version
 * moving; none of it callable with the publishable key.
 */
type Row = Record<string, unknown>;
let db: PGlite;
const items = [7201, 7202];
const uuid = (n: number) => `30000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

beforeAll(async () => {
  db = await freshSupabaseDb();
  await db.exec(`insert into public.roadmap_items (id, title, status) values (${items[0]}, 'Queue item', 'Backlog'), (${items[1]}, 'Second item', 'Next Up');`);
  // Five held comments a minute apart (n = 1 oldest), one published.
  for (let n = 1; n <= 6; n += 1) {
    await db.query("insert into public.roadmap_comments (id, item_id, author_name, content, status, created_at) values ($1, $2, $3, $4, $5, $6)", [
      uuid(n),
      items[n % 2],
      `Author ${n}`,
      `Comment ${n} at www.example.com`,
      n === 6 ? "published" : "held",
      new Date(Date.UTC(2026, 11, 1, 10, n)).toISOString(),
    ]);
  }
});
afterAll(async () => {
  await db?.close();
});

const service = <T = Row>(sql: string, params: unknown[] = []) => asRole(db, "service_role", async (tx) => (await tx.query<T>(sql, params)).rows);
const held = async (after: string | null, limit: number) =>
  (await service<{ r: Row }>("select r from public.studio_held_comments($1, $2) r", [after, limit])).map((row) => toHeldComment(row.r));
const decide = (ids: string[], decision: string) =>
  service<{ r: string[] }>("select public.studio_decide_comments($1::uuid[], $2, 'support@example.com', 'support') as r", [ids, decision]).then((rows) => rows[0]!.r);
const audit = (kind: string) => service<Row>("select actor_email, actor_role, action, item_id, detail from public.studio_audit where kind = $1 order by id", [kind]);
const version = async () => Number((await service<{ v: number }>("select version as v from public.content_version where id = 1"))[0]!.v);

describe("with the publishable key", () => {
  it("none of the functions can be called", async () => {
    const calls: Array<[string, string]> = [
      ["studio_held_comments", "select public.studio_held_comments(null, 10)"],
      ["studio_decide_comments", `select public.studio_decide_comments(array['${uuid(1)}']::uuid[], 'approve', 'x', 'admin')`],
      ["studio_roadmap_items", "select public.studio_roadmap_items(null, null, 10)"],
      ["studio_save_roadmap_item", `select public.studio_save_roadmap_item(null, '{}'::jsonb, 'x', 'x', 'admin')`],
    ];
    for (const role of apiRoles) {
      for (const [name, sql] of calls) {
        expect(await failure(asRole(db, role, (tx) => tx.query(sql)))).toMatchObject(permissionDenied("function", name));
      }
    }
  });
});

describe("the held queue", () => {
  it("lists held comments oldest first with their item's title, a page after a comment decided since", async () => {
    const first = await held(null, 2);
    expect(first.map((comment) => [comment.id, comment.itemTitle, comment.authorName])).toEqual([
      [uuid(1), "Second item", "Author 1"],
      [uuid(2), "Queue item", "Author 2"],
    ]);
    expect(first[0]!.createdAt).toBe("2026-12-01T10:01:00.000Z");
    expect((await held(uuid(2), 10)).map((comment) => comment.id)).toEqual([uuid(3), uuid(4), uuid(5)]);
  });

  it("moves only held comments, once each, with one audit entry each, in one call", async () => {
    expect(await decide([uuid(1), uuid(2), uuid(2), uuid(6), uuid(99)], "approve")).toEqual([uuid(1), uuid(2)]);
    expect(await decide([uuid(1), uuid(3)], "reject")).toEqual([uuid(3)]);
    const statuses = await service<{ id: string; status: string }>("select id, status from public.roadmap_comments where id = any($1::uuid[]) order by id", [[uuid(1), uuid(2), uuid(3), uuid(6)]]);
    expect(statuses.map((row) => row.status)).toEqual(["published", "published", "hidden", "published"]);
    expect(await audit("comments")).toEqual([
      { actor_email: "support@example.com", actor_role: "support", action: "comment.approve", item_id: uuid(1), detail: `item ${items[1]} · Author 1: Comment 1 at www.example.com` },
      { actor_email: "support@example.com", actor_role: "support", action: "comment.approve", item_id: uuid(2), detail: `item ${items[0]} · Author 2: Comment 2 at www.example.com` },
      { actor_email: "support@example.com", actor_role: "support", action: "comment.reject", item_id: uuid(3), detail: `item ${items[1]} · Author 3: Comment 3 at www.example.com` },
    ]);
    // The decided page starts after a comment that is no longer held.
    expect((await held(uuid(2), 10)).map((comment) => comment.id)).toEqual([uuid(4), uuid(5)]);
    // What the publishable key sees follows: the approved comment is public.
    const seen = await asRole(db, "anon", async (tx) => (await tx.query<{ id: string }>("select id from public.roadmap_comments where item_id = $1 order by created_at", [items[0]])).rows);
    expect(seen.map((row) => row.id)).toEqual([uuid(2), uuid(6)]);
  });

  it("refuses an unknown decision or more than 100 comments, changing nothing", async () => {
    expect((await failure(decide([uuid(4)], "publish"))).message).toMatch(/unknown decision/);
    const many = Array.from({ length: 101 }, (_, n) => uuid(1000 + n));
    expect((await failure(decide([uuid(4), ...many.slice(1)], "approve"))).message).toMatch(/at most 100/);
    expect((await service<{ status: string }>("select status from public.roadmap_comments where id = $1", [uuid(4)]))[0]!.status).toBe("held");
  });
});

describe("roadmap items", () => {
  const input = {
    en: { title: "Made on Supabase", description: "Two\nlines", category: "Automations" },
    pt: { title: "Feito no Supabase", description: "Duas linhas", category: "Automações" },
    status: "In Progress",
    shippedOn: null,
  };
  const save = (id: number | null, item: typeof input | (Omit<typeof input, "shippedOn"> & { shippedOn: string }), detail: string) =>
    service<{ r: number | null }>("select public.studio_save_roadmap_item($1, $2, $3, 'editor@example.com', 'editor') as r", [id, JSON.stringify(roadmapItemJson(item)), detail]).then((rows) =>
      rows[0]!.r === null ? null : Number(rows[0]!.r),
    );
  const listed = async (before: number | null, id: number | null, limit = 10) =>
    (await service<{ r: Row }>("select r from public.studio_roadmap_items($1, $2, $3) r", [before, id, limit])).map((row) => toStudioRoadmapItem(row.r));

  it("adds an item with its Portuguese words and audit entry, the content version moving", async () => {
    const was = await version();
    const id = await save(null, input, 'added "Made on Supabase" as In Progress');
    expect(id).toBeGreaterThan(0);
    expect(await version()).toBeGreaterThan(was);
    const [item] = await listed(null, id);
    expect(item).toMatchObject({ id, ...input, hasPortuguese: true, upvotes: 0, commentCount: 0, heldCount: 0 });

    const shipped = await save(id, { ...input, status: "Done", shippedOn: "2026-11-30" }, "In Progress → Done");
    expect(shipped).toBe(id);
    expect((await listed(null, id))[0]).toMatchObject({ status: "Done", shippedOn: "2026-11-30" });
    const entries = (await audit("roadmap")).filter((entry) => entry.item_id === String(id));
    expect(entries.map((entry) => [entry.action, entry.detail, entry.actor_role])).toEqual([
      ["roadmap.add", 'added "Made on Supabase" as In Progress', "editor"],
      ["roadmap.update", "In Progress → Done", "editor"],
    ]);
  });

  it("answers null for an item that is not there, writing nothing", async () => {
    const before = (await audit("roadmap")).length;
    expect(await save(999_999, input, "x")).toBeNull();
    expect(await audit("roadmap")).toHaveLength(before);
  });

  it("lists items newest id first with their published and held comment counts, paged below an id", async () => {
    const page = await listed(null, null, 50);
    const ids = page.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const queue = page.find((item) => item.id === items[0]);
    // Item 7201 has comments 2 (approved), 4 (held) and 6 (published).
    expect(queue).toMatchObject({ commentCount: 2, heldCount: 1, hasPortuguese: false, pt: { title: "" } });
    expect((await listed(items[1]!, null, 50)).map((item) => item.id)).toEqual(ids.filter((id) => id < items[1]!));
  });
});

describe("a signed moderation link", () => {
  it("answers as before, and its decisions are in the audit log as the link's", async () => {
    for (const n of [7, 8]) {
      await db.query("insert into public.roadmap_comments (id, item_id, author_name, content, status) values ($1, $2, 'Linked', $3, 'held')", [uuid(n), items[0], `Linked ${n}`]);
    }
    const link = (id: string, action: string) => service<{ r: string }>("select public.moderate_roadmap_comment($1, $2) as r", [id, action]).then((rows) => rows[0]!.r);
    expect(await link(uuid(7), "publish")).toBe("done");
    expect(await link(uuid(7), "publish")).toBe("unchanged");
    expect(await link(uuid(7), "hide")).toBe("done");
    expect(await link(uuid(8), "hide")).toBe("done");
    expect(await link(uuid(8), "hide")).toBe("unchanged");
    expect(await link(uuid(98), "hide")).toBe("not-found");
    const entries = (await audit("comments")).filter((entry) => entry.item_id === uuid(7) || entry.item_id === uuid(8));
    expect(entries.map((entry) => [entry.item_id, entry.action, entry.actor_email, entry.actor_role])).toEqual([
      [uuid(7), "comment.approve", "moderation link", "link"],
      [uuid(7), "comment.hide", "moderation link", "link"],
      [uuid(8), "comment.reject", "moderation link", "link"],
    ]);
  });
});
