import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";

// patches/@remix-run+router+1.23.3.patch (decision 0036): React Router's matcher, which every
// document request runs three times, flattens and ranks a routes array once and compiles each
// path pattern once, instead of on every call. `dist/router.js` is the file the Remix server
// build bundles (for the server runtime and for react-router alike); `dist/router.cjs.js`,
// what Node's `require` gets, is left as published and serves here as the reference matcher.
type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type Match = { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; route: Route };
type Matcher = {
  matchRoutes(routes: Route[], location: string): Match[] | null;
  matchPath(pattern: { path: string; end?: boolean }, pathname: string): unknown;
  createMemoryHistory(options: { initialEntries: string[] }): unknown;
  createRouter(init: Record<string, unknown>): {
    initialize(): { navigate(to: string): Promise<void>; state: { matches: Match[] }; dispose(): void };
  };
};

const require = createRequire(import.meta.url);
const patchedFile = require.resolve("@remix-run/router/dist/router.js");
const referenceFile = require.resolve("@remix-run/router/dist/router.cjs.js");
const patched = (await import(patchedFile)) as Matcher;
const reference = require(referenceFile) as Matcher;

afterEach(() => {
  vi.restoreAllMocks();
});

/** A route whose `path` counts how often it is read (flattening reads it, matching does not). */
function countingRoute(id: string, path: string, reads: { count: number }, children?: Route[]): Route {
  return {
    id,
    get path() {
      reads.count++;
      return path;
    },
    ...(children ? { children } : {}),
  };
}

describe("the patched matcher", () => {
  it("is the patched file and the reference is not (else the comparison below proves nothing)", () => {
    expect(readFileSync(patchedFile, "utf8")).toContain("StayLoop patch (decision 0036)");
    expect(readFileSync(referenceFile, "utf8")).not.toContain("StayLoop patch");
  });

  it("flattens and ranks a routes array on its first match only", () => {
    const reads = { count: 0 };
    const routes = [
      countingRoute("root", "", reads, [
        countingRoute("lang-index", ":lang?", reads),
        countingRoute("pricing", ":lang?/pricing", reads),
        countingRoute("splat", ":lang?/*", reads),
      ]),
    ];
    expect(patched.matchRoutes(routes, "/pricing")?.map((m) => m.route.id)).toEqual(["root", "pricing"]);
    expect(reads.count).toBeGreaterThan(0);
    reads.count = 0;
    expect(patched.matchRoutes(routes, "/pt/pricing")?.map((m) => m.route.id)).toEqual(["root", "pricing"]);
    expect(patched.matchRoutes(routes, "/nope/deeper")?.map((m) => m.route.id)).toEqual(["root", "splat"]);
    expect(reads.count).toBe(0);
  });

  it("never hands one array's branches to another array, even with the same paths", () => {
    const make = (): Route[] => [{ id: "root", path: "", children: [{ id: "pricing", path: ":lang?/pricing" }] }];
    const first = make();
    const second = make();
    expect(patched.matchRoutes(first, "/pricing")?.[1]?.route).toBe(first[0]!.children![0]);
    expect(patched.matchRoutes(second, "/pricing")?.[1]?.route).toBe(second[0]!.children![0]);
    second[0]!.children!.push({ id: "about", path: ":lang?/about" });
    const third = [...second];
    expect(patched.matchRoutes(third, "/about")?.map((m) => m.route.id)).toEqual(["root", "about"]);
  });

  it("compiles a path pattern once per (path, caseSensitive, end): its warning about a bare trailing * comes once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const pattern = { path: "/route-matching-test*", end: true };
    expect(patched.matchPath(pattern, "/route-matching-test")).not.toBeNull();
    expect(patched.matchPath(pattern, "/route-matching-test/x")).not.toBeNull();
    expect(patched.matchPath({ ...pattern }, "/route-matching-test/y")).not.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(patched.matchPath({ ...pattern, end: false }, "/route-matching-test")).not.toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("answers a path it has matched with a copy of its first answer (decision 0052): what a caller changes stays its own", () => {
    const reads = { count: 0 };
    const routes = [countingRoute("root", "", reads, [countingRoute("item", ":lang?/roadmap/:id", reads)])];
    const first = patched.matchRoutes(routes, "/pt/roadmap/42");
    expect(first?.map((m) => [m.route.id, m.params])).toEqual([
      ["root", { lang: "pt", id: "42" }],
      ["item", { lang: "pt", id: "42" }],
    ]);
    // One params object for the whole answer, as matching gives it.
    expect(first![0]!.params).toBe(first![1]!.params);
    first![1]!.params.id = "changed";
    first![1]!.pathname = "/changed";
    first!.pop();
    const second = patched.matchRoutes(routes, "/pt/roadmap/42");
    expect(second).not.toBe(first);
    expect(second?.map((m) => [m.route.id, m.params.id, m.pathname])).toEqual([
      ["root", "42", "/"],
      ["item", "42", "/pt/roadmap/42"],
    ]);
    expect(second![0]!.params).toBe(second![1]!.params);
    expect(second![1]!.route).toBe(routes[0]!.children![0]);
    expect(patched.matchRoutes(routes, "/roadmap/7")?.[1]?.params).toEqual({ lang: undefined, id: "7" });
    expect(patched.matchRoutes(routes, "/nope/deeper/still")).toBeNull();
    expect(patched.matchRoutes(routes, "/nope/deeper/still")).toBeNull();
  });

  it("still finds routes added in place while a navigation discovers them", async () => {
    const router = patched
      .createRouter({
        routes: [{ id: "root", path: "/", children: [{ id: "a", path: "a" }] }],
        history: patched.createMemoryHistory({ initialEntries: ["/"] }),
        patchRoutesOnNavigation: ({ path, patch }: { path: string; patch: (id: string, children: Route[]) => void }) => {
          if (path === "/b") patch("root", [{ id: "b", path: "b" }]);
        },
      })
      .initialize();
    await router.navigate("/a");
    await router.navigate("/b");
    expect(router.state.matches.map((m) => m.route.id)).toEqual(["root", "b"]);
    router.dispose();
  });
});

describe("the site's routes", () => {
  // The route tree `remix build` writes (flat routes under app/routes, below root), nested as
  // the server runtime's createRoutes nests it.
  const { flatRoutes } = require("@remix-run/dev/dist/config/flat-routes.js") as {
    flatRoutes(appDirectory: string, ignored: string[]): Record<string, Route & { parentId?: string }>;
  };
  const appDirectory = fileURLToPath(new URL("../../app", import.meta.url));
  const manifest: Record<string, Route & { parentId?: string }> = { root: { id: "root", path: "" } };
  for (const route of Object.values(flatRoutes(appDirectory, ["**/.*", "**/*.test.*"]))) {
    manifest[route.id] = { ...route, parentId: route.parentId ?? "root" };
  }
  const nest = (parentId?: string): Route[] =>
    Object.values(manifest)
      .filter((route) => route.parentId === parentId)
      .map(({ id, path, index, caseSensitive }) => ({ id, path, index, caseSensitive, children: nest(id) }));
  const routes = nest(undefined);

  const english = [
    "/",
    "/pricing",
    "/commission-calculator",
    "/about",
    "/features/email-campaigns",
    "/features/referral-program",
    "/blog",
    "/blog/welcome-to-stayloop",
    "/blog/rss.xml",
    "/tutorials",
    "/tutorials/first-steps",
    "/tutorials/rss.xml",
    "/help-center",
    "/help-center/getting-started",
    "/help-center/contact",
    "/help",
    "/help/some-article",
    "/roadmap",
    "/roadmap/42",
    "/roadmap/moderate",
    "/careers",
    "/careers/7",
    "/careers/apply/7",
    "/downloads",
    "/downloads/ota-guide",
    "/case-studies",
    "/case-studies/casa-azul",
    "/comparisons",
    "/comparisons/mailchimp",
    "/integrations",
    "/integrations/hostaway",
    "/privacy",
    "/terms",
    "/cookies",
    "/newsletter/unsubscribe/abc123",
    "/newsletter/unsubscribed",
  ];
  const paths = [
    ...english,
    ...english.map((path) => (path === "/" ? "/pt" : `/pt${path}`)),
    // Resource routes, English only.
    "/resources/audit",
    "/resources/banner",
    "/resources/language",
    "/resources/newsletter",
    "/resources/downloads/ota-guide/file",
    "/robots.txt",
    "/sitemap.xml",
    "/.well-known/security.txt",
    // Not found, trailing slashes, case, encoded characters.
    "/nope",
    "/pt/nope/deeper",
    "/fr/pricing",
    "/blog/a/b/c",
    "/pricing/",
    "/pt/",
    "/pt/blog/",
    "//pricing",
    "/PT",
    "/PT/pricing",
    "/Pricing",
    "/pt/Blog/RSS.XML",
    "/blog/caf%C3%A9-com-leite",
    "/blog/a%2Fb",
    "/help-center/50%25-off",
    "/pt/roadmap/%20",
    "/careers/apply/%E2%9C%93",
    "/blog/%E0%A4%A", // malformed escape: matched undecoded
  ];

  const shape = (matches: Match[] | null) =>
    matches?.map(({ route, params, pathname, pathnameBase }) => ({ id: route.id, params, pathname, pathnameBase })) ?? null;

  it("match as the published matcher matches them, call after call on the same array", () => {
    // Twice over the same array, as the server runtime matches: the second round answers
    // from the memos.
    for (let round = 0; round < 2; round++) {
      for (const path of paths) {
        expect(shape(patched.matchRoutes(routes, path)), path).toEqual(shape(reference.matchRoutes(routes, path)));
      }
    }
  });

  it("match as the published matcher matches them on a new array each time (as <RemixServer> renders)", () => {
    for (const path of paths) {
      const fresh = nest(undefined);
      expect(shape(patched.matchRoutes(fresh, path)), path).toEqual(shape(reference.matchRoutes(routes, path)));
      expect(patched.matchRoutes(fresh, path)?.at(-1)?.route, path).toBe(reference.matchRoutes(fresh, path)?.at(-1)?.route);
    }
  });

  it("are the routes the pages expect", () => {
    const ids = (path: string) => patched.matchRoutes(routes, path)?.map((m) => m.route.id);
    expect(ids("/")).toEqual(["root", "routes/($lang)._index"]);
    expect(ids("/pt")).toEqual(["root", "routes/($lang)._index"]);
    expect(ids("/pt/pricing/")).toEqual(["root", "routes/($lang).pricing"]);
    expect(ids("/blog")).toEqual(["root", "routes/($lang).blog._index"]);
    expect(ids("/pt/help-center/contact")).toEqual(["root", "routes/($lang).help-center_.contact"]);
    expect(ids("/help-center/getting-started")).toEqual([
      "root",
      "routes/($lang).help-center",
      "routes/($lang).help-center.$slug",
    ]);
    expect(ids("/pt/nope/deeper")).toEqual(["root", "routes/($lang).$"]);
    expect(patched.matchRoutes(routes, "/PT/pricing")?.[1]?.params).toEqual({ lang: "PT" });
  });
});
