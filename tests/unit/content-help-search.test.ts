import { describe, expect, it } from "vitest";
import { foldForSearch } from "~/lib/search-text";
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

describe("help search query, hostile (issue 23 item 8, issue 20 item 3)", () => {
  it("is cleaned with the form fields' rules: no control characters, escapes, bidi overrides or NUL", () => {
    expect(cleanHelpQuery("calendar\u0000sync")).toBe("calendarsync");
    expect(cleanHelpQuery("\u001b[31mred\u001b[0m \u0007bell")).toBe("[31mred[0m bell");
    expect(cleanHelpQuery("in\u202Evoice\u2066")).toBe("invoice");
    expect(cleanHelpQuery("tab\tand\r\nbreaks")).toBe("tab and breaks");
    expect(cleanHelpQuery("\u0000\u0000\u0000")).toBe("");
    expect(cleanHelpQuery("\u0085\u009b2J\uFEFF")).toBe("2J");
    // Decomposed accents are put in NFC, as typed text is everywhere else.
    expect(cleanHelpQuery("calenda\u0301rio")).toBe("calendário");
  });

  it("never ends on half of a surrogate pair when it cuts at 100 UTF-16 units", () => {
    const cut = cleanHelpQuery(`${"x".repeat(99)}😀tail`);
    expect(cut).toBe("x".repeat(99));
    expect(cleanHelpQuery(`${"x".repeat(98)}😀tail`)).toBe(`${"x".repeat(98)}😀`);
    expect(cleanHelpQuery("\uD800lone\uDFFF")).toBe("lone");
  });
});

