import type { IntegrationsPort } from "../integrations";
import { toIntegrations } from "../integration-rows.server";
import type { Lang } from "~/lib/i18n";
import type { Row } from "../rows.server";
import { answerOf, type SupabaseContext } from "./context.server";

interface IntegrationRow extends Row {
  translations?: Array<{ locale: string; summary: string; syncs: string[]; connect_steps: string[] }>;
}

/** RLS gives the publishable key published rows and their translations only (supabase/migrations/20261128000300_integrations.sql). */
const columns =
  "slug, name, kind, status, summary, syncs, connect_steps, roadmap_item_id, translations:integration_translations(locale, summary, syncs, connect_steps)";

/** The row with its translation's text in place of the English, when the reader's language has one. */
function localized(row: IntegrationRow): Row {
  const { translations, ...english } = row;
  const translation = translations?.[0];
  return translation ? { ...english, ...translation } : { ...english, locale: "en" };
}

/** The integrations directory on Supabase: reads with the publishable key. */
export function supabaseIntegrations({ reader }: SupabaseContext): IntegrationsPort {
  const select = (locale: Lang) => reader.from("integrations").select(columns).eq("translations.locale", locale);
  return {
    async listIntegrations(locale) {
      const rows = await answerOf<IntegrationRow[] | null>(
        "integrations",
        select(locale).order("display_order").order("name").order("slug"),
      );
      return toIntegrations((rows ?? []).map(localized));
    },

    async getIntegration(slug, locale) {
      const row = await answerOf<IntegrationRow | null>("integrations", select(locale).eq("slug", slug).maybeSingle());
      return row ? (toIntegrations([localized(row)])[0] ?? null) : null;
    },

    async listIntegrationsOfRoadmapItem(itemId) {
      const rows = await answerOf<Array<{ slug: string; name: string }> | null>(
        "integrations",
        reader.from("integrations").select("slug, name").eq("roadmap_item_id", itemId).order("name").order("slug"),
      );
      return (rows ?? []).map(({ slug, name }) => ({ slug, name }));
    },
  };
}
