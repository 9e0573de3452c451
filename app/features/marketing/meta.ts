import type { MetaDescriptor } from "@remix-run/cloudflare";
import { pageMeta, type MetaArgs, type PageMeta } from "~/lib/meta";

export { shareImage } from "~/lib/meta";

export const defaultRobots = "index, follow, max-image-preview:large, max-snippet:-1, max-video-preview:-1";

/** A marketing page: the social-sharing tags every page has, and robots directives that allow rich previews. */
export function marketingMeta(meta: PageMeta | undefined, args: MetaArgs): MetaDescriptor[] {
  return pageMeta(meta, args, [{ name: "robots", content: defaultRobots }]);
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
