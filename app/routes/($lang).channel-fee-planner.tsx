import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { Container } from "~/components/layout/PageSection";
import { LocalLink } from "~/components/ui/links";
import { defaultRobots } from "~/features/marketing/meta";
import { ChannelFeePlanner, FeeTable } from "~/features/marketing/planner/ChannelFeePlanner";
import { feeTableFor } from "~/features/marketing/planner/fee-table";
import { currencies, markets, plannerFields, readMarket, readPlanner } from "~/features/marketing/planner/planner";
import { plannerView } from "~/features/marketing/planner/view";
import { breadcrumbListData, type Crumbs } from "~/lib/breadcrumbs";
import { cacheControl } from "~/lib/cache-control";
import { langFromPath } from "~/lib/i18n";
import { originOf, pageMeta } from "~/lib/meta";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

/**
 * The page reads the planner's fields only. The plain page is cached like content (the fee
 * table is a backend table: an edit moves the content version, so the page changes within a
 * minute); an address with any field is a result, rendered fresh and never stored
 * (`no-store` below), so random inputs cannot fill the edge cache (decision 0401). The
 * currency and the market are lists: any other value is dropped at the edge.
 */
export const handle = {
  page: {
    cache: "content",
    query: { ...anyValueOf(plannerFields), currency: currencies, market: markets },
    sitemap: "listed",
    bench: { name: "Channel-fee planner", budget: "static" },
  },
} satisfies RouteHandle;

/**
 * /channel-fee-planner (issue 33 item 1, decision 0401): the figures come from the query
 * string and the backend's fee table. Values out of range or not numbers answer 200 with the
 * messages next to their fields, like the commission calculator.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "planner");
  const query = new URL(request.url).searchParams;
  const table = feeTableFor(await context.backend.listChannelFees(), readMarket(query.get("market"), lang), new Date().toISOString().slice(0, 10));
  const result = readPlanner((name) => query.get(name), lang, table);
  const crumbs: Crumbs = [{ label: t("breadcrumb.home"), to: "/" }, { label: t("breadcrumb.page") }];
  return json(
    { meta: { title: t("meta.title"), description: t("meta.description") }, view: plannerView(result, table, lang), crumbs },
    { headers: result.pristine ? {} : { "Cache-Control": cacheControl.never } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function ChannelFeePlannerPage() {
  const { t } = useTranslation("planner");
  const { view, crumbs } = useLoaderData<typeof loader>();
  const assumptions = t("assumptions", { returnObjects: true }) as string[];
  return (
    <section aria-labelledby="planner-title" className="bg-gradient-to-b from-teal-50 to-white">
      <Container className="py-12 sm:py-20">
        <Breadcrumb label={t("breadcrumb.label")} items={crumbs} />
        <div className="mx-auto mt-6 max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-teal-800">{t("eyebrow")}</p>
          <h1 id="planner-title" className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t("title")}
          </h1>
          <p className="mt-6 text-lg text-slate-700">{t("subtitle")}</p>
        </div>
        <div className="mt-12">
          <ChannelFeePlanner view={view} />
        </div>
        <FeeTable view={view} />
        <div className="mx-auto mt-12 max-w-4xl">
          <h2 className="text-2xl font-bold text-slate-900">{t("assumptionsTitle")}</h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
            {assumptions.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-6 text-slate-700">
            <LocalLink to="/commission-calculator" className="font-semibold text-teal-800 underline">
              {t("calculatorLink")}
            </LocalLink>
          </p>
        </div>
      </Container>
    </section>
  );
}

/** BreadcrumbList (Google documents it) from the trail the page shows; no other type fits a calculator truthfully (decision 0401). */
export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  const lang = langFromPath(location.pathname);
  const extra = data ? [{ "script:ld+json": breadcrumbListData(data.crumbs, { origin: originOf(matches), lang }) }] : [];
  return pageMeta(data?.meta, { location, matches }, [{ name: "robots", content: defaultRobots }, ...extra]);
};
