import type { ContentKind } from "~/backend/content";
import type { Backend } from "~/backend/types";
import type enhancements from "~/enhance/manifest.json";
import type { Lang } from "~/lib/i18n";

/** A page's own browser module: the name of a `<name>.enhance.ts` (the layout's `site` comes with every document). */
export type PageEnhancement = Exclude<keyof typeof enhancements, "site">;

/**
 * How the edge keeps a page's answer (app/server/edge/page-cache.server.ts has the windows of
 * each): `marketing` changes with a deploy; `content` is a backend row that is edited or closes;
 * `roadmap` moves with votes and comments; `feed` is XML or text for machines; `never` is never
 * stored, its URL never cleaned: a form endpoint, a per-visitor delivery or page; `private` is a
 * signed-in person's page (the studio): never stored by either tier of the edge cache, its URL
 * never cleaned, and it always leaves with `Cache-Control: private, no-store`.
 */
export type PageCache = "marketing" | "content" | "roadmap" | "feed" | "never" | "private";

/**
 * The query parameters a page reads, in the order they enter the cache key (decision 0026). A
 * list is every value the page knows (any other renders the default, so the edge drops it and
 * the default's copy serves it); `true` is any value. Nothing else reaches the page.
 */
export type PageQuery = Readonly<Record<string, true | readonly string[]>>;

/**
 * How much JavaScript the page may ship (scripts/bench/harness/page-list.mjs has the figures): `static` only
 * the layout's module, `light` forms, toggles and menus, `any` live search, votes, dialogs.
 */
export type BenchBudget = "static" | "light" | "any";

/** The page as the benches measure it (`npm run bench -- pages`, `-- cpu`, `-- edge`), in both languages. */
export interface BenchPage {
  name: string;
  budget: BenchBudget;
  /**
   * For a page with a slug: the list page whose first link to this route is measured (the
   * seeded content decides the slug).
   */
  from?: string;
  /** For a page with a slug known in advance: the path measured (English). */
  path?: string;
}

/** A public row as the sitemap lists it: its slug, its language, its piece's slugs in each language, its date. */
export interface ListedItem {
  slug: string;
  locale: Lang;
  translations: { en: string | null; pt: string | null };
  /** ISO date of publication, when the row has one. */
  published?: string;
}

/**
 * The items a list page lists, each a page of its own at `{the list's path}/{slug}` (decision
 * 0057): which kind of content row they are (the kind that preview links and renamed slugs name)
 * and how the sitemap reads the public ones in a language. The list page's path is the items'
 * base path: the build writes it beside the kind (build/routes.js), and everything that makes an
 * item's address reads it from there (`publicPathOf`, app/server/content-addresses.server.ts).
 */
export interface PageItems {
  kind: ContentKind;
  read: (backend: Backend, lang: Lang) => Promise<ListedItem[]>;
}

/**
 * What a page is to the rest of the site, said once in its route module (decision 0220). The
 * build writes every route's into one table (scripts/build-routes.mjs → build/routes.js), which
 * the edge, the sitemap and the benches read.
 */
export interface PageFacts {
  cache: PageCache;
  query?: PageQuery;
  /**
   * `listed`: the sitemap lists the path in both languages. `entries`: a page per backend row,
   * each listed by the sitemap's sources (a content kind's: its list route's `items`, decision
   * 0057; the careers' and the integrations' in app/routes/sitemap[.]xml.tsx). `false`: not in the sitemap.
   */
  sitemap: "listed" | "entries" | false;
  bench?: BenchPage;
  /** On a listed page whose items are content rows with pages of their own (decision 0057). */
  items?: PageItems;
}

/** What a route tells the rest of the site about itself through `export const handle`. */
export interface RouteHandle {
  page: PageFacts;
  /**
   * The browser modules, by name (`<name>.enhance.ts`, decision 0033), whose behaviours the
   * page's markup names in `data-module` (DESIGN §5.7); every document also loads
   * app/enhance/site.enhance.ts (header, banner, forms, toasts) and starts them all.
   */
  enhance?: PageEnhancement[];
  /** False for a page with no public address (a preview link): no canonical, no language twins. */
  alternates?: false;
  /**
   * "studio": the page draws its own frame (the studio's bar, app/routes/studio.tsx): the layout
   * leaves out the site's banner, header, footer, toasts and browser modules (decision 0501).
   */
  shell?: "studio";
}

/** One route in the table the build writes (build/routes.js): its id, its path without the language segment, its facts. */
export interface RouteTableEntry {
  id: string;
  /** React Router's pattern without `:lang?` (`/blog/:slug`, `/*`). */
  path: string;
  /** React Router's rank of the path: where two patterns match a path, the higher wins. */
  score: number;
  /** Whether the path takes the optional `/pt` prefix: a page with a language twin. */
  localized: boolean;
  /** The facts of `handle.page` but `items`, which the table carries as `content`. */
  page: Omit<PageFacts, "items">;
  /** For a page saying `items`: their kind, and the base path each lives under (this route's path). */
  content?: ContentPlace;
}

/** Where the items of one content kind live: `{base}/{slug}`, under `/pt` in Portuguese. */
export interface ContentPlace {
  kind: ContentKind;
  base: string;
}

export interface RouteTableData {
  routes: RouteTableEntry[];
}

/** Parameters read with any value, as a page's `query` (in this order). */
export const anyValueOf = (names: readonly string[]): PageQuery => Object.fromEntries(names.map((name) => [name, true as const]));
