import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import type { ToastMessage } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";

interface ShownToast extends ToastMessage {
  key: string;
}

/** Toasts raised in the browser (in-place form posts). The server-rendered flash is separate. */
let toasts: ShownToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

export function showToast(toast: ToastMessage) {
  toasts = [...toasts.slice(-2), { ...toast, key: `live-${nextId++}` }];
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const noToasts: ShownToast[] = [];

/**
 * The status region (DESIGN §5). The server renders the flash message into it, so a
 * visitor without JavaScript reads the outcome of their post; with JavaScript, in-place
 * posts add toasts here, and every toast can be dismissed and leaves by itself. On a
 * document that does not hydrate (`templates`), app/enhance/toast.ts clones the
 * <template> below to show its toasts with this same markup and translated labels.
 */
export function Toaster({
  flash,
  templates = false,
}: {
  flash: (ToastMessage & { id: string }) | null;
  templates?: boolean;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const live = useSyncExternalStore(subscribe, () => toasts, () => noToasts);
  const shown: ShownToast[] = flash ? [{ ...flash, key: `flash-${flash.id}` }, ...live] : live;

  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t("a11y.notifications")}
      className="pointer-events-none fixed inset-x-0 top-16 z-50 flex flex-col items-center gap-2 p-4 sm:items-end"
      data-toaster
    >
      {shown.map((toast) => (
        <Toast key={toast.key} toast={toast} interactive={hydrated} templates={templates} />
      ))}
      {templates ? (
        <template data-toast-template>
          <ToastCard kind="success" title="" description="" dismissible="hidden" onDismiss={undefined} />
        </template>
      ) : null}
    </div>
  );
}

function Toast({ toast, interactive, templates }: { toast: ToastMessage; interactive: boolean; templates: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (!interactive) return;
    const timer = setTimeout(() => setOpen(false), 7000);
    return () => clearTimeout(timer);
  }, [interactive]);
  if (!open) return null;
  return (
    <ToastCard
      kind={toast.kind}
      title={t(toast.title, toast.values)}
      description={toast.description ? t(toast.description, toast.values) : undefined}
      // Without React, the enhancement module reveals the button (it cannot act on its own).
      dismissible={interactive ? "shown" : templates ? "hidden" : "none"}
      onDismiss={() => setOpen(false)}
    />
  );
}

function ToastCard({
  kind,
  title,
  description,
  dismissible,
  onDismiss,
}: {
  kind: ToastMessage["kind"];
  title: string;
  description: string | undefined;
  dismissible: "shown" | "hidden" | "none";
  onDismiss: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-toast={kind}
      // Colours follow data-toast, so app/enhance/toast.ts turns one template into either kind.
      className="toast pointer-events-auto w-full max-w-sm rounded-lg border border-teal-200 bg-white p-4 text-slate-900 shadow-lg data-[toast=error]:border-red-300 data-[toast=error]:bg-red-50 data-[toast=error]:text-red-900"
    >
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="font-semibold" data-toast-title>
            {title}
          </p>
          {description !== undefined ? (
            <p className="mt-1 text-sm" data-toast-description>
              {description}
            </p>
          ) : null}
        </div>
        {dismissible !== "none" ? (
          <button
            type="button"
            onClick={onDismiss}
            hidden={dismissible === "hidden"}
            data-toast-dismiss
            className="-m-1 rounded p-1 text-current hover:bg-black/5"
            aria-label={t("a11y.dismissNotification")}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
