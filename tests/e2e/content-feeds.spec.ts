import { expect, test } from "./support/test";

// The feeds and the sitemap parsed by the browser's own XML parser.

test.describe("feeds and sitemap", () => {
  test("each feed is well-formed RSS 2.0 with its newest items first, and the sitemap parses", async ({ page, request, visit, javaScriptEnabled }) => {
    // XML read by the browser's parser, not by a page's scripts: the same in both projects, so once.
    test.skip(!javaScriptEnabled, "The feeds are read the same without the page's JavaScript: run once, in the js project.");
    await visit("/blog");
    for (const path of ["/blog/rss.xml", "/pt/blog/rss.xml", "/tutorials/rss.xml", "/pt/tutorials/rss.xml"]) {
      const response = await request.get(path);
      expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
      const feed = await page.evaluate((xml) => {
        const doc = new DOMParser().parseFromString(xml, "application/xml");
        const items = [...doc.querySelectorAll("channel > item")];
        return {
          error: doc.querySelector("parsererror")?.textContent ?? null,
          version: doc.documentElement.getAttribute("version"),
          title: doc.querySelector("channel > title")?.textContent,
          items: items.map((item) => ({
            link: item.querySelector("link")?.textContent ?? "",
            date: Date.parse(item.querySelector("pubDate")?.textContent ?? ""),
          })),
        };
      }, await response.text());
      expect(feed.error, path).toBeNull();
      expect(feed.version).toBe("2.0");
      expect(feed.title).toBeTruthy();
      // A Portuguese feed carries the Portuguese rows only (decision 0216): the seed translates 5 articles and 3 tutorials.
      expect(feed.items.length, path).toBeGreaterThanOrEqual(path.startsWith("/pt/") ? 3 : 6);
      const dates = feed.items.map((item) => item.date);
      expect(dates.every(Number.isFinite)).toBe(true);
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      for (const item of feed.items) expect(item.link).toMatch(new RegExp(`${path.replace("/rss.xml", "")}/[a-z0-9-]+$`));
    }
    const first = (await request.get("/blog/rss.xml").then((r) => r.text())).match(/<link>([^<]+)<\/link>\s*<guid/)![1]!;
    await page.goto(first);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("How to Cut OTA Commissions Without Losing Bookings: A 90-Day Plan");

    const sitemap = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      return { error: doc.querySelector("parsererror")?.textContent ?? null, urls: doc.getElementsByTagName("url").length };
    }, await (await request.get("/sitemap.xml")).text());
    expect(sitemap.error).toBeNull();
    expect(sitemap.urls).toBeGreaterThan(80);
  });
});
