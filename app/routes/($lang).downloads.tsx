import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { PageIntro } from "~/components/layout/PageIntro";
import { ResourceFilters } from "~/features/engagement/downloads/ResourceFilters";
import { ResourceGrid } from "~/features/engagement/downloads/ResourceGrid";
import { DownloadsHooks } from "~/features/engagement/downloads/downloads.hooks";
import { hook } from "~/components/ui/hook";
import { Spinner } from "~/components/ui/Spinner";
import { buttonClass } from "~/components/ui/buttons";
import { ExternalLink } from "~/components/ui/links";
import { filterResources, readResourceFilter, resourceCategories } from "~/features/engagement/downloads/schema";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/meta";
import { appUrls, trial } from "~/lib/site";
import type { DownloadableResource } from "~/backend/types";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

// The filters are a GET form and the cards plain links: one small module instead of React (decision 0015).
export const handle = {
  page: { cache: "marketing", query: anyValueOf(["q", "category"]), sitemap: "listed", bench: { name: "Downloads", budget: "light" } },
  enhance: ["downloads"],
} satisfies RouteHandle;

/** Free downloads (spec 2 §2.11): published resources, filtered by the GET form's q and category. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "downloads");
  const meta = { title: t("meta.title"), description: t("meta.description") };
  const filter = readResourceFilter(new URL(request.url).searchParams);
  try {
    const all = await context.backend.listDownloadableResources(lang);
    return json({ meta, filter, resources: filterResources(all, filter), categories: resourceCategories(all, lang), failed: false });
  } catch (error) {
    console.error("downloadable resources load failed", error);
    const none: DownloadableResource[] = [];
    return json({ meta, filter, resources: none, categories: [] as string[], failed: true }, { status: 503 });
  }
}

/** `?q=…&category=…` of the current filter, kept in the dialog's address. */
function filterQuery({ q, category }: { q: string; category: string }): string {
  const search = new URLSearchParams();
  if (q) search.set("q", q);
  if (category) search.set("category", category);
  return search.size > 0 ? `?${search}` : "";
}

export default function DownloadsPage() {
  const { filter, resources, categories, failed } = useLoaderData<typeof loader>();
  const { t } = useTranslation("downloads");
  const location = useLocation();

  return (
    <>
      <PageIntro heading={t("heading")} intro={t("intro")} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 pb-16 sm:px-6">
        <ResourceFilters filter={filter} categories={categories} />
        {/* Both are in the page, so app/features/engagement/downloads/downloads.enhance.ts can switch them while a new filter loads. */}
        <div hidden {...hook(DownloadsHooks.loading)}>
          <Spinner label={t("loading")} className="py-16" />
        </div>
        <div {...hook(DownloadsHooks.results)} className="space-y-8">
          {failed ? (
            <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-6 text-red-900">
              <p className="font-medium">{t("loadError")}</p>
              <Link to={location.pathname + location.search} className={`${buttonClass("secondary", "sm")} mt-4`}>
                {t("retry")}
              </Link>
            </div>
          ) : resources.length === 0 ? (
            <p role="status" className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
              {t("empty")}
            </p>
          ) : (
            <>
              <p className="text-sm text-slate-700" aria-live="polite">
                {t("results", { count: resources.length })}
              </p>
              <ResourceGrid resources={resources} search={filterQuery(filter)} />
            </>
          )}
        </div>
        <aside aria-labelledby="downloads-trial" className="rounded-2xl bg-teal-900 p-8 text-white sm:flex sm:items-center sm:justify-between sm:gap-8">
          <div>
            <h2 id="downloads-trial" className="text-2xl font-bold">
              {t("trial.heading")}
            </h2>
            <p className="mt-2 max-w-2xl text-teal-50">{t("trial.text", { days: trial.days })}</p>
          </div>
          <ExternalLink href={appUrls.signUp} className={`${buttonClass("secondary", "md")} mt-6 shrink-0 sm:mt-0`}>
            {t("trial.cta")}
          </ExternalLink>
        </aside>
      </div>
      <Outlet />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => pageMeta(data?.meta, { location, matches });
