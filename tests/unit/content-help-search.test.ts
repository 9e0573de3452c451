import { describe, expect, it } from "vitest";
import { foldForSearch } from "~/backend/help-search";
import { cleanHelpQuery } from "~/features/content/help/search";

// The search box's query and the folding both sides of a match agree on. The search
// itself is each backend's (help-search-analysis.test.ts, the D1 and Postgres tests).

describe("help search query", () => {
  it("folds spacing and marks", () => {
    expect(foldForSearch("  Ação   Rápida ")).toBe("acao rapida");
    expect(foldForSearch("CALENDÁRIO")).toBe("calendario");
  });

  it("cleans the query: trimmed, inner spaces collapsed, at most 100 characters", () => {
    expect(cleanHelpQuery("  sync   calendar ")).toBe("sync calendar");
    expect(cleanHelpQuery(null)).toBe("");
    expect(cleanHelpQuery("x".repeat(300))).toHaveLength(100);
  });
});
