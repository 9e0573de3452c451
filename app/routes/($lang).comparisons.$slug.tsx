import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { TrialCta } from "~/features/content/TrialCta";
import { cleanSlug } from "~/features/content/format";
import { localizePath } from "~/lib/i18n";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/meta";
import { siteName, trial } from "~/lib/site";
import { comparisonFeatureKeys } from "~/backend/content";
import { attempt } from "~/features/content/load.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";
import { BackLink, PageTitle } from "~/features/content/PageTop";

/** No module of its own: the layout's (header, banner, forms) is the only script (DESIGN §9). */
export const handle = {
  page: { cache: "content", sitemap: "entries", bench: { name: "Comparison: Mailchimp", budget: "static", path: "/comparisons/mailchimp" } },
} satisfies RouteHandle;

/**
 * One comparison (spec 2 §2.15). An unknown or unpublished slug, or a failed read, sends
 * the visitor to /404 (spec 2 §2.4), which answers 404.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const slug = cleanSlug(params.slug);
  const found = slug ? await attempt("comparison", () => context.backend.getComparison(slug, lang)) : null;
  const comparison = found?.value;
  if (!comparison) throw redirect(localizePath("/404", lang), 302);
  const t = await translator(lang, "comparisons");
  return json({
    comparison: {
      lang: comparison.locale !== lang ? comparison.locale : undefined,
      title: comparison.title,
      headerDescription: comparison.headerDescription,
      content: comparison.content,
      competitorName: comparison.competitorName,
      conclusion: comparison.conclusion,
      ctaText: comparison.ctaText ?? t("detail.defaultCta"),
      rows: comparisonFeatureKeys.map((key) => ({ key, ...comparison.features[key] })),
    },
    meta: {
      title: comparison.metaTitle ?? t("meta.detailTitle", { title: comparison.title }),
      description: comparison.metaDescription ?? comparison.headerDescription,
    },
  });
}

export default function ComparisonPage() {
  const { t } = useTranslation("comparisons");
  const { comparison } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <article lang={comparison.lang}>
        <BackLink to="/comparisons" label={t("detail.back")} />
        <header className="mt-6 max-w-3xl">
          <PageTitle>{comparison.title}</PageTitle>
          <p className="mt-4 text-xl text-slate-700">{comparison.headerDescription}</p>
        </header>
        {comparison.content ? (
          <div className="mt-8 max-w-3xl whitespace-pre-line text-lg leading-relaxed text-slate-800">{comparison.content}</div>
        ) : null}

        {/* On narrow screens the table scrolls sideways; the region can take focus so keyboards can scroll it too. */}
        <ScrollRegion label={t("detail.caption", { product: siteName, competitor: comparison.competitorName })} className="mt-10 rounded-2xl border border-slate-200">
          <table className="w-full min-w-[40rem] border-collapse text-left">
            <caption className="sr-only">{t("detail.caption", { product: siteName, competitor: comparison.competitorName })}</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="w-1/4 p-4 font-semibold text-slate-900">
                  {t("detail.feature")}
                </th>
                <th scope="col" className="p-4 font-semibold text-teal-800">
                  {siteName}
                </th>
                <th scope="col" className="p-4 font-semibold text-slate-900">
                  {comparison.competitorName}
                </th>
              </tr>
            </thead>
            <tbody>
              {comparison.rows.map((row) => (
                <tr key={row.key} className="border-t border-slate-200 align-top">
                  <th scope="row" className="p-4 font-semibold text-slate-900">
                    {t(`features.${row.key}`)}
                  </th>
                  <td className="bg-teal-50/50 p-4 text-slate-800">{row.product || "—"}</td>
                  <td className="p-4 text-slate-700">{row.competitor || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>

        {comparison.conclusion ? (
          <section aria-labelledby="bottom-line" className="mt-12 max-w-3xl">
            <h2 id="bottom-line" className="text-2xl font-bold text-slate-900">
              {t("detail.bottomLine")}
            </h2>
            <p className="mt-3 whitespace-pre-line text-lg leading-relaxed text-slate-800">{comparison.conclusion}</p>
          </section>
        ) : null}
      </article>

      <div className="mt-12">
        <TrialCta
          id="comparison-cta"
          heading={t("detail.ctaHeading")}
          text={t("detail.ctaText", { days: trial.days })}
          button={comparison.ctaText}
        />
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => pageMeta(data?.meta, { location, matches });
