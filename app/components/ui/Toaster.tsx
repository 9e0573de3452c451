import { useTranslation } from "~/lib/translation";
import { messageValues } from "~/lib/messages";
import { hook } from "~/components/ui/hook";
import type { ToastMessage } from "~/lib/toast";
import { ToastHooks, ToasterHooks } from "./toast.hooks";

/**
 * The status region (DESIGN §5). The server renders the flash message into it, so a
 * visitor without JavaScript reads the outcome of their post. On a document with
 * enhancements (`templates`), app/enhance/toast.ts clones the <template> below to show
 * in-place posts' toasts with this same markup and translated labels, and reveals the
 * dismiss buttons (they cannot act without it).
 */
export function Toaster({
  flash,
  templates = false,
}: {
  flash: (ToastMessage & { id: string }) | null;
  templates?: boolean;
}) {
  const { t } = useTranslation();
  const dismissible = templates ? "hidden" : "none";
  // Said like the in-place reply's toast (app/lib/messages.ts): nested messages in the page's language.
  const values = flash?.values ? messageValues(t, flash.values) : undefined;

  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t("a11y.notifications")}
      className="pointer-events-none fixed inset-x-0 top-16 z-50 flex flex-col items-center gap-2 p-4 sm:items-end"
      data-module={ToasterHooks.module}
    >
      {flash ? (
        <ToastCard
          key={`flash-${flash.id}`}
          kind={flash.kind}
          title={t(flash.title, values)}
          description={flash.description ? t(flash.description, values) : undefined}
          dismissible={dismissible}
        />
      ) : null}
      {templates ? (
        <template {...hook(ToasterHooks.template)}>
          <ToastCard kind="success" title="" description="" dismissible="hidden" />
        </template>
      ) : null}
    </div>
  );
}

function ToastCard({
  kind,
  title,
  description,
  dismissible,
}: {
  kind: ToastMessage["kind"];
  title: string;
  description: string | undefined;
  dismissible: "hidden" | "none";
}) {
  const { t } = useTranslation();
  return (
    <div
      data-module={ToastHooks.module}
      {...hook(ToastHooks.kind, kind)}
      // Colours follow the kind, so app/enhance/toast.ts turns one template into either kind.
      className="toast pointer-events-auto w-full max-w-sm rounded-lg border border-teal-200 bg-white p-4 text-slate-900 shadow-lg data-[toast=error]:border-red-300 data-[toast=error]:bg-red-50 data-[toast=error]:text-red-900"
    >
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p className="font-semibold" {...hook(ToastHooks.title)}>
            {title}
          </p>
          {description !== undefined ? (
            <p className="mt-1 text-sm" {...hook(ToastHooks.description)}>
              {description}
            </p>
          ) : null}
        </div>
        {dismissible === "hidden" ? (
          <button
            type="button"
            hidden
            {...hook(ToastHooks.dismiss)}
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
