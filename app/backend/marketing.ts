import type { Lang } from "~/lib/i18n";
import type { AuditRequestInput } from "~/leads/payloads";

/** What a lead write takes is the lead's own (app/leads/payloads.ts builds its payload from it). */
export type { AuditRequestInput };

/**
 * Marketing pages (issue 3): the pricing comparison table and free-audit requests.
 * The AI content demo is a simulation with canned text (spec 2 §2.17) and needs no data.
 */
export interface MarketingPort {
  /**
   * The published rows of the pricing comparison table (spec 1 §3) in `locale`, with the
   * English row standing in for any feature that has no row in that language, ordered by
   * display_order (then feature key, so equal orders are stable).
   */
  listPricingFeatures(locale: Lang): Promise<PricingFeature[]>;

  /** Stores one free-audit request (spec 1 §2.3) and returns its id. */
  submitAuditRequest(input: AuditRequestInput): Promise<{ id: string }>;
}

/** One row of the feature comparison table; a cell shows its value, else a check or a cross. */
export interface PricingFeature {
  id: string;
  /** The same feature in every language (rows of one feature share it). */
  featureKey: string;
  locale: Lang;
  featureName: string;
  featureDescription: string | null;
  starterIncluded: boolean;
  professionalIncluded: boolean;
  enterpriseIncluded: boolean;
  starterValue: string | null;
  professionalValue: string | null;
  enterpriseValue: string | null;
  category: string;
  displayOrder: number;
}

