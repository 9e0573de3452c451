import { describe, expect, it } from "vitest";
import { readingMinutes, wordCount, wordsPerMinute } from "~/features/content/articles/reading";
import { documentMeta } from "~/features/content/meta";

// Reading time and the last edit (issue 29 item 6, decision 0218).
describe("reading time", () => {
  it("counts the words a reader reads: not link targets, markup or addresses", () => {
    expect(wordCount("## Plan\n\nSend it **early**: see [the guide](/blog/some-long-slug-here) or https://example.com/x.")).toBe(8);
    expect(wordCount("Check-in e check-out não são o mesmo: 24 horas.")).toBe(9);
    expect(wordCount("")).toBe(0);
  });

  it("is whole minutes at the reading speed of the text's language, one at least", () => {
    expect(readingMinutes(0, "en")).toBe(1);
    expect(readingMinutes(wordsPerMinute.en * 5, "en")).toBe(5);
    // The same words take a Portuguese reader longer: Portuguese words are longer.
    expect(readingMinutes(1140, "en")).toBe(5);
    expect(readingMinutes(1140, "pt")).toBe(6);
  });
});

describe("structured data of an edited article", () => {
  it("says dateModified, its words and reading time only when given", () => {
    const args = { location: { pathname: "/blog/a" }, matches: [{ id: "root", data: { origin: "https://stayloop.io" } }] };
    const base = { title: "A | Blog", description: "d", headline: "A", url: "https://stayloop.io/blog/a", image: null, schemaType: "BlogPosting" as const, origin: "https://stayloop.io", publishedTime: "2026-09-16T09:00:00.000Z" };
    const jsonLd = (tags: ReturnType<typeof documentMeta>) =>
      (tags.find((tag) => "script:ld+json" in tag) as { "script:ld+json": Record<string, unknown> })["script:ld+json"];
    const edited = documentMeta({ ...base, modifiedTime: "2026-11-20T10:00:00.000Z", wordCount: 1200, timeRequired: "PT5M" }, args);
    expect(jsonLd(edited)).toMatchObject({ datePublished: "2026-09-16T09:00:00.000Z", dateModified: "2026-11-20T10:00:00.000Z", wordCount: 1200, timeRequired: "PT5M" });
    expect(edited).toContainEqual({ property: "article:modified_time", content: "2026-11-20T10:00:00.000Z" });
    const untouched = jsonLd(documentMeta(base, args));
    expect(untouched).not.toHaveProperty("dateModified");
  });
});
