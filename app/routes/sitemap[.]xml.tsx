import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { siteOrigin } from "~/features/content/load.server";
import { collectSitemapEntries, sitemapXml } from "~/features/content/sitemap.server";
import { cacheControl } from "~/lib/cache-control";

/** /sitemap.xml: every public page in both languages, with hreflang alternates. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const entries = await collectSitemapEntries(context);
  return new Response(sitemapXml(siteOrigin(request, context), entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": cacheControl.sitemap },
  });
}
