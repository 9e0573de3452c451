import type { Lang } from "~/lib/i18n";
import type { HelpArticle } from "./content";

/**
 * Help center search (issue 12), shared by both adapters: the port's query and answer,
 * and the text folding both sides of a match agree on.
 */
export interface HelpSearchQuery {
  /** What the visitor typed, already trimmed and capped (features/content/help/search.ts). */
  query: string;
  locale: Lang;
  /** How many articles at most, best first. */
  limit: number;
}

export interface HelpSearchResult {
  /** Published articles in the reader's language (English where no translation), best first. */
  articles: HelpArticle[];
  /**
   * The folded word beginnings that matched (typo corrections and word stems included):
   * a word of a title, summary or body is highlighted when its folded form starts with one.
   */
  terms: string[];
}

/** Lower case, accents removed, runs of white space made one: "Ação  Rápida" → "acao rapida". */
export function foldForSearch(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * The spec's own rule (spec 2 §2.7): the title or summary contains the whole query,
 * ignoring case and accents.
 */
export function substringSearch(articles: HelpArticle[], { query, limit }: HelpSearchQuery): HelpSearchResult {
  const needle = foldForSearch(query);
  if (!needle) return { articles: [], terms: [] };
  const found = articles.filter(
    (article) => foldForSearch(article.title).includes(needle) || foldForSearch(article.summary).includes(needle),
  );
  return { articles: found.slice(0, limit), terms: [needle] };
}
