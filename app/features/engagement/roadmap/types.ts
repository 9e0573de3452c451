import type { SubmissionResult } from "@conform-to/react";
import type { RoadmapIntent } from "~/features/engagement/roadmap/schema";
import type { Message } from "~/lib/messages";
import type { ToastMessage } from "~/lib/toast";

/** What the item route's action answers (JSON for in-place posts and for refused comments). */
export interface RoadmapActionData {
  intent: RoadmapIntent | null;
  toast?: ToastMessage;
  /** The comment form's reply: field message keys and typed values, or a reset. */
  result?: SubmissionResult<string[]>;
  /** A refusal the comment form shows under itself (rate limit, backend failure). */
  failure?: Message;
}
