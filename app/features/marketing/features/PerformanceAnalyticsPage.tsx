import type { FeatureLayoutCopy, FeaturePageCopy } from "~/features/marketing/copy";
import { CalculatorTeaser } from "../calculator/CalculatorTeaser";
import { FeatureCta, FeaturePageLayout, FeatureSection } from "./FeaturePageLayout";

/**
 * Performance analytics (spec 2 §2.17): the dashboard's six measures, and a start-free-trial
 * button at the top and at the bottom.
 */
export function PerformanceAnalyticsPage({
  page,
  layout,
}: {
  page: FeaturePageCopy<"performance-analytics">;
  layout: FeatureLayoutCopy;
}) {
  return (
    <FeaturePageLayout slug="performance-analytics" layout={layout} page={page} actions={["trial"]}>
      <FeatureSection id="dashboard" title={page.dashboard.title} text={page.dashboard.text} tone="grey">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-dashboard-metrics>
          {page.dashboard.metrics.map((metric) => (
            <li key={metric.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-sm font-semibold uppercase tracking-wide text-teal-800">{metric.title}</h3>
              <p className="mt-2 text-3xl font-extrabold text-slate-900">{metric.value}</p>
              <p className="mt-2 text-slate-700">{metric.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-slate-600">{page.dashboard.caption}</p>
      </FeatureSection>
      <CalculatorTeaser />
      <FeatureCta title={page.cta.title} text={page.cta.text} layout={layout} actions={["trial"]} />
    </FeaturePageLayout>
  );
}
