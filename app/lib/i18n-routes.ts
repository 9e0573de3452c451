import type enhancements from "~/enhance/manifest.json";
import type { Namespace } from "~/locales";

/** A page's own module of app/enhance/ (the layout's `site` module comes with every such document). */
export type PageEnhancement = Exclude<keyof typeof enhancements, "site">;

/** What a route tells the document about itself through `export const handle`. */
export interface RouteHandle {
  /**
   * The translation namespaces it renders with. Documentation only since decision 0020: the
   * render's per-isolate i18next instance holds every namespace of the page's language.
   */
  i18n?: Namespace | Namespace[];
  /**
   * The modules of app/enhance/ that give the page's parts the behaviour the spec gives
   * JavaScript (DESIGN §5.7); every document also loads app/enhance/site.ts (header,
   * banner, forms, toasts).
   */
  enhance?: PageEnhancement[];
  /** On a document without app scripts, the share links still open 600×400 popups. */
  sharePopups?: boolean;
}
