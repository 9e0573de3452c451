import type { SubmissionResult } from "@conform-to/react";
import * as z from "zod/mini";
import { helpFeedbackCommentMax } from "~/backend/content";
import { maxUnits, multiLine } from "~/lib/text-fields";

/**
 * "Was this article helpful?" under every help article (docs/decisions/0211-helpful-feedback.md):
 * Yes or No, then after No an optional comment. Both forms post `helpful`; the comment form
 * also posts `comment` (empty when the visitor sends nothing), which is how the action tells
 * the two apart.
 */
export const helpFeedbackAnswers = ["yes", "no"] as const;

export const helpFeedbackSchema = z
  .object({
    helpful: z.enum(helpFeedbackAnswers, "invalid"),
    comment: z.optional(z.string().check(multiLine(), z.trim(), maxUnits(helpFeedbackCommentMax, "commentTooLong"))),
  })
  // A comment says what was missing: it comes only with a No.
  .check(z.refine((value) => value.helpful === "no" || !value.comment, { message: "invalid", path: ["comment"] }));

/**
 * The three steps, each an element of the article dialog (the view's ids). After a plain
 * post, the flash (a stored answer) or the action's data (a refused one) names the step to
 * show (`helpFeedbackFormName`) and its reply.
 */
export const helpFeedbackIds = {
  section: "help-feedback",
  ask: "help-feedback-ask",
  comment: "help-feedback-comment",
  thanks: "help-feedback-thanks",
} as const;
export type HelpFeedbackStep = "ask" | "comment" | "thanks";

/** How the answer names a step: the step itself, under the area's prefix (the flash serves every form of a page). */
export const helpFeedbackFormName = (step: HelpFeedbackStep) => `helpFeedback.${step}`;

/** A refused plain post: the dialog renders again with the step's messages and what was typed. */
export interface HelpFeedbackActionData {
  helpFeedback: { id: string; reply: SubmissionResult<string[]> };
}
