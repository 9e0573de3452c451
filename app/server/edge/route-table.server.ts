import type { ContentKind } from "~/backend/content";
import { stripLangPrefix } from "~/lib/i18n";
import type { ContentPlace, PageCache, PageItems, RouteTableData } from "~/lib/route-handle";

/**
 * What the edge knows of the page a path asks for (decision 0220), from the route table the
 * build wrote (build/routes.js): how its answer is cached, the query parameters it reads, and
 * whether it has a language twin.
 */
export interface RoutePage {
  /** The route's id, or "" for a path in an endpoints' folder that no route claims. */
  readonly id: string;
  readonly cache: PageCache;
  /** The parameters the page reads, in key order, each with the values it knows (null: any value). */
  readonly parameters: ReadonlyArray<readonly [string, readonly string[] | null]>;
  readonly localized: boolean;
}

/** Where a kind's items live (the table's) and how the sitemap reads them (the list route's `handle.page.items.read`). */
export interface ContentSource extends ContentPlace {
  read: PageItems["read"];
}

/** The server build's routes, as far as the table reads them: each route module's handle. */
export type RouteModules = Readonly<Record<string, { module?: { handle?: { page?: { items?: Partial<PageItems> } } } } | undefined>>;

interface Compiled {
  pattern: RegExp;
  page: RoutePage;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** React Router's pattern as a case-sensitive RegExp (Remix matches case-insensitively; the edge's tables never did). */
function compile(path: string): RegExp {
  if (path === "/*") return /^\//;
  const source = path
    .split("/")
    .slice(1)
    .map((segment) => (segment === "*" ? ".*" : segment.startsWith(":") ? "[^/]+" : escape(segment)))
    .join("/");
  // Any number of trailing slashes: `/blog/` is the blog, as it is to Remix.
  return new RegExp(`^/${source}/*$`);
}

/**
 * The table, compiled once per isolate: each route's pattern under its first segment, so a
 * request tries the few routes of its folder and then the catch-all routes, not all fifty.
 */
export class RouteTable {
  readonly #byFirstSegment = new Map<string, Compiled[]>();
  readonly #catchAll: Compiled[] = [];
  /** Folders that hold only endpoints (`/resources/…`): a path there no route claims is still no page. */
  readonly #endpointFolders = new Map<string, RoutePage>();
  /** The paths the sitemap lists in both languages, in the table's order (by route file). */
  readonly sitemapPaths: readonly string[];
  /**
   * Each content kind's base path and reader, from the list page saying `items` (decision 0057),
   * in the table's order. A function cannot be written into build/routes.js: the reader is taken
   * from the route module itself, when the modules are given (the Worker's server build).
   */
  readonly content: ReadonlyMap<ContentKind, ContentSource>;

  constructor(data: RouteTableData, modules: RouteModules = {}) {
    const folders = new Map<string, boolean>();
    // Most specific first (a static segment beats a slug, the catch-all comes last); a stable sort
    // keeps the table's order between routes of one rank, which cannot match the same path.
    const ranked = [...data.routes].sort((a, b) => b.score - a.score);
    for (const { id, path, localized, page } of ranked) {
      const parameters = Object.entries(page.query ?? {}).map(([name, values]) => [name, values === true ? null : values] as const);
      const compiled = { pattern: compile(path), page: { id, cache: page.cache, parameters, localized } };
      const first = path.split("/")[1] ?? "";
      if (first.startsWith(":") || first === "*") this.#catchAll.push(compiled);
      else this.#byFirstSegment.set(first, [...(this.#byFirstSegment.get(first) ?? []), compiled]);
      if (first && path !== `/${first}`) folders.set(first, (folders.get(first) ?? true) && page.cache === "never" && !localized);
    }
    for (const [folder, endpointsOnly] of folders) {
      if (endpointsOnly) this.#endpointFolders.set(folder, { id: "", cache: "never", parameters: [], localized: false });
    }
    this.sitemapPaths = data.routes.filter((route) => route.page.sitemap === "listed").map((route) => route.path);
    const unread = async () => {
      throw new Error("The route table was built without its route modules: no reader for this content kind");
    };
    this.content = new Map(
      data.routes.flatMap(({ id, content }) => (content ? [[content.kind, { ...content, read: modules[id]?.module?.handle?.page?.items?.read ?? unread }] as const] : [])),
    );
  }

  /**
   * The page of a path, with or without its /pt prefix. A path no route claims is the
   * catch-all's (the 404 page), unless it lies in an endpoints' folder.
   */
  match(pathname: string): RoutePage {
    const path = stripLangPrefix(pathname);
    const end = path.indexOf("/", 1);
    const first = end === -1 ? path.slice(1) : path.slice(1, end);
    for (const { pattern, page } of this.#byFirstSegment.get(first) ?? []) if (pattern.test(path)) return page;
    if (end !== -1) {
      const folder = this.#endpointFolders.get(first);
      if (folder) return folder;
    }
    for (const { pattern, page } of this.#catchAll) if (pattern.test(path)) return page;
    throw new Error(`No route, not even a catch-all, for ${pathname}: the route table is incomplete`);
  }
}
