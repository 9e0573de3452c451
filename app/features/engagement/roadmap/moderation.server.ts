import type { ModerationAction } from "~/backend/types";
import { localizePath, type Lang } from "~/lib/i18n";
import { signToken, verifyToken } from "~/server/signed-token.server";
import { parseCommentId } from "~/backend/roadmap-comments";
import { moderationActions } from "~/features/engagement/roadmap/moderation";

/**
 * Signed moderation links (decision 0029): `roadmap_comment.created` carries an approve and
 * a hide link, each a token naming the comment and the action, signed with SESSION_SECRET
 * and valid for 7 days. They open /roadmap/moderate, whose POST does what the token says.
 */
export const moderationTokenSeconds = 7 * 24 * 60 * 60;
const purpose = "roadmap-comment-moderation";

export function moderationToken(secret: string, commentId: string, action: ModerationAction, now: Date = new Date()) {
  return signToken(secret, purpose, [commentId, action], moderationTokenSeconds, now);
}

export interface ModerationOrder {
  commentId: string;
  action: ModerationAction;
}

/** What a valid, unexpired token orders; null for anything else. */
export async function readModerationToken(
  secret: string,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<ModerationOrder | null> {
  const fields = await verifyToken(secret, purpose, token, now);
  if (!fields || fields.length !== 2) return null;
  const commentId = parseCommentId(fields[0] ?? null);
  const action = moderationActions.find((known) => known === fields[1]);
  return commentId && action ? { commentId, action } : null;
}

/** The approve and hide links of a new comment, on `origin` (SITE_URL, or the request's origin locally). */
export async function moderationLinks(secret: string, origin: string, commentId: string, lang: Lang, now: Date = new Date()) {
  const link = async (action: ModerationAction) =>
    `${origin}${localizePath("/roadmap/moderate", lang)}?token=${await moderationToken(secret, commentId, action, now)}`;
  return { approveUrl: await link("publish"), hideUrl: await link("hide") };
}
