import { describe, expect, it } from "vitest";
import en from "~/locales/en/help.json";
import pt from "~/locales/pt/help.json";
import {
  describeMisses,
  nonsenseQueries,
  partialCases,
  partialRecallTarget,
  recallAtK,
  recallCases,
  unpublishedSlugs,
  type SearchLocale,
} from "../../fixtures/help-search/recall";
import { baseUrl } from "./support";

// The help search as a visitor without JavaScript meets it (issue 12, deliverable 5): the
// quality set sent to /help-center?q= of the built site on the seeded D1 database.

const pages: Record<SearchLocale, { path: string; empty: string[] }> = {
  en: { path: "/help-center", empty: [en.list.empty, en.dropdown.empty] },
  pt: { path: "/pt/help-center", empty: [pt.list.empty, pt.dropdown.empty] },
};

async function searchPage(query: string, locale: SearchLocale): Promise<string> {
  const url = `${baseUrl()}${pages[locale].path}?q=${encodeURIComponent(query)}`;
  const request = () => fetch(url, { redirect: "manual" });
  const response = await request().catch(request);
  expect(response.status, url).toBe(200);
  return response.text();
}

/** The articles the results link to, in page order ("/help-center/{slug}?q=…"). */
function resultSlugs(html: string): string[] {
  // The Contact Support form (/help-center/contact, offered when nothing matched) is not a result.
  const links = [...html.matchAll(/href="(?:\/pt)?\/help-center\/([a-z0-9-]+)[?"]/g)].map((match) => match[1]!).filter((slug) => slug !== "contact");
  return [...new Set(links)];
}

/** The page's text as a reader sees it: tags dropped, the entities React writes decoded. */
function visibleText(html: string): string {
  const entities: Record<string, string> = { "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">", "&amp;": "&" };
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(?:quot|#x27|#39|lt|gt|amp);/g, (entity) => entities[entity]!)
    .replace(/\s+/g, " ");
}

const seen: Array<{ query: string; locale: SearchLocale; slugs: string[] }> = [];
async function search(query: string, locale: SearchLocale): Promise<string[]> {
  const slugs = resultSlugs(await searchPage(query, locale));
  seen.push({ query, locale, slugs });
  return slugs;
}

describe("help search quality on the built site (D1)", () => {
  it(`finds the article meant among the first three for at least 90% of ${recallCases.length} queries`, async () => {
    const { recall, misses } = await recallAtK(recallCases, search);
    console.info(`help search recall@3 (D1, HTTP): ${(recall * 100).toFixed(1)}% of ${recallCases.length}, ${misses.length} misses`);
    expect(recall, `recall@3 ${recall.toFixed(3)}; misses:\n${describeMisses(misses)}`).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it(`finds the article meant for at least ${partialRecallTarget * 100}% of the ${partialCases.length} half-typed queries`, async () => {
    // The pages the whole set above already asked for, half-typed queries among them.
    const asked = new Map(seen.map(({ query, locale, slugs }) => [`${locale}:${query}`, slugs]));
    const { recall, misses } = await recallAtK(partialCases, async (query, locale) => asked.get(`${locale}:${query}`) ?? searchPage(query, locale).then(resultSlugs));
    console.info(`help search recall@3 on half-typed queries (D1, HTTP): ${(recall * 100).toFixed(1)}% of ${partialCases.length}`);
    expect(recall, describeMisses(misses)).toBeGreaterThanOrEqual(partialRecallTarget);
  });

  it("never shows an unpublished article", () => {
    expect(seen.length).toBe(recallCases.length);
    const leaks = seen.filter(({ slugs }) => slugs.some((slug) => unpublishedSlugs.includes(slug)));
    expect(leaks).toEqual([]);
  });

  for (const locale of ["en", "pt"] as const) {
    it(`shows the empty state and no article for nonsense in ${locale}`, async () => {
      for (const query of nonsenseQueries) {
        const html = await searchPage(query, locale);
        expect(resultSlugs(html), `"${query}" (${locale})`).toEqual([]);
        const text = visibleText(html);
        const shown = pages[locale].empty.map((empty) => empty.replace("{{query}}", query)).some((empty) => text.includes(empty));
        expect(shown, `"${query}" (${locale}) shows ${pages[locale].empty.join(" or ")}`).toBe(true);
      }
    }, 60_000);
  }
});
