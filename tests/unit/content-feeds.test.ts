import { describe, expect, it } from "vitest";
import { escapeXml, rfc822, rssDocument } from "~/features/content/feeds.server";
import { sitemapXml, type SitemapEntry } from "~/features/content/sitemap.server";

describe("RSS 2.0 feeds", () => {
  const xml = rssDocument({
    title: "StayLoop Blog",
    description: "Guides & tips",
    link: "https://stayloop.io/blog",
    self: "https://stayloop.io/blog/rss.xml",
    language: "en",
    items: [
      {
        title: "Newest <one>",
        link: "https://stayloop.io/blog/a",
        description: "Tom & Ana's \"tips\"",
        published: "2026-11-12T09:00:00.000Z",
        category: "Direct Bookings",
        author: "Marta Ribeiro",
      },
      { title: "Older", link: "https://stayloop.io/blog/b", description: "", published: "2026-10-01T09:00:00.000Z" },
    ],
  });

  it("is an RSS 2.0 document with the channel's title, link, language and self link", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain("<title>StayLoop Blog</title>");
    expect(xml).toContain("<link>https://stayloop.io/blog</link>");
    expect(xml).toContain("<language>en</language>");
    expect(xml).toContain('<atom:link href="https://stayloop.io/blog/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain("<lastBuildDate>Thu, 12 Nov 2026 09:00:00 GMT</lastBuildDate>");
  });

  it("escapes text and gives each item a permalink guid, an RFC 822 date, category and creator", () => {
    expect(xml).toContain("<title>Newest &lt;one&gt;</title>");
    expect(xml).toContain("<description>Tom &amp; Ana&apos;s &quot;tips&quot;</description>");
    expect(xml).toContain('<guid isPermaLink="true">https://stayloop.io/blog/a</guid>');
    expect(xml).toContain("<pubDate>Thu, 12 Nov 2026 09:00:00 GMT</pubDate>");
    expect(xml).toContain("<category>Direct Bookings</category>");
    expect(xml).toContain("<dc:creator>Marta Ribeiro</dc:creator>");
    expect(xml.indexOf("Newest")).toBeLessThan(xml.indexOf("Older"));
  });

  it("drops characters XML forbids and unreadable dates", () => {
    expect(escapeXml("a\u0001b\u000bc")).toBe("abc");
    expect(rfc822("not a date")).toBeNull();
  });
});

describe("sitemap", () => {
  it("gives each page one <url> per language with its hreflang twins and x-default", () => {
    const entries: SitemapEntry[] = [
      { paths: { en: "/blog/a", pt: "/pt/blog/a" }, lastModified: "2026-11-12T09:00:00.000Z" },
      { paths: { pt: "/pt/blog/pt-only" } },
      { paths: { en: "/blog/untranslated" } },
      { paths: { en: "/blog/cut-commissions", pt: "/pt/blog/cortar-comissoes" } },
    ];
    const xml = sitemapXml("https://stayloop.io", entries);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const twin = [
      '    <xhtml:link rel="alternate" hreflang="en" href="https://stayloop.io/blog/a"/>',
      '    <xhtml:link rel="alternate" hreflang="pt-BR" href="https://stayloop.io/pt/blog/a"/>',
      '    <xhtml:link rel="alternate" hreflang="x-default" href="https://stayloop.io/blog/a"/>',
    ].join("\n");
    expect(xml).toContain(`<url>\n    <loc>https://stayloop.io/blog/a</loc>\n    <lastmod>2026-11-12</lastmod>\n${twin}\n  </url>`);
    expect(xml).toContain(`<url>\n    <loc>https://stayloop.io/pt/blog/a</loc>\n    <lastmod>2026-11-12</lastmod>\n${twin}\n  </url>`);
    expect(xml).toContain("<url>\n    <loc>https://stayloop.io/pt/blog/pt-only</loc>\n  </url>");
    expect(xml).not.toContain("<loc>https://stayloop.io/blog/pt-only</loc>");
    // An untranslated piece: English only, no alternates; a translation with its own slug: reciprocal.
    expect(xml).toContain("<url>\n    <loc>https://stayloop.io/blog/untranslated</loc>\n  </url>");
    expect(xml).not.toContain("/pt/blog/untranslated");
    const ownSlug = [
      '    <xhtml:link rel="alternate" hreflang="en" href="https://stayloop.io/blog/cut-commissions"/>',
      '    <xhtml:link rel="alternate" hreflang="pt-BR" href="https://stayloop.io/pt/blog/cortar-comissoes"/>',
      '    <xhtml:link rel="alternate" hreflang="x-default" href="https://stayloop.io/blog/cut-commissions"/>',
    ].join("\n");
    expect(xml).toContain(`<loc>https://stayloop.io/blog/cut-commissions</loc>\n${ownSlug}`);
    expect(xml).toContain(`<loc>https://stayloop.io/pt/blog/cortar-comissoes</loc>\n${ownSlug}`);
  });
});
