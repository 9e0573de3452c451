/**
 * What an action answers, as `{ enhanced }`, to a post sent in place (`_enhanced=1`) by
 * app/enhance/forms.ts or an area's *.enhance.ts (app/server/form-action.server.ts): texts
 * already rendered in the page's language, so no page needs client-side i18next.
 */
export interface EnhancedToast {
  kind: "success" | "error";
  title: string;
  description?: string;
}

export interface EnhancedReply {
  toast?: EnhancedToast;
  /** The first message of each refused field, by field name. */
  fieldErrors?: Record<string, string>;
  /** A message about the whole form (rate limit, backend failure). */
  formError?: string;
  /** A message saying the form was received, for forms that say it beside them. */
  formSuccess?: string;
  /** Clear the fields (the post succeeded). */
  reset?: boolean;
  /** The address of a file the post earned (the download form starts its download). */
  fileUrl?: string;
  /** The post changed the page: the parts its form names are to be swapped for fresh copies. */
  refresh?: EnhancedRefresh;
}

/**
 * app/enhance/forms.ts replaces the elements whose ids the form lists in `data-refresh`
 * (the view's ids: the server knows none) with the same ids from one GET of `from`: the
 * page a plain post would have been sent back to, or the current address. The page renders
 * its own new state, so no action has to describe it twice.
 */
export interface EnhancedRefresh {
  /** A same-origin path; when it differs from the address shown, the address follows it. */
  from?: string;
}
