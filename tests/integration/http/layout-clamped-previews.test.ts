import { describe, expect, it } from "vitest";
import { baseUrl } from "./support";

/**
 * Previews clamped to three lines (the spec's "description clamp: 3 lines" for case studies and
 * comparisons; the same on the blog's, tutorials' and roadmap's cards) lose lines when a reader
 * widens text spacing (WCAG 1.4.12). Decision 0064 keeps the clamp because nothing is lost: each
 * preview is a teaser in a card whose link opens the page with the whole text, and the whole
 * text is in the card's markup for screen readers. This test holds that reason true: every
 * clamped text of each list, in both languages, is on a page its list links to.
 */
const decode = (text: string) =>
  text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const words = (html: string) => decode(html.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ").trim();
const page = async (path: string) => {
  const response = await fetch(baseUrl() + path, { headers: { Connection: "close" } });
  expect(response.status, path).toBe(200);
  return response.text();
};

const lists: Array<{ path: string; opens: RegExp }> = [
  { path: "/blog", opens: /^\/(?:pt\/)?blog\/[^/?#]+$/ },
  { path: "/tutorials", opens: /^\/(?:pt\/)?tutorials\/[^/?#]+$/ },
  { path: "/tutorials/import-past-guests", opens: /^\/(?:pt\/)?(?:tutorials|blog)\/[^/?#]+$/ },
  { path: "/roadmap", opens: /^\/(?:pt\/)?roadmap\/\d+$/ },
  { path: "/case-studies", opens: /^\/(?:pt\/)?case-studies\/[^/?#]+$/ },
  { path: "/comparisons", opens: /^\/(?:pt\/)?comparisons\/[^/?#]+$/ },
];

describe("clamped previews keep their whole text one click away (issue 44 item 2, decision 0064)", () => {
  it.each(lists.flatMap((list) => [list, { ...list, path: `/pt${list.path}` }]))("$path", async ({ path, opens }) => {
    const html = await page(path);
    const clamped = [...html.matchAll(/<p class="[^"]*\bline-clamp-3\b[^"]*">([\s\S]*?)<\/p>/g)].map((match) => words(match[1]!));
    expect(clamped.length, path).toBeGreaterThan(0);
    const links = [...new Set([...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!).filter((href) => opens.test(href) && href !== path))];
    const opened = (await Promise.all(links.map(page))).map(words);
    const lost = clamped.filter((text) => !opened.some((target) => target.includes(text)));
    expect(lost, `${path}: previews whose whole text no linked page shows`).toEqual([]);
  }, 60_000);
});
