/**
 * The help center's live search hooks (help-search.enhance.ts). On the search form it
 * starts on (HelpSearch): the clear link, the live region, the dropdown with its texts in
 * the page's language, its message, heading and option template, and the 'Contact Support'
 * line shown when nothing matches (its link's address gets `?q=` the typed query). On a page of results
 * (HelpArticleList), what the dropdown reads from the page it fetched; the option template
 * has the same title, summary and category parts.
 */
export enum HelpSearchHooks {
  module = "help-search",
  clear = "data-help-clear",
  live = "data-help-live",
  popup = "data-help-popup",
  message = "data-help-message",
  contact = "data-help-contact",
  heading = "data-help-heading",
  option = "data-help-option",
  loadingText = "data-loading",
  emptyText = "data-empty",
  errorText = "data-error",
  oneResultText = "data-one-result",
  manyResultsText = "data-many-results",
  results = "data-help-results",
  article = "data-help-article",
  title = "data-title",
  summary = "data-summary",
  category = "data-category",
}
