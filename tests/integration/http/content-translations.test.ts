import { describe, expect, it } from "vitest";
import { baseUrl } from "./support";

/**
 * Translations that are what they say, over HTTP (issue 29 item 4, decision 0216), on the seed:
 * the blog article translated under its own Portuguese slug, and pieces with no translation.
 */
const get = (path: string) => fetch(`${baseUrl()}${path}`, { redirect: "manual" });
const html = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
};
const origin = () => baseUrl();
const english = "/blog/cut-ota-commissions-90-day-plan";
const portuguese = "/pt/blog/como-reduzir-comissoes-das-otas";

/** The page's canonical and hreflang links, as hreflang → absolute address. */
function linksOf(page: string) {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];
  const alternates = Object.fromEntries([...page.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]));
  return { canonical, alternates };
}

describe("a piece translated under its own slug", () => {
  it("links both pages to each other with hreflang en, pt-BR and x-default, each its own canonical", async () => {
    const reciprocal = { en: origin() + english, "pt-BR": origin() + portuguese, "x-default": origin() + english };
    const en = linksOf(await html(english));
    const pt = linksOf(await html(portuguese));
    expect(en).toEqual({ canonical: origin() + english, alternates: reciprocal });
    expect(pt).toEqual({ canonical: origin() + portuguese, alternates: reciprocal });
    for (const target of Object.values(reciprocal)) expect((await get(target.slice(origin().length))).status, target).toBe(200);
  });

  it("answers each language's slug under the other language with a 301 to the right page", async () => {
    const wrongPt = await get("/pt/blog/cut-ota-commissions-90-day-plan");
    expect([wrongPt.status, wrongPt.headers.get("Location")]).toEqual([301, portuguese]);
    const wrongEn = await get("/blog/como-reduzir-comissoes-das-otas");
    expect([wrongEn.status, wrongEn.headers.get("Location")]).toEqual([301, english]);
  });

  it("sends the language selector to the twin whatever its slug", async () => {
    const page = await html(english);
    const target = /<input type="hidden" name="to-pt" value="([^"]+)"/.exec(page)?.[1];
    expect(target).toBe(portuguese);
    const response = await fetch(`${baseUrl()}/resources/language`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl(), "Sec-Fetch-Site": "same-origin" },
      body: new URLSearchParams({ redirectTo: english, "to-en": english, "to-pt": target!, lang: "pt" }).toString(),
    });
    expect([response.status, response.headers.get("Location")]).toEqual([303, portuguese]);
  });

  it("is in the sitemap once per language with the same reciprocal alternates, and in each language's feed", async () => {
    const sitemap = await html("/sitemap.xml");
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${origin()}${english}"/>`,
      `<xhtml:link rel="alternate" hreflang="pt-BR" href="${origin()}${portuguese}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin()}${english}"/>`,
    ];
    for (const loc of [english, portuguese]) {
      const entry = new RegExp(`<url>\\s*<loc>${origin()}${loc}</loc>[\\s\\S]*?</url>`).exec(sitemap)?.[0] ?? "";
      for (const line of alternates) expect(entry, loc).toContain(line);
    }
    expect(sitemap).not.toContain(`${origin()}/pt/blog/cut-ota-commissions-90-day-plan<`);
    expect(await html("/pt/blog/rss.xml")).toContain(`<link>${origin()}${portuguese}</link>`);
    expect(await html("/blog/rss.xml")).toContain(`<link>${origin()}${english}</link>`);
  });
});

describe("every hreflang target", () => {
  it("in the sitemap answers 200, and names its twins back", async () => {
    const sitemap = await html("/sitemap.xml");
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!,
      alternates: [...m[1]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => `${a[1]} ${a[2]}`).sort(),
    }));
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry.alternates]));
    const targets = new Set(entries.flatMap((entry) => entry.alternates.map((line) => line.split(" ")[1]!)));
    expect(targets.size).toBeGreaterThan(50);
    for (const target of targets) {
      expect((await get(target.slice(origin().length))).status, target).toBe(200);
      // Reciprocal: the target's own entry lists the same set.
      const own = byLoc.get(target);
      if (own) expect(own, target).toEqual(entries.find((entry) => entry.alternates.some((line) => line.endsWith(` ${target}`)))!.alternates);
    }
  }, 60_000);
});

describe("a piece with no translation, on its /pt address", () => {
  const cases = [
    ["/blog/guest-data-you-already-have", "<article lang=\"en\""],
    ["/tutorials/build-a-last-minute-flash-sale", "<article lang=\"en\""],
    ["/case-studies/urban-nest-midweek-gaps", "<article lang=\"en\""],
    ["/help-center/set-brand-voice", 'lang="en"'],
  ] as const;

  it("keeps the Portuguese chrome, marks the piece English, and points its canonical to the English page", async () => {
    for (const [path, marked] of cases) {
      const page = await html(`/pt${path}`);
      expect(page, path).toContain('<html lang="pt-BR"');
      expect(page, path).toContain(marked);
      const links = linksOf(page);
      expect(links.canonical, path).toBe(origin() + path);
      expect(links.alternates, path).toEqual({ en: origin() + path, "x-default": origin() + path });
    }
    const untranslated = await html("/pt/blog/guest-data-you-already-have");
    expect(untranslated).toContain('<meta property="og:locale" content="en_US"/>');
    expect(untranslated).not.toContain("og:locale:alternate");
    expect(await html(portuguese)).toContain('<meta property="og:locale:alternate" content="en_US"/>');
    const jsonLd = /<script type="application\/ld\+json">([^<]*"headline"[^<]*)<\/script>/.exec(untranslated)?.[1];
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({ inLanguage: "en", url: `${origin()}/blog/guest-data-you-already-have` });
  });

  it("is left out of the Portuguese sitemap entries and feed, and its English page names no pt-BR twin", async () => {
    const sitemap = await html("/sitemap.xml");
    for (const [path] of cases) {
      expect(sitemap, path).toContain(`<loc>${origin()}${path}</loc>`);
      expect(sitemap, path).not.toContain(`${origin()}/pt${path}<`);
      expect(sitemap, path).not.toContain(`href="${origin()}/pt${path}"`);
      expect(linksOf(await html(path)).alternates, path).toEqual({ en: origin() + path, "x-default": origin() + path });
    }
    expect(await html("/pt/blog/rss.xml")).not.toContain("guest-data-you-already-have");
    expect(await html("/pt/tutorials/rss.xml")).not.toContain("build-a-last-minute-flash-sale");
  });

  it("is marked English in the Portuguese help lists", async () => {
    const page = await html("/pt/help-center?category=account-setup");
    expect(page).toMatch(/<h3[^>]*lang="en"[^>]*><a[^>]*href="\/pt\/help-center\/set-brand-voice/);
    expect(page).not.toMatch(/<h3[^>]*lang="en"[^>]*><a[^>]*href="\/pt\/help-center\/getting-started/);
    // And in a Portuguese article's "Related articles".
    const article = await html("/pt/help-center/getting-started");
    expect(article).toMatch(/<a lang="en"[^>]*href="\/pt\/help-center\/set-brand-voice"/);
    expect(article).not.toMatch(/<a lang="en"[^>]*href="\/pt\/help-center\/invite-team-members"/);
  });
});
