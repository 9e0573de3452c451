import { describe, expect, it } from "vitest";
import { chosenSuggestionTitle } from "~/features/content/help/search";
import { fillText, moveActive, searchAddress, suggestionAddress, suggestionQuery } from "~/features/content/help/suggestions";

// The help search dropdown's rules, as app/features/content/help/help-search.enhance.ts and HelpSearch apply them.

describe("help search dropdown", () => {
  it("asks for a query of two characters or more, trimmed and capped like the form's", () => {
    expect(suggestionQuery("c")).toBeNull();
    expect(suggestionQuery("  c  ")).toBeNull();
    expect(suggestionQuery("  ca ")).toBe("ca");
    expect(suggestionQuery("sync   my\tcalendar")).toBe("sync my calendar");
    expect(suggestionQuery("x".repeat(140))).toHaveLength(100);
  });

  it("moves the highlight with the arrows, wrapping at both ends, and has none without matches", () => {
    expect(moveActive(-1, 3, "ArrowDown")).toBe(0);
    expect(moveActive(2, 3, "ArrowDown")).toBe(0);
    expect(moveActive(-1, 3, "ArrowUp")).toBe(2);
    expect(moveActive(0, 3, "ArrowUp")).toBe(2);
    expect(moveActive(2, 3, "ArrowUp")).toBe(1);
    expect(moveActive(-1, 0, "ArrowDown")).toBe(-1);
  });

  it("asks the same address the plain form would, and opens a choice over the search for its title", () => {
    expect(searchAddress("/pt/help-center", "calendário & sync")).toBe("/pt/help-center?q=calend%C3%A1rio%20%26%20sync");
    expect(suggestionAddress("/help-center", "calendar-not-syncing", "My calendar is not syncing")).toBe(
      "/help-center/calendar-not-syncing?q=My%20calendar%20is%20not%20syncing",
    );
  });

  it("fills the server's texts, leaving unknown placeholders as they are", () => {
    expect(fillText('No articles found for "{query}"', { query: "zebra" })).toBe('No articles found for "zebra"');
    expect(fillText("{count} artigos", { count: 3 })).toBe("3 artigos");
    expect(fillText("{other}", { count: 3 })).toBe("{other}");
  });
});

describe("'Selected article: {title}' (spec 2 §2.7)", () => {
  const articles = [
    { slug: "calendar-not-syncing", title: "My calendar is not syncing" },
    { slug: "getting-started", title: "Getting started with StayLoop" },
  ];

  it("names the dialog's article when the search is its title", () => {
    expect(chosenSuggestionTitle(articles, "calendar-not-syncing", "My calendar is not syncing")).toBe("My calendar is not syncing");
  });

  it("names nothing for another query, another article, no dialog or no query", () => {
    expect(chosenSuggestionTitle(articles, "calendar-not-syncing", "calendar")).toBeNull();
    expect(chosenSuggestionTitle(articles, "getting-started", "My calendar is not syncing")).toBeNull();
    expect(chosenSuggestionTitle(articles, null, "My calendar is not syncing")).toBeNull();
    expect(chosenSuggestionTitle(articles, "calendar-not-syncing", "")).toBeNull();
    expect(chosenSuggestionTitle(articles, "unknown", "My calendar is not syncing")).toBeNull();
  });
});
