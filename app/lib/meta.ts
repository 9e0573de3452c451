import type { MetaDescriptor } from "@remix-run/cloudflare";
import { langFromPath } from "./i18n";
import { metaText } from "./meta-text";

export interface PageMeta {
  title: string;
  description: string;
  /** Describes the share image for this page; the title otherwise. */
  imageAlt?: string;
}

/** What a route's meta function is given that the builders need (Remix's MetaArgs). */
export interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown }>;
}

/** The picture social networks show for a shared link (spec 1 §9: 1200 × 630). */
export const shareImage = { path: "/images/marketing/stayloop-share.png", width: 1200, height: 630 } as const;

/** The public origin the root loader settled on (siteOrigin: SITE_URL, else a local server's own). */
export function originOf(matches: MetaArgs["matches"]): string {
  const root = matches.find((match) => match.id === "root")?.data as { origin?: unknown } | undefined;
  return typeof root?.origin === "string" ? root.origin : "";
}

/** The title of a page that is not there (its loader threw a 404), never indexed. */
export function notFoundMeta(pathname: string): MetaDescriptor[] {
  return [{ title: `${metaText[langFromPath(pathname)].notFound} | StayLoop` }, { name: "robots", content: "noindex" }];
}

/**
 * Title, description and the social-sharing tags of any page: its address, language and
 * the share image, so every page shared anywhere shows a card (issue 9 item 10). Without
 * meta (the loader failed), the page is the 404 page and says so. The canonical link and
 * the hreflang twins come from root.tsx.
 */
export function pageMeta(meta: PageMeta | undefined, { location, matches }: MetaArgs, extra: MetaDescriptor[] = []) {
  if (!meta) return notFoundMeta(location.pathname);
  const origin = originOf(matches);
  const lang = langFromPath(location.pathname);
  const image = origin + shareImage.path;
  const imageAlt = meta.imageAlt ?? meta.title;
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:site_name", content: "StayLoop" },
    { property: "og:type", content: "website" },
    { property: "og:url", content: origin + location.pathname },
    { property: "og:locale", content: lang === "pt" ? "pt_BR" : "en_US" },
    { property: "og:locale:alternate", content: lang === "pt" ? "en_US" : "pt_BR" },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...extra,
  ] satisfies MetaDescriptor[];
}
