import { describe, expect, it } from "vitest";
import { notSwept, notSweptUnder, sweepPages } from "../e2e/support/sweep-pages";
import { siteRouteTable } from "./site-routes";

// Decision 0056: tests/e2e/page-sweep.spec.ts opens every page of the route table. Which route
// each of its paths reaches is the edge's own reading of the table (RouteTable.match), built
// from app/routes without a build, so a new route fails here until the sweep opens it or says
// where it is proven instead.
const { data, routes } = await siteRouteTable();
const catchAll = "routes/($lang).$";
/** The route a sweep path reaches (its query is the page's business). */
const routeOf = (path: string) => routes.match(new URL(path, "http://localhost").pathname).id;

describe("the page sweep's list (tests/e2e/support/sweep-pages.ts)", () => {
  it("opens a page of every route the table has, or says why not and where that route is proven", () => {
    const swept = new Set(sweepPages.map((page) => routeOf(page.path)));
    const folderOf = (path: string) => Object.keys(notSweptUnder).find((folder) => path === folder || path.startsWith(`${folder}/`));
    const missing = data.routes.filter((route) => !swept.has(route.id) && !(route.id in notSwept) && !folderOf(route.path)).map((route) => route.id);
    expect(missing, "add a page of each to sweepPages, or the route to notSwept with the spec that opens it").toEqual([]);
  });

  it("skips only routes the table has, and none it opens", () => {
    const ids = new Set(data.routes.map((route) => route.id));
    for (const why of Object.values(notSweptUnder)) expect(why).toMatch(/tests\/(e2e|integration)\//);
    for (const [id, why] of Object.entries(notSwept)) {
      expect(ids.has(id), `${id} is a route`).toBe(true);
      expect(why).toMatch(/tests\/(e2e|integration)\//);
    }
    for (const page of sweepPages) expect(notSwept[routeOf(page.path)], page.path).toBeUndefined();
  });

  it("reaches a real route with each path that should answer 200, and the not-found page with the one that should not", () => {
    for (const page of sweepPages) {
      // A slug nobody wrote reaches its route; any other unknown path the catch-all.
      if (page.status !== 404) expect(routeOf(page.path), page.path).not.toBe(catchAll);
    }
    expect(sweepPages.filter((page) => routeOf(page.path) === catchAll).map((page) => page.status)).toEqual([404]);
    expect(new Set(sweepPages.map((page) => page.path)).size, "each path once").toBe(sweepPages.length);
  });
});
