import type { ContentCardData } from "./ContentCard";
import { formatLongDate } from "~/lib/dates";
import type { Lang } from "~/lib/i18n";
import type { BlogArticleSummary, TutorialSummary } from "~/backend/types";

/**
 * A list item as its card needs it, with the date already formatted (spec 2 §9:
 * 'MMMM d, yyyy'), so the browser needs no date library for these pages.
 */
export function toCard(item: BlogArticleSummary | TutorialSummary, lang: Lang): ContentCardData {
  return {
    slug: item.slug,
    title: item.title,
    excerpt: item.excerpt,
    imageUrl: item.imageUrl,
    author: item.author,
    date: item.publishedDate ? formatLongDate(item.publishedDate, lang) : "",
    dateTime: item.publishedDate,
    category: item.category ? { name: item.category.name, slug: item.category.slug } : null,
    lang: item.locale !== lang ? item.locale : undefined,
  };
}
