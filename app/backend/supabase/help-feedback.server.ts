import type { HelpFeedback, HelpFeedbackPort } from "../content";
import { BackendError } from "../types";
import { answerOf, type SupabaseContext } from "./context.server";
import { helpFeedbackPayload } from "~/leads/payloads";

/**
 * "Was this article helpful?" on Supabase: `record_help_feedback`, which only the secret key
 * may execute (supabase/migrations/20261123000300_help_feedback.sql).
 */
export function supabaseHelpFeedback({ writer }: SupabaseContext): HelpFeedbackPort {
  return {
    async recordHelpFeedback(feedback: HelpFeedback) {
      const outcome = await answerOf<unknown>(
        "record_help_feedback",
        // The visitor's key beside the payload: the row keeps it, the event does not.
        writer.rpc("record_help_feedback", { p_event: helpFeedbackPayload(feedback), p_visitor_key: feedback.visitorKey }),
      );
      if (outcome === "recorded" || outcome === "not-found") return outcome;
      throw new BackendError(`Supabase record_help_feedback answered ${JSON.stringify(outcome)}`);
    },
  };
}
