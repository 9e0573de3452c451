import { commentPageOf, parseCommentId } from "../roadmap-comments";
import type { RoadmapCommentStatus, RoadmapItem, RoadmapPort, VisitorIdentity, VoteOutcome } from "../engagement";
import { BackendError } from "../types";
import { toRoadmapComment, type Row } from "../rows.server";
import { answerOf, type SupabaseContext } from "./context.server";
import { roadmapCommentPayload } from "~/leads/payloads";

interface RoadmapItemRow {
  id: number;
  title: string;
  description: string | null;
  category: string | null;
  status: string | null;
  upvotes: number | null;
  created_at: string;
  roadmap_comments?: Array<{ count: number }>;
  translations?: Array<{
    title: string;
    description: string | null;
    category: string | null;
  }>;
}

const roadmapItemColumns =
  "id, title, description, category, status, upvotes, created_at, roadmap_comments(count), translations:roadmap_item_translations(locale, title, description, category)";

function toRoadmapItem(row: RoadmapItemRow): RoadmapItem {
  const translation = row.translations?.[0];
  return {
    id: Number(row.id),
    title: translation?.title ?? row.title,
    description: translation?.description ?? row.description ?? "",
    category: translation?.category ?? row.category,
    status: row.status ?? "Backlog",
    upvotes: row.upvotes ?? 0,
    commentCount: row.roadmap_comments?.[0]?.count ?? 0,
    createdAt: row.created_at,
  };
}

function voteOutcome(what: string, value: unknown): VoteOutcome {
  if (value === "counted" || value === "already-counted" || value === "address-limit" || value === "not-found") return value;
  throw new BackendError(`Supabase ${what} answered ${JSON.stringify(value)}`);
}

/** The roadmap on Supabase: public reads with the publishable key (RLS), votes, likes and comments through the service-role functions. */
export function supabaseRoadmap({ reader, writer }: SupabaseContext): RoadmapPort {
  /** One upvote or like, through its service-role function, which answers the outcome. */
  async function countOnce(fn: string, target: Record<string, number | string>, visitor: VisitorIdentity): Promise<VoteOutcome> {
    const outcome = await answerOf<unknown>(
      fn,
      writer.rpc(fn, { ...target, p_visitor_key: visitor.visitorKey, p_address_hash: visitor.addressHash }),
    );
    return voteOutcome(fn, outcome);
  }

  return {
    async listRoadmapItems(locale) {
      const rows = await answerOf<RoadmapItemRow[]>(
        "roadmap_items",
        reader
          .from("roadmap_items")
          .select(roadmapItemColumns)
          .eq("translations.locale", locale)
          .order("created_at", { ascending: false })
          .order("id", { ascending: false })
      );
      return (rows ?? []).map(toRoadmapItem);
    },

    async getRoadmapItem(id, locale) {
      const row = await answerOf<RoadmapItemRow | null>(
        "roadmap_items",
        reader.from("roadmap_items").select(roadmapItemColumns).eq("translations.locale", locale).eq("id", id).maybeSingle()
      );
      return row ? toRoadmapItem(row) : null;
    },

    async listRoadmapComments(itemId, { before, limit }) {
      // Comment ids are UUIDs here; anything else cannot name a comment of this item.
      if (before !== null && parseCommentId(before) === null) return null;
      const page = await answerOf<{ comments: Row[]; newer: number } | null>(
        "get_roadmap_comments_page",
        reader.rpc("get_roadmap_comments_page", {
          p_item_id: itemId,
          p_before: before,
          p_limit: limit + 1,
        })
      );
      if (!page) return null;
      return commentPageOf((page.comments ?? []).map(toRoadmapComment), limit, Number(page.newer ?? 0));
    },

    async roadmapVotesOf(itemId, visitor) {
      if (visitor.visitorKey === null) return { itemVoted: false, likedCommentIds: [] };
      const rows = await answerOf<Array<{ item_voted: boolean; liked_comment_ids: string[] | null }>>(
        "get_roadmap_votes_of_visitor",
        writer.rpc("get_roadmap_votes_of_visitor", {
          p_item_id: itemId,
          p_visitor_key: visitor.visitorKey,
        })
      );
      const row = Array.isArray(rows) ? rows[0] : rows;
      return {
        itemVoted: row?.item_voted === true,
        likedCommentIds: row?.liked_comment_ids ?? [],
      };
    },

    upvoteRoadmapItem(itemId, visitor) {
      return countOnce("upvote_roadmap_item", { p_item_id: itemId }, visitor);
    },

    likeRoadmapComment(commentId, visitor) {
      return countOnce("like_roadmap_comment", { p_comment_id: commentId }, visitor);
    },

    async addRoadmapComment(input) {
      const rows = await answerOf<Row[] | Row | null>(
        "add_roadmap_comment",
        writer.rpc("add_roadmap_comment", { p_event: roadmapCommentPayload(input) })
      );
      const row = Array.isArray(rows) ? rows[0] : rows;
      return row ? toRoadmapComment(row) : null;
    },

    async getRoadmapCommentForModeration(id) {
      const row = await answerOf<Row | null>(
        "roadmap_comments",
        writer.from("roadmap_comments").select("id, item_id, author_name, content, likes, created_at, status").eq("id", id).maybeSingle()
      );
      return row ? { ...toRoadmapComment(row), status: String(row.status) as RoadmapCommentStatus } : null;
    },

    async moderateRoadmapComment(id, action) {
      const answer = await answerOf<string | null>(
        "moderate_roadmap_comment",
        writer.rpc("moderate_roadmap_comment", { p_comment_id: id, p_action: action })
      );
      return answer === "done" || answer === "unchanged" ? answer : "not-found";
    },
  };
}
