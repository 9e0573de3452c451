import { describe, expect, it } from "vitest";
import { renderArticleBody } from "~/features/content/load.server";
import { renderMarkdown } from "~/features/content/markdown";
import { sanitizeHtml } from "~/features/content/sanitize";
import { resources } from "~/locales";

// renderArticleBody remembers what it rendered (decision 0020): the memo must answer exactly
// what rendering answers, per language and per source.
const source = "# Direct bookings\n\nRead [the guide](https://example.com/guide) on **email automations**.\n\n<script>alert(1)</script>";

const fresh = (markdown: string, lang: "en" | "pt") =>
  sanitizeHtml(renderMarkdown(markdown, { lang, newTabLabel: resources[lang].common.a11y.opensInNewTab }));

describe("renderArticleBody", () => {
  it("answers a body it has seen exactly as rendering it again would", async () => {
    const first = await renderArticleBody(source, "en");
    expect(first).toBe(fresh(source, "en"));
    expect(await renderArticleBody(source, "en")).toBe(first);
    expect(first).not.toContain("<script>");
  });

  it("keeps languages and edited sources apart", async () => {
    const en = await renderArticleBody(source, "en");
    const pt = await renderArticleBody(source, "pt");
    expect(pt).toBe(fresh(source, "pt"));
    expect(pt).toContain(resources.pt.common.a11y.opensInNewTab);
    expect(en).toContain(resources.en.common.a11y.opensInNewTab);
    const edited = `${source}\n\nOne more paragraph.`;
    expect(await renderArticleBody(edited, "en")).toBe(fresh(edited, "en"));
    expect(await renderArticleBody(edited, "en")).toContain("One more paragraph.");
  });
});
