import { Link, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { localizePath } from "~/lib/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { useLang } from "./links";

/** How long the dialog takes to fade out before the URL returns to the parent (DESIGN §5.5). */
export const dialogCloseDelayMs = 300;

interface RouteDialogProps {
  /** The dialog's heading; also its accessible name. */
  title: ReactNode;
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
 * it works without JavaScript and a shared link opens it. With JavaScript it becomes a
 * modal <dialog> (focus kept inside, Escape closes, the page behind is inert) and fades
 * out for 300 ms before the URL changes back. On documents that do not hydrate,
 * app/enhance/dialog.ts does the same from the `data-route-dialog` hooks.
 */
export function RouteDialog({ title, subtitle, closeTo, children, size = "md" }: RouteDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [closing, setClosing] = useState(false);
  const parent = localizePath(closeTo, lang);

  const close = useCallback(() => {
    setClosing(true);
    window.setTimeout(() => navigate(parent, { preventScrollReset: true }), dialogCloseDelayMs);
  }, [navigate, parent]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.matches(":modal")) return;
    // Rendered open (non-modal) by the server: reopen as a modal dialog.
    if (dialog.open) dialog.close();
    dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    dialog.addEventListener("cancel", onCancel);
    return () => dialog.removeEventListener("cancel", onCancel);
  }, [close]);

  const width = size === "lg" ? "max-w-3xl" : "max-w-xl";
  return (
    <>
      {hydrated ? null : <div data-dialog-overlay className="fixed inset-0 z-40 bg-slate-900/60" aria-hidden="true" />}
      <dialog
        ref={ref}
        open
        data-route-dialog
        aria-labelledby={titleId}
        className={`fixed inset-0 z-50 m-auto max-h-[90dvh] w-[calc(100%-2rem)] ${width} overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl transition-opacity duration-300 backdrop:bg-slate-900/60 ${
          closing ? "opacity-0" : "opacity-100"
        } data-[closing=true]:opacity-0`}
      >
        <div className="sticky top-0 flex items-start justify-between gap-4 border-b border-slate-200 bg-white px-6 py-4">
          <div>
            <h2 id={titleId} className="text-xl font-bold text-slate-900">
              {title}
            </h2>
            {subtitle ? <div className="mt-1 text-sm text-slate-600">{subtitle}</div> : null}
          </div>
          <Link
            to={parent}
            data-dialog-close
            preventScrollReset
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              close();
            }}
            className="-m-2 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              ×
            </span>
            <span className="sr-only">{t("dialog.close")}</span>
          </Link>
        </div>
        <div className="px-6 py-5">{children}</div>
      </dialog>
    </>
  );
}
