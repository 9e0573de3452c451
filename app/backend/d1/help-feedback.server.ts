import type { HelpFeedback, HelpFeedbackPort } from "../content";
import { runD1, type D1Context } from "./context.server";
import { leadEventStatement } from "./lead-events.server";
import { isPublic } from "./localized.server";

/**
 * "Was this article helpful?" on D1 (migrations/0008_help_feedback.sql). One statement: the
 * row is written only when a published article has the slug, and a second answer from the
 * same visitor replaces the first.
 */
export function d1HelpFeedback({ db, now }: D1Context): HelpFeedbackPort {
  return {
    async recordHelpFeedback({ articleSlug, locale, helpful, comment, visitorKey }: HelpFeedback) {
      const at = now().toISOString();
      const [result] = await runD1("record help feedback", () =>
        db.batch([
        db
          .prepare(
            `INSERT INTO help_feedback (article_slug, visitor_key, locale, helpful, comment, created_at, updated_at)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?6
              WHERE EXISTS (SELECT 1 FROM help_articles h WHERE h.slug = ?1 AND ${isPublic("h")})
             ON CONFLICT (article_slug, visitor_key) DO UPDATE
               SET locale = excluded.locale, helpful = excluded.helpful, comment = excluded.comment, updated_at = excluded.updated_at`,
          )
          .bind(articleSlug, visitorKey, locale, helpful ? 1 : 0, comment || null, at),
        // Its event in the same batch, only when the answer was stored (a published article).
        leadEventStatement(db, {
          type: "help_feedback.created",
          at,
          data: { article_slug: articleSlug, locale, helpful, comment: comment || null, created_at: at },
          exists: { sql: "SELECT 1 FROM help_feedback WHERE article_slug = ? AND visitor_key = ? AND updated_at = ?", params: [articleSlug, visitorKey, at] },
        }),
        ]),
      );
      return result && result.meta.changes > 0 ? "recorded" : "not-found";
    },
  };
}
