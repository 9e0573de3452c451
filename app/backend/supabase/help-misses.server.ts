import type { HelpSearchMiss, HelpSearchMissPort } from "../content";
import { answerOf, type SupabaseContext } from "./context.server";

/**
 * Help searches that found nothing, through record_help_search_miss
 * (supabase/migrations/20261123000200_help_search_misses.sql), which only the secret key may run.
 */
export function supabaseHelpMisses({ writer }: SupabaseContext): HelpSearchMissPort {
  return {
    async recordHelpSearchMiss({ query, locale }: HelpSearchMiss) {
      await answerOf("record_help_search_miss", writer.rpc("record_help_search_miss", { p_query: query, p_locale: locale }));
    },
  };
}
