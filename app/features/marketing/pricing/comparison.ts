import type { PricingFeature } from "~/backend/types";

/**
 * The feature comparison table (spec 1 §2.4, §3): rows grouped by category in
 * display_order, and what each cell shows.
 */
/** A row as the table needs it: the backend's row without what only the backend uses. */
export type ComparisonRow = Omit<PricingFeature, "featureKey" | "locale">;

export const comparisonPlans = ["starter", "professional", "enterprise"] as const;
export type ComparisonPlan = (typeof comparisonPlans)[number];

export interface ComparisonGroup<Row extends ComparisonRow = ComparisonRow> {
  category: string;
  rows: Row[];
}

/**
 * Rows sorted by display_order, grouped by category; a category sits where its first
 * row does, so the table follows display_order even when a category's rows are apart.
 */
export function groupByCategory<Row extends ComparisonRow>(rows: readonly Row[]): ComparisonGroup<Row>[] {
  const sorted = [...rows].sort((a, b) => a.displayOrder - b.displayOrder);
  const groups = new Map<string, Row[]>();
  for (const row of sorted) {
    const group = groups.get(row.category);
    if (group) group.push(row);
    else groups.set(row.category, [row]);
  }
  return [...groups].map(([category, grouped]) => ({ category, rows: grouped }));
}

export type ComparisonCell = { kind: "value"; text: string } | { kind: "included" } | { kind: "excluded" };

/** A cell shows its value text if present, otherwise a check if included, otherwise a cross. */
export function comparisonCell(row: ComparisonRow, plan: ComparisonPlan): ComparisonCell {
  const value = row[`${plan}Value`]?.trim();
  if (value) return { kind: "value", text: value };
  return row[`${plan}Included`] ? { kind: "included" } : { kind: "excluded" };
}
