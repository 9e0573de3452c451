import { commentPageOf } from "../roadmap-comments";
import type { Lang } from "~/lib/i18n";
import type {
  NewRoadmapComment,
  RoadmapComment,
  RoadmapCommentPageRequest,
  RoadmapItem,
  RoadmapPort,
  VisitorIdentity,
  VisitorLookup,
  VoteOutcome,
} from "../engagement";
import { runD1, type D1Context } from "./context.server";

interface RoadmapItemRow {
  id: number;
  title: string;
  description: string;
  category: string | null;
  status: string;
  upvotes: number;
  comment_count: number;
  created_at: string;
}

interface RoadmapCommentRow {
  id: string;
  item_id: number;
  author_name: string;
  content: string;
  likes: number;
  created_at: string;
}

const roadmapItemSelect = `
  SELECT i.id,
         COALESCE(t.title, i.title) AS title,
         COALESCE(t.description, i.description) AS description,
         COALESCE(t.category, i.category) AS category,
         i.status, i.upvotes, i.created_at,
         (SELECT COUNT(*) FROM roadmap_comments c WHERE c.item_id = i.id) AS comment_count
    FROM roadmap_items i
    LEFT JOIN roadmap_item_translations t ON t.item_id = i.id AND t.locale = ?1`;

const toRoadmapItem = (row: RoadmapItemRow): RoadmapItem => ({
  id: row.id,
  title: row.title,
  description: row.description,
  category: row.category,
  status: row.status,
  upvotes: row.upvotes,
  commentCount: row.comment_count,
  createdAt: row.created_at,
});

const toRoadmapComment = (row: RoadmapCommentRow): RoadmapComment => ({
  id: row.id,
  itemId: row.item_id,
  authorName: row.author_name,
  content: row.content,
  likes: row.likes,
  createdAt: row.created_at,
});


/** The roadmap on D1: items, votes, comments and likes. */
export function d1Roadmap({ db, now }: D1Context): RoadmapPort {
  return {
    async listRoadmapItems(locale: Lang) {
      const { results } = await runD1("list roadmap items", () =>
        db.prepare(`${roadmapItemSelect} ORDER BY i.created_at DESC, i.id DESC`).bind(locale).all<RoadmapItemRow>(),
      );
      return results.map(toRoadmapItem);
    },

    async getRoadmapItem(id: number, locale: Lang) {
      const row = await runD1("get roadmap item", () =>
        db.prepare(`${roadmapItemSelect} WHERE i.id = ?2`).bind(locale, id).first<RoadmapItemRow>(),
      );
      return row ? toRoadmapItem(row) : null;
    },

    async listRoadmapComments(itemId: number, { before, limit }: RoadmapCommentPageRequest) {
      // Keyset paging on (created_at, id): a page stays the same however many comments arrive.
      const cursor =
        before === null
          ? null
          : await runD1("find roadmap comment page", () =>
              db
                .prepare("SELECT created_at, id FROM roadmap_comments WHERE id = ?1 AND item_id = ?2")
                .bind(before, itemId)
                .first<{ created_at: string; id: string }>(),
            );
      if (before !== null && !cursor) return null;
      const [page, newer] = await runD1("list roadmap comments", () =>
        db.batch<RoadmapCommentRow | { n: number }>([
          db
            .prepare(
              `SELECT id, item_id, author_name, content, likes, created_at FROM roadmap_comments
                WHERE item_id = ?1 AND (?2 IS NULL OR (created_at, id) < (?2, ?3))
                ORDER BY created_at DESC, id DESC LIMIT ?4`,
            )
            .bind(itemId, cursor?.created_at ?? null, cursor?.id ?? null, limit + 1),
          db
            .prepare(
              `SELECT COUNT(*) AS n FROM roadmap_comments
                WHERE item_id = ?1 AND ?2 IS NOT NULL AND (created_at, id) >= (?2, ?3)`,
            )
            .bind(itemId, cursor?.created_at ?? null, cursor?.id ?? null),
        ]),
      );
      const rows = (page?.results ?? []) as RoadmapCommentRow[];
      const newerCount = Number((newer?.results[0] as { n: number } | undefined)?.n ?? 0);
      return commentPageOf(rows.map(toRoadmapComment), limit, newerCount);
    },

    async roadmapVotesOf(itemId: number, visitor: VisitorLookup) {
      if (visitor.visitorKey === null) return { itemVoted: false, likedCommentIds: [] };
      const [voted, liked] = await runD1("roadmap votes of visitor", () =>
        db.batch<{ n?: number; comment_id?: string }>([
          db.prepare("SELECT COUNT(*) AS n FROM roadmap_votes WHERE item_id = ?1 AND visitor_key = ?2").bind(itemId, visitor.visitorKey),
          db
            .prepare(
              `SELECT DISTINCT l.comment_id FROM roadmap_comment_likes l
                 JOIN roadmap_comments c ON c.id = l.comment_id
                WHERE c.item_id = ?1 AND l.visitor_key = ?2`,
            )
            .bind(itemId, visitor.visitorKey),
        ]),
      );
      return {
        itemVoted: (voted?.results[0]?.n ?? 0) > 0,
        likedCommentIds: (liked?.results ?? []).map((row) => String(row.comment_id)),
      };
    },

    async upvoteRoadmapItem(itemId: number, visitor: VisitorIdentity): Promise<VoteOutcome> {
      // The unique key (one per cookie) and the per-address trigger (at most 5) decide; the
      // count trigger adds one to the item with the vote.
      const inserted = await runD1("upvote roadmap item", () =>
        db
          .prepare(
            `INSERT OR IGNORE INTO roadmap_votes (item_id, visitor_key, address_hash, created_at)
             SELECT id, ?2, ?3, ?4 FROM roadmap_items WHERE id = ?1
             RETURNING item_id`,
          )
          .bind(itemId, visitor.visitorKey, visitor.addressHash, now().toISOString())
          .first(),
      );
      if (inserted) return "counted";
      return whyNotCounted(
        "roadmap item",
        db
          .prepare(
            `SELECT EXISTS (SELECT 1 FROM roadmap_votes WHERE item_id = ?1 AND visitor_key = ?2) AS voted
               FROM roadmap_items WHERE id = ?1`,
          )
          .bind(itemId, visitor.visitorKey),
      );
    },

    async likeRoadmapComment(commentId: string, visitor: VisitorIdentity): Promise<VoteOutcome> {
      const inserted = await runD1("like roadmap comment", () =>
        db
          .prepare(
            `INSERT OR IGNORE INTO roadmap_comment_likes (comment_id, visitor_key, address_hash, created_at)
             SELECT id, ?2, ?3, ?4 FROM roadmap_comments WHERE id = ?1
             RETURNING comment_id`,
          )
          .bind(commentId, visitor.visitorKey, visitor.addressHash, now().toISOString())
          .first(),
      );
      if (inserted) return "counted";
      return whyNotCounted(
        "roadmap comment",
        db
          .prepare(
            `SELECT EXISTS (SELECT 1 FROM roadmap_comment_likes WHERE comment_id = ?1 AND visitor_key = ?2) AS voted
               FROM roadmap_comments WHERE id = ?1`,
          )
          .bind(commentId, visitor.visitorKey),
      );
    },

    async addRoadmapComment(input: NewRoadmapComment) {
      const row = await runD1("add roadmap comment", () =>
        db
          .prepare(
            `INSERT INTO roadmap_comments (id, item_id, author_name, content, likes, created_at)
             SELECT ?1, id, ?3, ?4, 0, ?5 FROM roadmap_items WHERE id = ?2
             RETURNING id, item_id, author_name, content, likes, created_at`,
          )
          .bind(crypto.randomUUID(), input.itemId, input.authorName, input.content, now().toISOString())
          .first<RoadmapCommentRow>(),
      );
      return row ? toRoadmapComment(row) : null;
    },
  };
}
/**
 * Why a vote or like was ignored, from a query answering `voted` (this cookie's) for the
 * target's row: no row is a target that does not exist; otherwise, when this cookie has not
 * voted, the address had used up its votes.
 */
async function whyNotCounted(what: string, query: D1PreparedStatement): Promise<VoteOutcome> {
  const row = await runD1(`find ${what}`, () => query.first<{ voted: number }>());
  if (!row) return "not-found";
  return row.voted ? "already-counted" : "address-limit";
}

