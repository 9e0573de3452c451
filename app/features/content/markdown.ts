import { Marked, type Token, type Tokens } from "marked";
import { linkPhrases } from "./autolinks";
import { localizePath, type Lang } from "~/lib/i18n";

/**
 * Article and tutorial bodies (spec 2 §2.6, §2.10): markdown through `marked`, with
 *  - headings placed under the page's h1: the body's highest heading level becomes h2 and
 *    the others follow it (so "## Part" with "### Detail" is h2 and h3, as is "# Part"
 *    with "## Detail"), at most h4, and the outline stays in order;
 *  - [text](url) links opening in a new tab with rel="noopener noreferrer" and an
 *    announcement for screen readers; only http(s), mailto, tel, site paths and anchors
 *    are kept as links (anything else keeps its text and loses the link); site paths
 *    get the page's language prefix;
 *  - the auto-linked phrases of content-autolinks.ts, never inside a link or a heading;
 *  - raw HTML shown as text and images reduced to their description.
 * The output is not trusted yet: callers pass it through sanitizeHtml (sanitize.ts).
 */
export interface MarkdownOptions {
  lang: Lang;
  /** The screen-reader note after a link that opens a new tab, e.g. "(opens in a new tab)". */
  newTabLabel: string;
  /** Link the phrases of content-autolinks.ts (default true). */
  autoLink?: boolean;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** The href a body link may have, or null to drop the link and keep its text. */
export function safeLinkTarget(href: string, lang: Lang): string | null {
  const value = href.trim();
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return value;
  if (value.startsWith("#")) return value;
  if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) return localizePath(value, lang);
  return null;
}

type AutoLinkable = Tokens.Text & { autoLink?: boolean };

/** Marks the plain text runs that may get auto-links: not in headings, links or code. */
function markAutoLinkable(tokens: Token[], allowed: boolean): void {
  for (const token of tokens) {
    const inner = allowed && token.type !== "heading" && token.type !== "link";
    if (token.type === "text" && !(token as Tokens.Text).tokens?.length) {
      (token as AutoLinkable).autoLink = allowed;
      continue;
    }
    if (token.type === "list") {
      for (const item of (token as Tokens.List).items) markAutoLinkable(item.tokens, inner);
      continue;
    }
    if (token.type === "table") {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) markAutoLinkable(cell.tokens, inner);
      continue;
    }
    const children = (token as { tokens?: Token[] }).tokens;
    if (Array.isArray(children)) markAutoLinkable(children, inner);
  }
}

/** The smallest heading depth in the document (1 for "#"), or 1 when it has none. */
function topHeadingDepth(tokens: Token[]): number {
  let top = Infinity;
  const visit = (list: Token[]) => {
    for (const token of list) {
      if (token.type === "heading") top = Math.min(top, (token as Tokens.Heading).depth);
      const children = (token as { tokens?: Token[] }).tokens;
      if (Array.isArray(children)) visit(children);
      if (token.type === "list") for (const item of (token as Tokens.List).items) visit(item.tokens);
    }
  };
  visit(tokens);
  return Number.isFinite(top) ? top : 1;
}

export function renderMarkdown(source: string, { lang, newTabLabel, autoLink = true }: MarkdownOptions): string {
  const linked = new Set<string>();
  const marked = new Marked({ gfm: true, breaks: false, async: false });
  const tokens = marked.lexer(source);
  const top = topHeadingDepth(tokens);
  marked.use({
    renderer: {
      heading({ tokens, depth }) {
        const level = Math.min(depth - top + 2, 4);
        return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      html({ text }) {
        return escapeHtml(text);
      },
      image({ text }) {
        return escapeHtml(text);
      },
      link({ href, title, tokens }) {
        const inner = this.parser.parseInline(tokens);
        const target = safeLinkTarget(href, lang);
        if (!target) return inner;
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : "";
        return `<a href="${escapeHtml(target)}"${titleAttribute} target="_blank" rel="noopener noreferrer">${inner}<span class="sr-only"> ${escapeHtml(newTabLabel)}</span></a>`;
      },
      text(token) {
        if ("tokens" in token && token.tokens) return this.parser.parseInline(token.tokens);
        const escaped = "escaped" in token && token.escaped ? token.text : escapeHtml(token.text);
        return autoLink && (token as AutoLinkable).autoLink ? linkPhrases(escaped, lang, linked) : escaped;
      },
    },
  });
  markAutoLinkable(tokens, true);
  return marked.parser(tokens);
}

/**
 * Help articles without built-in content (spec 2 §2.7) render by paragraph: "#" lines
 * are headings (the highest level used is h3, under the dialog's h2; deeper ones h4),
 * numbered steps are bold, "-" lines are bullets, **text** is bold. Everything else is
 * escaped text.
 */
export function renderHelpContent(source: string): string {
  const depths = [...source.matchAll(/^\s*(#{1,6})\s+/gm)].map((m) => m[1]!.length);
  const top = depths.length ? Math.min(...depths) : 1;
  const bold = (line: string) => escapeHtml(line).replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>");
  const out: string[] = [];
  let paragraph: string[] = [];
  let bullets: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push(`<p>${paragraph.join("<br>")}</p>`);
    if (bullets.length) out.push(`<ul>${bullets.map((item) => `<li>${item}</li>`).join("")}</ul>`);
    paragraph = [];
    bullets = [];
  };
  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (line === "") {
      flush();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length === top ? 3 : 4;
      out.push(`<h${level}>${bold(heading[2]!.replace(/\*\*/g, ""))}</h${level}>`);
      continue;
    }
    const bullet = /^[-*•]\s+(.*)$/.exec(line);
    if (bullet) {
      if (paragraph.length) {
        out.push(`<p>${paragraph.join("<br>")}</p>`);
        paragraph = [];
      }
      bullets.push(bold(bullet[1]!));
      continue;
    }
    if (bullets.length) flush();
    if (/^\d+[.)]\s+/.test(line)) {
      flush();
      out.push(`<p><strong>${bold(line.replace(/\*\*/g, ""))}</strong></p>`);
      continue;
    }
    paragraph.push(bold(line));
  }
  flush();
  return out.join("\n");
}
