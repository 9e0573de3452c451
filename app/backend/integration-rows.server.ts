import { isIntegrationKind, isIntegrationStatus, type Integration } from "./integrations";
import { stringList } from "./content-rows.server";
import { lang, text, type Row } from "./rows.server";

/**
 * An integration as both adapters read it (the translation's text already chosen): D1 gives
 * the lists as JSON text, Postgres as text[]. Null for a kind or status the site does not know
 * (the tables' checks refuse them): such a row is left out rather than shown under no filter.
 */
export function toIntegration(row: Row): Integration | null {
  const { kind, status } = row;
  if (!isIntegrationKind(kind) || !isIntegrationStatus(status)) return null;
  const roadmapItemId = row.roadmap_item_id == null ? null : Number(row.roadmap_item_id);
  return {
    slug: text(row.slug),
    name: text(row.name),
    kind,
    status,
    locale: lang(row.locale),
    summary: text(row.summary),
    syncs: stringList(row.syncs),
    connectSteps: stringList(row.connect_steps),
    roadmapItemId: Number.isSafeInteger(roadmapItemId) ? roadmapItemId : null,
  };
}

/** The rows the site can show, in the order read. */
export const toIntegrations = (rows: Row[]): Integration[] => rows.map(toIntegration).filter((row): row is Integration => row !== null);
