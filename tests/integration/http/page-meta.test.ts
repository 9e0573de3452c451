import { describe, expect, it } from "vitest";
import { baseUrl } from "./support";

// What a crawler or a link preview reads from the pages that are not marketing pages
// (issue 9 item 10), and how their lists load on a slow network (issue 10 item 6).

const get = async (path: string) => {
  const response = await fetch(baseUrl() + path, { redirect: "manual", headers: { Cookie: "lang=en" } });
  expect(response.status, path).toBe(200);
  return response.text();
};
const decode = (text: string) =>
  text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const metaContent = (html: string, key: string) =>
  decode(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? "");
const textOf = (html: string) => decode(html.replace(/<[^>]+>/g, "")).replace(/\s+/g, " ").trim();

const paths = [
  "/blog",
  "/blog/post-stay-email-that-brings-guests-back",
  "/tutorials",
  "/tutorials/connect-your-channel-manager",
  "/help-center",
  "/help-center/getting-started",
  "/help-center/contact",
  "/roadmap",
  "/careers",
  "/downloads",
  "/case-studies",
  "/case-studies/casa-mar-azul-repeat-guests",
  "/comparisons",
  "/comparisons/mailchimp",
  "/integrations",
  "/integrations/hostaway",
];

describe("social-sharing tags on every page", () => {
  it.each(paths.flatMap((path) => [path, `/pt${path}`]))("%s has og:url, og:image and a large twitter card", async (path) => {
    const html = await get(path);
    expect(metaContent(html, "og:url")).toBe(baseUrl() + path);
    expect(metaContent(html, "og:title").length).toBeGreaterThan(3);
    expect(metaContent(html, "og:image")).toMatch(new RegExp(`^${baseUrl()}/images/`));
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "twitter:image")).toBe(metaContent(html, "og:image"));
    expect(metaContent(html, "og:locale")).toBe(path.startsWith("/pt") ? "pt_BR" : "en_US");
  });
});

describe("list links and images", () => {
  it.each([
    ["/blog", "Read More"],
    ["/pt/tutorials", "Leia mais"],
    ["/help-center", "Read more"],
    ["/case-studies", "Read Success Story"],
  ])("%s: every '%s' link names its article in its accessible text", async (path, label) => {
    const html = await get(path);
    const links = [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].filter((m) =>
      (m[2] ?? "").includes(`<span aria-hidden="true">${label}</span>`),
    );
    expect(links.length).toBeGreaterThan(1);
    for (const [, attrs, inner] of links) {
      expect(attrs).not.toContain("aria-label");
      const hidden = /<span class="sr-only">([\s\S]*?)<\/span>/.exec(inner ?? "")?.[1] ?? "";
      expect(textOf(hidden)).toMatch(new RegExp(`^${label}: .{8,}`));
    }
  });

  it.each(["/blog", "/tutorials", "/pt/case-studies"])("%s loads the first card image first and the others lazily", async (path) => {
    const html = await get(path);
    const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    expect(images.length).toBeGreaterThan(1);
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toContain('fetchpriority="high"');
    for (const image of images.slice(1)) {
      expect(image).toContain('loading="lazy"');
      expect(image).not.toContain("fetchpriority");
    }
    for (const image of images) expect(image).toMatch(/ width="\d+" height="\d+"/);
  });
});
