import { describe, expect, it } from "vitest";
import { linkPhrases } from "~/features/content/autolinks";
import { renderHelpContent, renderMarkdown, safeLinkTarget } from "~/features/content/markdown";
import { sanitizeHtml } from "~/features/content/sanitize";

const render = (source: string, lang: "en" | "pt" = "en") =>
  sanitizeHtml(renderMarkdown(source, { lang, newTabLabel: "(opens in a new tab)" }));

describe("article bodies (spec 2 §2.6)", () => {
  it("turns #, ## and ### into h2, h3 and h4 under the page's h1", () => {
    expect(render("# One\n\n## Two\n\n### Three\n\n#### Four")).toBe("<h2>One</h2>\n<h3>Two</h3>\n<h4>Three</h4>\n<h4>Four</h4>\n");
  });

  it("starts from h2 whatever level the body's top headings use, keeping the steps between levels", () => {
    expect(render("## Part\n\n### Detail\n\n## Next")).toBe("<h2>Part</h2>\n<h3>Detail</h3>\n<h2>Next</h2>\n");
    expect(render("### Only small headings")).toBe("<h2>Only small headings</h2>\n");
  });

  it("renders quotes, bullet and numbered lists, bold and italic", () => {
    const html = render("> A quote\n\n- one\n- two\n\n1. first\n2. second\n\n**bold** and *italic*");
    expect(html).toContain("<blockquote>\n<p>A quote</p>\n</blockquote>");
    expect(html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(html).toContain("<ol>\n<li>first</li>\n<li>second</li>\n</ol>");
    expect(html).toContain("<p><strong>bold</strong> and <em>italic</em></p>");
  });

  it("opens [text](url) links in a new tab with rel=noopener noreferrer and says so", () => {
    expect(render("[Airbnb](https://www.airbnb.com/help)")).toBe(
      '<p><a href="https://www.airbnb.com/help" target="_blank" rel="noopener noreferrer">Airbnb<span class="sr-only"> (opens in a new tab)</span></a></p>\n',
    );
  });

  it("gives site links the page's language", () => {
    expect(render("[plans](/pricing)", "pt")).toContain('href="/pt/pricing"');
    expect(render("[plans](/pricing?billing=yearly)", "en")).toContain('href="/pricing?billing=yearly"');
  });

  it("keeps the text but drops the link for any other kind of address", () => {
    for (const href of ["javascript:alert(1)", "data:text/html,hi", "vbscript:x", "//evil.example/x", "ftp://x.example"]) {
      expect(safeLinkTarget(href, "en")).toBeNull();
      const html = render(`[click me](${href})`);
      expect(html, href).toBe("<p>click me</p>\n");
    }
  });

  it("shows raw HTML as text and reduces images to their description", () => {
    expect(render('<b onclick="x()">hi</b>')).toBe("<p>&lt;b onclick=&quot;x()&quot;&gt;hi&lt;/b&gt;</p>\n");
    expect(render("![A calm bedroom](/bedroom.jpg)")).toBe("<p>A calm bedroom</p>\n");
  });
});

describe("auto-linked phrases (spec 2 §2.6, §2.10)", () => {
  it("links every phrase of the spec's table to its page, ignoring case", () => {
    const cases: Array<[string, string]> = [
      ["OTA commissions", "/pricing"],
      ["pricing strategy", "/pricing"],
      ["Direct Bookings", "/features/direct-booking-links"],
      ["guest loyalty", "/features/guest-loyalty-program"],
      ["EMAIL AUTOMATION", "/features/email-campaigns"],
      ["vacation rental marketing", "/features/email-campaigns"],
      ["AI content", "/features/ai-content-creation"],
      ["performance analytics", "/features/performance-analytics"],
    ];
    for (const [phrase, to] of cases) {
      expect(render(`We talk about ${phrase} here.`), phrase).toBe(`<p>We talk about <a href="${to}">${phrase}</a> here.</p>\n`);
    }
  });

  it("links Portuguese phrases too, to the Portuguese pages", () => {
    expect(render("Mais reservas diretas e menos comissões das OTAs.", "pt")).toBe(
      '<p>Mais <a href="/pt/features/direct-booking-links">reservas diretas</a> e menos <a href="/pt/pricing">comissões das OTAs</a>.</p>\n',
    );
  });

  it("links a phrase once, at its first occurrence", () => {
    const html = render("direct bookings, then more direct bookings.\n\nAnd direct bookings again.");
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain('<a href="/features/direct-booking-links">direct bookings</a>, then more direct bookings.');
  });

  it("never links inside a heading or an existing link, or part of a longer word", () => {
    const html = render("## Why direct bookings matter\n\nRead [our guide to direct bookings](https://example.com).\n\nsuperdirect bookingsx");
    expect(html).toContain("<h2>Why direct bookings matter</h2>");
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">our guide to direct bookings<span');
    expect(html).not.toContain('href="/features/direct-booking-links"');
  });

  it("links inside lists, quotes and emphasis", () => {
    const html = render("- guest loyalty first\n\n> performance analytics\n\n**AI content**");
    expect(html).toContain('<li><a href="/features/guest-loyalty-program">guest loyalty</a> first</li>');
    expect(html).toContain('<p><a href="/features/performance-analytics">performance analytics</a></p>');
    expect(html).toContain('<strong><a href="/features/ai-content-creation">AI content</a></strong>');
  });

  it("works on escaped text without touching entities", () => {
    expect(linkPhrases("Tom &amp; Ana: direct bookings", "en", new Set())).toBe(
      'Tom &amp; Ana: <a href="/features/direct-booking-links">direct bookings</a>',
    );
  });
});

describe("help articles by paragraph (spec 2 §2.7)", () => {
  it("renders # headings, bold numbered steps, dash bullets and **bold**", () => {
    const html = renderHelpContent(
      "Intro line\nsecond line\n\n# Connect\n\n1. Open **Settings**.\n2. Click Connect.\n\n- one\n- **two**\n\n## More",
    );
    expect(html).toBe(
      [
        "<p>Intro line<br>second line</p>",
        "<h3>Connect</h3>",
        "<p><strong>1. Open Settings.</strong></p>",
        "<p><strong>2. Click Connect.</strong></p>",
        "<ul><li>one</li><li><strong>two</strong></li></ul>",
        "<h4>More</h4>",
      ].join("\n"),
    );
  });

  it("makes the highest heading level used an h3, under the dialog's h2", () => {
    expect(renderHelpContent("## Steps\n\n### Detail")).toBe("<h3>Steps</h3>\n<h4>Detail</h4>");
  });

  it("escapes everything else", () => {
    expect(renderHelpContent('<img src=x onerror="alert(1)">')).toBe("<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>");
  });
});
