import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { articleFeed } from "~/features/content/articles/feed.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle = { page: { cache: "feed", sitemap: false } } satisfies RouteHandle;

/** /blog/rss.xml: the blog's RSS 2.0 feed in the URL's language. */
export const loader = (args: LoaderFunctionArgs) => articleFeed("blog", args);
