import { describe, expect, it } from "vitest";
import type { ContentKind } from "~/backend/content";
import { contentBase, itemPathOf, previewPathOf, publicPathOf } from "~/server/content-addresses.server";
import { siteRouteTable } from "./site-routes";

// Decision 0057: a content row's public address and preview link, as the sitemap, the preview
// links, the renamed slugs and the studio make them, from the route table of this tree.
const { routes } = await siteRouteTable();

describe("a content row's addresses", () => {
  it("puts each kind's rows under its list page's path, under /pt in Portuguese", () => {
    const expected: Record<ContentKind, string> = {
      blog: "/blog",
      tutorials: "/tutorials",
      help: "/help-center",
      "case-studies": "/case-studies",
      comparisons: "/comparisons",
    };
    for (const [kind, base] of Object.entries(expected) as Array<[ContentKind, string]>) {
      expect(contentBase(routes, kind)).toBe(base);
      expect(publicPathOf(routes, kind, "en", "a-slug")).toBe(`${base}/a-slug`);
      expect(publicPathOf(routes, kind, "pt", "um-slug")).toBe(`/pt${base}/um-slug`);
      expect(itemPathOf(routes, kind, "um-slug")).toBe(`${base}/um-slug`);
    }
  });

  it("gives a row's preview link in its language", () => {
    const token = "0123456789abcdef0123456789abcdef";
    expect(previewPathOf("en", token)).toBe(`/preview/${token}`);
    expect(previewPathOf("pt", token)).toBe(`/pt/preview/${token}`);
  });

  it("refuses a kind no list route says it lists: such a row has no public address", () => {
    expect(() => publicPathOf(routes, "podcasts" as ContentKind, "en", "x")).toThrow(/No list page says handle\.page\.items of kind "podcasts"/);
  });
});
