import type { IntegrationsPort } from "../integrations";
import { toIntegrations } from "../integration-rows.server";
import { text, type Row } from "../rows.server";
import { runD1, type D1Context } from "./context.server";

/** A published row with its text in the reader's language where a translation exists (?1). */
const integrationSelect = `
  SELECT i.slug, i.name, i.kind, i.status, i.roadmap_item_id,
         CASE WHEN t.integration_slug IS NULL THEN 'en' ELSE t.locale END AS locale,
         COALESCE(t.summary, i.summary) AS summary,
         COALESCE(t.syncs, i.syncs) AS syncs,
         COALESCE(t.connect_steps, i.connect_steps) AS connect_steps
    FROM integrations i
    LEFT JOIN integration_translations t ON t.integration_slug = i.slug AND t.locale = ?1
   WHERE i.is_published = 1`;

/** The integrations directory on D1 (migrations/0025_integrations.sql). */
export function d1Integrations({ db }: D1Context): IntegrationsPort {
  return {
    async listIntegrations(locale) {
      const { results } = await runD1("list integrations", () =>
        db.prepare(`${integrationSelect} ORDER BY i.display_order, i.name, i.slug`).bind(locale).all<Row>()
      );
      return toIntegrations(results);
    },

    async getIntegration(slug, locale) {
      const row = await runD1("get integration", () => db.prepare(`${integrationSelect} AND i.slug = ?2`).bind(locale, slug).first<Row>());
      return row ? (toIntegrations([row])[0] ?? null) : null;
    },

    async listIntegrationsOfRoadmapItem(itemId) {
      const { results } = await runD1("list integrations of roadmap item", () =>
        db
          .prepare("SELECT slug, name FROM integrations WHERE is_published = 1 AND roadmap_item_id = ?1 ORDER BY name, slug")
          .bind(itemId)
          .all<Row>()
      );
      return results.map((row) => ({ slug: text(row.slug), name: text(row.name) }));
    },
  };
}
