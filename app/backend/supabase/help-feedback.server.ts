import type { HelpFeedback, HelpFeedbackPort } from "../content";
import { BackendError } from "../types";
import { answerOf, type SupabaseContext } from "./context.server";

/**
 * "Was this article helpful?" on Supabase: `record_help_feedback`, which only the secret key
 * may execute (supabase/migrations/20261123000300_help_feedback.sql).
 */
export function supabaseHelpFeedback({ writer }: SupabaseContext): HelpFeedbackPort {
  return {
    async recordHelpFeedback({ articleSlug, locale, helpful, comment, visitorKey }: HelpFeedback) {
      const outcome = await answerOf<unknown>(
        "record_help_feedback",
        writer.rpc("record_help_feedback", {
          p_article_slug: articleSlug,
          p_locale: locale,
          p_helpful: helpful,
          p_comment: comment,
          p_visitor_key: visitorKey,
        }),
      );
      if (outcome === "recorded" || outcome === "not-found") return outcome;
      throw new BackendError(`Supabase record_help_feedback answered ${JSON.stringify(outcome)}`);
    },
  };
}
