import { cleanSearchText } from "~/lib/text-clean";
import type { HelpSearchMiss, HelpSearchMissPort } from "../content";
import { answerOf, type SupabaseContext } from "./context.server";

/**
 * Help searches that found nothing, through record_help_search_miss
 * (supabase/migrations/20261123000200_help_search_misses.sql), which only the secret key may run.
 */
export function supabaseHelpMisses({ writer }: SupabaseContext): HelpSearchMissPort {
  return {
    async recordHelpSearchMiss({ query: typed, locale }: HelpSearchMiss) {
      // Postgres refuses a NUL in text; no control character or escape is stored either.
      const query = cleanSearchText(typed);
      if (!query) return;
      await answerOf("record_help_search_miss", writer.rpc("record_help_search_miss", { p_query: query, p_locale: locale }));
    },
  };
}
