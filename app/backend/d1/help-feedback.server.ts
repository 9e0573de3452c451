import type { HelpFeedback, HelpFeedbackPort } from "../content";
import { runD1, type D1Context } from "./context.server";

/**
 * "Was this article helpful?" on D1 (migrations/0008_help_feedback.sql). One statement: the
 * row is written only when a published article has the slug, and a second answer from the
 * same visitor replaces the first.
 */
export function d1HelpFeedback({ db, now }: D1Context): HelpFeedbackPort {
  return {
    async recordHelpFeedback({ articleSlug, locale, helpful, comment, visitorKey }: HelpFeedback) {
      const at = now().toISOString();
      const result = await runD1("record help feedback", () =>
        db
          .prepare(
            `INSERT INTO help_feedback (article_slug, visitor_key, locale, helpful, comment, created_at, updated_at)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?6
              WHERE EXISTS (SELECT 1 FROM help_articles WHERE slug = ?1 AND is_published = 1)
             ON CONFLICT (article_slug, visitor_key) DO UPDATE
               SET locale = excluded.locale, helpful = excluded.helpful, comment = excluded.comment, updated_at = excluded.updated_at`,
          )
          .bind(articleSlug, visitorKey, locale, helpful ? 1 : 0, comment || null, at)
          .run(),
      );
      return result.meta.changes > 0 ? "recorded" : "not-found";
    },
  };
}
