import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script run by `npm run preview-links`
import { previewLinkLines, previewLinksSql } from "../../scripts/preview-links.mjs";

// `npm run preview-links` (decision 0214): the rows it asks D1 for, and how it prints them.
describe("npm run preview-links", () => {
  it("asks for the rows of the five tables that are not public yet", () => {
    for (const table of ["blog_articles", "tutorials", "help_articles", "case_studies", "comparisons"]) expect(previewLinksSql).toContain(`FROM ${table}`);
    expect(previewLinksSql).toContain("WHERE NOT (is_published = 1 AND (published_date IS NULL OR published_date <= strftime");
  });

  it("prints each row's full link, the Portuguese ones under /pt, with its state", () => {
    const token = "a".repeat(32);
    const lines = previewLinkLines(
      [
        { kind: "blog", locale: "en", slug: "draft", title: "A draft", is_published: 0, published_date: null, preview_token: token },
        { kind: "help", locale: "pt", slug: "agendado", title: "Agendado", is_published: 1, published_date: "2026-12-07T09:00:00.000Z", preview_token: token },
      ],
      "https://stayloop.io",
    ) as string[];
    expect(lines[0]).toBe(`https://stayloop.io/preview/${token}  blog en draft  (draft) A draft`);
    expect(lines[1]).toBe(`https://stayloop.io/pt/preview/${token}  help pt agendado  (scheduled for 2026-12-07T09:00:00.000Z) Agendado`);
    expect(previewLinkLines([], "")).toEqual(["Every row is public: no preview links to show."]);
  });
});
