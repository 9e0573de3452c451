import { describe, expect, it } from "vitest";
import { comparisonCell, groupByCategory, type ComparisonRow } from "~/features/marketing/pricing/comparison";
import seed from "../../seed/marketing-pricing_features.json";

const row = (overrides: Partial<ComparisonRow>): ComparisonRow => ({
  id: "r",
  featureName: "Feature",
  featureDescription: null,
  starterIncluded: false,
  professionalIncluded: false,
  enterpriseIncluded: false,
  starterValue: null,
  professionalValue: null,
  enterpriseValue: null,
  category: "Email",
  displayOrder: 1,
  ...overrides,
});

describe("comparison table (spec 1 §2.4, §3)", () => {
  it("groups rows by category in display_order, a category where its first row is", () => {
    const groups = groupByCategory([
      row({ id: "c", category: "Support", displayOrder: 30 }),
      row({ id: "a", category: "Email", displayOrder: 10 }),
      row({ id: "d", category: "Email", displayOrder: 40 }),
      row({ id: "b", category: "AI", displayOrder: 20 }),
    ]);
    expect(groups.map((g) => [g.category, g.rows.map((r) => r.id)])).toEqual([
      ["Email", ["a", "d"]],
      ["AI", ["b"]],
      ["Support", ["c"]],
    ]);
    expect(groupByCategory([])).toEqual([]);
  });

  it("shows a cell's value text, else a check when included, else a cross", () => {
    const r = row({ starterValue: "1,000", starterIncluded: false, professionalIncluded: true, enterpriseValue: "  " });
    expect(comparisonCell(r, "starter")).toEqual({ kind: "value", text: "1,000" });
    expect(comparisonCell(r, "professional")).toEqual({ kind: "included" });
    expect(comparisonCell(r, "enterprise")).toEqual({ kind: "excluded" });
  });

  it("has demo rows for every feature in both languages, agreeing on what each plan includes", () => {
    const byKey = new Map<string, typeof seed.rows>();
    for (const r of seed.rows) byKey.set(r.feature_key, [...(byKey.get(r.feature_key) ?? []), r]);
    for (const [key, rows] of byKey) {
      expect(rows.map((r) => r.locale).sort(), key).toEqual(["en", "pt"]);
      const [en, pt] = [rows.find((r) => r.locale === "en")!, rows.find((r) => r.locale === "pt")!];
      for (const plan of ["starter", "professional", "enterprise"] as const) {
        expect(pt[`${plan}_included`], `${key} ${plan}`).toBe(en[`${plan}_included`]);
        expect(pt[`${plan}_value`] === null, `${key} ${plan} value`).toBe(en[`${plan}_value`] === null);
      }
      expect(pt.display_order).toBe(en.display_order);
    }
  });
});
