import type { Lang } from "~/lib/i18n";

/** The kinds of system the product connects to (its copy names channel managers and PMSs only). */
export const integrationKinds = ["channel-manager", "pms"] as const;
export type IntegrationKind = (typeof integrationKinds)[number];

/** Where a connector stands: live, being built, or planned (hosts vote for it on the roadmap). */
export const integrationStatuses = ["live", "in-progress", "planned"] as const;
export type IntegrationStatus = (typeof integrationStatuses)[number];

/**
 * The integrations directory (issue 33 item 2, decision 0451): published rows only, each in the
 * reader's language where a translation exists and in English otherwise.
 */
export interface IntegrationsPort {
  /** Every published integration, by display_order then name. */
  listIntegrations(locale: Lang): Promise<Integration[]>;
  /** Null when no published integration has this slug. */
  getIntegration(slug: string, locale: Lang): Promise<Integration | null>;
  /** The published integrations that name this roadmap item (its page links back to them), by name. */
  listIntegrationsOfRoadmapItem(itemId: number): Promise<IntegrationRef[]>;
}

export interface IntegrationRef {
  slug: string;
  name: string;
}

export interface Integration extends IntegrationRef {
  kind: IntegrationKind;
  status: IntegrationStatus;
  /** The language of the text (English when the row has no translation in the reader's). */
  locale: Lang;
  summary: string;
  /** What syncs (or, before it is live, what will). */
  syncs: string[];
  /** How to connect it (or what to do until it is live). */
  connectSteps: string[];
  roadmapItemId: number | null;
}

export const isIntegrationKind = (value: unknown): value is IntegrationKind => integrationKinds.includes(value as IntegrationKind);
export const isIntegrationStatus = (value: unknown): value is IntegrationStatus => integrationStatuses.includes(value as IntegrationStatus);
