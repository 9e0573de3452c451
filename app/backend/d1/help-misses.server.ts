import { cleanSearchText } from "~/lib/text-clean";
import type { HelpSearchMiss, HelpSearchMissPort } from "../content";
import { runD1, type D1Context } from "./context.server";

/**
 * Help searches that found nothing (migrations/0007_help_search_misses.sql): one row per
 * query and language, counted up. The table's trigger stops new queries once it holds 10,000.
 */
export function d1HelpMisses({ db, now }: D1Context): HelpSearchMissPort {
  return {
    async recordHelpSearchMiss({ query: typed, locale }: HelpSearchMiss) {
      // Never a control character or escape in the table; nothing at all when nothing is left.
      const query = cleanSearchText(typed);
      if (!query) return;
      await runD1("help search miss", () =>
        db
          .prepare(
            `INSERT INTO help_search_misses (query, locale, searches, first_seen_at, last_seen_at)
             VALUES (?1, ?2, 1, ?3, ?3)
             ON CONFLICT (query, locale) DO UPDATE SET
               searches = searches + 1,
               last_seen_at = excluded.last_seen_at`,
          )
          .bind(query, locale, now().toISOString())
          .run(),
      );
    },
  };
}
