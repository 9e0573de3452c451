import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { follow, freshAddress, noReuse, postForm, visible } from "../../fixtures/engagement/http";
import { baseUrl, queryD1 } from "./support";

/**
 * An item with 600 comments stays a small page (docs/decisions/0307-roadmap-comment-pages.md):
 * the newest 20, oldest first, a plain link to the older ones, and where the visitor is.
 */

const itemId = 5;
const total = 600;
/** UUID-shaped ids, as the cursor must be; the number is the comment's age rank (0 = oldest). */
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const filler = "Long comments make the page heavy: this one is close to the cap of 1,000 characters. ".repeat(10);

const get = (path: string) => fetch(baseUrl() + path, { redirect: "manual", headers: noReuse });
const decode = (text: string) =>
  text.replace(/<!--.*?-->/g, "").replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">");
/** The numbers of the paged comments on a page, in the order shown. */
const shownNumbers = (html: string) => [...html.matchAll(/Paged comment (\d+) /g)].map((match) => Number(match[1]));
const olderLink = (html: string) => /<a[^>]*href="([^"]*)"[^>]*>Older comments<\/a>/.exec(html)?.[1] ?? null;

beforeAll(() => {
  queryD1(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${total - 1})
     INSERT INTO roadmap_comments (id, item_id, author_name, content, likes, created_at)
     SELECT printf('00000000-0000-4000-8000-%012d', i), ${itemId}, 'Reader ' || i, 'Paged comment ' || i || ' ${filler}', 0,
            strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' minutes')
       FROM n`,
  );
});
afterAll(() => {
  queryD1(`DELETE FROM roadmap_comments WHERE item_id = ${itemId}`);
});

describe("an item with 600 comments", () => {
  it("is a small page showing the newest 20, oldest first, and the total", async () => {
    const response = await get(`/roadmap/${itemId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(new TextEncoder().encode(html).byteLength).toBeLessThan(150 * 1024);
    expect(shownNumbers(visible(html))).toEqual(Array.from({ length: 20 }, (_, n) => 580 + n));
    const text = decode(visible(html));
    expect(text).toContain("(600 comments)");
    expect(text).toContain("Showing the 20 newest of 600 comments.");
    expect(text).not.toContain("Newest comments");
    expect(olderLink(html)).toBe(`/roadmap/${itemId}?before=${idOf(580)}#comments`);
  });

  it("leads through every older comment by plain links, with no repeat or gap", async () => {
    const seen: number[] = [];
    let path: string | null = `/roadmap/${itemId}`;
    let pages = 0;
    while (path) {
      const html = visible(await (await get(path)).text());
      const numbers = shownNumbers(html);
      expect(numbers.length).toBeGreaterThan(0);
      if (pages > 0) {
        expect(decode(html)).toContain(`Showing comments ${seen.length + 1}–${seen.length + numbers.length} of 600, counted from the newest.`);
        expect(html).toMatch(new RegExp(`<a[^>]*href="/roadmap/${itemId}#comments"[^>]*>Newest comments</a>`));
      }
      seen.unshift(...numbers);
      path = olderLink(html);
      pages += 1;
    }
    expect(pages).toBe(30);
    expect(seen).toEqual(Array.from({ length: total }, (_, n) => n));
  });

  it("is in Portuguese at /pt", async () => {
    const html = decode(visible(await (await get(`/pt/roadmap/${itemId}?before=${idOf(580)}`)).text()));
    expect(html).toContain("Mostrando os comentários 21–40 de 600, contados a partir do mais recente.");
    expect(html).toMatch(new RegExp(`href="/pt/roadmap/${itemId}\\?before=${idOf(560)}#comments"[^>]*>Comentários anteriores<`));
    expect(html).toMatch(new RegExp(`href="/pt/roadmap/${itemId}#comments"[^>]*>Comentários mais recentes<`));
  });

  it("shows the newest page for a cursor that names no comment of the item", async () => {
    for (const before of ["nonsense", "00000000-0000-4000-8000-999999999999", "<script>"]) {
      const response = await get(`/roadmap/${itemId}?before=${encodeURIComponent(before)}`);
      expect(response.status).toBe(200);
      expect(shownNumbers(visible(await response.text()))).toEqual(Array.from({ length: 20 }, (_, n) => 580 + n));
    }
  });

  it("brings a visitor without JavaScript who likes a comment on an older page back to that page, the like stored", async () => {
    const page = `/roadmap/${itemId}?before=${idOf(580)}`;
    const html = await (await get(page)).text();
    // The like forms on an older page post to that page.
    expect(html).toContain(`action="${page.replace(/&/g, "&amp;")}"`);
    // And come back to its comments: the anchor is the form's, the server knows no id.
    expect(html).toContain(`name="redirectTo" value="${page.replace(/&/g, "&amp;")}#comments"`);
    const response = await postForm(page, { intent: "like", commentId: idOf(570), redirectTo: `${page}#comments` }, { "CF-Connecting-IP": freshAddress() });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${page}#comments`);
    expect(queryD1(`SELECT likes FROM roadmap_comments WHERE id = '${idOf(570)}'`)).toEqual([{ likes: 1 }]);
    const back = await follow(response);
    expect(shownNumbers(back.html)).toEqual(Array.from({ length: 20 }, (_, n) => 560 + n));
  });

  it("shows a comment posted without JavaScript at the end of the newest page, the count one up", async () => {
    const response = await postForm(
      `/roadmap/${itemId}`,
      { intent: "comment", authorName: "Paging tester", content: "Paged comment 600 posted just now" },
      { "CF-Connecting-IP": freshAddress() },
    );
    expect(response.status).toBe(303);
    const { html } = await follow(response);
    expect(shownNumbers(html)).toEqual(Array.from({ length: 20 }, (_, n) => 581 + n));
    expect(decode(html)).toContain("(601 comments)");
  });
});
