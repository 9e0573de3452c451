/**
 * Help center search (spec 2 §2.7): an article matches when its title or summary contains
 * the query, ignoring case and accents ("calendario" finds "Calendário").
 */
export const helpQueryMaxLength = 100;

export function foldForSearch(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase().replace(/\s+/g, " ").trim();
}

export function cleanHelpQuery(value: string | null | undefined): string {
  return (value ?? "").replace(/\s+/g, " ").trim().slice(0, helpQueryMaxLength);
}

export function matchesHelpQuery(article: { title: string; summary: string }, query: string): boolean {
  const needle = foldForSearch(query);
  if (!needle) return false;
  return foldForSearch(article.title).includes(needle) || foldForSearch(article.summary).includes(needle);
}

export function searchHelpArticles<T extends { title: string; summary: string }>(articles: T[], query: string): T[] {
  return articles.filter((article) => matchesHelpQuery(article, query));
}

/**
 * The title to announce as 'Selected article: {title}' when the dialog's article was
 * chosen from the search dropdown: that choice opens /help-center/{slug}?q={its title}, so
 * the server can tell it from any other open dialog without client state.
 */
export function chosenSuggestionTitle(articles: Array<{ slug: string; title: string }>, dialogSlug: string | null, query: string): string | null {
  if (!dialogSlug || !query) return null;
  const article = articles.find((candidate) => candidate.slug === dialogSlug);
  return article && cleanHelpQuery(article.title) === query ? article.title : null;
}
