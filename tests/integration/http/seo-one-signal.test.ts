import { describe, expect, it } from "vitest";
import { baseUrl } from "./support";

/**
 * Each page says one thing to crawlers (issue 44 item 5, decision 0062): a page that is not
 * there declares no canonical address and no language twins, whichever way it is missing; a
 * roadmap item's dialog and a job's application dialog, which the sitemap leaves out, are not
 * indexed and name as canonical the page they are a view of (the board, the job's page).
 */
const headOf = async (path: string) => {
  const response = await fetch(baseUrl() + path, { redirect: "manual", headers: { Connection: "close" } });
  const html = await response.text();
  return { status: response.status, head: html.slice(0, html.indexOf("</head>")) };
};
/** The canonical and language-twin links (an RSS feed's `alternate` is neither). React writes the attribute `hrefLang`. */
const links = (head: string) => [...head.matchAll(/<link rel="(?:canonical|alternate)"[^>]*>/g)].map((match) => match[0]).filter((link) => !link.includes("application/rss+xml"));
const hreflang = /hreflang=/i;
const canonicalOf = (head: string) => /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1];

describe("a missing page", () => {
  // The root's 404 (no route), a route's thrown 404 (no such row), a page's own 404 view (an article, a case study), in both languages.
  it.each(["/no-such-page", "/pt/no-such-page", "/roadmap/99999", "/careers/no-such-job", "/blog/no-such-article", "/pt/case-studies/no-such-story", "/help-center/no-such-article"])(
    "%s answers 404 with no canonical and no hreflang",
    async (path) => {
      const { status, head } = await headOf(path);
      expect(status).toBe(404);
      expect(links(head)).toEqual([]);
      expect(head).not.toMatch(hreflang);
      expect(head).toContain('<meta name="robots" content="noindex"/>');
    },
  );

  it("while a page that is there keeps its canonical and twins", async () => {
    const { status, head } = await headOf("/pt/roadmap");
    expect(status).toBe(200);
    expect(canonicalOf(head)).toBe(`${baseUrl()}/pt/roadmap`);
    expect(head).toMatch(/hreflang="x-default"/i);
  });
});

describe("dialogs the sitemap leaves out", () => {
  it.each([
    ["/roadmap/13", "/roadmap"],
    ["/pt/roadmap/13", "/pt/roadmap"],
    ["/careers/apply/sdr-latam", "/careers/sdr-latam"],
    ["/pt/careers/apply/sdr-latam", "/pt/careers/sdr-latam"],
  ])("%s is noindex, canonical to %s, with no language twins of its own", async (path, canonical) => {
    const { status, head } = await headOf(path);
    expect(status).toBe(200);
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect(canonicalOf(head)).toBe(baseUrl() + canonical);
    expect(head).not.toMatch(hreflang);
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(`<loc>${baseUrl()}${path}</loc>`);
    expect(sitemap).toContain(`<loc>${baseUrl()}${canonical}</loc>`);
  });
});
