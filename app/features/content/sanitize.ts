import { FilterXSS, safeAttrValue as defaultSafeAttrValue, type IWhiteList } from "xss";

/**
 * The allow-list HTML sanitiser every piece of HTML from the backend passes before it
 * reaches a page (DESIGN §6): article and tutorial bodies after markdown, help articles,
 * case-study content and results summaries. It runs in workerd (js-xss is plain
 * JavaScript with no DOM).
 *
 * Only the tags and attributes below survive. Everything else is removed; the bodies of
 * script-like elements (script, style, svg, math, iframe, …) go with them. Links keep
 * http(s), mailto, tel, site paths and anchors; images keep https and site paths; a link
 * that opens a new tab always gets rel="noopener noreferrer". No event handler, style,
 * class (but the screen-reader-only span) or id attribute survives.
 */
const allowList: IWhiteList = {
  a: ["href", "title", "target"],
  b: [],
  blockquote: [],
  br: [],
  code: [],
  em: [],
  figcaption: [],
  figure: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  hr: [],
  i: [],
  img: ["src", "alt", "width", "height", "title"],
  li: [],
  ol: ["start"],
  p: [],
  pre: [],
  s: [],
  small: [],
  span: ["class"],
  strong: [],
  sub: [],
  sup: [],
  table: [],
  tbody: [],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan", "scope"],
  thead: [],
  tr: [],
  u: [],
  ul: [],
};

/** Elements removed together with everything inside them. */
const dropWithContent = [
  "script",
  "style",
  "svg",
  "math",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "template",
  "noscript",
  "noembed",
  "noframes",
  "textarea",
  "title",
  "xmp",
  "plaintext",
  "select",
  "option",
  "form",
  "button",
  "head",
  "base",
  "meta",
  "link",
];

function allowedUrl(name: "href" | "src", value: string): boolean {
  if (name === "src") return /^https:\/\//i.test(value) || (value.startsWith("/") && !value.startsWith("//"));
  return (
    /^(https?:\/\/|mailto:|tel:)/i.test(value) ||
    value.startsWith("#") ||
    (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\"))
  );
}

/** The value an allowed attribute may keep, or "" to drop the attribute. */
function cleanAttribute(tag: string, name: string, value: string): string {
  // The library's own check first: it decodes entities, trims, escapes and refuses script URLs.
  const cleaned = defaultSafeAttrValue(tag, name, value, undefined as never);
  if (name === "href" || name === "src") {
    const decoded = cleaned.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    return allowedUrl(name, decoded) ? cleaned : "";
  }
  if (name === "target") return cleaned === "_blank" ? "_blank" : "";
  if (name === "class") return tag === "span" && cleaned === "sr-only" ? "sr-only" : "";
  if (["width", "height", "colspan", "rowspan", "start"].includes(name)) return /^\d{1,4}$/.test(cleaned) ? cleaned : "";
  if (name === "scope") return /^(row|col|rowgroup|colgroup)$/.test(cleaned) ? cleaned : "";
  return cleaned;
}

const filter = new FilterXSS({
  whiteList: allowList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: dropWithContent,
  allowCommentTag: false,
  css: false,
  onTag(tag, _html, { isClosing }) {
    // A stray h1 would compete with the page title: it becomes an h2, without attributes.
    if (tag === "h1") return isClosing ? "</h2>" : "<h2>";
    return undefined;
  },
  onTagAttr(tag, name, value, isWhiteAttr) {
    if (!isWhiteAttr) return undefined; // removed by the library
    const cleaned = cleanAttribute(tag, name, value);
    // An empty alt is meaningful (a decorative image); other empty attributes are dropped.
    return cleaned || name === "alt" ? `${name}="${cleaned}"` : "";
  },
});

export function sanitizeHtml(html: string): string {
  // A link that opens a new tab never hands the new page a reference back to this one.
  // (Text and attribute values come out with < > " escaped, so this only sees real tags.)
  return filter
    .process(html)
    .replace(/<a\s([^>]*)>/g, (tag, attributes: string) =>
      /(^|\s)target="_blank"/.test(attributes) ? `<a ${attributes.trim()} rel="noopener noreferrer">` : tag,
    );
}
