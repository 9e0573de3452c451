import type { CaseStudy } from "~/backend/content";
import { plainSummary } from "~/features/content/format";
import { absoluteUrl, renderStoredHtml } from "~/features/content/load.server";
import { contentAlternates } from "~/lib/alternates";
import type { Crumbs } from "~/lib/breadcrumbs";
import { formatLongDate } from "~/lib/dates";
import { htmlLang, type Lang } from "~/lib/i18n";
import type { PlacedLibraryImage } from "~/lib/library-images";
import { contentBase, type ContentPlaces } from "~/server/content-addresses.server";

type Translate = (key: string, values?: Record<string, string>) => string;

/** A case study's page data from its row (its own URL, and its preview: decision 0214). */
export async function caseStudyPage(
  study: CaseStudy,
  { lang, origin, t, routes, cover = null }: { lang: Lang; origin: string; t: Translate; routes: ContentPlaces; cover?: PlacedLibraryImage | null },
) {
  const image = cover?.src ?? study.headerImageUrl ?? study.featuredImageUrl;
  const base = contentBase(routes, "case-studies");
  const alternates = contentAlternates(base, lang, study);
  // The visible trail and the page's BreadcrumbList (meta) are both this list, as on articles.
  const crumbs: Crumbs = [
    { label: t("detail.home"), to: "/" },
    { label: t("detail.crumb"), to: base },
    { label: study.title },
  ];
  return {
    state: "found" as const,
    basePath: base,
    alternates,
    crumbs,
    study: {
      title: study.title,
      lang: study.locale !== lang ? study.locale : undefined,
      // The list's card clamps it to three lines; the page says it whole (decision 0064).
      excerpt: study.excerpt,
      clientName: study.clientName,
      industry: study.clientIndustry,
      headerImageUrl: cover?.src ?? study.headerImageUrl,
      /** A cover from the studio's image library: its size and alt text (decision 0507). */
      cover,
      html: (await renderStoredHtml(study.content)) ?? "",
      resultsHtml: await renderStoredHtml(study.resultsSummary),
      // The time it became public (published_date, decisions 0046 and 0213); none said when it has none.
      published: study.publishedAt ? { text: formatLongDate(study.publishedAt, lang), dateTime: study.publishedAt } : null,
    },
    meta: {
      title: t("meta.detailTitle", { title: study.title }),
      headline: study.title,
      description: plainSummary(study.excerpt || study.content),
      url: origin + alternates.canonical,
      origin,
      image: image ? absoluteUrl(origin, image) : null,
      section: study.clientIndustry ?? undefined,
      publishedTime: study.publishedAt ?? undefined,
      schemaType: "Article" as const,
      inLanguage: htmlLang[study.locale],
      contentLang: study.locale,
      translated: Boolean(study.translations.en && study.translations.pt),
    },
  };
}

/** What the case-study view reads: the page, or its failed / not-found state. */
export type CaseStudyData =
  | Awaited<ReturnType<typeof caseStudyPage>>
  | { state: "failed"; title: string; basePath: string }
  | { state: "notFound"; title: string; basePath: string };
