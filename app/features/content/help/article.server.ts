import type { HelpArticle } from "~/backend/content";
import { plainSummary } from "~/features/content/format";
import { contentAlternates } from "~/lib/alternates";
import { htmlLang, type Lang } from "~/lib/i18n";
import { contentBase, itemPathOf, type ContentPlaces } from "~/server/content-addresses.server";
import { helpArticleHtml } from "./help.server";

type Translate = (key: string, values?: Record<string, string>) => string;

/** A help article's dialog data from its row (its own URL, and its preview: decision 0214). */
export async function helpArticlePage(
  article: HelpArticle,
  related: HelpArticle[],
  { lang, t, routes }: { lang: Lang; t: Translate; routes: ContentPlaces },
) {
  const basePath = contentBase(routes, "help");
  return {
    state: "found" as const,
    basePath,
    alternates: contentAlternates(basePath, lang, article),
    article: {
      slug: article.slug,
      title: article.title,
      categoryName: article.category?.name ?? null,
      lang: article.locale !== lang ? article.locale : undefined,
      html: await helpArticleHtml(article, lang),
    },
    related: related.map(({ slug: relatedSlug, title, locale }) => ({ slug: relatedSlug, path: itemPathOf(routes, "help", relatedSlug), title, ...(locale !== lang ? { lang: htmlLang[locale] } : {}) })),
    meta: { title: t("meta.articleTitle", { title: article.title }), description: plainSummary(article.summary || article.content) },
  };
}

/** What the dialog reads: the article, or the failed state. */
export type HelpArticleData =
  | Awaited<ReturnType<typeof helpArticlePage>>
  | { state: "failed"; basePath: string; meta: { title: string; description: string } };
