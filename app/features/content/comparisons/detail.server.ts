import { comparisonFeatureKeys, type Comparison } from "~/backend/content";
import { contentAlternates } from "~/lib/alternates";
import type { Lang } from "~/lib/i18n";
import { contentBase, type ContentPlaces } from "~/server/content-addresses.server";

type Translate = (key: string, values?: Record<string, string>) => string;

/** A comparison's page data from its row (its own URL, and its preview: decision 0214). */
export function comparisonPage(comparison: Comparison, { lang, t, routes }: { lang: Lang; t: Translate; routes: ContentPlaces }) {
  const basePath = contentBase(routes, "comparisons");
  return {
    basePath,
    alternates: contentAlternates(basePath, lang, comparison),
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
  };
}

export type ComparisonData = ReturnType<typeof comparisonPage>;
