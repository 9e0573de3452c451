import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cacheControl } from "~/lib/cache-control";
import type { RouteHandle } from "~/lib/route-handle";

export const handle = { page: { cache: "feed", sitemap: false } } satisfies RouteHandle;

/** /robots.txt: everything public may be crawled; form endpoints may not; the sitemap is named. */
export function loader({ context }: LoaderFunctionArgs) {
  const origin = context.origin;
  const body = ["User-agent: *", "Allow: /", "Disallow: /resources/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl.robots },
  });
}
