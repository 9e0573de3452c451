import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { baseUrl } from "./support";

/**
 * An untranslated help article on /pt (issue 44 item 4): its dialog shows the English article
 * in Portuguese chrome, and everything English in it says so (`lang="en"`), headings included,
 * so a screen reader speaks it with English rules. The English headings are the ones the same
 * article's English page shows; each must sit in an element whose nearest `lang` is English.
 */
const documentOf = async (path: string) => {
  const response = await fetch(baseUrl() + path, { headers: { Connection: "close" } });
  expect(response.status, path).toBe(200);
  // Markup only: the page's modules and styles are neither fetched nor run.
  const window = new Window({
    url: baseUrl() + path,
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  window.document.write(await response.text());
  return window.document;
};
const text = (element: { textContent: string | null }) => (element.textContent ?? "").replace(/\s+/g, " ").trim();
const headingsIn = (root: { querySelectorAll: Document["querySelectorAll"] } | null) => [...(root?.querySelectorAll("h1, h2, h3, h4, h5, h6") ?? [])];

describe("untranslated help articles on /pt (issue 44 item 4)", () => {
  it("mark every English heading of their dialog, the title included, lang=en", async () => {
    // The sitemap lists an untranslated article once, with no Portuguese twin.
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`, { headers: { Connection: "close" } })).text();
    const slugs = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)]
      .map((entry) => entry[1]!)
      .filter((entry) => !entry.includes('hreflang="pt-BR"'))
      .map((entry) => /<loc>[^<]*\/help-center\/([^<]+)<\/loc>/.exec(entry)?.[1])
      .filter((slug): slug is string => Boolean(slug));
    expect(slugs.length, "untranslated help articles").toBeGreaterThanOrEqual(7);

    const unmarked: string[] = [];
    for (const slug of slugs) {
      const english = new Set(headingsIn((await documentOf(`/help-center/${slug}`)).querySelector("dialog")).map(text));
      const dialog = (await documentOf(`/pt/help-center/${slug}`)).querySelector("dialog");
      const found = headingsIn(dialog).filter((heading) => english.has(text(heading)));
      expect(found.length, slug).toBeGreaterThan(0);
      for (const heading of found) {
        if (heading.closest("[lang]")?.getAttribute("lang") !== "en") unmarked.push(`${slug}: <${heading.tagName.toLowerCase()}> ${text(heading)}`);
      }
    }
    expect(unmarked).toEqual([]);
  }, 120_000);
});
