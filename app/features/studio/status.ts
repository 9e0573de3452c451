import type { StudioPiece, StudioStatus } from "~/backend/studio";

/** Where a piece in one language stands, as the lists show and filter it (decision 0501). */
export function statusOf(piece: StudioPiece, now: Date): StudioStatus {
  if (piece.isPublished) return piece.publishedDate && piece.publishedDate > now.toISOString() ? "scheduled" : "published";
  if (piece.publishedRevision !== null || piece.lastPublishedAt !== null) return "unpublished";
  if (piece.reviewRevision !== null && piece.reviewRevision === piece.latestRevision) return "in_review";
  return "draft";
}

export const statusLabels: Record<StudioStatus, string> = {
  draft: "Draft",
  in_review: "In review",
  scheduled: "Scheduled",
  published: "Published",
  unpublished: "Unpublished",
};

/** A public piece with a saved revision that is not on the site yet. */
export function hasPendingChanges(piece: StudioPiece): boolean {
  return piece.isPublished && piece.latestRevision !== null && piece.latestRevision !== piece.publishedRevision;
}

export type TranslationState = "missing" | "up-to-date" | "outdated";

/**
 * One language of a piece beside the other (decision 0501): missing, up to date, or outdated
 * when the other language was published after this one's last publish.
 */
export function languageStateOf(self: StudioPiece | null, other: StudioPiece | null, now: Date = new Date()): TranslationState {
  if (!self) return "missing";
  // Only what is on the site counts: a schedule still ahead has published nothing yet.
  const otherAt = other ? lastPublishOf(other, now) : null;
  if (!otherAt) return "up-to-date";
  const selfAt = lastPublishOf(self, now);
  return !selfAt || otherAt > selfAt ? "outdated" : "up-to-date";
}

export const languageStateLabels: Record<TranslationState, string> = { missing: "Missing", "up-to-date": "Up to date", outdated: "Outdated" };

/** When the piece last became public, if that has happened by `now`. */
function lastPublishOf(piece: StudioPiece, now: Date): string | null {
  const at = piece.isPublished || piece.lastPublishedAt ? (piece.lastPublishedAt ?? piece.publishedDate ?? "") : null;
  if (at === null) return null;
  return at <= now.toISOString() ? at || "0" : null;
}
