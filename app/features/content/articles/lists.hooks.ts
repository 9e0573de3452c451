/**
 * The blog and tutorials list's hooks (lists.enhance.ts): the list it starts on
 * (ArticleListPage), the category filter's links (CategoryFilter), the results and the
 * skeletons waiting in a <template> to stand in for them while the next list loads.
 */
export enum ListsHooks {
  module = "lists",
  filter = "data-list-filter",
  results = "data-list-results",
  skeletons = "data-list-skeletons",
}
