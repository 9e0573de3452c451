import type { MetaFunction } from "@remix-run/cloudflare";
import { documentMeta, feedLink } from "~/features/content/meta";
import { breadcrumbListData } from "~/lib/breadcrumbs";
import { langFromPath } from "~/lib/i18n";
import type { PageFacts, RouteHandle } from "~/lib/route-handle";
import { notFoundMeta, pageMeta } from "~/lib/meta";
import type { ArticleLoader } from "./detail.server";
import type { ArticleListLoader } from "./list.server";

/**
 * The handle (with the route's own `page` facts) and meta a list route exports. No React on a first visit (decision 0013):
 * category links are plain links, lists.enhance.ts shows the skeletons while the next one
 * loads, and the Get Updates form posts in place (the behaviour "form", app/enhance/forms.ts).
 */
export function listRoute(page: PageFacts) {
  const handle = { page, enhance: ["lists"] } satisfies RouteHandle;
  const meta: MetaFunction<ArticleListLoader> = ({ data, location, matches }) =>
    pageMeta(data?.meta, { location, matches }, data ? [feedLink(location.pathname, { path: `${data.basePath}/rss.xml`, title: data.feedTitle })] : []);
  return { handle, meta };
}

/**
 * The handle (with the route's own `page` facts) and meta a detail route exports. No module of
 * its own: the layout's is its only script (DESIGN §9), and it opens the share links' popups
 * (app/enhance/share.ts).
 */
export function detailRoute(page: PageFacts) {
  const handle = { page } satisfies RouteHandle;
  const meta: MetaFunction<ArticleLoader> = ({ data, location, matches }) => {
    if (!data) return pageMeta(undefined, { location, matches });
    const feed = feedLink(location.pathname, { path: `${data.basePath}/rss.xml`, title: data.feedTitle });
    if (data.state !== "found") return [...notFoundMeta(location.pathname, data.title), feed];
    const crumbs = { "script:ld+json": breadcrumbListData(data.crumbs, { origin: data.meta.origin, lang: langFromPath(location.pathname) }) };
    return documentMeta(data.meta, { location, matches }, [feed, crumbs]);
  };
  return { handle, meta };
}
