import * as z from "zod/mini";
import { maxUnits, multiLine, singleLine } from "~/lib/text-fields";

/** The board's four columns in order (spec 2 §2.8); anything else is shown in Backlog. */
export const roadmapStatuses = ["Backlog", "Next Up", "In Progress", "Done"] as const;
export type RoadmapStatusName = (typeof roadmapStatuses)[number];

/** The translation key of each column's heading in the "roadmap" namespace. */
export const statusKeys: Record<RoadmapStatusName, string> = {
  Backlog: "status.backlog",
  "Next Up": "status.nextUp",
  "In Progress": "status.inProgress",
  Done: "status.done",
};

export function boardStatusOf(status: string): RoadmapStatusName {
  return (roadmapStatuses as readonly string[]).includes(status) ? (status as RoadmapStatusName) : "Backlog";
}

/** The items of each column, keeping the order they came in (newest first). */
export function boardColumns<T extends { status: string }>(items: T[]): Record<RoadmapStatusName, T[]> {
  const columns = Object.fromEntries(roadmapStatuses.map((status) => [status, [] as T[]])) as Record<
    RoadmapStatusName,
    T[]
  >;
  for (const item of items) columns[boardStatusOf(item.status)].push(item);
  return columns;
}

/** What the visitor can post from an item's dialog. */
export const roadmapIntents = ["upvote", "like", "comment"] as const;
export type RoadmapIntent = (typeof roadmapIntents)[number];

/** Caps on a comment (docs/decisions/0303-roadmap-comments.md). */
export const commentLimits = { authorName: 60, content: 1000 } as const;

/** The name stored when the visitor leaves it empty (spec 2 §5), shown translated. */
export const anonymousAuthor = "Anonymous";

export const commentSchema = z.object({
  authorName: z.optional(
    z.string().check(singleLine(), z.trim(), maxUnits(commentLimits.authorName, "authorNameTooLong")),
  ),
  content: z
    .string({ error: "contentRequired" })
    .check(
      multiLine(),
      z.trim(),
      z.minLength(1, "contentRequired"),
      maxUnits(commentLimits.content, "contentTooLong"),
    ),
});
export type CommentInput = z.infer<typeof commentSchema>;

/** Spec 2 §5: an empty name becomes 'Anonymous' in the call. */
export function authorNameForCall(name: string | undefined): string {
  const trimmed = (name ?? "").trim();
  return trimmed === "" ? anonymousAuthor : trimmed;
}

/** A roadmap item id from the URL: a positive whole number, or null. */
export function parseItemId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,14}$/.test(value)) return null;
  return Number(value);
}

/** Comments per page of an item's dialog (docs/decisions/0307-roadmap-comment-pages.md). */
export const commentPageSize = 20;

/**
 * Ids of the board and the item dialog's parts. The forms name the ones their in-place post
 * refreshes (`data-refresh`; app/enhance/forms.ts swaps them for the same ids in a fresh
 * copy of the page) and the anchor a plain post comes back to; the server knows none.
 */
export const boardId = "roadmap-board";
export const commentsId = "comments";
export const commentFormId = (itemId: number) => `roadmap-comment-${itemId}`;
export const upvoteFormId = (itemId: number) => `roadmap-upvote-${itemId}`;
