import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";
import { commentId, moderatedComment } from "../../fixtures/engagement/moderation";

/**
 * Held and hidden roadmap comments on D1 (migrations/0012_comment_moderation.sql; decision
 * 0029): only published comments are read, counted, paged and liked; the signed links'
 * actions move a comment once; the event carries status and links. Supabase: tests/postgres.
 */
let clock = new Date("2026-11-24T10:00:00.000Z");
const backend = () => createD1Backend({ db: env.DB, files: env.FILES, now: () => clock });
const item = 7101;
const tick = () => (clock = new Date(clock.getTime() + 1000));
const uuid = commentId;

async function add(n: number, status: "published" | "held") {
  tick();
  return backend().addRoadmapComment(moderatedComment(n, item, status));
}
const shown = async (before: string | null = null, limit = 2) => {
  const page = await backend().listRoadmapComments(item, { before, limit });
  return page && { ids: page.comments.map((c) => c.id), olderBefore: page.olderBefore, newerCount: page.newerCount };
};
const counts = async () => ({
  item: (await backend().getRoadmapItem(item, "en"))!.commentCount,
  board: (await backend().listRoadmapItems("en")).find((i) => i.id === item)!.commentCount,
});

beforeEach(async () => {
  clock = new Date("2026-11-24T10:00:00.000Z");
  await env.DB.batch([
    env.DB.prepare("DELETE FROM lead_events"),
    env.DB.prepare("DELETE FROM roadmap_comment_likes"),
    env.DB.prepare("DELETE FROM roadmap_comments"),
    env.DB.prepare("INSERT OR IGNORE INTO roadmap_items (id, title, created_at) VALUES (?1, 'Moderation item', '2026-01-01T00:00:00.000Z')").bind(item),
  ]);
});

describe("held comments", () => {
  it("are left out of reads, counts and pages, whose cursors stay exact", async () => {
    await add(1, "published");
    await add(2, "held");
    await add(3, "published");
    await add(4, "held");
    await add(5, "published");
    expect(await counts()).toEqual({ item: 3, board: 3 });
    const newest = await shown();
    expect(newest).toEqual({ ids: [uuid(3), uuid(5)], olderBefore: uuid(3), newerCount: 0 });
    expect(await shown(uuid(3))).toEqual({ ids: [uuid(1)], olderBefore: null, newerCount: 2 });
    // A held comment's id is no cursor.
    expect(await shown(uuid(4))).toBeNull();
    // Nor can it be liked.
    await expect(backend().likeRoadmapComment(uuid(2), { visitorKey: "v", addressHash: "a" })).resolves.toBe("not-found");
    await expect(backend().likeRoadmapComment(uuid(1), { visitorKey: "v", addressHash: "a" })).resolves.toBe("counted");
  });

  it("carry status and both links in the event written with them", async () => {
    await add(1, "held");
    await add(2, "published");
    const rows = (await env.DB.prepare("SELECT data FROM lead_events WHERE type = 'roadmap_comment.created' ORDER BY created_at").all<{ data: string }>())
      .results.map((r) => JSON.parse(r.data) as Record<string, unknown>);
    expect(rows).toEqual([
      expect.objectContaining({ id: uuid(1), status: "held", approve_url: expect.stringContaining("approve-1"), hide_url: expect.stringContaining("hide-1") }),
      expect.objectContaining({ id: uuid(2), status: "published", approve_url: expect.stringContaining("approve-2") }),
    ]);
  });
});

describe("moderateRoadmapComment", () => {
  it("publishes a held comment once; a replay is unchanged", async () => {
    await add(1, "held");
    await expect(backend().getRoadmapCommentForModeration(uuid(1))).resolves.toMatchObject({ status: "held", content: "comment 1" });
    await expect(backend().moderateRoadmapComment(uuid(1), "publish")).resolves.toBe("done");
    expect((await shown())?.ids).toEqual([uuid(1)]);
    expect(await counts()).toEqual({ item: 1, board: 1 });
    await expect(backend().moderateRoadmapComment(uuid(1), "publish")).resolves.toBe("unchanged");
  });

  it("hides a visible or held comment; a hidden one cannot be published again by its approve link", async () => {
    await add(1, "published");
    await add(2, "held");
    await expect(backend().moderateRoadmapComment(uuid(1), "hide")).resolves.toBe("done");
    await expect(backend().moderateRoadmapComment(uuid(2), "hide")).resolves.toBe("done");
    expect((await shown())?.ids).toEqual([]);
    expect(await counts()).toEqual({ item: 0, board: 0 });
    await expect(backend().moderateRoadmapComment(uuid(1), "hide")).resolves.toBe("unchanged");
    await expect(backend().moderateRoadmapComment(uuid(2), "publish")).resolves.toBe("unchanged");
    await expect(backend().getRoadmapCommentForModeration(uuid(2))).resolves.toMatchObject({ status: "hidden" });
  });

  it("answers not-found for an unknown comment", async () => {
    await expect(backend().moderateRoadmapComment(uuid(99), "hide")).resolves.toBe("not-found");
    await expect(backend().getRoadmapCommentForModeration(uuid(99))).resolves.toBeNull();
  });
});
