import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script run by `npm run preview-links`
import { contentKindsOf, previewLinkLines, previewLinksSql } from "../../scripts/preview-links.mjs";
import { siteRouteTable } from "./site-routes";

// `npm run preview-links` (decision 0214): the rows it asks D1 for, and how it prints them.
describe("npm run preview-links", () => {
  it("asks for the rows not public yet of every kind a list route says it lists (decision 0057)", async () => {
    const { data } = await siteRouteTable();
    const kinds = contentKindsOf(data) as string[];
    expect([...kinds].sort()).toEqual(["blog", "case-studies", "comparisons", "help", "tutorials"]);
    const sql = previewLinksSql(kinds) as string;
    for (const table of ["blog_articles", "tutorials", "help_articles", "case_studies", "comparisons"]) expect(sql).toContain(`FROM ${table}`);
    expect(sql).toContain("WHERE NOT (is_published = 1 AND (published_date IS NULL OR published_date <= strftime");
    // A kind a route lists but the script cannot find in D1 stops it, naming the kind.
    expect(() => previewLinksSql([...kinds, "podcasts"])).toThrow(/no D1 table known for the content kind podcasts/);
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
