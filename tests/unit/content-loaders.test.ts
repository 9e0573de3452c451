import type { AppLoadContext } from "@remix-run/cloudflare";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { loader as blogArticle } from "~/routes/($lang).blog.$slug";
import { loader as blogList } from "~/routes/($lang).blog._index";
import { loader as blogFeed } from "~/routes/($lang).blog.rss[.]xml";
import { loader as caseStudy } from "~/routes/($lang).case-studies.$slug";
import { loader as caseStudies } from "~/routes/($lang).case-studies._index";
import { loader as comparison } from "~/routes/($lang).comparisons.$slug";
import { loader as comparisons } from "~/routes/($lang).comparisons._index";
import { loader as helpArticle } from "~/routes/($lang).help-center.$slug";
import { loader as helpCenter } from "~/routes/($lang).help-center";
import { loader as helpRedirect } from "~/routes/($lang).help";
import { loader as tutorial } from "~/routes/($lang).tutorials.$slug";
import { loader as sitemap } from "~/routes/sitemap[.]xml";
import { BackendError, type Backend, type HelpArticle } from "~/backend/types";
import { helpMemo } from "~/features/content/cache.server";
import { siteRouteTable } from "./site-routes";

// The content loaders with a stand-in backend: what each page gets when a read fails
// (spec 2 §8: never a 500 page), when nothing is found, and which reads it makes.

// Loader answers are checked field by field; their exact types are the routes' business.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

type Fake = Partial<Record<keyof Backend, (...args: never[]) => unknown>>;

// The sitemap reads its static pages from the route table (decision 0220), as the edge hands it.
const { routes } = await siteRouteTable();

function contextWith(methods: Fake): { context: AppLoadContext; backend: Record<string, ReturnType<typeof vi.fn>> } {
  const backend: Record<string, ReturnType<typeof vi.fn>> = {};
  const proxy = new Proxy({ kind: "d1" } as unknown as Backend, {
    get(target, name: string) {
      if (name === "kind") return "d1";
      backend[name] ??= vi.fn(methods[name as keyof Backend] ?? (() => Promise.reject(new BackendError(`${name} failed`))));
      return backend[name];
    },
  });
  const context = {
    origin: "https://stayloop.io",
    config: { production: false, sessionSecret: "x".repeat(32), hashSalt: "y".repeat(32) },
    backend: proxy,
    routes,
    waitUntil: () => {},
  } as unknown as AppLoadContext;
  return { context, backend };
}

const args = (path: string, params: Record<string, string> = {}, context: AppLoadContext) => ({
  request: new Request(`https://stayloop.io${path}`),
  params,
  context,
});

async function caught(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected the loader to throw a response");
}

const helpRow = (slug: string, title: string, summary: string, category = "account-setup"): HelpArticle => ({
  id: slug,
  slug,
  locale: "en",
  translations: { en: slug, pt: null },
  title,
  summary,
  content: `Body of ${slug}\n\n- first point`,
  isPopular: slug === "getting-started",
  createdAt: "2026-09-01T09:00:00.000Z",
  category: { id: category, slug: category, name: category === "account-setup" ? "Account & Setup" : "Billing & Plans" },
});

beforeEach(() => {
  helpMemo.clear();
  // Failed reads are logged; the tests look at what the visitor gets instead.
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
});

describe("blog list", () => {
  it("shows both load-failure toasts and no empty state when both reads fail", async () => {
    const { context } = contextWith({});
    const response = (await blogList(args("/blog", {}, context))) as Response;
    expect(response.status).toBe(200);
    const data = await response.json<Json>();
    expect(data).toMatchObject({ errors: ["blog:errors.categories", "blog:errors.articles"], articles: [], articlesFailed: true });
  });

  it("passes the category and tag of the URL to the backend, in the URL's language", async () => {
    const { context, backend } = contextWith({ listBlogCategories: async () => [], listBlogArticles: async () => [] });
    await blogList(args("/pt/blog?category=guest-loyalty&tag=Direct%20bookings", { lang: "pt" }, context));
    expect(backend.listBlogArticles).toHaveBeenCalledWith({ locale: "pt", categorySlug: "guest-loyalty", tag: "Direct bookings" });
  });

  it("answers 404 for any language prefix but pt", async () => {
    const { context } = contextWith({});
    expect((await caught(blogList(args("/fr/blog", { lang: "fr" }, context)))).status).toBe(404);
  });
});

describe("blog article", () => {
  it("says 'Failed to load article' with 503 when the read fails", async () => {
    const { context } = contextWith({});
    const response = (await blogArticle(args("/blog/x", { slug: "x" }, context))) as Response;
    expect(response.status).toBe(503);
    expect(await response.json<Json>()).toMatchObject({ state: "failed", title: "Failed to load article" });
  });

  it("answers 404 'Article not found' for an unknown slug, and asks nothing for a slug that cannot be one", async () => {
    const { context, backend } = contextWith({ getBlogArticle: async () => null });
    const response = (await blogArticle(args("/blog/unknown", { slug: "unknown" }, context))) as Response;
    expect(response.status).toBe(404);
    expect(await response.json<Json>()).toMatchObject({ state: "notFound", title: "Article not found | Blog" });
    await blogArticle(args("/blog/..%2Fetc", { slug: "../etc" }, context));
    expect(backend.getBlogArticle).toHaveBeenCalledTimes(1);
  });

  it("still shows the article when its related articles fail, and renders the body safely", async () => {
    const { context, backend } = contextWith({
      getBlogArticle: async () => ({
        id: "1",
        slug: "a",
        locale: "en",
        translations: { en: "a", pt: null },
        title: "A title",
        excerpt: "Short",
        publishedDate: "2026-11-12T09:00:00.000Z",
        imageUrl: null,
        author: "Ana",
        aboutAuthor: null,
        category: { id: "c", slug: "direct-bookings", name: "Direct Bookings" },
        content: "Hello <script>alert(1)</script> about direct bookings",
        headerImageUrl: "/images/content/blog/x.svg",
        imageCaption: null,
        authorBio: null,
        tags: ["one"],
      }),
    });
    const response = (await blogArticle(args("/pt/blog/a", { lang: "pt", slug: "a" }, context))) as Response;
    expect(response.status).toBe(200);
    const data = await response.json<Json>();
    // Read beside the article (one round trip); the backend finds its category (issue 18 item 4).
    expect(backend.listRelatedBlogArticles).toHaveBeenCalledWith({ slug: "a", locale: "pt" });
    expect(data.related).toEqual([]);
    expect(data.article.lang).toBe("en");
    expect(data.article.html).toBe('<p>Hello &lt;script&gt;alert(1)&lt;/script&gt; about <a href="/pt/features/direct-booking-links">direct bookings</a></p>\n');
    // Not translated: the Portuguese page is the English article, and says so (decision 0216).
    expect(data.meta).toMatchObject({
      title: "A title | Blog",
      url: "https://stayloop.io/blog/a",
      image: "https://stayloop.io/images/content/blog/x.svg",
      keywords: ["one"],
      inLanguage: "en",
    });
    expect(data.alternates).toEqual({
      canonical: "/blog/a",
      languages: [
        { hrefLang: "en", path: "/blog/a" },
        { hrefLang: "x-default", path: "/blog/a" },
      ],
      switchTo: { en: "/blog/a", pt: "/pt/blog/a" },
    });
  });
});

describe("tutorial", () => {
  it("answers 404 'Tutorial Not Found' for a missing one", async () => {
    const { context, backend } = contextWith({ getTutorial: async () => null });
    const response = (await tutorial(args("/tutorials/x", { slug: "x" }, context))) as Response;
    expect(response.status).toBe(404);
    expect(await response.json<Json>()).toMatchObject({ state: "notFound", title: "Tutorial Not Found | Tutorials" });
    expect(backend.getTutorial).toHaveBeenCalledTimes(1);
  });

  it("says 'Failed to load tutorial' with 503 when the read fails", async () => {
    const { context } = contextWith({});
    const response = (await tutorial(args("/tutorials/x", { slug: "x" }, context))) as Response;
    expect(response.status).toBe(503);
    expect(await response.json<Json>()).toMatchObject({ state: "failed", title: "Failed to load tutorial" });
  });
});

describe("help center", () => {
  const articles = [
    helpRow("getting-started", "Getting started with StayLoop", "Set up your account"),
    helpRow("calendar-not-syncing", "O calendário não está sincronizando", "Quando uma reserva não aparece", "billing-plans"),
  ];
  const categories = [
    { id: "1", slug: "account-setup", name: "Account & Setup", displayOrder: 1 },
    { id: "2", slug: "billing-plans", name: "Billing & Plans", displayOrder: 2 },
  ];

  it("selects the first category when none is chosen", async () => {
    const { context, backend } = contextWith({
      listHelpCategories: async () => categories,
      listHelpArticles: async () => articles,
    });
    const data = await ((await helpCenter(args("/help-center", {}, context))) as Response).json<Json>();
    expect(data).toMatchObject({ mode: "category", selected: "account-setup", heading: "Articles in Account & Setup", errors: [] });
    // Every article is read beside the categories (one round trip) and the first category's are shown.
    expect(backend.listHelpArticles).toHaveBeenCalledWith({ locale: "en", categorySlug: null });
    expect(data.articles.map((a: { slug: string }) => a.slug)).toEqual(["getting-started"]);
  });

  it("retries categories once, then shows the toast and the popular articles", async () => {
    const { context, backend } = contextWith({ listPopularHelpArticles: async () => [articles[0]!] });
    const data = await ((await helpCenter(args("/help-center", {}, context))) as Response).json<Json>();
    expect(backend.listHelpCategories).toHaveBeenCalledTimes(2);
    expect(data).toMatchObject({ mode: "popular", heading: "Popular Articles", errors: ["help:errors.categories"] });
    expect(data.articles.map((a: { slug: string }) => a.slug)).toEqual(["getting-started"]);
  });

  it("retries articles twice before 'Failed to load articles'", async () => {
    const { context, backend } = contextWith({ listHelpCategories: async () => categories });
    const data = await ((await helpCenter(args("/help-center?category=billing-plans", {}, context))) as Response).json<Json>();
    expect(backend.listHelpArticles).toHaveBeenCalledTimes(3);
    expect(data).toMatchObject({ heading: "Articles in Billing & Plans", errors: ["help:errors.articles"], articles: [] });
  });

  it("says 'Failed to load popular articles' when those fail", async () => {
    const { context } = contextWith({ listHelpCategories: async () => categories });
    const data = await ((await helpCenter(args("/help-center?view=popular", {}, context))) as Response).json<Json>();
    expect(data.errors).toEqual(["help:errors.popular"]);
  });

  it("searches through the backend's search and shows each result's category, marked title and snippet", async () => {
    const { context, backend } = contextWith({
      listHelpCategories: async () => categories,
      searchHelpArticles: async () => ({ articles: [{ ...articles[1]!, locale: "pt" as const }], terms: ["calendario"] }),
    });
    const response = (await helpCenter(args("/pt/help-center?q=calendario", { lang: "pt" }, context))) as Response;
    const data = await response.json<Json>();
    expect(backend.searchHelpArticles).toHaveBeenCalledWith({ query: "calendario", locale: "pt", limit: 20 });
    expect(data).toMatchObject({ mode: "search", q: "calendario", selected: null, heading: 'Resultados da pesquisa por "calendario"' });
    expect(data.articles).toEqual([
      {
        slug: "calendar-not-syncing",
        // Its address without the language prefix, from the help center route's items (decision 0057); the link adds /pt.
        path: "/help-center/calendar-not-syncing",
        title: "O calendário não está sincronizando",
        summary: "Quando uma reserva não aparece",
        categoryName: "Billing & Plans",
        found: {
          title: [
            { text: "O ", mark: false },
            { text: "calendário", mark: true },
            { text: " não está sincronizando", mark: false },
          ],
          // Neither summary nor the stored body holds the word: the summary is shown as it is.
          snippet: [{ text: "Quando uma reserva não aparece", mark: false }],
        },
      },
    ]);
    // A search with results is kept by the edge cache like any content page, and is not a miss.
    expect(response.headers.get("Cache-Control")).toBeNull();
    expect(backend.recordHelpSearchMiss).toBeUndefined();
  });

  it("counts a search that found nothing after the response, folded, and not the dropdown's reads", async () => {
    const { context, backend } = contextWith({
      listHelpCategories: async () => categories,
      searchHelpArticles: async () => ({ articles: [], terms: ["zebra"] }),
      hitRateLimit: async () => ({ allowed: true, retryAfterSeconds: 0 }),
      recordHelpSearchMiss: async () => {},
    });
    const pending: Promise<unknown>[] = [];
    context.waitUntil = (promise) => void pending.push(promise);
    const response = (await helpCenter(args("/pt/help-center?q=Zébra%20%20Crossing", { lang: "pt" }, context))) as Response;
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect((await response.json<Json>()).articles).toEqual([]);
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
    expect(backend.recordHelpSearchMiss).toHaveBeenCalledWith({ query: "zebra crossing", locale: "pt" });

    const live = new Request("https://stayloop.io/pt/help-center?q=zebra", { headers: { "X-Help-Live-Search": "1" } });
    await helpCenter({ request: live, params: { lang: "pt" }, context });
    await helpCenter(args("/pt/help-center/some-article?q=zebra", { lang: "pt", slug: "some-article" }, context));
    expect(pending).toHaveLength(1);
  });

  it("does not count a miss over the address's limit, and a failure to count never reaches the page", async () => {
    const { context, backend } = contextWith({
      listHelpCategories: async () => categories,
      searchHelpArticles: async () => ({ articles: [], terms: ["zebra"] }),
      hitRateLimit: async () => ({ allowed: false, retryAfterSeconds: 60 }),
    });
    const pending: Promise<unknown>[] = [];
    context.waitUntil = (promise) => void pending.push(promise);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await helpCenter(args("/help-center?q=zebra", {}, context));
    await Promise.all(pending);
    expect(backend.recordHelpSearchMiss).toBeUndefined();

    backend.hitRateLimit!.mockResolvedValue({ allowed: true, retryAfterSeconds: 0 });
    const response = (await helpCenter(args("/help-center?q=zebra", {}, context))) as Response;
    expect(response.status).toBe(200);
    await Promise.all(pending);
    expect(backend.recordHelpSearchMiss).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith("help search miss not recorded", expect.any(BackendError));
    errors.mockRestore();
  });

  it("shows an article's own category behind its dialog when opened by its address", async () => {
    const { context } = contextWith({ listHelpCategories: async () => categories, listHelpArticles: async () => articles });
    const data = await ((await helpCenter(args("/help-center/calendar-not-syncing", { slug: "calendar-not-syncing" }, context))) as Response).json<Json>();
    expect(data.selected).toBe("billing-plans");
  });

  it("renders built-in content for the six slugs and the paragraph rules for others", async () => {
    const { context, backend } = contextWith({ listHelpArticles: async () => articles, getHelpArticle: async () => null });
    const builtIn = await ((await helpArticle(args("/help-center/getting-started", { slug: "getting-started" }, context))) as Response).json<Json>();
    expect(builtIn.article.html).toContain("Plan about 20 minutes for the first setup");
    expect(builtIn.article.html).not.toContain("Body of getting-started");
    const other = await ((await helpArticle(args("/help-center/calendar-not-syncing", { slug: "calendar-not-syncing" }, context))) as Response).json<Json>();
    expect(other.article.html).toBe("<p>Body of calendar-not-syncing</p>\n<ul><li>first point</li></ul>");
    expect(backend.getHelpArticle).toBeUndefined();
    expect((await caught(helpArticle(args("/help-center/nope", { slug: "nope" }, context)))).status).toBe(404);
    expect(backend.getHelpArticle).toHaveBeenCalledWith("nope", "en");
  });

  it("/help answers 301 to /help-center, keeping the language and the query", async () => {
    const { context } = contextWith({});
    const response = helpRedirect(args("/pt/help?q=sync", { lang: "pt" }, context));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/pt/help-center?q=sync");
  });
});

describe("case studies", () => {
  it("list: 'Failed to load case studies.' with 503", async () => {
    const { context } = contextWith({});
    const response = (await caseStudies(args("/case-studies", {}, context))) as Response;
    expect(response.status).toBe(503);
    expect(await response.json<Json>()).toMatchObject({ failed: true, studies: [] });
  });

  it("list: industry defaults to 'Vacation Rental' and one slug shows its fixed image", async () => {
    const { context } = contextWith({
      listCaseStudies: async () => [
        { id: "1", slug: "casa-mar-azul-repeat-guests", locale: "en", title: "T", clientName: "C", clientIndustry: null, excerpt: "E", featuredImageUrl: "/stored.svg" },
      ],
    });
    const data = await ((await caseStudies(args("/case-studies", {}, context))) as Response).json<Json>();
    expect(data.studies[0]).toMatchObject({ industry: "Vacation Rental", imageUrl: "/images/content/case-studies/stock-coastal-villa.svg" });
  });

  it("detail: 404 with the not-found view for an unknown slug, 503 with the error state when the read fails", async () => {
    const missing = contextWith({ getCaseStudy: async () => null });
    expect(((await caseStudy(args("/case-studies/x", { slug: "x" }, missing.context))) as Response).status).toBe(404);
    const failing = contextWith({});
    const response = (await caseStudy(args("/case-studies/x", { slug: "x" }, failing.context))) as Response;
    expect(response.status).toBe(503);
    // An outage is not "may have been removed" (issue 23 item 9): the view says the case study could not be loaded.
    expect(await response.json<Json>()).toMatchObject({ state: "failed" });
  });
});

describe("comparisons", () => {
  it("list: the 'Error Loading Comparisons' state with 503", async () => {
    const { context } = contextWith({});
    const response = (await comparisons(args("/comparisons", {}, context))) as Response;
    expect(response.status).toBe(503);
    expect(await response.json<Json>()).toMatchObject({ failed: true });
  });

  it("detail: unknown, unpublished or failed reads redirect to /404 in the page's language", async () => {
    const missing = contextWith({ getComparison: async () => null });
    const toEnglish = await caught(comparison(args("/comparisons/hubspot", { slug: "hubspot" }, missing.context)));
    expect([toEnglish.status, toEnglish.headers.get("Location")]).toEqual([302, "/404"]);
    const failing = contextWith({});
    const toPortuguese = await caught(comparison(args("/pt/comparisons/x", { lang: "pt", slug: "x" }, failing.context)));
    expect([toPortuguese.status, toPortuguese.headers.get("Location")]).toEqual([302, "/pt/404"]);
  });

  it("detail: the default call to action is 'Start Your Free Trial'", async () => {
    const features = { product: "p", competitor: "c" };
    const { context } = contextWith({
      getComparison: async () => ({
        id: "1", slug: "mailchimp", locale: "en", translations: { en: "mailchimp", pt: null }, title: "StayLoop vs Mailchimp", headerDescription: "h", competitorName: "Mailchimp",
        createdAt: "", metaTitle: null, metaDescription: null, content: null, conclusion: "c", ctaText: null,
        features: { loyalty_programs: features, setup_ease_of_use: features, data_integration: features, email_content_generation: features, cost_model: features, post_booking_relationship: features, support: features },
      }),
    });
    const data = await ((await comparison(args("/comparisons/mailchimp", { slug: "mailchimp" }, context))) as Response).json<Json>();
    expect(data.comparison.ctaText).toBe("Start Your Free Trial");
    expect(data.comparison.rows.map((r: { key: string }) => r.key)).toEqual([
      "loyalty_programs", "setup_ease_of_use", "data_integration", "email_content_generation", "cost_model", "post_booking_relationship", "support",
    ]);
    expect(data.meta.title).toBe("StayLoop vs Mailchimp | Comparisons");
  });
});

describe("feeds and sitemap", () => {
  it("a feed that cannot be read answers 503 with Retry-After, not a broken document", async () => {
    const { context } = contextWith({});
    const response = await blogFeed(args("/blog/rss.xml", {}, context));
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("300");
  });

  it("the sitemap keeps every static page and the slugs it could read when one source fails", async () => {
    const { context } = contextWith({
      listBlogArticles: async () => [{ slug: "a", locale: "en", translations: { en: "a", pt: "a" }, publishedDate: "2026-11-12T09:00:00.000Z" }],
      listTutorials: async () => [],
      listHelpArticles: async () => [],
      listComparisons: async () => [{ slug: "mailchimp", locale: "en", translations: { en: "mailchimp", pt: "mailchimp" } }],
    });
    const xml = await (await sitemap(args("/sitemap.xml", {}, context))).text();
    expect(xml).toContain("<loc>https://stayloop.io/blog/a</loc>");
    expect(xml).toContain("<loc>https://stayloop.io/pt/blog/a</loc>");
    expect(xml).toContain("<loc>https://stayloop.io/pt/comparisons/mailchimp</loc>");
    expect(xml).toContain("<loc>https://stayloop.io/features/referral-program</loc>");
    expect(xml).not.toContain("/case-studies/");
  });
});
