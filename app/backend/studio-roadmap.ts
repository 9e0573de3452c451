import type { StudioActor } from "./studio";

/**
 * The studio's held comments and roadmap items (issue 43 item 3, decision 0504): the port both
 * adapters implement. Every write takes the actor and records its audit entry in the same
 * batch (D1) or function (Supabase).
 */

/** A roadmap comment held for review (decision 0029: it carries a link), with its item's English title. */
export interface HeldComment {
  id: string;
  itemId: number;
  itemTitle: string;
  authorName: string;
  content: string;
  createdAt: string;
}

/**
 * Who the audit log names for a decision made by a signed moderation link (decision 0029): the
 * link has no person behind it that the site knows, only whoever the event reached.
 */
export const moderationLinkActor = { email: "moderation link", role: "link" } as const;

/** What a moderator decides: approve (held → published) or reject (held → hidden). */
export type CommentDecision = "approve" | "reject";

/** One language's words of an item (English is the row itself, Portuguese its translation). */
export interface RoadmapItemWords {
  title: string;
  description: string;
  category: string | null;
}

/** What the studio's item form edits: every field the public roadmap shows, both languages. */
export interface RoadmapItemInput {
  en: RoadmapItemWords;
  pt: RoadmapItemWords;
  status: string;
  /** When it shipped (YYYY-MM-DD), only with status Done. */
  shippedOn: string | null;
}

export interface StudioRoadmapItem extends RoadmapItemInput {
  id: number;
  upvotes: number;
  /** Published comments (what the public page counts). */
  commentCount: number;
  heldCount: number;
  createdAt: string;
  /** False when the item has no Portuguese row yet (the site shows the English words on /pt). */
  hasPortuguese: boolean;
}

export interface StudioRoadmapPort {
  /**
   * Up to `limit` held comments oldest first, after the comment `after` (keyset on created_at,
   * id; that comment may have been decided since, it still marks the place).
   */
  listHeldComments(page: { after: string | null; limit: number }): Promise<HeldComment[]>;
  /**
   * Decides each comment of `ids` that is still held, with one audit entry each, all in one
   * write; answers the ids it changed (a comment decided already, or unknown, is left as it is).
   */
  decideHeldComments(ids: readonly string[], decision: CommentDecision, actor: StudioActor): Promise<string[]>;
  /** Up to `limit` items, newest id first, below `before`. */
  listStudioRoadmapItems(page: { before: number | null; limit: number }): Promise<StudioRoadmapItem[]>;
  getStudioRoadmapItem(id: number): Promise<StudioRoadmapItem | null>;
  /** Adds (id null) or changes an item and its Portuguese words; answers its id, or null when `id` names no item. */
  saveStudioRoadmapItem(id: number | null, input: RoadmapItemInput, actor: StudioActor): Promise<number | null>;
}

/** What an item's audit entry says: what was added, or which status it moved between. */
export function roadmapAuditDetail(before: Pick<StudioRoadmapItem, "status" | "shippedOn"> | null, input: RoadmapItemInput): string {
  const status = `${input.status}${input.shippedOn ? ` (shipped ${input.shippedOn})` : ""}`;
  if (!before) return `added "${input.en.title}" as ${status}`;
  const was = `${before.status}${before.shippedOn ? ` (shipped ${before.shippedOn})` : ""}`;
  return was === status ? `edited "${input.en.title}"` : `"${input.en.title}": ${was} → ${status}`;
}
