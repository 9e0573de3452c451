import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { contentKinds } from "~/backend/content";
import { localizePath } from "~/lib/i18n";
import { featureSlugs } from "~/lib/site";
import { contentBase, publicPathOf } from "~/server/content-addresses.server";
import { cachePolicyFor, storePolicyFor } from "~/server/edge/page-cache.server";
import { RouteTable } from "~/server/edge/route-table.server";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { routeTableFrom } from "../../scripts/build-routes.mjs";
import { siteBuildRoutes, siteRouteTable, type BuildRoutes } from "./site-routes";

// Decision 0220: each route says what it is in `handle.page` (app/lib/route-handle.ts); the
// build writes them into one table (scripts/build-routes.mjs) that the edge, the sitemap and the
// benches read. These tests build the same table from app/routes, without a build.
const { data, routes } = await siteRouteTable();
const kindOf = (path: string) => cachePolicyFor(routes.match(path))?.kind ?? "never";
const parametersOf = (path: string) => routes.match(path).parameters.map(([name]) => name);

type Route = { id: string; path?: string; index?: boolean; children?: Route[] };
const require = createRequire(import.meta.url);
/** React Router as published (what Remix matches with; decision 0036 patches only its speed). */
const reference = require(require.resolve("@remix-run/router/dist/router.cjs.js")) as {
  matchRoutes(routes: Route[], location: string): Array<{ route: Route }> | null;
};

/** The routes of the build with one route's module changed. */
async function withModule(id: string, module: { handle?: { page?: unknown } }): Promise<BuildRoutes> {
  const build = await siteBuildRoutes();
  return { ...build, [id]: { ...build[id]!, module } };
}

describe("every route says what the table needs", () => {
  it("lists each route file once, with its path without the language segment", () => {
    const files = readdirSync(new URL("../../app/routes", import.meta.url)).filter((file) => file.endsWith(".tsx"));
    expect(data.routes).toHaveLength(files.length);
    expect(data.routes.find((route) => route.id === "routes/($lang).blog.$slug")).toMatchObject({ path: "/blog/:slug", localized: true });
    expect(data.routes.find((route) => route.id === "routes/resources.newsletter")).toMatchObject({ path: "/resources/newsletter", localized: false });
    expect(data.routes.find((route) => route.id === "routes/($lang)._index")).toMatchObject({ path: "/", localized: true });
  });

  it("stops the build, naming the route and what to add, when a route has no cache policy", async () => {
    const pricing = "routes/($lang).pricing";
    const withoutCache = await withModule(pricing, { handle: { page: { sitemap: "listed" } } });
    expect(() => routeTableFrom(withoutCache)).toThrow(/routes\/\(\$lang\)\.pricing .*handle\.page\.cache must be one of marketing, content, roadmap, feed, never/);
    const withoutHandle = await withModule(pricing, {});
    expect(() => routeTableFrom(withoutHandle)).toThrow(/routes\/\(\$lang\)\.pricing .*no handle\.page/);
    const noSitemap = await withModule(pricing, { handle: { page: { cache: "marketing" } } });
    expect(() => routeTableFrom(noSitemap)).toThrow(/handle\.page\.sitemap must be/);
  });

  it("refuses facts that contradict the path", async () => {
    const article = "routes/($lang).blog.$slug";
    const listedSlug = await withModule(article, { handle: { page: { cache: "content", sitemap: "listed" } } });
    expect(() => routeTableFrom(listedSlug)).toThrow(/only a page with a fixed path in both languages is "listed"/);
    const unlocated = await withModule(article, { handle: { page: { cache: "content", sitemap: "entries", bench: { name: "Blog article", budget: "static" } } } });
    expect(() => routeTableFrom(unlocated)).toThrow(/measured from a list page \(bench\.from\)/);
    const badQuery = await withModule(article, { handle: { page: { cache: "content", sitemap: "entries", query: { q: [] } } } });
    expect(() => routeTableFrom(badQuery)).toThrow(/handle\.page\.query\.q must be true/);
    const listedEndpoint = await withModule("routes/resources.newsletter", { handle: { page: { cache: "never", sitemap: "listed" } } });
    expect(() => routeTableFrom(listedEndpoint)).toThrow(/only a page with a fixed path in both languages is "listed"/);
  });
});

describe("content kinds: each list route says where its items live (decision 0057)", () => {
  const places = data.routes.filter((route) => route.content);

  it("gives every kind the backend stores one list route, whose path is its items' base path", () => {
    expect(places.map((route) => route.content!.kind).sort()).toEqual([...contentKinds].sort());
    for (const route of places) {
      expect(route.page.sitemap, route.id).toBe("listed");
      expect(route.content!.base, route.id).toBe(route.path);
      expect(contentBase(routes, route.content!.kind)).toBe(route.path);
      expect(routes.content.get(route.content!.kind)?.read, route.id).toBeTypeOf("function");
    }
  });

  it("puts every item at a page of its own: the route at the base path and a slug, in the sitemap by its entries", () => {
    for (const route of places) {
      const { kind, base } = route.content!;
      for (const lang of ["en", "pt"] as const) {
        const address = publicPathOf(routes, kind, lang, "some-slug");
        expect(address).toBe(localizePath(`${base}/some-slug`, lang));
        const item = data.routes.find((other) => other.id === routes.match(address).id)!;
        expect(item.path, address).toBe(`${base}/${item.path.split("/").at(-1)}`);
        expect(item.path.split("/").at(-1), address).toMatch(/^:/);
        expect(item.page.sitemap, address).toBe("entries");
        expect(item.localized, address).toBe(true);
      }
    }
  });

  it("writes the items' kind and base path into the table, and how they are read nowhere but their route", () => {
    for (const route of places) expect(Object.keys(route.page), route.id).not.toContain("items");
    expect(JSON.parse(JSON.stringify(data)).routes.filter((route: { content?: unknown }) => route.content).length).toBe(contentKinds.length);
  });

  it("stops the build when a route's items have no address of their own, or a kind is listed twice", async () => {
    const read = async () => [];
    const list = "routes/($lang).case-studies._index";
    const unlisted = await withModule(list, { handle: { page: { cache: "content", sitemap: false, items: { kind: "case-studies", read } } } });
    expect(() => routeTableFrom(unlisted)).toThrow(/case-studies\._index .*handle\.page\.items is said by a list page/);
    const twice = await withModule(list, { handle: { page: { cache: "content", sitemap: "listed", items: { kind: "blog", read } } } });
    expect(() => routeTableFrom(twice)).toThrow(/items of kind "blog" are already listed by routes\/\(\$lang\)\.blog\._index/);
    const nowhere = await withModule("routes/($lang).about", { handle: { page: { cache: "marketing", sitemap: "listed", items: { kind: "podcasts", read } } } });
    expect(() => routeTableFrom(nowhere)).toThrow(/items live at \/about\/\{slug\}, but no route has that path/);
    const unread = await withModule(list, { handle: { page: { cache: "content", sitemap: "listed", items: { kind: "case-studies" } } } });
    expect(() => routeTableFrom(unread)).toThrow(/handle\.page\.items\.read reads the public items/);
  });
});

describe("the edge's reading of the table", () => {
  // The route tree the server runtime nests (root, then the flat routes), for React Router.
  const tree: Route[] = [{ id: "root", path: "", children: [] }];
  const nest = (build: BuildRoutes, parentId: string): Route[] =>
    Object.values(build)
      .filter((route) => route.parentId === parentId)
      .map(({ id, path, index }) => ({ id, path, index, children: nest(build, id) }));
  const english = [
    "/", "/pricing", "/commission-calculator", "/about", "/features/email-campaigns", "/features/ai-content-creation",
    "/blog", "/blog/welcome-to-stayloop", "/blog/rss.xml", "/tutorials", "/tutorials/first-steps", "/tutorials/rss.xml",
    "/help-center", "/help-center/getting-started", "/help-center/contact", "/help", "/help/some-article",
    "/roadmap", "/roadmap/42", "/roadmap/moderate", "/careers", "/careers/7", "/careers/apply/7", "/careers/apply",
    "/downloads", "/downloads/ota-guide", "/case-studies", "/case-studies/casa-azul", "/comparisons", "/comparisons/mailchimp",
    "/integrations", "/integrations/hostaway", "/integrations/hostaway/", "/privacy", "/terms", "/cookies", "/newsletter/unsubscribe/abc123", "/newsletter/unsubscribed",
    "/nope/deeper", "/blog/a/b", "/pricing/", "/blog/", "/roadmap/42/",
  ];
  const paths = [
    ...english,
    ...english.map((path) => (path === "/" ? "/pt" : `/pt${path}`)),
    "/pt/",
    "/resources/audit", "/resources/banner", "/resources/language", "/resources/newsletter", "/resources/downloads/ota-guide/file",
    "/robots.txt", "/sitemap.xml", "/.well-known/security.txt", "/.well-known/other",
  ];

  it("finds the route Remix's router finds for every page, in both languages", async () => {
    tree[0]!.children = nest(await siteBuildRoutes(), "root");
    for (const path of paths) {
      const remix = reference.matchRoutes(tree, path)?.at(-1)?.route.id;
      expect(routes.match(path).id, path).toBe(remix);
    }
  });

  it("keeps the edge's own answers where it never followed Remix: case, and the endpoints' folder", () => {
    // Remix matches case-insensitively; the edge's rules never did, so /Pricing is the 404 page's to the edge.
    expect(routes.match("/Pricing").id).toBe("routes/($lang).$");
    // Remix tries /nope as the home page in the language "nope" (its loader answers 404); the edge
    // takes only /pt as a language, so it is the 404 page's, and never reads ?billing=.
    expect(reference.matchRoutes([{ id: "root", path: "", children: [{ id: "home", path: ":lang?", index: true }] }], "/nope")?.at(-1)?.route.id).toBe("home");
    expect(routes.match("/nope").id).toBe("routes/($lang).$");
    // A path under /resources/ that no route claims is still never cached nor redirected.
    expect(routes.match("/resources/gone")).toMatchObject({ cache: "never", localized: false });
    expect(routes.match("/resources")).toMatchObject({ id: "routes/($lang).$" });
    // The language prefix is taken off before matching, as the edge always did.
    expect(routes.match("/pt/sitemap.xml").id).toBe("routes/sitemap[.]xml");
  });

  it("gives every page the cache policy it had before the table", () => {
    const expected: Record<string, string[]> = {
      marketing: ["/", "/pt", "/pricing", "/about", "/features/email-campaigns", "/careers", "/downloads", "/downloads/kit",
        "/privacy", "/newsletter/unsubscribe/x", "/newsletter/unsubscribed", "/nope", "/.well-known/security.txt", "/Blog"],
      content: ["/channel-fee-planner", "/pt/channel-fee-planner", "/blog", "/pt/blog/x", "/tutorials/x", "/help-center", "/help-center/contact", "/help", "/help/x", "/case-studies", "/comparisons/mailchimp",
        "/integrations", "/pt/integrations/guesty", "/features/channel-integration",
        "/careers/senior-full-stack-engineer", "/pt/careers/sdr-latam", "/careers/apply", "/careers/apply/7"],
      roadmap: ["/roadmap", "/roadmap/1", "/pt/roadmap/moderate"],
      feed: ["/sitemap.xml", "/robots.txt", "/blog/rss.xml", "/pt/tutorials/rss.xml"],
      never: ["/resources/newsletter", "/resources/downloads/kit/file", "/resources/anything/else"],
    };
    for (const [kind, list] of Object.entries(expected)) for (const path of list) expect(kindOf(path), path).toBe(kind);
    // A 404 is kept with the not-found windows whatever the page; a redirect or an error is not kept.
    expect(storePolicyFor(routes.match("/blog/missing"), 404)?.kind).toBe("notFound");
    expect(storePolicyFor(routes.match("/help"), 301)).toBeNull();
    expect(storePolicyFor(routes.match("/resources/newsletter"), 404)).toBeNull();
  });

  it("gives every page the query parameters it read before the table, in the same order", () => {
    const calculator = ["nightly_rate", "nights", "ota_share", "commission", "shift"];
    expect(parametersOf("/")).toEqual(["billing", ...calculator]);
    expect(parametersOf("/commission-calculator")).toEqual(calculator);
    expect(parametersOf("/channel-fee-planner")).toEqual([
      "currency", "market", "airbnb_nights", "airbnb_rate", "booking_nights", "booking_rate", "vrbo_nights", "vrbo_rate",
      "direct_nights", "direct_rate", "other_nights", "other_rate", "other_fee", "repeat_share",
    ]);
    expect(parametersOf("/pt/pricing")).toEqual(["billing"]);
    expect(parametersOf("/features/ai-content-creation")).toEqual(["type"]);
    expect(parametersOf("/blog")).toEqual(["category", "tag"]);
    expect(parametersOf("/tutorials")).toEqual(["category"]);
    expect(parametersOf("/help-center/contact")).toEqual(["q", "article"]);
    for (const path of ["/help-center", "/help-center/x", "/help", "/help/x"]) expect(parametersOf(path)).toEqual(["q", "category", "view"]);
    expect(parametersOf("/downloads")).toEqual(["q", "category"]);
    expect(parametersOf("/downloads/kit")).toEqual(["q", "category", "download", "expired"]);
    expect(parametersOf("/roadmap/moderate")).toEqual(["token"]);
    expect(parametersOf("/roadmap/12")).toEqual(["before"]);
    for (const path of ["/integrations", "/pt/integrations"]) expect(parametersOf(path)).toEqual(["kind", "status"]);
    expect(parametersOf("/integrations/hostaway")).toEqual([]);
    for (const path of ["/about", "/blog/x", "/roadmap", "/careers", "/nope"]) expect(parametersOf(path)).toEqual([]);
  });

  it("builds each page's facts once, when the table is read: a match allocates nothing", () => {
    const table = new RouteTable(data);
    const first = table.match("/blog/x");
    expect(table.match("/pt/blog/y")).toBe(first);
    expect(table.match("/pt/blog/y").parameters).toBe(first.parameters);
  });
});

describe("the sitemap's pages", () => {
  it("lists every route that says `listed`, once, at its own path, and no other fixed path", () => {
    const listed = data.routes.filter((route) => route.page.sitemap === "listed");
    expect(routes.sitemapPaths).toEqual(listed.map((route) => route.path));
    expect(new Set(routes.sitemapPaths).size).toBe(routes.sitemapPaths.length);
    for (const route of listed) {
      expect(route.localized, route.id).toBe(true);
      expect(route.path, route.id).not.toMatch(/[:*]/);
      // The edge finds the route at its own path in both languages: the sitemap lists a page, never a 404.
      expect(routes.match(route.path).id, route.path).toBe(route.id);
      expect(routes.match(localizePath(route.path, "pt")).id, route.path).toBe(route.id);
    }
    // Some pages every build has: the home page, a feature page, the content lists.
    for (const path of ["/", `/features/${featureSlugs[0]}`, "/blog", "/integrations"]) expect(routes.sitemapPaths).toContain(path);
  });

  it("lists a page per backend row exactly for the routes that say `entries`", async () => {
    const row = { slug: "one", id: "one", publishedDate: "2026-01-02", locale: "en", translations: { pt: "um" } };
    const backend = new Proxy({}, { get: (_, name) => async () => (String(name).startsWith("list") && name !== "listActiveJobListings" ? [row] : []) });
    const context = { backend, origin: "https://stayloop.io", routes } as unknown as AppLoadContext;
    const response = await sitemapLoader({ context } as LoaderFunctionArgs);
    const listed = [...(await response.text()).matchAll(/<loc>https:\/\/stayloop\.io([^<]*)<\/loc>/g)].map((match) => match[1]!);
    const dynamic = new Set<string>();
    for (const path of listed) {
      const { id } = routes.match(path);
      const sitemap = data.routes.find((route) => route.id === id)?.page.sitemap;
      expect(sitemap, path).not.toBe(false);
      if (sitemap === "entries") dynamic.add(id);
    }
    expect([...dynamic].sort()).toEqual(data.routes.filter((route) => route.page.sitemap === "entries").map((route) => route.id).sort());
  });
});
