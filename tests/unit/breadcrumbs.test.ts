import { describe, expect, it } from "vitest";
import { breadcrumbListData, type Crumbs } from "~/lib/breadcrumbs";

// The BreadcrumbList a page with a breadcrumb carries (issue 22 item 4; decision 0108).
const origin = "https://stayloop.io";
const trail: Crumbs = [
  { label: "Home", to: "/" },
  { label: "Blog", to: "/blog" },
  { label: "Email Marketing", to: "/blog?category=email-marketing" },
  { label: "Cut OTA commissions: a 90-day plan" },
];

describe("breadcrumbListData", () => {
  it("numbers the steps from 1, names them as shown and gives each link its absolute English address", () => {
    expect(breadcrumbListData(trail, { origin, lang: "en" })).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://stayloop.io/" },
        { "@type": "ListItem", position: 2, name: "Blog", item: "https://stayloop.io/blog" },
        { "@type": "ListItem", position: 3, name: "Email Marketing", item: "https://stayloop.io/blog?category=email-marketing" },
        { "@type": "ListItem", position: 4, name: "Cut OTA commissions: a 90-day plan" },
      ],
    });
  });

  it("gives a Portuguese page's links their /pt addresses, the home page included, the query kept", () => {
    const items = breadcrumbListData(trail, { origin, lang: "pt" }).itemListElement;
    expect(items.map((item) => ("item" in item ? item.item : null))).toEqual([
      "https://stayloop.io/pt",
      "https://stayloop.io/pt/blog",
      "https://stayloop.io/pt/blog?category=email-marketing",
      null,
    ]);
  });

  it("keeps the current page's address when its step links (Google accepts either)", () => {
    const items = breadcrumbListData([{ label: "Home", to: "/" }, { label: "Tutorials", to: "/tutorials" }], { origin, lang: "en" }).itemListElement;
    expect(items[1]).toEqual({ "@type": "ListItem", position: 2, name: "Tutorials", item: "https://stayloop.io/tutorials" });
  });

  it("passes names through as data: the page's <script> escaping is what keeps '</script>' in a title harmless", () => {
    const hostile = "</script><script>alert(1)</script> & \u2028";
    const data = breadcrumbListData([{ label: "Home", to: "/" }, { label: hostile }], { origin, lang: "en" });
    expect(data.itemListElement[1]?.name).toBe(hostile);
  });

  it("never lets a step without a link come before the last one (a type error)", () => {
    // @ts-expect-error -- a linkless step in the middle has no `item`, which Google refuses
    const wrong: Crumbs = [{ label: "Home" }, { label: "Blog", to: "/blog" }];
    expect(wrong).toHaveLength(2);
  });
});
