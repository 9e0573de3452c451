import { describe, expect, it } from "vitest";
import { baseUrl } from "./support";

// Drawings a page repeats are written once, in a hidden sheet at the end of <body>, and each
// place that shows one refers to it (docs/decisions/0039-less-markup-for-the-same-page.md).
// A reference to a drawing the document lacks would be an icon that silently disappears.

async function page(path: string) {
  const response = await fetch(baseUrl() + path);
  expect(response.status).toBe(200);
  return response.text();
}

describe("the page's drawings", () => {
  it.each(["/", "/pt", "/pricing", "/pt/pricing", "/about", "/features/referral-program", "/blog", "/pt/roadmap"])(
    "%s: every drawing it refers to is in the page once, in the sheet closing the body",
    async (path) => {
      const html = await page(path);
      const used = new Set([...html.matchAll(/<use href="#([^"]+)"/g)].map((match) => match[1]));
      // Every page has at least the header's logo and its chevrons.
      expect([...used]).toEqual(expect.arrayContaining(["logo-mark", "chevron-down"]));
      const sheets = [...html.matchAll(/<svg style="display:none"><defs>([\s\S]*?)<\/defs><\/svg>/g)];
      expect(sheets).toHaveLength(1);
      const sheet = sheets[0]!;
      const defined = [...(sheet[1] ?? "").matchAll(/<(?:path|g|circle)\b[^>]* id="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(defined).size).toBe(defined.length);
      expect(new Set(defined)).toEqual(used);
      // The sheet closes the body: it renders after everything that names a drawing.
      expect(html.slice((sheet.index ?? 0) + sheet[0].length)).toBe("</body></html>");
    },
  );

  it("/pricing draws its 41 check and cross icons from two drawings", async () => {
    const html = await page("/pricing");
    expect(html.match(/<use href="#icon-(check|cross)"><\/use>/g)?.length).toBeGreaterThanOrEqual(40);
    expect(html.match(/ id="icon-check"/g)).toHaveLength(1);
    expect(html.match(/ id="icon-cross"/g)).toHaveLength(1);
  });
});
