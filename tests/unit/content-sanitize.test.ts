import { describe, expect, it } from "vitest";
import { renderHelpContent, renderMarkdown } from "~/features/content/markdown";
import { sanitizeHtml } from "~/features/content/sanitize";

/**
 * Known XSS payloads (OWASP filter-evasion cheat sheet, PortSwigger's XSS cheat sheet and
 * the classic polyglots): script tags, event handlers, script URLs, SVG and MathML,
 * encodings, broken markup. Each goes through both ways stored content reaches a page:
 * markdown then the sanitiser (articles, tutorials, help), and the sanitiser alone
 * (case-study HTML).
 */
const payloads = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  '<script>alert("x")</script',
  "<img src=x onerror=alert(1)>",
  '<IMG SRC="javascript:alert(1);">',
  "<IMG SRC=JaVaScRiPt:alert(1)>",
  "<IMG SRC=`javascript:alert(1)`>",
  '<IMG """><SCRIPT>alert(1)</SCRIPT>">',
  "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>",
  "<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)>",
  "<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29>",
  '<IMG SRC="jav\tascript:alert(1);">',
  '<IMG SRC="jav&#x09;ascript:alert(1);">',
  '<IMG SRC=" &#14;  javascript:alert(1);">',
  '<img src="/ok.png" onload="alert(1)" ONMOUSEOVER="alert(2)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java&#x0A;script:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<a href="https://ok.example" style="background:url(javascript:alert(1))">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>@import "javascript:alert(1)";</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<p title="x" onmouseover="alert(1)">hover</p>',
  '<h2 onclick="alert(1)">title</h2>',
  '<span class="sr-only" onfocus="alert(1)" tabindex="0">x</span>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '"><script>alert(1)</script>',
  "'\"><img src=x onerror=alert(1)>",
  "jaVasCript:/*-/*`/*\\`/*'/*\"/**/(/* */oNcliCk=alert(1) )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=alert(1)//>\\x3e",
  "[click](javascript:alert(1))",
  "[click](JAVASCRIPT:alert(1))",
  "[click](javascript&#58;alert(1))",
  "[click](data:text/html,<script>alert(1)</script>)",
  '[click](https://ok.example "title\\" onmouseover=\\"alert(1)")',
  "![x](javascript:alert(1))",
  "<javascript:alert(1)>",
  "%3Cscript%3Ealert(1)%3C/script%3E",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "\u003cscript\u003ealert(1)\u003c/script\u003e",
  "<scr\u0000ipt>alert(1)</scr\u0000ipt>",
  "<IMG SRC=\"jav\u0000ascript:alert(1)\">",
];

const allowedTags = new Set([
  "a", "b", "blockquote", "br", "code", "em", "figcaption", "figure", "h2", "h3", "h4", "h5", "h6", "hr", "i", "img",
  "li", "ol", "p", "pre", "s", "small", "span", "strong", "sub", "sup", "table", "tbody", "td", "th", "thead", "tr", "u", "ul",
]);
const allowedAttributes: Record<string, string[]> = {
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "width", "height", "title"],
  ol: ["start"],
  span: ["class"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan", "scope"],
};

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&colon;/gi, ":")
    .replace(/&tab;/gi, "\t")
    .replace(/&newline;/gi, "\n")
    .replace(/&amp;/g, "&");
}

/**
 * What a browser would find executable in `html`: every tag must be on the allow-list
 * with allowed attributes only, every URL must be http(s), mailto, tel, a site path or an
 * anchor after entity decoding, and no raw "<" may open anything else.
 */
function executableParts(html: string): string[] {
  const problems: string[] = [];
  const tagPattern = /<\/?([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g;
  for (const match of html.matchAll(tagPattern)) {
    const [whole, rawName, rawAttributes = ""] = match;
    const name = rawName!.toLowerCase();
    if (!allowedTags.has(name)) problems.push(`tag ${whole}`);
    for (const attribute of rawAttributes.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      const attributeName = attribute[1]!.toLowerCase();
      const value = decodeEntities(attribute[2] ?? "");
      if (!(allowedAttributes[name] ?? []).includes(attributeName)) problems.push(`attribute ${attributeName} in ${whole}`);
      if (attributeName === "href" || attributeName === "src") {
        // eslint-disable-next-line no-control-regex -- browsers ignore control characters in URLs
        const compact = value.replace(/[\s\u0000-\u001f]/g, "");
        if (!/^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i.test(compact)) problems.push(`url ${value} in ${whole}`);
      }
    }
  }
  // Outside tags, a "<" can only be the start of one of the tags above.
  const outside = html.replace(tagPattern, "");
  if (outside.includes("<")) problems.push(`raw < in ${outside}`);
  // No event handler attribute in any tag (attribute values removed first: text is not an attribute).
  const tagsOnly = [...html.matchAll(tagPattern)].map((m) => m[0].replace(/="[^"]*"/g, "")).join("");
  if (/\son[a-z]+/i.test(tagsOnly)) problems.push("event handler attribute");
  return problems;
}

describe("XSS corpus", () => {
  it.each(payloads)("markdown then sanitiser leaves nothing executable: %s", (payload) => {
    const html = sanitizeHtml(renderMarkdown(`Intro\n\n${payload}\n\n- ${payload}\n\n> ${payload}`, { lang: "en", newTabLabel: "(new tab)" }));
    expect(executableParts(html)).toEqual([]);
  });

  it.each(payloads)("the sanitiser alone (case-study HTML) leaves nothing executable: %s", (payload) => {
    const html = sanitizeHtml(`<h2>Story</h2><p>${payload}</p>${payload}<ul><li>${payload}</li></ul>`);
    expect(executableParts(html)).toEqual([]);
  });

  it.each(payloads)("help articles leave nothing executable: %s", (payload) => {
    expect(executableParts(sanitizeHtml(renderHelpContent(`# ${payload}\n\n1. ${payload}\n\n- ${payload}\n\n${payload}`)))).toEqual([]);
  });

  it("the checker itself catches what it is meant to catch", () => {
    expect(executableParts('<img src=x onerror="alert(1)">')).not.toEqual([]);
    expect(executableParts('<a href="javascript:alert(1)">x</a>')).not.toEqual([]);
    expect(executableParts('<a href="&#106;avascript:alert(1)">x</a>')).not.toEqual([]);
    expect(executableParts("<svg></svg>")).not.toEqual([]);
    expect(executableParts('<p><a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a></p>')).toEqual([]);
  });
});

describe("sanitizeHtml keeps ordinary content", () => {
  it("keeps the allowed structure of a case study", () => {
    const html =
      '<h2>The challenge</h2><p>We had <strong>no</strong> <em>list</em>.</p><blockquote>Quote<br>— Ana</blockquote><ul><li>One</li></ul><ol start="3"><li>Three</li></ol><figure><img src="/images/content/x.svg" alt="A villa" width="1200" height="630"><figcaption>Caption</figcaption></figure><table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("turns an h1 into an h2, so the page keeps one h1", () => {
    expect(sanitizeHtml('<h1 id="x">Title</h1>')).toBe("<h2>Title</h2>");
  });

  it("adds rel=noopener noreferrer to every link that opens a new tab, whatever rel it had", () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/pricing">x</a>')).toBe('<a href="/pricing">x</a>');
  });

  it("drops what is not allowed but keeps its text: classes, styles, ids, unknown tags", () => {
    expect(sanitizeHtml('<div class="x" style="color:red"><span class="big" id="y">Hi</span> <font>there</font></div>')).toBe(
      "<span>Hi</span> there",
    );
  });

  it("removes script-like elements together with their content", () => {
    expect(sanitizeHtml("<p>a</p><script>var secret = 1;</script><style>p{}</style><svg><text>svg text</text></svg><p>b</p>")).toBe(
      "<p>a</p><p>b</p>",
    );
  });

  it("keeps only https and site images", () => {
    expect(sanitizeHtml('<img src="http://insecure.example/x.png" alt="">')).toBe('<img alt="">');
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="">')).toBe('<img alt="">');
    expect(sanitizeHtml('<img src="https://cdn.example/x.png" alt="">')).toBe('<img src="https://cdn.example/x.png" alt="">');
  });
});
