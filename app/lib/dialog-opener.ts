import { stripLangPrefix } from "./i18n";

/**
 * The id of the link on a parent page that opens a route dialog (DESIGN §5.3), derived from
 * the dialog's own path so that the parent and the dialog agree without passing anything:
 * `/roadmap/12`, `/pt/roadmap/12?x=1` → `open-roadmap-12`.
 *
 * The dialog's Close link ends with `#<id>` (components/ui/RouteDialog.tsx). Without
 * JavaScript, following it loads the parent page, and the browser's "scroll to the fragment"
 * focuses the link with that id, so the next Tab continues from where the visitor left
 * (WCAG 2.4.3; decision 0045). With JavaScript, app/enhance/dialog.ts focuses the same link
 * when the dialog closes over its parent.
 */
export function dialogOpenerId(dialogPath: string): string {
  const [pathname = "/"] = dialogPath.split(/[?#]/);
  const words = stripLangPrefix(pathname)
    .split("/")
    .map((segment) => segment.replace(/[^A-Za-z0-9_-]+/g, "-"))
    .filter(Boolean);
  return ["open", ...words].join("-");
}
