import { cacheControl } from "~/lib/cache-control";
/**
 * RSS 2.0 documents for the blog and the tutorials, one per language
 * (/blog/rss.xml, /pt/blog/rss.xml, /tutorials/rss.xml, /pt/tutorials/rss.xml).
 */
export interface FeedItem {
  title: string;
  link: string;
  description: string;
  /** ISO timestamp or "". */
  published: string;
  category?: string | null;
  author?: string | null;
}

export interface Feed {
  title: string;
  description: string;
  /** The page the feed belongs to (absolute). */
  link: string;
  /** The feed's own address (absolute). */
  self: string;
  /** e.g. "en" or "pt-BR". */
  language: string;
  items: FeedItem[];
}

/** Items a feed carries: the newest 20. */
export const feedSize = 20;

export function escapeXml(value: string): string {
  return (
    value
      // Characters XML 1.0 forbids never reach the document.
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

/** RFC 822 date, as RSS 2.0 wants it: "Wed, 14 Oct 2026 09:00:00 GMT". */
export function rfc822(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toUTCString();
}

export function rssDocument(feed: Feed): string {
  const newest = feed.items.map((item) => item.published).filter(Boolean).sort().at(-1);
  const lastBuild = newest ? rfc822(newest) : null;
  const items = feed.items.slice(0, feedSize).map((item) => {
    const published = item.published ? rfc822(item.published) : null;
    return [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      `      <description>${escapeXml(item.description)}</description>`,
      published ? `      <pubDate>${published}</pubDate>` : null,
      item.category ? `      <category>${escapeXml(item.category)}</category>` : null,
      item.author ? `      <dc:creator>${escapeXml(item.author)}</dc:creator>` : null,
      "    </item>",
    ]
      .filter((line): line is string => line !== null)
      .join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(feed.link)}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    `    <language>${escapeXml(feed.language)}</language>`,
    `    <atom:link href="${escapeXml(feed.self)}" rel="self" type="application/rss+xml"/>`,
    lastBuild ? `    <lastBuildDate>${lastBuild}</lastBuildDate>` : null,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
}

export function feedResponse(xml: string): Response {
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": cacheControl.feed },
  });
}

export function feedUnavailable(): Response {
  return new Response("The feed is temporarily unavailable. Please try again in a few minutes.\n", {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl.never, "Retry-After": "300" },
  });
}
