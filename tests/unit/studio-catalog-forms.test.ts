import { describe, expect, it } from "vitest";
import { toStudioChannelFee } from "~/backend/studio-catalog-rows.server";
import { feePercentOf, httpsProblem, isCalendarDate, readFeeForm, readIntegrationForm } from "~/features/studio/catalog/catalog-forms";

/** The catalog's checks (decision 0506) on the values an operator types, before any backend sees them. */
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("a fee as typed", () => {
  it("takes a percentage from 0 to 50 with two decimals at most, in either decimal mark", () => {
    expect(["0", "3", "15.5", "15,5", "15.50", "16 %", "50", "0.01"].map(feePercentOf)).toEqual(["0", "3", "15.5", "15.5", "15.5", "16", "50", "0.01"]);
    expect(["50.01", "51", "-3", "15.555", "1e1", "NaN", "Infinity", "", "15.5.5", "١٥"].map(feePercentOf)).toEqual(new Array(10).fill(null));
  });

  it("reads back from either backend without a float's tail", () => {
    expect([15.5, "15.50", 0.07, "9.25", 3, "0.10"].map((fee_percent) => toStudioChannelFee({ id: 1, channel: "vrbo", market: "all", fee_percent, checked_on: "2026-11-28" }).feePercent)).toEqual(["15.5", "15.5", "0.07", "9.25", "3", "0.1"]);
  });
});

describe("dates and links", () => {
  it("accepts only calendar dates that exist", () => {
    expect(["2026-02-28", "2024-02-29", "2026-12-31"].every(isCalendarDate)).toBe(true);
    expect(["2026-02-30", "2025-02-29", "2026-13-01", "26-01-01", "2026-1-1", "2026-01-01T00:00", ""].some(isCalendarDate)).toBe(false);
  });

  it("accepts an https address with a host, and nothing else", () => {
    expect(httpsProblem("https://www.airbnb.com/help/article/1857")).toBeNull();
    expect(httpsProblem("")).toBeNull();
    for (const bad of ["http://www.airbnb.com", "javascript:alert(1)", "https://localhost/x", "https://user:pw@example.com", "https://exa mple.com", "//example.com", `https://example.com/${"a".repeat(500)}`]) {
      expect(httpsProblem(bad), bad).not.toBeNull();
    }
  });

  it("refuses a check dated after today and names today", () => {
    const checked = readFeeForm(form({ channel: "vrbo", market: "all", feePercent: "8", checkedOn: "2026-12-03" }), "2026-12-02");
    expect(checked).toMatchObject({ ok: false, errors: { checkedOn: "The check cannot be later than today (2026-12-02)." }, values: { checkedOn: "2026-12-03" } });
  });
});

describe("an integration's form", () => {
  const fields = { name: "Guesty", kind: "channel-manager", status: "live", roadmapItemId: "6", displayOrder: "2", isPublished: "yes", summary: "Live.", syncs: " Guests \r\n\r\nStays ", connectSteps: "", ptSummary: "", ptSyncs: "", ptConnectSteps: "" };

  it("turns lines into lists, and an empty Portuguese side into no translation", () => {
    const checked = readIntegrationForm(form(fields), [6, 14]);
    expect(checked).toMatchObject({ ok: true, value: { roadmapItemId: 6, isPublished: true, en: { syncs: ["Guests", "Stays"], connectSteps: [] }, pt: null } });
  });

  it("needs a Portuguese summary once any Portuguese field is filled, and keeps what was typed", () => {
    const checked = readIntegrationForm(form({ ...fields, ptSyncs: "Hóspedes" }), [6]);
    expect(checked).toMatchObject({ ok: false, values: { ptSyncs: "Hóspedes" } });
    expect(checked.ok ? "" : checked.errors.ptSummary).toMatch(/^Enter the Portuguese summary/);
  });

  it("refuses a roadmap item that does not exist, too many lines and control characters", () => {
    const checked = readIntegrationForm(form({ ...fields, roadmapItemId: "99", syncs: Array.from({ length: 21 }, (_, i) => `Line ${i}`).join("\n"), summary: "Bell\u0007" }), [6]);
    expect(checked.ok ? {} : checked.errors).toEqual({
      roadmapItemId: "Choose a roadmap item from the list, or none.",
      syncs: "List at most 20 things that sync, one a line (now 21).",
      summary: "Remove the control characters from the summary.",
    });
  });
});
