import type { Lang } from "~/lib/i18n";
import type { AuditRequestInput, MarketingPort, PricingFeature } from "../marketing";
import { BackendError } from "../types";
import { answerOf, type SupabaseContext } from "./context.server";

interface PricingFeatureRecord {
  id: string;
  feature_key: string;
  locale: Lang;
  feature_name: string;
  feature_description: string | null;
  starter_included: boolean;
  professional_included: boolean;
  enterprise_included: boolean;
  starter_value: string | null;
  professional_value: string | null;
  enterprise_value: string | null;
  category: string;
  display_order: number;
}

/**
 * The comparison rows are read with the publishable key (get_pricing_features runs as the
 * caller, so RLS shows published rows only); audit requests are written with the secret
 * key through submit_audit_request (supabase/migrations/20261122000200_marketing.sql).
 */
export function supabaseMarketing({ reader, writer }: SupabaseContext): MarketingPort {
  return {
    async listPricingFeatures(locale) {
      const rows = await answerOf<PricingFeatureRecord[] | null>(
        "get_pricing_features",
        reader.rpc("get_pricing_features", { p_locale: locale }),
      );
      if (!Array.isArray(rows)) throw new BackendError("Supabase get_pricing_features answered no list");
      return rows.map(
        (row): PricingFeature => ({
          id: String(row.id),
          featureKey: String(row.feature_key),
          locale: row.locale === "pt" ? "pt" : "en",
          featureName: String(row.feature_name ?? ""),
          featureDescription: row.feature_description ?? null,
          starterIncluded: row.starter_included === true,
          professionalIncluded: row.professional_included === true,
          enterpriseIncluded: row.enterprise_included === true,
          starterValue: row.starter_value ?? null,
          professionalValue: row.professional_value ?? null,
          enterpriseValue: row.enterprise_value ?? null,
          category: String(row.category ?? ""),
          displayOrder: Number(row.display_order ?? 0),
        }),
      );
    },

    async submitAuditRequest(input: AuditRequestInput) {
      const id = await answerOf<string | null>(
        "submit_audit_request",
        writer.rpc("submit_audit_request", {
          p_property_url: input.propertyUrl,
          p_name: input.name,
          p_email: input.email,
          p_locale: input.locale,
        }),
      );
      if (typeof id !== "string" || id === "") {
        throw new BackendError(`Supabase submit_audit_request answered ${JSON.stringify(id)}`);
      }
      return { id };
    },
  };
}
