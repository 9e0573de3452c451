import { describe, expect, it } from "vitest";
import { baseUrl } from "./support";

// The footer's social icons are masks in the stylesheet every page already loads: a page
// fetches no icon file (an external SVG sprite was the request end-to-end runs stalled on;
// docs/decisions/0035-test-servers-and-footer-icons.md).
const icons = ["facebook", "instagram", "pinterest"];

async function page(path: string) {
  const response = await fetch(baseUrl() + path);
  expect(response.status).toBe(200);
  return response.text();
}

describe("the footer's social icons", () => {
  it.each(["/", "/pt/pricing", "/blog", "/pt/roadmap"])("%s: each link shows its icon from the stylesheet, and the page references no sprite", async (path) => {
    const html = await page(path);
    const footer = html.slice(html.indexOf("<footer"));
    for (const icon of icons) {
      expect(footer).toMatch(new RegExp(`<a [^>]*href="https://[^"]*${icon}[^"]*"[^>]*><span class="social-icon social-icon-${icon}" aria-hidden="true"></span><span class="sr-only">`));
    }
    // The page's own drawings are referenced inside the document (decision 0039); none from a file.
    expect(html).not.toMatch(/<use\b[^>]*href="(?!#)/);
    expect(html).not.toContain("social.svg");
  });

  it("the stylesheet draws each icon from a data: image, and the old sprite is gone", async () => {
    const html = await page("/");
    const stylesheet = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(html)?.[1];
    expect(stylesheet).toBeDefined();
    const css = await (await fetch(baseUrl() + stylesheet)).text();
    expect(css).toMatch(/\.social-icon\{[^}]*mask:var\(--social-icon\)[^}]*background-color:currentColor/);
    for (const icon of icons) {
      expect(css).toMatch(new RegExp(`\\.social-icon-${icon}\\{--social-icon:url\\("data:image/svg\\+xml,%3Csvg [^"]*%3Cpath d='M[^']+'/%3E%3C/svg%3E"\\)\\}`));
    }
    expect((await fetch(`${baseUrl()}/images/social.svg`)).status).toBe(404);
  });
});
