import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteTableData } from "~/lib/route-handle";
import { RouteTable, type RouteModules } from "~/server/edge/route-table.server";
import { routeTableFrom } from "../../scripts/build-routes.mjs";

/**
 * The site's routes as the server build lists them (`remix build` runs the same flat-routes
 * convention on app/routes, below root), each with its route module: what
 * scripts/build-routes.mjs reads from build/index.js, without a build.
 */
export type BuildRoutes = Parameters<typeof routeTableFrom>[0];

const require = createRequire(import.meta.url);
const { flatRoutes } = require("@remix-run/dev/dist/config/flat-routes.js") as {
  flatRoutes(appDirectory: string, ignored: string[]): Record<string, { id: string; parentId?: string; path?: string; index?: boolean; file: string }>;
};
const appDirectory = fileURLToPath(new URL("../../app", import.meta.url));

export async function siteBuildRoutes(): Promise<BuildRoutes> {
  const routes: BuildRoutes = { root: { id: "root", path: "" } };
  for (const route of Object.values(flatRoutes(appDirectory, ["**/.*", "**/*.test.*"]))) {
    const module = (await import(/* @vite-ignore */ join(appDirectory, route.file))) as { handle?: { page?: unknown } };
    routes[route.id] = { id: route.id, parentId: route.parentId ?? "root", path: route.path, index: route.index, module };
  }
  return routes;
}

let table: Promise<{ data: RouteTableData; routes: RouteTable }> | null = null;

/** The route table a build of this tree would write, and the edge's reading of it (once per test file). */
export function siteRouteTable() {
  table ??= siteBuildRoutes().then((routes) => {
    const data = routeTableFrom(routes);
    return { data, routes: new RouteTable(data, routes as RouteModules) };
  });
  return table;
}
