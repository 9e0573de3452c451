import { describe, expect, it } from "vitest";
import { baseUrl, clientAddress, queryD1 } from "./support";

// The help center's search on the built site: results with their category and a marked
// snippet, and the searches that found nothing counted in D1 after the response
// (docs/decisions/0210-help-search-results-and-misses.md).

interface MissRow {
  query: string;
  locale: string;
  searches: number;
  first_seen_at: string;
  last_seen_at: string;
}

const search = (path: string, headers: Record<string, string> = {}) =>
  fetch(baseUrl() + path, { headers: { "CF-Connecting-IP": clientAddress(), ...headers } });

const missesFor = (query: string) =>
  queryD1<MissRow>(`SELECT * FROM help_search_misses WHERE query = '${query.replace(/'/g, "''")}' ORDER BY locale`);

const unique = () => `zqx${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

describe("help search results", () => {
  it("show the category and the matched word in <mark>, in the title and the snippet", async () => {
    const response = await search("/help-center?q=calendar");
    expect(response.status).toBe(200);
    const html = await response.text();
    const item = /<li data-help-article="calendar-not-syncing"[\s\S]*?<\/li>/.exec(html)?.[0] ?? "";
    expect(item).toMatch(/<h3 data-title[^>]*><a[^>]*>My <mark>calendar<\/mark> is not syncing<\/a>/);
    expect(item).toMatch(/<p data-category[^>]*>Bookings &amp; Channels<\/p>/);
    expect(item).toMatch(/<p data-summary[^>]*>[^<]*<mark>calendar<\/mark>/i);
    expect(html).not.toMatch(/<mark>[^<]*<(?!\/mark)/);
  });
});

describe("what people could not find", () => {
  it("counts each page search that finds nothing once, folded, and never the dropdown's reads", async () => {
    const word = unique();
    const typed = `  ${word.toUpperCase()}   Crossíng `;
    const folded = `${word} crossing`;
    const page = await search(`/help-center?q=${encodeURIComponent(typed)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(await page.text()).toContain("No articles found.");
    await expect.poll(() => missesFor(folded), { timeout: 10_000 }).toMatchObject([{ locale: "en", searches: 1 }]);

    // The dropdown reads the same page while one types: those requests are not counted.
    for (const partial of [word.slice(0, 4), word, typed]) {
      const live = await search(`/help-center?q=${encodeURIComponent(partial)}`, { "X-Help-Live-Search": "1" });
      expect(live.status).toBe(200);
      await live.text();
    }
    await (await search(`/help-center?q=${encodeURIComponent(typed)}`)).text();
    await (await search(`/pt/help-center?q=${encodeURIComponent(folded)}`)).text();
    await expect
      .poll(() => missesFor(folded), { timeout: 10_000 })
      .toMatchObject([
        { locale: "en", searches: 2 },
        { locale: "pt", searches: 1 },
      ]);
    expect(missesFor(word.slice(0, 4))).toEqual([]);
    expect(missesFor(word)).toEqual([]);

    // Nothing about the visitor: the row is the query, its language, a count and two times.
    const [row] = missesFor(folded);
    expect(Object.keys(row!).sort()).toEqual(["first_seen_at", "last_seen_at", "locale", "query", "searches"]);
    expect(JSON.stringify(queryD1("SELECT * FROM help_search_misses"))).not.toMatch(/198\.51\.100\.|203\.0\.113\.|Mozilla|\bnode\b/);
  });

  it("does not count a search that found something", async () => {
    await (await search("/help-center?q=calendar")).text();
    await (await search("/help-center?q=calendar")).text();
    // A search that finds something is a regular page the edge cache may keep.
    expect((await search("/help-center?q=calendar")).headers.get("Cache-Control")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(missesFor("calendar")).toEqual([]);
  });

  it("stops counting one address's misses past its limit (30 in 10 minutes)", async () => {
    const address = "203.0.113.77";
    const word = unique();
    for (let i = 0; i < 32; i++) {
      const response = await fetch(`${baseUrl()}/help-center?q=${word}`, { headers: { "CF-Connecting-IP": address } });
      expect(response.status).toBe(200);
      await response.text();
    }
    await expect.poll(() => missesFor(word)[0]?.searches, { timeout: 10_000 }).toBe(30);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(missesFor(word)[0]?.searches).toBe(30);
  });
});
