/**
 * The free downloads' hooks (downloads.enhance.ts). The list page's filter form
 * (ResourceFilters) starts "downloads", which switches the page's results (the route's
 * markup) for its loading line while the next list loads.
 */
export enum DownloadsHooks {
  module = "downloads",
  loading = "data-resources-loading",
  results = "data-resources-results",
}

/**
 * The download form (DownloadForm, also a "form" posted in place) starts "download-form":
 * the failure box it shows and hides with the form's error.
 */
export enum DownloadFormHooks {
  module = "download-form",
  failure = "data-download-failure",
}
