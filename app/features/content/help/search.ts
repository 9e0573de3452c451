import { cleanSearchText } from "~/lib/text-clean";

/** The help center's search box (spec 2 §2.7); the search itself is the backend's (backend/help-search.ts). */
export const helpQueryMaxLength = 100;

/**
 * The query as typed, cleaned with the form fields' rules (`cleanSearchText`) and cut at
 * `helpQueryMaxLength` UTF-16 units, the box's `maxlength`, never inside a surrogate pair.
 */
export function cleanHelpQuery(value: string | null | undefined): string {
  const cut = cleanSearchText(value ?? "").slice(0, helpQueryMaxLength);
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trimEnd();
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
