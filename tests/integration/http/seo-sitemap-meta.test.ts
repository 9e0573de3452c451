import { describe, expect, it } from "vitest";
import { baseUrl } from "./support";

/**
 * What a search result shows of every page the sitemap lists, in both languages (issue 44
 * item 6): a title of at most 60 characters and a description of at most 160, so neither is cut
 * mid-word, and no two pages of a language with the same title. Every page of the sitemap is
 * read as a crawler reads it; a page that answers anything but 200 fails too.
 */
const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
/** Characters as a reader counts them (code points, not UTF-16 units). */
const length = (text: string) => [...text].length;

interface PageHead {
  path: string;
  title: string;
  description: string;
}

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(decode(match[1]!)).pathname);
}

async function headOf(path: string): Promise<PageHead> {
  const response = await fetch(baseUrl() + path, { redirect: "manual", headers: { Connection: "close" } });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  return {
    path,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? ""),
  };
}

describe("titles and descriptions of every sitemap page (issue 44 item 6)", () => {
  it("fit a search result in both languages, and each title is the page's own", async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.some((path) => path.startsWith("/pt/"))).toBe(true);
    const heads: PageHead[] = [];
    // A few at a time: the machine running the tests is shared.
    for (let i = 0; i < paths.length; i += 6) heads.push(...(await Promise.all(paths.slice(i, i + 6).map(headOf))));

    const problems = heads.flatMap(({ path, title, description }) => [
      ...(title ? [] : [`${path}: no title`]),
      ...(length(title) > 60 ? [`${path}: title of ${length(title)}: ${title}`] : []),
      ...(description ? [] : [`${path}: no description`]),
      ...(length(description) > 160 ? [`${path}: description of ${length(description)}: ${description}`] : []),
    ]);
    for (const lang of ["en", "pt"]) {
      const seen = new Map<string, string>();
      for (const { path, title } of heads.filter((head) => (head.path === "/pt" || head.path.startsWith("/pt/")) === (lang === "pt"))) {
        const other = seen.get(title);
        if (other) problems.push(`${path}: the same title as ${other}: ${title}`);
        else seen.set(title, path);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
