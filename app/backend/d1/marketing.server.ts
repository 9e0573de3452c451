import type { AuditRequestInput, MarketingPort } from "../marketing";
import { toPricingFeature, type Row } from "../rows.server";
import { runD1, type D1Context } from "./context.server";
import { leadEventStatement } from "./lead-events.server";
import { jsonOrNull as json } from "./lead-events.server";

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
      // The request and its event in one batch (one transaction): both or neither.
      await runD1("submit audit request", () =>
        db.batch([
          db
            .prepare(
              `INSERT INTO audit_requests (id, property_url, name, email, locale, status, created_at, page, source)
               VALUES (?1, ?2, ?3, ?4, ?5, 'new', ?6, ?7, ?8)`
            )
            .bind(id, input.propertyUrl, input.name, input.email, input.locale, at, json(input.from?.page), json(input.from?.source)),
          leadEventStatement(db, {
            type: "audit_request.created",
            at,
            data: { id, property_url: input.propertyUrl, name: input.name, email: input.email, locale: input.locale, created_at: at, page: input.from?.page ?? null, source: input.from?.source ?? null },
          }),
        ])
      );
      return { id };
    },
  };
}
