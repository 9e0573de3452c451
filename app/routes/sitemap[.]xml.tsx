import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { collectSitemapEntries, sitemapXml } from "~/features/content/sitemap.server";
import { listCareersJobs } from "~/features/engagement/careers/careers.server";
import type { Lang } from "~/lib/i18n";
import { cacheControl } from "~/lib/cache-control";
import type { RouteHandle } from "~/lib/route-handle";

export const handle = { page: { cache: "feed", sitemap: false } } satisfies RouteHandle;

/** /sitemap.xml: every public page in both languages, with hreflang alternates. */
export async function loader({ context }: LoaderFunctionArgs) {
  // Each open job's page (issue 22 item 2); a closed job is not listed, so it leaves the sitemap.
  const jobs = { base: "/careers", read: async (lang: Lang) => (await listCareersJobs(context, lang)).map((job) => ({ slug: job.id, published: job.postedAt })) };
  // Each published integration's page (issue 33 item 2): the same slug in both languages.
  const integrations = { base: "/integrations", read: async (lang: Lang) => (await context.backend.listIntegrations(lang)).map(({ slug }) => ({ slug })) };
  const entries = await collectSitemapEntries(context, [jobs, integrations]);
  return new Response(sitemapXml(context.origin, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": cacheControl.sitemap },
  });
}
