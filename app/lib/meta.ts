import type { MetaDescriptor } from "@remix-run/cloudflare";
import { langFromPath } from "./i18n";
import { metaText } from "./meta-text";

export interface PageMeta {
  title: string;
  description: string;
}

/** The title of a page that is not there (its loader threw a 404), never indexed. */
export function notFoundMeta(pathname: string): MetaDescriptor[] {
  return [{ title: `${metaText[langFromPath(pathname)].notFound} | StayLoop` }, { name: "robots", content: "noindex" }];
}

/**
 * Title, description and the matching social-sharing tags of a page. Without meta
 * (the loader failed), the page is the 404 page and says so.
 */
export function pageMeta(
  meta: PageMeta | undefined,
  location: { pathname: string },
  extra: MetaDescriptor[] = [],
): MetaDescriptor[] {
  if (!meta) return notFoundMeta(location.pathname);
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:site_name", content: "StayLoop" },
    { property: "og:type", content: "website" },
    { name: "twitter:card", content: "summary_large_image" },
    ...extra,
  ];
}
