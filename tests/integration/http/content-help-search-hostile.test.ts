import { describe, expect, it } from "vitest";
import { baseUrl, clientAddress, queryD1 } from "./support";

// Issue 23 item 8 and issue 20 item 3 on the built site (D1): help search queries are cleaned
// with the form fields' rules before they are searched, shown or counted.

const search = (path: string) => fetch(baseUrl() + path, { headers: { "CF-Connecting-IP": clientAddress() } });
const unique = () => `zqh${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controls = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufeff]/;

describe("a help search with control characters", () => {
  it("answers /help-center?q=calendar%00sync normally, without the error state", async () => {
    const response = await search("/help-center?q=calendar%00sync");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("calendarsync");
    expect(html).not.toContain("\u0000");
    expect(html).not.toMatch(/couldn.t load|could not load|Something went wrong/i);
    const spaced = await search("/help-center?q=calendar%00%20sync");
    expect(await spaced.text()).toContain('data-help-article="calendar-not-syncing"');
  });

  it("counts a miss without its terminal escapes, and nothing for a NUL-only query", async () => {
    const word = unique();
    const page = await search(`/help-center?q=${encodeURIComponent(`\u001b[31m${word}\u001b[0m\u0007\u202e`)}`);
    expect(page.status).toBe(200);
    await page.text();
    await expect
      .poll(() => queryD1<{ query: string }>(`SELECT query FROM help_search_misses WHERE query LIKE '%${word}%'`), { timeout: 10_000 })
      .toEqual([{ query: `[31m${word}[0m` }]);

    const nul = await search("/help-center?q=%00%00%00");
    expect(nul.status).toBe(200);
    await nul.text();
    const stored = queryD1<{ query: string }>("SELECT query FROM help_search_misses").map((row) => row.query);
    expect(stored.filter((query) => controls.test(query) || query === "")).toEqual([]);
  });
});
