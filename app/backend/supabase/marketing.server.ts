import type { AuditRequestInput, MarketingPort } from "../marketing";
import { toPricingFeature, type Row } from "../rows.server";
import { BackendError } from "../types";
import { answerOf, type SupabaseContext } from "./context.server";
import { auditRequestPayload } from "~/leads/payloads";

/**
 * The comparison rows are read with the publishable key (get_pricing_features runs as the
 * caller, so RLS shows published rows only); audit requests are written with the secret
 * key through submit_audit_request (supabase/migrations/20261122000200_marketing.sql).
 */
export function supabaseMarketing({ reader, writer }: SupabaseContext): MarketingPort {
  return {
    async listPricingFeatures(locale) {
      const rows = await answerOf<Row[] | null>("get_pricing_features", reader.rpc("get_pricing_features", { p_locale: locale }));
      if (!Array.isArray(rows)) throw new BackendError("Supabase get_pricing_features answered no list");
      return rows.map(toPricingFeature);
    },

    async submitAuditRequest(input: AuditRequestInput) {
      const id = await answerOf<string | null>(
        "submit_audit_request",
        writer.rpc("submit_audit_request", { p_event: auditRequestPayload(input) })
      );
      if (typeof id !== "string" || id === "") {
        throw new BackendError(`Supabase submit_audit_request answered ${JSON.stringify(id)}`);
      }
      return { id };
    },
  };
}
