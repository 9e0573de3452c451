import type { Lang } from "~/lib/i18n";
import type { AuditRequestInput, MarketingPort, PricingFeature } from "../marketing";
import { runD1, type D1Context } from "./context.server";

interface PricingFeatureRecord {
  id: string;
  feature_key: string;
  locale: Lang;
  feature_name: string;
  feature_description: string | null;
  starter_included: number;
  professional_included: number;
  enterprise_included: number;
  starter_value: string | null;
  professional_value: string | null;
  enterprise_value: string | null;
  category: string;
  display_order: number;
}

export function pricingFeatureFromRecord(record: PricingFeatureRecord): PricingFeature {
  return {
    id: record.id,
    featureKey: record.feature_key,
    locale: record.locale,
    featureName: record.feature_name,
    featureDescription: record.feature_description,
    starterIncluded: Boolean(record.starter_included),
    professionalIncluded: Boolean(record.professional_included),
    enterpriseIncluded: Boolean(record.enterprise_included),
    starterValue: record.starter_value,
    professionalValue: record.professional_value,
    enterpriseValue: record.enterprise_value,
    category: record.category,
    displayOrder: record.display_order,
  };
}

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
              ORDER BY p.display_order, p.feature_key`,
          )
          .bind(locale)
          .all<PricingFeatureRecord>(),
      );
      return results.map(pricingFeatureFromRecord);
    },

    async submitAuditRequest(input: AuditRequestInput) {
      const id = crypto.randomUUID();
      await runD1("submit audit request", () =>
        db
          .prepare(
            `INSERT INTO audit_requests (id, property_url, name, email, locale, status, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, 'new', ?6)`,
          )
          .bind(id, input.propertyUrl, input.name, input.email, input.locale, now().toISOString())
          .run(),
      );
      return { id };
    },
  };
}
