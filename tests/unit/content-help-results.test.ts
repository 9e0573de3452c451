import { createInstance } from "i18next";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { HelpArticleList } from "~/features/content/help/HelpArticleList";
import { highlight, matchedRanges, plainHelpText, resultSnippet, snippetLength, type Segment } from "~/features/content/help/highlight";
import { isPageSearch, missQuery } from "~/features/content/help/misses.server";
import { liveSearchHeader } from "~/features/content/help/suggestions";
import { resources } from "~/locales";

// What a help search result shows (issue 12): marked words in the title and a snippet,
// as text runs that the view renders as text and <mark>, whatever the content holds.

const marked = (segments: Segment[]) => segments.filter((segment) => segment.mark).map((segment) => segment.text);
const text = (segments: Segment[]) => segments.map((segment) => segment.text).join("");

describe("highlight", () => {
  it("marks each word whose folded form starts with a term, keeping the text as written", () => {
    const segments = highlight("Sincronização do Calendário e calendars", ["calendar", "sincroniz"]);
    expect(text(segments)).toBe("Sincronização do Calendário e calendars");
    expect(marked(segments)).toEqual(["Sincronização", "Calendário", "calendars"]);
  });

  it("does not mark a term found in the middle of a word", () => {
    expect(marked(highlight("Your calendar", ["lendar"]))).toEqual([]);
  });

  it("marks the run of words a term of several words spans, with any accent or case", () => {
    const segments = highlight("Why the Calendar  Sync is late; calendar is fine", ["calendar sync"]);
    expect(marked(segments)).toEqual(["Calendar  Sync"]);
    expect(marked(highlight("Cadastre a primeira propriedade", ["primeira prop"]))).toEqual(["primeira propriedade"]);
  });

  it("treats 'e-mail' and 'email' as one word, and matches each part of a hyphenated word", () => {
    expect(marked(highlight("Send an e-mail or an email", ["email"]))).toEqual(["e-mail", "email"]);
    expect(marked(highlight("Agradecimento pós-estadia", ["estadia"]))).toEqual(["pós-estadia"]);
    expect(marked(highlight("Send an e-mail", ["e-mail"]))).toEqual(["e-mail"]);
  });

  it("takes terms that are regular-expression characters as text", () => {
    for (const term of [".*", "(", "\\", "$^", "c++", "[", "?"]) {
      expect(marked(highlight("calendar (sync) c++ \\ $^ .* [ ?", [term]))).toEqual([]);
    }
    expect(marked(highlight("calendar (sync) [a-z]+", ["[a-z]+"]))).toEqual(["a-z"]);
    expect(marked(highlight("Is my calendar? broken", ["calendar?"]))).toEqual(["calendar"]);
  });

  it("marks nothing without terms, or with empty ones", () => {
    expect(highlight("Calendar sync", [])).toEqual([{ text: "Calendar sync", mark: false }]);
    expect(highlight("Calendar sync", ["", "   "])).toEqual([{ text: "Calendar sync", mark: false }]);
  });
});

describe("resultSnippet", () => {
  const summary = "What to check when a booking does not show up.";

  it("is the summary when the summary holds a matched word", () => {
    expect(marked(resultSnippet({ summary, body: "A booking everywhere" }, ["booking"]))).toEqual(["booking"]);
    expect(text(resultSnippet({ summary, body: "" }, ["booking"]))).toBe(summary);
  });

  it("is the body's text around its first matched word, markdown removed, when only the body holds one", () => {
    const body = `# Check the basics\n\n${"Lorem ipsum dolor sit amet. ".repeat(10)}\n\n- Wait **30 minutes** for the [calendar sync](https://example.com) to finish.\n\n${"More words after it. ".repeat(20)}`;
    const segments = resultSnippet({ summary, body }, ["calendar"]);
    expect(marked(segments)).toEqual(["calendar"]);
    const shown = text(segments);
    expect(shown).toContain("Wait 30 minutes for the calendar sync to finish.");
    expect(shown).not.toMatch(/[#*[\]()]/);
    expect(shown.startsWith("…")).toBe(true);
    expect(shown.endsWith("…")).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(snippetLength + 2);
  });

  it("is the start of the summary when neither holds a matched word (a title-only match)", () => {
    const long = `${"Word ".repeat(60)}end`;
    const segments = resultSnippet({ summary: long, body: "Nothing here" }, ["calendar"]);
    expect(marked(segments)).toEqual([]);
    expect(text(segments).startsWith("Word Word")).toBe(true);
    expect(text(segments).endsWith("…")).toBe(true);
  });

  it("cuts a very long word instead of showing it whole", () => {
    const word = "calendar".padEnd(5000, "x");
    const segments = resultSnippet({ summary: "Nothing", body: `${"a ".repeat(100)}${word} tail` }, ["calendar"]);
    expect(text(segments).length).toBeLessThanOrEqual(snippetLength + 2);
    expect(marked(segments)[0]).toMatch(/^calendarx+$/);
  });

  it("never splits a character outside the basic plane", () => {
    const body = `${"🙂".repeat(200)} calendar ${"🙂".repeat(200)}`;
    const shown = text(resultSnippet({ summary: "Nothing", body }, ["calendar"]));
    expect(shown).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });
});

describe("hostile content", () => {
  const i18n = createInstance();
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({ lng: "en", resources, defaultNS: "common", interpolation: { escapeValue: false } });
  });

  it("keeps markup and entities as text: rendered, they are characters, never elements", () => {
    const summary = `<script>alert(1)</script> &amp; <img src=x onerror=alert(1)> calendar`;
    const found = { title: highlight("<b>Calendar</b>", ["calendar"]), snippet: resultSnippet({ summary, body: "" }, ["calendar", "script"]) };
    const list = createElement(HelpArticleList, {
      heading: "Results",
      articles: [{ slug: "x", path: "/help-center/x", title: "<b>Calendar</b>", summary, categoryName: "Bookings", found }],
    });
    const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, null, list)));
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt; &amp;amp; &lt;img src=x onerror=alert(1)&gt; <mark>calendar</mark>");
    expect(html).toContain("&lt;b&gt;<mark>Calendar</mark>&lt;/b&gt;");
    expect(html).toContain("Bookings");
  });

  it("plainHelpText removes the help format's markup and nothing a reader sees", () => {
    expect(plainHelpText("# Title\n\n1. **Open** `Settings`\n- [Channels](javascript:alert(1)) & more")).toBe("Title. 1. Open Settings Channels & more");
    expect(plainHelpText("## Why?\nBecause")).toBe("Why? Because");
  });

  it("finds ranges in a long hostile text quickly", () => {
    const body = `${"<a>&amp;".repeat(20_000)} calendar`;
    const started = performance.now();
    expect(matchedRanges(body, ["calendar", "a", ".*"]).length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("what people could not find", () => {
  it("counts a query folded, spaces collapsed and capped at the query limit", () => {
    expect(missQuery("  Calendário   SYNC ")).toBe("calendario sync");
    expect(missQuery("Ação\tRápida")).toBe("acao rapida");
    expect(missQuery("x".repeat(300))).toHaveLength(100);
    expect(missQuery(`${"a".repeat(99)} b`)).toBe("a".repeat(99));
    expect(missQuery("\u0301\u0301")).toBe("");
  });

  it("counts the page's own searches, not the dropdown's reads of the page", () => {
    expect(isPageSearch(new Request("https://stayloop.test/help-center?q=x"))).toBe(true);
    expect(isPageSearch(new Request("https://stayloop.test/help-center?q=x", { headers: { [liveSearchHeader]: "1" } }))).toBe(false);
    expect(isPageSearch(new Request("https://stayloop.test/help-center?q=x", { method: "HEAD" }))).toBe(false);
  });
});
