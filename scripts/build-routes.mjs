// The route table (decision 0220): what each page says about itself in its route module's
// `handle.page` (app/lib/route-handle.ts), read from the server build `remix build` just wrote
// and written to build/routes.js, the one table the edge (functions/server-build.ts), the
// sitemap (through the load context) and the benches (scripts/bench/harness/page-list.mjs) read. Run by
// `npm run build` and `npm run bench -- cpu` after `remix build`, before the Worker is bundled.
// A route that does not say what the table needs stops the build with what to add.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const routeTablePath = join(root, "build", "routes.js");

const caches = new Set(["marketing", "content", "roadmap", "feed", "never", "private"]);
const budgets = new Set(["static", "light", "any"]);
const sitemaps = new Set(["listed", "entries", false]);
const langSegment = ":lang?";

/** React Router's ranking (`computeScore` in @remix-run/router): a static segment beats a dynamic one, a splat comes last. */
function score(path, index) {
  const segments = path.split("/");
  let total = segments.length;
  if (segments.includes("*")) total -= 2;
  if (index) total += 2;
  for (const segment of segments) {
    if (segment === "*") continue;
    total += segment.startsWith(":") ? 3 : segment === "" ? 1 : 10;
  }
  return total;
}

/** Why a route's facts cannot enter the table, one line per problem (none when they can). */
function problemsOf(id, path, localized, page) {
  const where = `${id} (export const handle = { page: … } satisfies RouteHandle, app/lib/route-handle.ts)`;
  if (!page || typeof page !== "object") return [`${where}: no handle.page; every route says how the edge caches it and whether the sitemap lists it`];
  const problems = [];
  if (!caches.has(page.cache)) problems.push(`${where}: handle.page.cache must be one of ${[...caches].join(", ")}`);
  if (!sitemaps.has(page.sitemap)) problems.push(`${where}: handle.page.sitemap must be "listed", "entries" or false`);
  const dynamic = path.split("/").some((segment) => segment.startsWith(":") || segment === "*");
  if (page.sitemap === "listed" && (dynamic || !localized)) problems.push(`${where}: only a page with a fixed path in both languages is "listed"; a page per backend row is "entries"`);
  if (page.sitemap === "entries" && !dynamic) problems.push(`${where}: "entries" is for a path with a slug; a fixed path is "listed"`);
  for (const [name, values] of Object.entries(page.query ?? {})) {
    const valid = values === true || (Array.isArray(values) && values.length > 0 && values.every((value) => typeof value === "string"));
    if (!valid) problems.push(`${where}: handle.page.query.${name} must be true (any value) or the list of values the page knows`);
  }
  if (page.items !== undefined) {
    const { kind, read } = page.items ?? {};
    if (page.sitemap !== "listed") problems.push(`${where}: handle.page.items is said by a list page, which the sitemap lists ("listed")`);
    if (typeof kind !== "string" || !kind) problems.push(`${where}: handle.page.items.kind names the kind of content row its items are`);
    if (typeof read !== "function") problems.push(`${where}: handle.page.items.read reads the public items in a language, for the sitemap`);
  }
  if (page.bench !== undefined) {
    const { name, budget, from, path: benchPath } = page.bench;
    if (typeof name !== "string" || !name) problems.push(`${where}: handle.page.bench.name is the page's name in the benches' reports`);
    if (!budgets.has(budget)) problems.push(`${where}: handle.page.bench.budget must be one of ${[...budgets].join(", ")}`);
    if (dynamic && !from && !benchPath) problems.push(`${where}: a page with a slug is measured from a list page (bench.from) or at a given path (bench.path)`);
  }
  return problems;
}

/** A kind listed by two pages, or a list page with no page per item under it: the items' addresses would not be theirs. */
function placesProblems(routes) {
  const problems = [];
  const seen = new Map();
  for (const route of routes) {
    if (!route.content) continue;
    const { kind, base } = route.content;
    if (seen.has(kind)) problems.push(`${route.id}: the items of kind "${kind}" are already listed by ${seen.get(kind)}; a kind lives under one base path`);
    seen.set(kind, route.id);
    const isItemPage = (other) => other.localized === route.localized && other.path.startsWith(`${base}/:`) && !other.path.slice(base.length + 1).includes("/");
    const itemPage = routes.find(isItemPage);
    if (!itemPage) problems.push(`${route.id}: handle.page.items says its items live at ${base}/{slug}, but no route has that path`);
    else if (itemPage.page?.sitemap !== "entries") problems.push(`${itemPage.id}: an item of ${route.id}'s, each listed by the sitemap: handle.page.sitemap is "entries"`);
  }
  return problems;
}

/**
 * The table from a server build's `routes` (`{ id, parentId, path, index, module }` by id, as
 * `build/index.js` exports them): every route but the root, by id, with its full
 * path without the language segment and its rank. Throws with every problem found.
 */
export function routeTableFrom(buildRoutes) {
  const fullPath = (route) => {
    const parent = route.parentId ? buildRoutes[route.parentId] : undefined;
    const own = route.path ?? "";
    if (!parent) return own;
    const base = fullPath(parent);
    return base && own ? `${base}/${own}` : base || own;
  };
  const problems = [];
  const routes = [];
  // By route id (the file name): the same order whatever order the build listed them in.
  const ordered = Object.values(buildRoutes).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const route of ordered) {
    if (!route.parentId) continue; // the root: the layout, not a page
    const segments = fullPath(route).split("/").filter(Boolean);
    const localized = segments[0] === langSegment;
    const rest = localized ? segments.slice(1) : segments;
    const optional = rest.find((segment) => segment.endsWith("?"));
    if (optional) problems.push(`${route.id}: the edge knows only the language segment as optional; ${optional} needs a route of its own`);
    const path = `/${rest.join("/")}`;
    const page = route.module?.handle?.page;
    problems.push(...problemsOf(route.id, path, localized, page));
    const { items, ...facts } = page ?? {};
    // The items' kind and base path (decision 0057); how they are read stays in the route module.
    const content = items ? { kind: items.kind, base: path } : undefined;
    routes.push({ id: route.id, path, localized, score: score(path, route.index === true), page: facts, ...(content ? { content } : {}) });
  }
  problems.push(...placesProblems(routes));
  if (problems.length > 0) throw new Error(`The route table cannot be written:\n- ${problems.join("\n- ")}`);
  return { routes };
}

/** Reads build/index.js and writes build/routes.js; returns the table. */
export async function writeRouteTable() {
  const build = await import(pathToFileURL(join(root, "build", "index.js")).href);
  const table = routeTableFrom(build.routes);
  writeFileSync(routeTablePath, `// Written by scripts/build-routes.mjs from build/index.js (decision 0220).\nexport default ${JSON.stringify(table, null, 1)};\n`);
  return table;
}

/** The table the last build wrote (for the benches, in Node). */
export async function readRouteTable() {
  return (await import(pathToFileURL(routeTablePath).href)).default;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    const table = await writeRouteTable();
    console.log(`Route table written: ${table.routes.length} routes → build/routes.js`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
