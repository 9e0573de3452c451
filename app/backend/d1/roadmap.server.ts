import { commentPageOf } from "../roadmap-comments";
import type { RoadmapCommentStatus, RoadmapItem, RoadmapPort, VisitorIdentity, VoteOutcome } from "../engagement";
import { text, toRoadmapComment, type Row } from "../rows.server";
import { runD1, type D1Context } from "./context.server";
import { roadmapCommentPayload } from "~/leads/payloads";
import { insertLeadRow, leadEventStatement, leadRow } from "./lead-writes.server";
import { moderationLinkActor } from "../studio-roadmap";

const roadmapItemSelect = `
  SELECT i.id,
         COALESCE(t.title, i.title) AS title,
         COALESCE(t.description, i.description) AS description,
         COALESCE(t.category, i.category) AS category,
         i.status, i.upvotes, i.created_at,
         (SELECT COUNT(*) FROM roadmap_comments c WHERE c.item_id = i.id AND c.status = 'published') AS comment_count
    FROM roadmap_items i
    LEFT JOIN roadmap_item_translations t ON t.item_id = i.id AND t.locale = ?1`;

const toRoadmapItem = (row: Row): RoadmapItem => ({
  id: Number(row.id),
  title: text(row.title),
  description: text(row.description),
  category: row.category == null ? null : text(row.category),
  status: text(row.status),
  upvotes: Number(row.upvotes),
  commentCount: Number(row.comment_count),
  createdAt: text(row.created_at),
});

/** The roadmap on D1: items, votes, comments and likes. */
export function d1Roadmap({ db, now }: D1Context): RoadmapPort {
  return {
    async listRoadmapItems(locale) {
      const { results } = await runD1("list roadmap items", () =>
        db.prepare(`${roadmapItemSelect} ORDER BY i.created_at DESC, i.id DESC`).bind(locale).all<Row>()
      );
      return results.map(toRoadmapItem);
    },

    async getRoadmapItem(id, locale) {
      const row = await runD1("get roadmap item", () =>
        db.prepare(`${roadmapItemSelect} WHERE i.id = ?2`).bind(locale, id).first<Row>()
      );
      return row ? toRoadmapItem(row) : null;
    },

    async listRoadmapComments(itemId, { before, limit }) {
      // Keyset paging on (created_at, id): a page stays the same however many comments arrive.
      const cursor =
        before === null
          ? null
          : await runD1("find roadmap comment page", () =>
              db
                .prepare("SELECT created_at, id FROM roadmap_comments WHERE id = ?1 AND item_id = ?2 AND status = 'published'")
                .bind(before, itemId)
                .first<{ created_at: string; id: string }>()
            );
      if (before !== null && !cursor) return null;
      const [page, newer] = await runD1("list roadmap comments", () =>
        db.batch<Row | { n: number }>([
          db
            .prepare(
              `SELECT id, item_id, author_name, content, likes, created_at FROM roadmap_comments
                WHERE item_id = ?1 AND status = 'published' AND (?2 IS NULL OR (created_at, id) < (?2, ?3))
                ORDER BY created_at DESC, id DESC LIMIT ?4`
            )
            .bind(itemId, cursor?.created_at ?? null, cursor?.id ?? null, limit + 1),
          db
            .prepare(
              `SELECT COUNT(*) AS n FROM roadmap_comments
                WHERE item_id = ?1 AND status = 'published' AND ?2 IS NOT NULL AND (created_at, id) >= (?2, ?3)`
            )
            .bind(itemId, cursor?.created_at ?? null, cursor?.id ?? null),
        ])
      );
      const rows = (page?.results ?? []) as Row[];
      const newerCount = Number((newer?.results[0] as { n: number } | undefined)?.n ?? 0);
      return commentPageOf(rows.map(toRoadmapComment), limit, newerCount);
    },

    async roadmapVotesOf(itemId, visitor) {
      if (visitor.visitorKey === null) return { itemVoted: false, likedCommentIds: [] };
      const [voted, liked] = await runD1("roadmap votes of visitor", () =>
        db.batch<{ n?: number; comment_id?: string }>([
          db
            .prepare("SELECT COUNT(*) AS n FROM roadmap_votes WHERE item_id = ?1 AND visitor_key = ?2")
            .bind(itemId, visitor.visitorKey),
          db
            .prepare(
              `SELECT DISTINCT l.comment_id FROM roadmap_comment_likes l
                 JOIN roadmap_comments c ON c.id = l.comment_id
                WHERE c.item_id = ?1 AND c.status = 'published' AND l.visitor_key = ?2`
            )
            .bind(itemId, visitor.visitorKey),
        ])
      );
      return {
        itemVoted: (voted?.results[0]?.n ?? 0) > 0,
        likedCommentIds: (liked?.results ?? []).map((row) => String(row.comment_id)),
      };
    },

    upvoteRoadmapItem(itemId, visitor) {
      return countOnce(db, votesOnItems, itemId, visitor, now());
    },

    likeRoadmapComment(commentId, visitor) {
      return countOnce(db, likesOnComments, commentId, visitor, now());
    },

    async addRoadmapComment(input) {
      const at = now().toISOString();
      const lead = roadmapCommentPayload(input);
      // The comment and its event in one batch; neither when the item does not exist.
      const [inserted] = await runD1("add roadmap comment", () =>
        db.batch<Row>([
          insertLeadRow(db, "roadmap_comments", leadRow("roadmap_comment.created", lead, { created_at: at }), {
            where: { sql: "SELECT 1 FROM roadmap_items WHERE id = ?", params: [lead.item_id] },
            returning: "id, item_id, author_name, content, likes, created_at",
          }),
          leadEventStatement(db, {
            type: "roadmap_comment.created",
            payload: lead,
            at,
            exists: { sql: "SELECT 1 FROM roadmap_comments WHERE id = ?", params: [lead.id] },
          }),
        ])
      );
      const row = inserted?.results[0];
      return row ? toRoadmapComment(row) : null;
    },

    async getRoadmapCommentForModeration(id) {
      const row = await runD1("get roadmap comment for moderation", () =>
        db
          .prepare("SELECT id, item_id, author_name, content, likes, created_at, status FROM roadmap_comments WHERE id = ?1")
          .bind(id)
          .first<Row>()
      );
      return row ? { ...toRoadmapComment(row), status: text(row.status) as RoadmapCommentStatus } : null;
    },

    async moderateRoadmapComment(id, action) {
      const [to, from] = action === "publish" ? ["published", ["held"]] : ["hidden", ["held", "published"]];
      // The decision is in the studio's audit log like one made there (decision 0504), written
      // in the same batch from the row the update moves, so only a decision that happened is.
      const [, changed] = await runD1("moderate roadmap comment", () =>
        db.batch<Row>([
          db
            .prepare(
              `INSERT INTO studio_audit (actor_email, actor_role, action, kind, item_id, before_revision, after_revision, detail)
               SELECT ?2, ?3, CASE WHEN ?4 = 'published' THEN 'comment.approve' WHEN status = 'held' THEN 'comment.reject' ELSE 'comment.hide' END,
                      'comments', id, NULL, NULL, 'item ' || item_id || ' · ' || author_name || ': ' || substr(content, 1, 80)
                 FROM roadmap_comments WHERE id = ?1 AND status IN (SELECT value FROM json_each(?5))`
            )
            .bind(id, moderationLinkActor.email, moderationLinkActor.role, to, JSON.stringify(from)),
          db
            .prepare(
              `UPDATE roadmap_comments SET status = ?2 WHERE id = ?1 AND status IN (SELECT value FROM json_each(?3)) RETURNING id`
            )
            .bind(id, to, JSON.stringify(from)),
        ])
      );
      if (changed?.results.length) return "done";
      const exists = await runD1("find roadmap comment", () =>
        db.prepare("SELECT 1 AS found FROM roadmap_comments WHERE id = ?1").bind(id).first()
      );
      return exists ? "unchanged" : "not-found";
    },
  };
}
/** Where the votes on one kind of target are kept (fixed names, never visitor input). */
interface VoteTable {
  what: string;
  votes: string;
  key: string;
  /** The rows that can be voted on (a comment only while published). */
  targets: string;
}
const votesOnItems: VoteTable = {
  what: "roadmap item",
  votes: "roadmap_votes",
  key: "item_id",
  targets: "roadmap_items",
};
const likesOnComments: VoteTable = {
  what: "roadmap comment",
  votes: "roadmap_comment_likes",
  key: "comment_id",
  targets: "(SELECT id FROM roadmap_comments WHERE status = 'published')",
};

/**
 * One upvote or like. The unique key (one per cookie) and the per-address trigger (at most
 * 5) decide; the count trigger adds one to the target with the vote. When nothing was
 * inserted, the reason comes from the target's row: no row is a target that does not
 * exist; otherwise, when this cookie has not voted, the address had used up its votes.
 */
async function countOnce(
  db: D1Database,
  table: VoteTable,
  target: number | string,
  visitor: VisitorIdentity,
  at: Date
): Promise<VoteOutcome> {
  const { what, votes, key, targets } = table;
  const inserted = await runD1(`count ${what} vote`, () =>
    db
      .prepare(
        `INSERT OR IGNORE INTO ${votes} (${key}, visitor_key, address_hash, created_at)
         SELECT id, ?2, ?3, ?4 FROM ${targets} WHERE id = ?1
         RETURNING ${key}`
      )
      .bind(target, visitor.visitorKey, visitor.addressHash, at.toISOString())
      .first()
  );
  if (inserted) return "counted";
  const row = await runD1(`find ${what}`, () =>
    db
      .prepare(
        `SELECT EXISTS (SELECT 1 FROM ${votes} WHERE ${key} = ?1 AND visitor_key = ?2) AS voted FROM ${targets} WHERE id = ?1`
      )
      .bind(target, visitor.visitorKey)
      .first<{ voted: number }>()
  );
  if (!row) return "not-found";
  return row.voted ? "already-counted" : "address-limit";
}
