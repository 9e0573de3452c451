import { describe, expect, it } from "vitest";
import { baseUrl } from "./support";

/**
 * Reading time and the last edit on article pages (issue 29 item 6, decision 0218), on the seed:
 * seasonal-pricing-strategy was edited after it was published (its English row), the others not.
 */
const html = async (path: string) => {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};
const jsonLdOf = (page: string) =>
  JSON.parse(/<script type="application\/ld\+json">([^<]*"headline"[^<]*)<\/script>/.exec(page)?.[1] ?? "{}") as Record<string, unknown>;

describe("an article's reading time and last edit", () => {
  it("shows the reading time in the page's language, and the update date where it was edited after publishing", async () => {
    const english = await html("/blog/seasonal-pricing-strategy");
    expect(english).toMatch(/<span>\d+ min read<\/span>/);
    expect(english).toContain('<time dateTime="2026-11-20T10:00:00.000Z">Updated November 20, 2026</time>');
    expect(english).toContain('<meta property="article:modified_time" content="2026-11-20T10:00:00.000Z"/>');
    expect(jsonLdOf(english)).toMatchObject({ datePublished: "2026-09-16T09:00:00.000Z", dateModified: "2026-11-20T10:00:00.000Z", timeRequired: expect.stringMatching(/^PT\d+M$/) });

    const portuguese = await html("/pt/blog/seasonal-pricing-strategy");
    expect(portuguese).toMatch(/<span>\d+ min de leitura<\/span>/);
    expect(portuguese).not.toContain("Atualizado em");
    expect(jsonLdOf(portuguese)).not.toHaveProperty("dateModified");
  });

  it("shows a tutorial's reading time, and no update line where there was none", async () => {
    const tutorial = await html("/tutorials/connect-your-channel-manager");
    expect(tutorial).toMatch(/<span>\d+ min read<\/span>/);
    expect(tutorial).not.toContain("Updated ");
    const minutes = Number(/<span>(\d+) min read<\/span>/.exec(tutorial)?.[1]);
    expect(minutes).toBeGreaterThanOrEqual(1);
    expect(jsonLdOf(tutorial).timeRequired).toBe(`PT${minutes}M`);
  });
});
