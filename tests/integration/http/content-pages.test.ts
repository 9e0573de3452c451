import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, enhancementModulesOf, queryD1 } from "./support";

// The content pages over HTTP, as a visitor without JavaScript gets them: every list opens
// its detail pages in both languages, filters are URLs, unknown slugs answer 404 with the
// spec's texts, and the help center searches with a plain GET.

/**
 * A `wrangler d1 execute` against the running test server's state can drop the server's
 * open connections, so the published rows are read once, up front, and a page request that
 * fails at the socket or ends before </html> is made again (once).
 */
interface PublishedRow {
  t: string;
  id: string;
  translation_of: string | null;
  locale: string;
  slug: string;
  category: string | null;
  tags: string | null;
  title: string;
  excerpt: string;
}
let published: PublishedRow[] = [];
beforeAll(() => {
  published = queryD1<PublishedRow>(
    ["blog_articles", "tutorials", "case_studies", "comparisons", "help_articles"]
      .map((table) =>
        table === "blog_articles"
          ? "select 'blog_articles' as t, a.id, a.translation_of, a.locale, a.slug, c.slug as category, a.tags, a.title, a.excerpt from blog_articles a left join blog_categories c on c.id = a.category_id where a.is_published = 1 and (a.published_date is null or a.published_date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))"
          : `select '${table}' as t, id, translation_of, locale, slug, null as category, null as tags, title, '' as excerpt from ${table} where is_published = 1 and (published_date is null or published_date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      )
      .join(" union all "),
  );
});

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const request = () => fetch(baseUrl() + path, { redirect: "manual", headers: { Cookie: "lang=en", ...headers } });
  try {
    return await request();
  } catch {
    return request();
  }
}
async function html(path: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    const text = await response.text().catch(() => "");
    if (text.includes("</html>") || attempt === 1) return text;
  }
}
/** Distinct hrefs of links to `{base}/{slug}` in a page. */
const detailLinks = (page: string, base: string) =>
  [...new Set([...page.matchAll(new RegExp(`href="${base}/([a-z0-9-]+)"`, "g"))].map((m) => m[1]!))].sort();
const decode = (text: string) => text.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

/** Published slugs of a table as a reader of `lang` sees them (own language, else English). */
/** What a reader of `lang` finds listed: their language's rows, and the English rows with no translation in it (decision 0216). */
function publishedSlugs(table: string, lang: "en" | "pt"): string[] {
  const rows = published.filter((row) => row.t === table);
  const own = rows.filter((row) => row.locale === lang);
  const translated = new Set(own.map((row) => row.translation_of));
  const untranslated = lang === "en" ? [] : rows.filter((row) => row.locale === "en" && !translated.has(row.id));
  return [...new Set([...own, ...untranslated].map((row) => row.slug))].sort();
}

describe.each([
  { lang: "en" as const, prefix: "" },
  { lang: "pt" as const, prefix: "/pt" },
])("lists open their detail pages ($lang)", ({ lang, prefix }) => {
  it.each([
    ["blog_articles", "/blog"],
    ["tutorials", "/tutorials"],
    ["case_studies", "/case-studies"],
    ["comparisons", "/comparisons"],
  ])("%s: %s links every published item, and each opens", async (table, base) => {
    const expected = publishedSlugs(table, lang);
    expect(expected.length).toBeGreaterThan(1);
    const list = await html(prefix + base);
    expect(detailLinks(list, prefix + base)).toEqual(expected);
    for (const slug of expected) {
      const page = await html(`${prefix}${base}/${slug}`);
      expect(page).toContain(`<html lang="${lang === "pt" ? "pt-BR" : "en"}"`);
      expect(page).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
  });

  it("help center: the categories together list every published article, and each opens as a dialog", async () => {
    const expected = publishedSlugs("help_articles", lang);
    const start = await html(`${prefix}/help-center`);
    const categories = [...start.matchAll(/href="[^"]*\/help-center\?category=([a-z0-9-]+)"/g)].map((m) => m[1]!);
    expect(categories.length).toBeGreaterThanOrEqual(4);
    const found = new Set<string>();
    for (const category of categories) {
      for (const slug of (await html(`${prefix}/help-center?category=${category}`)).matchAll(/href="[^"]*\/help-center\/([a-z0-9-]+)\?category=/g)) {
        found.add(slug[1]!);
      }
    }
    expect([...found].sort()).toEqual(expected);
    const dialog = await html(`${prefix}/help-center/${expected[0]}`);
    expect(dialog).toMatch(/<dialog open=""[^>]* data-route-dialog[^>]* aria-labelledby="[^"]+"/);
  });
});

describe("blog filters are URLs (spec 2 §2.5)", () => {
  it("?category= shows that category's articles and marks its button; All Categories removes it", async () => {
    const page = await html("/blog?category=guest-loyalty");
    const cards = [...page.matchAll(/<article[\s\S]*?<\/article>/g)].map((m) => m[0]);
    expect(cards.length).toBe(published.filter((r) => r.t === "blog_articles" && r.locale === "en" && r.category === "guest-loyalty").length);
    for (const card of cards) expect(card).toContain('href="/blog?category=guest-loyalty"');
    expect(page).toMatch(/<a aria-current="page"[^>]*href="\/blog\?category=guest-loyalty"[^>]*>Guest Loyalty<\/a>/);
    expect(page).toMatch(/<a[^>]*href="\/blog"[^>]*>All Categories<\/a>/);
    expect(page).not.toMatch(/<a aria-current="page"[^>]*href="\/blog"[^>]*>All Categories/);
  });

  it("an empty category says so, and without a category the page says none are available yet", async () => {
    const page = await html("/blog?category=no-such-category");
    expect(page).toContain("No articles found");
    expect(page).toContain("There are no articles in the selected category.");
    expect(await html("/pt/blog?category=nada")).toContain("Não há artigos na categoria selecionada.");
  });

  it("?tag= shows the articles with that tag", async () => {
    const page = await html("/blog?tag=Guest%20Loyalty");
    expect(page).toContain("Articles tagged “Guest Loyalty”");
    const shown = detailLinks(page, "/blog");
    const tagged = published
      .filter((r) => r.t === "blog_articles" && r.locale === "en" && (JSON.parse(r.tags!) as string[]).some((tag) => tag.toLowerCase() === "guest loyalty"))
      .map((r) => r.slug)
      .sort();
    expect(tagged.length).toBeGreaterThan(0);
    expect(shown).toEqual(tagged);
  });
});

/** Every script a document loads or preloads, by address. */
const scriptSources = (page: string) => [...page.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!);

describe("blog and tutorial lists load no React, only their own module (decision 0013)", () => {
  it.each(["/blog", "/blog?tag=Guest%20Loyalty", "/pt/blog?category=email-marketing", "/tutorials", "/pt/tutorials?category=automations"])(
    "%s",
    async (path) => {
      const page = await html(path);
      expect(enhancementModulesOf(page)).toEqual(["site", "lists"]);
      const scripts = scriptSources(page);
      for (const src of scripts) {
        const response = await get(src);
        expect(response.status, src).toBe(200);
        expect(response.headers.get("Content-Type")).toMatch(/javascript/);
      }
      // The six skeletons wait in the page for the module; the cards are what it hides meanwhile.
      const [, results = "", skeletons = ""] = /<div data-list-results="true">([\s\S]*?)<template data-list-skeletons="true">([\s\S]*?)<\/template>/.exec(page) ?? [];
      expect(skeletons.match(/data-skeleton/g)).toHaveLength(6);
      expect(results).toContain("<article");
      // The first card's image is the one a visitor sees first: eager, high priority; the others wait.
      const images = [...results.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
      if (images.length > 0 && /<article[^>]*>\s*<img/.test(results)) {
        expect(images[0]).toMatch(/loading="eager"[^>]*fetchpriority="high"/);
        for (const image of images.slice(1)) expect(image).toContain('loading="lazy"');
      }
    },
  );

  it("the category filter marks its choice with aria-current, which its look follows", async () => {
    const page = await html("/tutorials?category=automations");
    expect(page).toMatch(/<nav aria-label="Tutorial categories" data-list-filter="true">/);
    expect(page).toMatch(/<a aria-current="page"[^>]*aria-\[current=page\]:bg-teal-700[^>]*href="\/tutorials\?category=automations"/);
  });
});

describe("an article page (spec 2 §2.6)", () => {
  it("has the breadcrumb, quote-style excerpt, share links, tag links, related articles and its metadata", async () => {
    const article = published.find((r) => r.t === "blog_articles" && r.locale === "en" && r.slug === "post-stay-email-that-brings-guests-back");
    const page = decode(await html(`/blog/${article!.slug}`));
    expect(page).toContain(`<title>${article!.title} | Blog</title>`);
    expect(page).toContain(`<meta name="description" content="${article!.excerpt.slice(0, 120)}`);
    expect(page).toContain('<meta property="og:type" content="article"/>');
    expect(page).toContain(`<link rel="canonical" href="${baseUrl()}/blog/${article!.slug}"/>`);
    expect(page).toContain('<link rel="alternate" type="application/rss+xml" title="StayLoop Blog" href="/blog/rss.xml"/>');
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(page)![1]!) as Record<string, unknown>;
    expect(ld).toMatchObject({ "@type": "BlogPosting", headline: article!.title, author: { name: "Sofia Almeida" } });
    for (const tag of JSON.parse(article!.tags!) as string[]) {
      expect(page).toContain(`href="/blog?tag=${encodeURIComponent(tag)}"`);
      expect(page).toMatch(new RegExp(`<meta name="keywords" content="[^"]*${tag}`));
    }
    expect(page).toMatch(/<nav aria-label="Breadcrumb"[\s\S]*?>Home<[\s\S]*?>Blog<[\s\S]*?>Email Marketing<[\s\S]*?aria-current="page"/);
    const url = encodeURIComponent(`${baseUrl()}/blog/${article!.slug}`);
    expect(page).toContain(`href="https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(article!.title)}"`);
    expect(page).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${url}"`);
    expect(page).toContain(`href="https://www.linkedin.com/sharing/share-offsite/?url=${url}"`);
    expect(page).toContain("Related Resources");
    expect(page).toContain('<button type="submit"');
    expect(page).toContain("Get Updates");
  });

  it("renders the body as formatted text with the auto-links, and no script of its own", async () => {
    const page = await html("/blog/post-stay-email-that-brings-guests-back");
    expect(page).toContain('<h2>When to send it</h2>');
    expect(page).toContain('<a href="/features/guest-loyalty-program">guest loyalty</a>');
    expect(page).toMatch(/<strong>email automation<\/strong>|<a href="\/features\/email-campaigns">email automation<\/a>/);
  });

  it("falls back to the English article on the Portuguese page, marked as English", async () => {
    const page = await html("/pt/blog/guest-data-you-already-have");
    expect(page).toContain('<article lang="en"');
    expect(page).toContain("The Guest Data You Already Have");
    expect(page).toContain("Voltar ao Blog");
    const translated = await html("/pt/blog/como-reduzir-comissoes-das-otas");
    expect(translated).toContain("Como reduzir as comissões das OTAs sem perder reservas");
    expect(translated).toContain('<a href="/pt/features/direct-booking-links">reservas diretas</a>');
  });
});

describe("not found (spec 2 §2.6, §2.10, §2.13, §2.15)", () => {
  it.each([
    ["/blog/no-such-article", ["Article not found", "The article you&#x27;re looking for doesn&#x27;t exist or has been removed.", 'href="/blog"', "Back to Blog"]],
    ["/blog/winter-campaign-ideas-draft", ["Article not found"]],
    ["/tutorials/no-such-tutorial", ["Tutorial Not Found", "We couldn&#x27;t find the tutorial you&#x27;re looking for. It may have been moved, deleted, or never existed.", "Browse All Tutorials"]],
    ["/tutorials/weather-based-suggestions-draft", ["Tutorial Not Found"]],
    ["/case-studies/no-such-story", ["We couldn&#x27;t find this case study", "The case study you&#x27;re looking for may have been removed or doesn&#x27;t exist.", "View all case studies"]],
    ["/case-studies/lisbon-lofts-draft", ["We couldn&#x27;t find this case study"]],
    ["/pt/blog/nada", ["Artigo não encontrado", "Voltar ao Blog"]],
    ["/help-center/no-such-article", ["Oops! Page not found"]],
  ])("%s answers 404 with its text", async (path, texts) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const page = await response.text();
    for (const text of texts) expect(page).toContain(text);
    expect(page).toContain('<meta name="robots" content="noindex"/>');
  });

  it.each([
    ["/comparisons/hubspot", "/404"],
    ["/comparisons/no-such-competitor", "/404"],
    ["/pt/comparisons/hubspot", "/pt/404"],
  ])("%s redirects to %s, which answers 404", async (path, target) => {
    const response = await get(path);
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get("Location")!, baseUrl()).pathname).toBe(target);
    const notFound = await get(target);
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toMatch(/Oops! Page not found|Ops! Página não encontrada/);
  });
});

describe("help center (spec 2 §2.7)", () => {
  it("is served at /help-center; /help answers 301 there, keeping the query and the language", async () => {
    for (const [from, to] of [
      ["/help", "/help-center"],
      ["/help?q=sync", "/help-center?q=sync"],
      ["/pt/help?category=billing-plans", "/pt/help-center?category=billing-plans"],
      ["/help/getting-started", "/help-center/getting-started"],
    ]) {
      const response = await get(from!);
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get("Location")!, baseUrl()).href).toBe(baseUrl() + to);
    }
  });

  it("auto-selects the first category, and searches with a plain GET form", async () => {
    const page = decode(await html("/help-center"));
    expect(page).toContain("How can we help you?");
    expect(page).toMatch(/<form method="get" action="\/help-center" role="search"/);
    expect(page).toContain('name="q"');
    expect(page).toContain('placeholder="Search for help articles..."');
    expect(page).toContain("Articles in Account &amp; Setup".replace("&amp;", "&"));
    expect(page).toContain("Can't find what you're looking for?");
    // 'Contact Support' leads to the help center's own form (decision 0212), no longer a mail link.
    expect(page).toMatch(/<a [^>]*href="\/help-center\/contact"[^>]*>Contact Support<\/a>/);
  });

  it("finds articles by title or summary ignoring case and accents: 'calendario' finds 'calendário'", async () => {
    const page = decode(await html("/pt/help-center?q=calendario"));
    expect(page).toContain('Resultados da pesquisa por "calendario"');
    expect(page).toContain('Pesquisando por "calendario"');
    expect(page).toContain("Meu calendário não está sincronizando");
    expect(page).not.toContain("Convide sua equipe");
    const english = decode(await html("/help-center?q=CALENDAR"));
    expect(english).toContain("My calendar is not syncing");
  });

  it("says 'No articles found.' when nothing matches, and offers to clear the search", async () => {
    const page = decode(await html("/help-center?q=zebra%20crossing"));
    expect(page).toContain('Search results for "zebra crossing"');
    expect(page).toContain("No articles found.");
    expect(page).toMatch(/<a[^>]*href="\/help-center"[^>]*>[\s\S]*?Clear search/);
  });

  it("shows built-in content for the six slugs in the article dialog, with the six feature links", async () => {
    const page = decode(await html("/help-center/channel-connections"));
    expect(page).toContain("<title>Connecting your channels | Help Center</title>");
    expect(page).toContain("Calendar sync may take up to 30 minutes");
    expect(page).not.toContain("Connect your channel manager under Settings → Channels and match each listing");
    for (const to of ["/features/email-campaigns", "/features/ai-content-creation", "/features/guest-loyalty-program", "/features/performance-analytics", "/features/direct-booking-links", "/pricing"]) {
      expect(page).toContain(`href="${to}"`);
    }
    expect(decode(await html("/pt/help-center/guest-communication"))).toContain("1 a 2 horas");
    expect(decode(await html("/help-center/guest-communication"))).toContain("1-2 hours");
  });
  it("loads no React app: only the layout module, the live search and, over an article, the dialog and feedback modules", async () => {
    const manifest = (await import("~/enhance/manifest.json")).default;
    for (const [path, modules] of [
      ["/help-center", ["site", "help-search"]],
      ["/pt/help-center?q=calendario", ["site", "help-search"]],
      ["/help-center?category=billing-plans", ["site", "help-search"]],
      ["/help-center/getting-started", ["site", "help-search", "dialog", "help-feedback"]],
      ["/pt/help-center/getting-started?q=calendario", ["site", "help-search", "dialog", "help-feedback"]],
    ] as const) {
      const page = await html(path);
      expect(page, path).not.toMatch(/<script[^>]*src="\/build\//);
      expect(page, path).not.toContain("__remixContext");
      const scripts = [...page.matchAll(/<script[^>]*src="(\/enhance\/[^"]+)"/g)].map((match) => match[1]);
      expect(scripts, path).toEqual(modules.map((name) => manifest[name]));
      // The hooks the live search fills: the search form, its hidden dropdown and texts.
      expect(page, path).toMatch(/<form[^>]*data-module="help-search"/);
      expect(page, path).toMatch(/<div[^>]*data-help-popup[^>]*hidden/);
    }
    const english = decode(await html("/help-center"));
    expect(english).toContain('data-loading="Loading search results..."');
    expect(english).toContain('data-empty="No articles found for "{query}""');
    expect(english).toContain('data-many-results="{count} articles"');
    const portuguese = decode(await html("/pt/help-center"));
    expect(portuguese).toContain('data-loading="Carregando resultados..."');
    expect(portuguese).toContain('data-error="Falha ao carregar os artigos"');
  });

  it("the search results carry what the dropdown reads: slug, title, summary and category of each match", async () => {
    const page = decode(await html("/help-center?q=calendar"));
    const item = page.match(/<li[^>]*data-help-article="calendar-not-syncing"[\s\S]*?<\/li>/)?.[0] ?? "";
    expect(item).toMatch(/data-title[^>]*>[\s\S]*My calendar is not syncing/);
    expect(item).toMatch(/data-category[^>]*>Bookings & Channels</);
    expect(item).toMatch(/data-summary[^>]*>[^<]+</);
  });

  it("announces 'Selected article: {title}' when the dialog's article is the one searched by its title", async () => {
    const chosen = decode(await html("/help-center/calendar-not-syncing?q=My%20calendar%20is%20not%20syncing"));
    expect(chosen).toContain("Selected article: My calendar is not syncing");
    expect(chosen).not.toContain('Searching for "My calendar is not syncing"');
    const searched = decode(await html("/help-center/calendar-not-syncing?q=calendar"));
    expect(searched).toContain('Searching for "calendar"');
    expect(searched).not.toContain("Selected article:");
    const portuguese = decode(await html("/pt/help-center/calendar-not-syncing?q=Meu%20calend%C3%A1rio%20n%C3%A3o%20est%C3%A1%20sincronizando"));
    expect(portuguese).toContain("Artigo selecionado: Meu calendário não está sincronizando");
  });
});

describe("case studies and comparisons", () => {
  it("a case study shows its sanitised content, results summary and the trial call to action", async () => {
    const page = decode(await html("/case-studies/casa-mar-azul-repeat-guests"));
    expect(page).toContain("Results Summary");
    expect(page).toContain("<li><strong>2.1×</strong> repeat stays compared with the previous season</li>");
    expect(page).toContain("Want similar results?");
    expect(page).toMatch(/<a target="_blank" rel="noopener noreferrer"[^>]*href="https:\/\/app\.stayloop\.io\/signup"[^>]*>Start Free Trial/);
  });

  it("the case-study list defaults the industry and shows the fixed image for its one slug", async () => {
    const page = await html("/case-studies");
    expect(page).toContain("Our Success Stories");
    expect(page).toContain("Vacation Rental");
    expect(page).toContain('src="/images/content/case-studies/stock-coastal-villa.svg"');
    expect(page).not.toContain('src="/images/content/case-studies/casa-mar-azul.svg"');
  });

  it("a comparison has the seven-row table and the bottom line with its call to action", async () => {
    const page = decode(await html("/comparisons/mailchimp"));
    expect(page).toContain("StayLoop vs Competitors".length > 0 ? "StayLoop vs Mailchimp" : "");
    const rows = [...page.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th>/g)].map((m) => m[1]);
    expect(rows).toEqual(["Loyalty Programs", "Setup & Ease of Use", "Data Integration", "Email Content Generation", "Cost Model", "Post-Booking Relationship", "Support"]);
    expect(page).toContain("The Bottom Line");
    expect(page).toContain("Start Your Free Trial");
    expect(decode(await html("/comparisons/activecampaign"))).toContain("Try StayLoop Free");
    expect(decode(await html("/comparisons"))).toContain("StayLoop vs Competitors");
  });
});
