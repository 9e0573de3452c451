import type { AppLoadContext } from "@remix-run/cloudflare";
import { htmlLang, type Lang } from "~/lib/i18n";
import type { HelpArticle, HelpCategory, HelpSearchResult } from "~/backend/types";
import { helpMemo, helpRetries, withRetry } from "../cache.server";
import { builtInHelpContent } from "./builtin.server";
import { itemPathOf, type ContentPlaces } from "~/server/content-addresses.server";
import type { HelpListItem } from "./HelpArticleList";
import { highlight, resultSnippet } from "./highlight";
import { relatedHelpArticles } from "./related";
import { htmlRenderers } from "../load.server";

/**
 * The help center's reads (spec 2 §2.7, §7): categories retried once, articles twice,
 * both kept fresh for 5 minutes per isolate (content-cache.server.ts).
 */
// The content version in the key (decision 0027): an edit is not hidden by this isolate's memo.
const key = (context: AppLoadContext, ...parts: string[]) =>
  [context.backend.kind, context.contentVersion ?? "", "help", ...parts].join(":");

export function loadHelpCategories(context: AppLoadContext, lang: Lang): Promise<HelpCategory[]> {
  return helpMemo.get(key(context, "categories", lang), () =>
    withRetry(() => context.backend.listHelpCategories(lang), helpRetries.categories),
  );
}

/** One category's articles, or every article when `categorySlug` is null (search). */
export function loadHelpArticles(context: AppLoadContext, lang: Lang, categorySlug: string | null): Promise<HelpArticle[]> {
  return helpMemo.get(key(context, "articles", lang, categorySlug ?? "*"), () =>
    withRetry(() => context.backend.listHelpArticles({ locale: lang, categorySlug }), helpRetries.articles),
  );
}

export function loadPopularHelpArticles(context: AppLoadContext, lang: Lang): Promise<HelpArticle[]> {
  return helpMemo.get(key(context, "popular", lang), () =>
    withRetry(() => context.backend.listPopularHelpArticles(lang), helpRetries.articles),
  );
}

/** How many results the search page and its dropdown show at most. */
export const helpSearchLimit = 20;

/** The backend's ranked search; not remembered, since every query is its own. */
export function searchHelp(context: AppLoadContext, lang: Lang, query: string): Promise<HelpSearchResult> {
  return withRetry(() => context.backend.searchHelpArticles({ query, locale: lang, limit: helpSearchLimit }), helpRetries.articles);
}

/**
 * One article and its "Related articles" (related.ts), from the same read of every article
 * (one round trip, decision 0027). An article missing from that list is read directly and
 * related to the list it was missing from; when the list failed, it has none.
 */
export async function findHelpArticleWithRelated(
  context: AppLoadContext,
  lang: Lang,
  slug: string,
): Promise<{ article: HelpArticle; related: HelpArticle[] } | null> {
  const all = await loadHelpArticles(context, lang, null).catch(() => null);
  const article = all?.find((candidate) => candidate.slug === slug) ?? (await withRetry(() => context.backend.getHelpArticle(slug, lang), helpRetries.articles));
  if (!article) return null;
  return { article, related: all ? relatedHelpArticles(article, all) : [] };
}

/** The body the reader sees: built-in content for the six slugs, else the stored text. */
function helpArticleSource(article: HelpArticle, lang: Lang): string {
  return builtInHelpContent(article.slug, lang) ?? article.content;
}

/** The article's body as safe HTML (marked and the sanitiser are loaded on the first one: decision 0037). */
export async function helpArticleHtml(article: HelpArticle, lang: Lang): Promise<string> {
  const { renderHelpContent, sanitizeHtml } = await htmlRenderers();
  return sanitizeHtml(renderHelpContent(helpArticleSource(article, lang)));
}

/** An article as the list shows it; a search result also with its marked title and snippet. */
export function helpListItem(article: HelpArticle, { lang, routes }: { lang: Lang; routes: ContentPlaces }, terms?: readonly string[]): HelpListItem {
  const item: HelpListItem = {
    slug: article.slug,
    path: itemPathOf(routes, "help", article.slug),
    title: article.title,
    summary: article.summary,
    categoryName: article.category?.name ?? null,
    ...(article.locale !== lang ? { lang: htmlLang[article.locale] } : {}),
  };
  if (!terms) return item;
  const body = helpArticleSource(article, lang);
  return { ...item, found: { title: highlight(article.title, terms), snippet: resultSnippet({ summary: article.summary, body }, terms) } };
}
