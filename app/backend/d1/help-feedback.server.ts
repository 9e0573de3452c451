import type { HelpFeedback, HelpFeedbackPort } from "../content";
import { runD1, type D1Context } from "./context.server";
import { isPublic } from "./localized.server";
import { helpFeedbackPayload } from "~/leads/payloads";
import { insertLeadRow, leadEventStatement, leadRow } from "./lead-writes.server";

/**
 * "Was this article helpful?" on D1 (migrations/0008_help_feedback.sql). One batch: the row is
 * written only when a published article has the slug, a second answer from the same visitor
 * replaces the first, and the answer's event goes with it.
 */
export function d1HelpFeedback({ db, now }: D1Context): HelpFeedbackPort {
  return {
    async recordHelpFeedback(feedback: HelpFeedback) {
      const at = now().toISOString();
      const lead = helpFeedbackPayload(feedback);
      const keys = { article_slug: lead.article_slug, visitor_key: feedback.visitorKey };
      const [result] = await runD1("record help feedback", () =>
        db.batch([
          // A second answer from the same visitor replaces the first (keeping when they first answered).
          insertLeadRow(db, "help_feedback", leadRow("help_feedback.created", lead, { visitor_key: feedback.visitorKey, created_at: at, updated_at: at }), {
            where: { sql: `SELECT 1 FROM help_articles h WHERE h.slug = ? AND ${isPublic("h")}`, params: [lead.article_slug] },
            conflict: { on: ["article_slug", "visitor_key"], keep: ["created_at"] },
          }),
          // Its event in the same batch, only when the answer was stored (a published article).
          leadEventStatement(db, {
            type: "help_feedback.created",
            payload: lead,
            at,
            exists: { sql: "SELECT 1 FROM help_feedback WHERE article_slug = ? AND visitor_key = ? AND updated_at = ?", params: [keys.article_slug, keys.visitor_key, at] },
          }),
        ]),
      );
      return result && result.meta.changes > 0 ? "recorded" : "not-found";
    },
  };
}
