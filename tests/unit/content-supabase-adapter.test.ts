import { describe, expect, it } from "vitest";
import { BackendError, type Backend } from "~/backend/types";
import { backendWith, expectPublishableKey, expectSecretKey, fakeFetch, json, url } from "../fixtures/supabase/fake-fetch";

// The content reads of the Supabase adapter at the fetch boundary: which RPC or table each
// port method calls, with which arguments and key, and how the answers are mapped.



const category = { id: "c1", name: "Direct Bookings", slug: "direct-bookings" };
const articleRow = {
  id: "a1",
  slug: "cut-commissions",
  locale: "en",
  title: "Cut commissions",
  excerpt: "Pay less.",
  published_date: "2026-11-12T09:00:00+00:00",
  image_url: "/images/content/blog/ota-commissions.svg",
  author: "Marta Ribeiro",
  about_author: null,
  category,
};

describe("content reads on Supabase", () => {
  const rpcCases: Array<{
    name: string;
    call: (backend: Backend) => Promise<unknown>;
    rpc: string;
    body: Record<string, unknown>;
  }> = [
    { name: "listBlogCategories", call: (b) => b.listBlogCategories("pt"), rpc: "get_blog_categories", body: { p_locale: "pt" } },
    {
      name: "listBlogArticles",
      call: (b) => b.listBlogArticles({ locale: "en", categorySlug: "guest-loyalty", tag: "rewards" }),
      rpc: "get_blog_articles",
      body: { category_slug: "guest-loyalty", p_locale: "en", p_tag: "rewards" },
    },
    {
      name: "listBlogArticles (all)",
      call: (b) => b.listBlogArticles({ locale: "en" }),
      rpc: "get_blog_articles",
      body: { category_slug: null, p_locale: "en", p_tag: null },
    },
    { name: "getBlogArticle", call: (b) => b.getBlogArticle("x", "pt"), rpc: "get_blog_article_by_slug", body: { article_slug: "x", p_locale: "pt" } },
    {
      name: "listRelatedBlogArticles",
      call: (b) => b.listRelatedBlogArticles({ slug: "x", categorySlug: "c", locale: "en" }),
      rpc: "get_related_blog_articles",
      body: { article_slug: "x", category_slug: "c", p_locale: "en" },
    },
    {
      name: "listRelatedBlogArticles (by the article's slug alone)",
      call: (b) => b.listRelatedBlogArticles({ slug: "x", locale: "pt" }),
      rpc: "get_related_blog_articles_of",
      body: { article_slug: "x", p_locale: "pt" },
    },
    { name: "listTutorialCategories", call: (b) => b.listTutorialCategories("en"), rpc: "get_tutorial_categories", body: { p_locale: "en" } },
    {
      name: "listTutorials",
      call: (b) => b.listTutorials({ locale: "pt", categorySlug: "automations" }),
      rpc: "get_tutorials",
      body: { category_slug: "automations", p_locale: "pt" },
    },
    { name: "getTutorial", call: (b) => b.getTutorial("t", "en"), rpc: "get_tutorial_by_slug", body: { tutorial_slug: "t", p_locale: "en" } },
    {
      name: "listRelatedTutorials",
      call: (b) => b.listRelatedTutorials({ slug: "t", categorySlug: "growth", locale: "en" }),
      rpc: "get_related_tutorials",
      body: { current_tutorial_slug: "t", category_slug: "growth", p_locale: "en" },
    },
    {
      name: "listRelatedTutorials (by the tutorial's slug alone)",
      call: (b) => b.listRelatedTutorials({ slug: "t", locale: "en" }),
      rpc: "get_related_tutorials_of",
      body: { current_tutorial_slug: "t", p_locale: "en" },
    },
    { name: "listHelpCategories", call: (b) => b.listHelpCategories("pt"), rpc: "get_help_categories", body: { p_locale: "pt" } },
    {
      name: "listHelpArticles",
      call: (b) => b.listHelpArticles({ locale: "en", categorySlug: "billing-plans" }),
      rpc: "get_help_articles_by_category",
      body: { p_category_slug: "billing-plans", p_locale: "en" },
    },
    {
      name: "listHelpArticles (all, for search)",
      call: (b) => b.listHelpArticles({ locale: "en", categorySlug: null }),
      rpc: "get_help_articles_by_category",
      body: { p_category_slug: null, p_locale: "en" },
    },
    { name: "listPopularHelpArticles", call: (b) => b.listPopularHelpArticles("en"), rpc: "get_popular_help_articles", body: { p_locale: "en" } },
    { name: "getHelpArticle", call: (b) => b.getHelpArticle("h", "pt"), rpc: "get_help_article_by_slug", body: { p_slug: "h", p_locale: "pt" } },
    {
      name: "searchHelpArticles",
      call: (b) => b.searchHelpArticles({ query: "calandar sync", locale: "pt", limit: 20 }),
      rpc: "search_help_articles",
      body: { p_query: "calandar sync", p_locale: "pt", p_limit: 20 },
    },
    { name: "listCaseStudies", call: (b) => b.listCaseStudies("en"), rpc: "get_case_studies", body: { p_locale: "en" } },
    { name: "getCaseStudy", call: (b) => b.getCaseStudy("s", "en"), rpc: "get_case_study_by_slug", body: { p_slug: "s", p_locale: "en" } },
  ];

  it.each(rpcCases)("$name posts to rpc/$rpc with the publishable key", async ({ call, rpc, body }) => {
    const { fetch, requests } = fakeFetch(json([]));
    await call(backendWith(fetch));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe("POST");
    expect(requests[0]!.url.href).toBe(`${url}/rest/v1/rpc/${rpc}`);
    expect(requests[0]!.body).toEqual(body);
    expectPublishableKey(requests[0]!);
  });

  it.each(rpcCases)("$name turns an RPC error into a BackendError", async ({ call, rpc }) => {
    const { fetch } = fakeFetch(json({ code: "42883", message: "function does not exist" }, 404));
    const error = await call(backendWith(fetch)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect((error as Error).message).toBe(`Supabase ${rpc} failed: function does not exist`);
  });

  it("maps article rows, coercing missing text to empty strings (spec 2 §7)", async () => {
    const { fetch } = fakeFetch(json([{ ...articleRow, en_slug: "cut-commissions", pt_slug: "cortar-comissoes" }, { id: 2, slug: "no-extras", locale: "pt", title: null, category: null }]));
    const articles = await backendWith(fetch).listBlogArticles({ locale: "pt" });
    expect(articles).toEqual([
      {
        id: "a1",
        slug: "cut-commissions",
        locale: "en",
        translations: { en: "cut-commissions", pt: "cortar-comissoes" },
        title: "Cut commissions",
        excerpt: "Pay less.",
        publishedDate: "2026-11-12T09:00:00.000Z",
        imageUrl: "/images/content/blog/ota-commissions.svg",
        author: "Marta Ribeiro",
        aboutAuthor: null,
        category,
      },
      {
        id: "2",
        slug: "no-extras",
        locale: "pt",
        translations: { en: null, pt: null },
        title: "",
        excerpt: "",
        publishedDate: "",
        imageUrl: null,
        author: "",
        aboutAuthor: null,
        category: null,
      },
    ]);
  });

  it("answers null for an article the RPC does not return, and the article with its tags otherwise", async () => {
    const { fetch } = fakeFetch(
      json([]),
      json([{ ...articleRow, content: "# Hi", tags: ["direct bookings", "", 3], header_image_url: null, image_caption: "Cap", author_bio: "Bio" }]),
    );
    const backend = backendWith(fetch);
    expect(await backend.getBlogArticle("missing", "en")).toBeNull();
    expect(await backend.getBlogArticle("cut-commissions", "en")).toMatchObject({
      content: "# Hi",
      tags: ["direct bookings"],
      headerImageUrl: null,
      imageCaption: "Cap",
      authorBio: "Bio",
    });
  });

  it("maps help articles with their popular flag", async () => {
    const { fetch } = fakeFetch(
      json([{ id: "h1", slug: "getting-started", locale: "en", title: "Start", summary: "S", content: "C", is_popular: true, created_at: "2026-09-01T09:00:00+00:00", category }]),
    );
    expect(await backendWith(fetch).listPopularHelpArticles("en")).toEqual([
      { id: "h1", slug: "getting-started", locale: "en", translations: { en: null, pt: null }, title: "Start", summary: "S", content: "C", isPopular: true, createdAt: "2026-09-01T09:00:00.000Z", category },
    ]);
  });

  it("maps ranked help search rows in the RPC's order, with the terms of every row once", async () => {
    const row = (slug: string, terms: unknown) => ({
      id: slug, slug, locale: "en", title: slug, summary: "S", content: "C", is_popular: false,
      created_at: "2026-09-01T09:00:00+00:00", category, rank: 0.5, terms,
    });
    const { fetch } = fakeFetch(json([row("calendar-not-syncing", ["calendar", "sync"]), row("channel-connections", ["sync", "calendar"]), row("other", null)]));
    const result = await backendWith(fetch).searchHelpArticles({ query: "calandar sync", locale: "en", limit: 5 });
    expect(result.articles.map((a) => a.slug)).toEqual(["calendar-not-syncing", "channel-connections", "other"]);
    expect(result.articles[0]).toEqual({
      id: "calendar-not-syncing", slug: "calendar-not-syncing", locale: "en", title: "calendar-not-syncing", summary: "S", content: "C",
      isPopular: false, createdAt: "2026-09-01T09:00:00.000Z", category, translations: { en: null, pt: null },
    });
    expect(result.terms).toEqual(["calendar", "sync"]);
  });

  it("reads comparisons through get_comparisons in the page's language, each with its twins' slugs", async () => {
    const rows = [
      { id: "2", slug: "activecampaign-pt", locale: "pt", title: "StayLoop vs ActiveCampaign (pt)", header_description: "pt", competitor_name: "ActiveCampaign", created_at: "2026-07-15T09:00:00+00:00", en_slug: "activecampaign", pt_slug: "activecampaign-pt" },
      { id: "3", slug: "mailchimp", locale: "en", title: "StayLoop vs Mailchimp", header_description: "en", competitor_name: "Mailchimp", created_at: "2026-06-10T09:00:00+00:00", en_slug: "mailchimp", pt_slug: null },
    ];
    const { fetch, requests } = fakeFetch(json(rows));
    const list = await backendWith(fetch).listComparisons("pt");
    expect(list.map((c) => [c.slug, c.locale, c.translations])).toEqual([
      ["activecampaign-pt", "pt", { en: "activecampaign", pt: "activecampaign-pt" }],
      ["mailchimp", "en", { en: "mailchimp", pt: null }],
    ]);
    const request = requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.url.pathname).toBe("/rest/v1/rpc/get_comparisons");
    expect(request.body).toEqual({ p_locale: "pt" });
    expectPublishableKey(request);
  });

  it("reads one comparison through get_comparison_by_slug, with all seven table rows", async () => {
    const { fetch, requests } = fakeFetch(
      json([
        {
          id: "3",
          slug: "mailchimp",
          locale: "en",
          title: "StayLoop vs Mailchimp",
          header_description: "h",
          competitor_name: "Mailchimp",
          features: { loyalty_programs: { product: "Built in", competitor: "None" }, support: { product: "Chat" } },
          conclusion: "c",
          cta_text: null,
          meta_title: "m",
          meta_description: null,
          content: null,
          created_at: "2026-06-10T09:00:00+00:00",
        },
      ]),
      json([]),
    );
    const backend = backendWith(fetch);
    const comparison = await backend.getComparison("mailchimp", "en");
    expect(comparison?.features.loyalty_programs).toEqual({ product: "Built in", competitor: "None" });
    expect(comparison?.features.support).toEqual({ product: "Chat", competitor: "" });
    expect(Object.keys(comparison!.features)).toHaveLength(7);
    expect(comparison?.ctaText).toBeNull();
    expect(requests[0]!.url.pathname).toBe("/rest/v1/rpc/get_comparison_by_slug");
    expect(requests[0]!.body).toEqual({ p_slug: "mailchimp", p_locale: "en" });
    expect(await backend.getComparison("hubspot", "en")).toBeNull();
  });

  it("turns a network failure into a BackendError", async () => {
    const { fetch, requests } = fakeFetch(new TypeError("network down"));
    const error = await backendWith(fetch).listComparisons("en").catch((e: unknown) => e);
    expect(requests).toHaveLength(1);
    expect(error).toBeInstanceOf(BackendError);
    expect((error as Error).message).toContain("network down");
  });
});

describe("previews and old slugs on Supabase (decisions 0214, 0215)", () => {
  const token = "0123456789abcdef0123456789abcdef";

  it("reads a preview with the secret key through get_content_preview, and maps its row as its page reads it", async () => {
    const data = { id: "d1", slug: "winter", locale: "pt", title: "Inverno", content: "# Hi", tags: ["a"], is_published: true, published_date: "2099-01-01T09:00:00+00:00", category };
    const { fetch, requests } = fakeFetch(json([{ kind: "blog", is_public: false, data }]));
    const preview = await backendWith(fetch).getContentPreview(token);
    expect(preview).toMatchObject({ kind: "blog", isPublic: false, scheduledFor: "2099-01-01T09:00:00.000Z", row: { slug: "winter", locale: "pt", content: "# Hi", category } });
    expect(requests[0]!.url.pathname).toBe("/rest/v1/rpc/get_content_preview");
    expect(requests[0]!.body).toEqual({ p_token: token });
    expectSecretKey(requests[0]!);
  });

  it("asks nothing for a token that cannot be one, and answers null for an unknown one", async () => {
    const { fetch, requests } = fakeFetch(json([]));
    const backend = backendWith(fetch);
    expect(await backend.getContentPreview("../etc/passwd")).toBeNull();
    expect(requests).toHaveLength(0);
    expect(await backend.getContentPreview(token)).toBeNull();
  });

  it("asks get_content_redirect with the publishable key where an old slug leads", async () => {
    const { fetch, requests } = fakeFetch(json("direct-booking-website-checklist"), json(null));
    const backend = backendWith(fetch);
    expect(await backend.getContentRedirect("blog", "direct-booking-site-checklist", "en")).toBe("direct-booking-website-checklist");
    expect(await backend.getContentRedirect("help", "nothing", "pt")).toBeNull();
    expect(requests[0]!.url.pathname).toBe("/rest/v1/rpc/get_content_redirect");
    expect(requests[0]!.body).toEqual({ p_kind: "blog", p_slug: "direct-booking-site-checklist", p_locale: "en" });
    expectPublishableKey(requests[0]!);
  });
});
