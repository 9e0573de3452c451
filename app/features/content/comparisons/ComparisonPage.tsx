import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { BackLink, PageTitle } from "~/features/content/PageTop";
import { TrialCta } from "~/features/content/TrialCta";
import { siteName, trial } from "~/lib/site";
import type { ComparisonData } from "./detail.server";

/** One comparison (spec 2 §2.15); its route's and its preview's view. */
export function ComparisonPage() {
  const { t } = useTranslation("comparisons");
  const { comparison, basePath } = useLoaderData<ComparisonData>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <article lang={comparison.lang}>
        <BackLink to={basePath} label={t("detail.back")} />
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

