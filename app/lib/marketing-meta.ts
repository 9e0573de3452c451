import type { MetaDescriptor } from "@remix-run/cloudflare";
import { langFromPath } from "./i18n";
import { pageMeta, type PageMeta } from "./meta";

/** The picture social networks show for a shared link (spec 1 §9: 1200 × 630). */
export const shareImage = { path: "/images/marketing/stayloop-share.png", width: 1200, height: 630 } as const;

export const defaultRobots = "index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1";

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown }>;
}

/** The public origin the root loader settled on (SITE_URL, else the request's). */
export function originOf(matches: MetaArgs["matches"]): string {
  const root = matches.find((match) => match.id === "root")?.data as { origin?: unknown } | undefined;
  return typeof root?.origin === "string" ? root.origin : "";
}

/**
 * Title, description and social-sharing tags of a marketing page, with the share image,
 * the page's address and language, and robots directives. The canonical link and the
 * hreflang twins come from root.tsx.
 */
export function marketingMeta(
  meta: (PageMeta & { imageAlt?: string }) | undefined,
  { location, matches }: MetaArgs,
): MetaDescriptor[] {
  if (!meta) return pageMeta(undefined, location);
  const origin = originOf(matches);
  const lang = langFromPath(location.pathname);
  const image = origin + shareImage.path;
  return pageMeta(meta, location, [
    { name: "robots", content: defaultRobots },
    { property: "og:url", content: origin + location.pathname },
    { property: "og:locale", content: lang === "pt" ? "pt_BR" : "en_US" },
    { property: "og:locale:alternate", content: lang === "pt" ? "en_US" : "pt_BR" },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: meta.imageAlt ?? meta.title },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: meta.imageAlt ?? meta.title },
  ]);
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The home page's title and description ("home" namespace), on the server and in the browser. */
export function homeMeta(t: Translate, days: number) {
  return { title: t("meta.title"), description: t("meta.description", { days }), imageAlt: t("meta.imageAlt") };
}

/** The pricing page's ("pricing" namespace): start free, pay when you save. */
export function pricingMeta(t: Translate, days: number) {
  return { title: t("meta.title"), description: t("meta.description", { days }) };
}
