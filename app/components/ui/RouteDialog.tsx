import { Link, useLocation } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import { dialogOpenerId } from "~/lib/dialog-opener";
import { localizePath } from "~/lib/i18n";
import { hook } from "~/components/ui/hook";
import { DialogHooks } from "./dialog.hooks";
import { useLang } from "./links";

interface RouteDialogProps {
  /** The dialog's heading; also its accessible name. */
  title: ReactNode;
  /** The heading's language when it is not the page's (an untranslated article's title on a /pt page). */
  titleLang?: string;
  /** Optional line under the title (a category, a date). */
  subtitle?: ReactNode;
  /** The parent page, without language prefix: Close is a link to it. */
  closeTo: string;
  children: ReactNode;
  size?: "md" | "lg";
}

/**
 * A dialog that is a route of its own (DESIGN §5.3): `/roadmap/12` renders the board with
 * this over it. The server renders it open; Close is a plain link to the parent page, so
 * it works without JavaScript and a shared link opens it. With JavaScript,
 * app/enhance/dialog.ts makes it a modal <dialog> from the hooks of dialog.hooks.ts
 * (focus kept inside, Escape closes, the page behind is inert) that fades out for 300 ms
 * before the address returns to the parent page.
 *
 * Close leads back to the link that opened the dialog: its address ends with that link's id
 * (lib/dialog-opener.ts), which the browser focuses when the parent page loads, and which
 * the module focuses when the dialog closes in place (decision 0045).
 */
export function RouteDialog({ title, titleLang, subtitle, closeTo, children, size = "md" }: RouteDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const titleId = useId();
  const { pathname } = useLocation();
  const parent = localizePath(closeTo, lang);

  const width = size === "lg" ? "max-w-3xl" : "max-w-xl";
  return (
    <>
      <div {...hook(DialogHooks.overlay)} className="fixed inset-0 z-40 bg-slate-900/60" aria-hidden="true" />
      <dialog
        open
        data-module={DialogHooks.module}
        {...hook(DialogHooks.dialog)}
        aria-labelledby={titleId}
        // scroll-pt-32: what Tab or Shift+Tab scrolls to lands below the sticky title bar (three lines of
        // title on a phone), never under it (WCAG 2.4.11); dialog.ts sets the bar's exact height.
        className={`fixed inset-0 z-50 m-auto max-h-[90dvh] w-[calc(100%-2rem)] ${width} scroll-pt-32 overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl transition-opacity duration-300 backdrop:bg-slate-900/60 opacity-100 data-[closing=true]:opacity-0`}
      >
        {/* z-10: the form's positioned parts (fields, the upload's progress) come later in the
            document and would otherwise be painted over the bar as the dialog scrolls. */}
        <div {...hook(DialogHooks.bar)} className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-6 py-4">
          <h2 id={titleId} lang={titleLang} className="text-lg font-bold text-slate-900 sm:text-xl">
            {title}
          </h2>
          <Link
            to={`${parent}#${dialogOpenerId(pathname)}`}
            {...hook(DialogHooks.close)}
            className="-m-2 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              ×
            </span>
            <span className="sr-only">{t("dialog.close")}</span>
          </Link>
        </div>
        {/* The subtitle scrolls with the content: the bar stays as small as the title. */}
        <div className="px-6 py-5">
          {subtitle ? <div className="-mt-1 mb-4 text-sm text-slate-600">{subtitle}</div> : null}
          {children}
        </div>
      </dialog>
    </>
  );
}
