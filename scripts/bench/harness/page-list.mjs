// The pages `npm run bench -- pages` measures and the budgets each must meet (DESIGN §9, issue 10).
// Each page names itself and its budget in its route module (`handle.page.bench`).
//
// JavaScript budget by page kind (`handle.page.bench.budget`):
//   static   only the shared layout module (≤ 3 KB gzip, headers included): the page itself
//            enhances nothing, but the header shadow, the menus, the banner's local storage and
//            the footer newsletter that the spec gives JavaScript are on every page
//            (docs/decisions/0012-javascript-budget.md); articles, tutorials, case studies,
//            comparisons, legal pages;
//   light    ≤ 15 KB gzip: the page's interactivity is forms, toggles, menus, dialogs and the
//            video (home, pricing, about, feature pages, blog and tutorial lists, careers,
//            downloads);
//   any      ≤ 90 KB gzip: every other page (live help search, roadmap votes and comments,
//            the application dialog, a help article).

import { readRouteTable } from "../../build-routes.mjs";

export const budgets = {
  performance: 98,
  otherCategories: 100,
  cls: 0,
  htmlGzipBytes: 14 * 1024,
  jsGzipBytes: { static: 3 * 1024, light: 15 * 1024, any: 90 * 1024 },
};

/**
 * The pages measured, from the route table the build wrote (build/routes.js, decision 0220):
 * every route whose `handle.page.bench` names it, in the table's order. `path` is the English
 * path (a slug is `*`); `from` names the list page whose first link under `path` gives a page
 * that depends on the seeded content (an article, a roadmap item…).
 */
export async function mainRoutes() {
  const { routes } = await readRouteTable();
  return routes
    .filter((route) => route.page.bench)
    .map(({ path, page: { bench } }) => ({
      name: bench.name,
      path: bench.path ?? path.replace(/:[^/]+/g, "*"),
      ...(bench.from ? { from: bench.from } : {}),
      kind: bench.budget,
    }));
}

const localized = (path, lang) => (lang === "pt" ? (path === "/" ? "/pt" : `/pt${path}`) : path);

/** `pattern` with `*` standing for one path segment without a dot (a slug, not `rss.xml`). */
export function matchesPattern(pattern, path) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/.]+");
  return new RegExp(`^${escaped}/?$`).test(path);
}

/** First link on the list page `from` whose path matches `pattern` (both localized) and is not in `taken`. */
async function firstLink(base, from, pattern, taken = new Set()) {
  const response = await fetch(base + from);
  const html = await response.text();
  for (const match of html.matchAll(/href="(\/[^"?#]*)"/g)) {
    if (matchesPattern(pattern, match[1]) && !taken.has(match[1])) return match[1];
  }
  return null;
}

/**
 * Every main route in both languages, content-dependent paths resolved on the running
 * site. `selection` (from `--pages`) keeps only the pages whose path equals or matches
 * one of its patterns; a path that is no main route is measured as a page of kind `any`.
 * Returns the pages and the routes that could not be resolved.
 */
export async function resolvePages(base, selection) {
  const all = [];
  const unresolved = [];
  const routes = await mainRoutes();
  for (const lang of ["en", "pt"]) {
    // A content page is one the fixed routes do not already measure (the help center's first
    // link is Contact Support, measured as its own page).
    const fixed = new Set(routes.filter((route) => !route.from).map((route) => localized(route.path, lang)));
    for (const route of routes) {
      let path = localized(route.path, lang);
      if (route.from) {
        const from = localized(route.from, lang);
        path = await firstLink(base, from, path, fixed);
        if (!path) {
          unresolved.push(`${route.name} (${lang}): no link matching ${localized(route.path, lang)} on ${from}`);
          continue;
        }
      }
      all.push({ name: route.name, lang, path, kind: route.kind });
    }
  }
  if (!selection) return { pages: all, unresolved };
  const pages = all.filter((page) => selection.some((wanted) => matchesPattern(wanted, page.path)));
  for (const wanted of selection) {
    if (!wanted.includes("*") && !pages.some((page) => page.path === wanted)) {
      const lang = wanted === "/pt" || wanted.startsWith("/pt/") ? "pt" : "en";
      pages.push({ name: "(not a main route)", lang, path: wanted, kind: "any" });
    }
  }
  return { pages, unresolved: unresolved.filter((line) => selection.some((wanted) => line.includes(wanted))) };
}
