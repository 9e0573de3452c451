import type { ContentKind } from "~/backend/content";
import { localizePath, type Lang } from "~/lib/i18n";
import type { ContentPlace } from "~/lib/route-handle";

/**
 * Where a content row lives (decision 0057). Each kind's base path is the path of the list page
 * whose route says `handle.page.items` of that kind; the build writes it into the route table,
 * which the load context carries (`context.routes`). The sitemap, the preview links, the renamed
 * slugs' redirects, the articles' pages and feeds and the studio make an item's address here.
 */
export interface ContentPlaces {
  readonly content: ReadonlyMap<ContentKind, ContentPlace>;
}

/** The path the items of `kind` live under, without a language prefix (`/blog`, `/help-center`). */
export function contentBase(routes: ContentPlaces, kind: ContentKind): string {
  const place = routes.content.get(kind);
  // The build refuses a table without it only when a route says the kind; a kind no route lists has no page.
  if (!place) throw new Error(`No list page says handle.page.items of kind "${kind}": its rows have no public address`);
  return place.base;
}

/** A row's address without a language prefix (`/help-center/{slug}`), for a `LocalLink`, which adds the page's. */
export const itemPathOf = (routes: ContentPlaces, kind: ContentKind, slug: string) => `${contentBase(routes, kind)}/${slug}`;

/** The public address of a row of `kind` in its language: `/blog/{slug}`, `/pt/help-center/{slug}`. */
export const publicPathOf = (routes: ContentPlaces, kind: ContentKind, lang: Lang, slug: string) => localizePath(itemPathOf(routes, kind, slug), lang);

/** A row's private preview link in its language (decision 0214): `/preview/{token}`, `/pt/preview/{token}`. */
export const previewPathOf = (lang: Lang, token: string) => localizePath(`/preview/${token}`, lang);
