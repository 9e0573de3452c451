import type { MetaDescriptor } from "@remix-run/cloudflare";
import { langFromPath, type Lang } from "./i18n";
import { metaText } from "./meta-text";
import { fitDescription, fitTitle } from "./search-snippet";
import { siteName } from "./site";

export interface PageMeta {
  title: string;
  description: string;
  /** Describes the share image for this page; the title otherwise. */
  imageAlt?: string;
  /** The name a social card shows when it differs from <title> (an article's own headline). */
  headline?: string;
  /** The page's canonical address when the loader knows it better than the request path. */
  url?: string;
  /** A picture of the page's own (absolute address); the site's share picture otherwise. */
  image?: string | null;
  /** "article" for blog posts, tutorials and case studies. */
  type?: "website" | "article";
  /** The language the page's own text is in, when not the page's (an untranslated piece: decision 0216). */
  contentLang?: Lang;
  /** False for a piece with no version in the other language: no og:locale:alternate is claimed. */
  translated?: boolean;
}

/** What a route's meta function is given that the builders need (Remix's MetaArgs). */
export interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown }>;
}

/** The picture social networks show for a shared link (spec 1 §9: 1200 × 630). */
export const shareImage = { path: "/images/marketing/stayloop-share.png", width: 1200, height: 630 } as const;

/** The public origin the root loader settled on (`context.origin`: SITE_URL's, else a local server's own). */
export function originOf(matches: MetaArgs["matches"]): string {
  const root = matches.find((match) => match.id === "root")?.data as { origin?: unknown } | undefined;
  return typeof root?.origin === "string" ? root.origin : "";
}

/** The title of a page that is not there (its loader threw a 404, or its view says so), never indexed. */
export function notFoundMeta(pathname: string, title = `${metaText[langFromPath(pathname)].notFound} | ${siteName}`): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex" }];
}

/**
 * The one builder of every page's head: title, description and the social-sharing tags —
 * its address, language and picture, so every page shared anywhere shows a card (issue 9
 * item 10). Without meta (the loader failed), the page is the 404 page and says so. The
 * canonical link and the hreflang twins come from root.tsx; documents add their article
 * tags and structured data as `extra` (features/content/meta.ts).
 */
export function pageMeta(meta: PageMeta | undefined, { location, matches }: MetaArgs, extra: MetaDescriptor[] = []) {
  if (!meta) return notFoundMeta(location.pathname);
  const origin = originOf(matches);
  const lang = meta.contentLang ?? langFromPath(location.pathname);
  // What a search result shows is fitted to its room (decision 0063); an article's card keeps its headline.
  const title = fitTitle(meta.title);
  const description = fitDescription(meta.description);
  const headline = meta.headline ?? title;
  const image = meta.image ?? origin + shareImage.path;
  const imageAlt = meta.imageAlt ?? headline;
  // The site's picture has a known type and size; a page's own may be anything.
  const imageFacts: MetaDescriptor[] = meta.image
    ? []
    : [
        { property: "og:image:type", content: "image/png" },
        { property: "og:image:width", content: String(shareImage.width) },
        { property: "og:image:height", content: String(shareImage.height) },
      ];
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: headline },
    { property: "og:description", content: description },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: meta.type ?? "website" },
    { property: "og:url", content: meta.url ?? origin + location.pathname },
    { property: "og:locale", content: lang === "pt" ? "pt_BR" : "en_US" },
    ...(meta.translated === false ? [] : [{ property: "og:locale:alternate", content: lang === "pt" ? "en_US" : "pt_BR" }]),
    { property: "og:image", content: image },
    ...imageFacts,
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: headline },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...extra,
  ] satisfies MetaDescriptor[];
}
