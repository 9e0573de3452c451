/**
 * What an action answers to a post sent by app/enhance/forms.ts (`_enhanced=1`): texts
 * already rendered in the page's language, so documents that do not hydrate need no
 * client-side i18next. Hydrated forms read the same reply's `result`/`toast` keys instead.
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
  /** The address of a file the post earned (the download form opens it in a new tab). */
  fileUrl?: string;
}
