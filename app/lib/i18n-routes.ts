import type enhancements from "~/enhance/manifest.json";
import type { Namespace } from "~/locales";

/** A page's own browser module: the name of a `<name>.enhance.ts` (the layout's `site` comes with every document). */
export type PageEnhancement = Exclude<keyof typeof enhancements, "site">;

/** What a route tells the document about itself through `export const handle`. */
export interface RouteHandle {
  /**
   * The translation namespaces it renders with. Documentation only since decision 0020: the
   * render's per-isolate i18next instance holds every namespace of the page's language.
   */
  i18n?: Namespace | Namespace[];
  /**
   * The browser modules, by name (`<name>.enhance.ts`, decision 0033), whose behaviours the
   * page's markup names in `data-module` (DESIGN §5.7); every document also loads
   * app/enhance/site.enhance.ts (header, banner, forms, toasts) and starts them all.
   */
  enhance?: PageEnhancement[];
  /** On a document without app scripts, the share links still open 600×400 popups. */
  sharePopups?: boolean;
  /** False for a page with no public address (a preview link): no canonical, no language twins. */
  alternates?: false;
}
