import type { AuditRequestInput, MarketingPort } from "../marketing";
import { toPricingFeature, type Row } from "../rows.server";
import { runD1, type D1Context } from "./context.server";
import { auditRequestPayload } from "~/leads/payloads";
import { insertLeadRow, leadEventStatement, leadRow } from "./lead-writes.server";

/** The pricing comparison rows and free-audit requests on D1 (schema: migrations/0002_marketing.sql). */
export function d1Marketing({ db, now }: D1Context): MarketingPort {
  return {
    async listPricingFeatures(locale) {
      const { results } = await runD1("list pricing features", () =>
        db
          .prepare(
            `SELECT id, feature_key, locale, feature_name, feature_description,
                    starter_included, professional_included, enterprise_included,
                    starter_value, professional_value, enterprise_value, category, display_order
               FROM pricing_features AS p
              WHERE p.is_published = 1
                AND (p.locale = ?1
                     OR (p.locale = 'en' AND NOT EXISTS (
                           SELECT 1 FROM pricing_features AS t
                            WHERE t.feature_key = p.feature_key AND t.locale = ?1 AND t.is_published = 1)))
              ORDER BY p.display_order, p.feature_key`
          )
          .bind(locale)
          .all<Row>()
      );
      return results.map(toPricingFeature);
    },

    async submitAuditRequest(input: AuditRequestInput) {
      const id = crypto.randomUUID();
      const at = now().toISOString();
      const lead = auditRequestPayload(input);
      // The request and its event in one batch (one transaction): both or neither.
      await runD1("submit audit request", () =>
        db.batch([
          insertLeadRow(db, "audit_requests", leadRow("audit_request.created", lead, { id, created_at: at })),
          leadEventStatement(db, { type: "audit_request.created", payload: lead, id, at }),
        ])
      );
      return { id };
    },
  };
}
