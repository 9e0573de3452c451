import { useTranslation } from "~/lib/translation";
import { Honeypot } from "~/components/ui/Honeypot";
import { TextField } from "~/components/ui/TextField";
import { buttonClass } from "~/components/ui/buttons";
import { fieldProps, formAttributes, formReply } from "~/components/ui/form-reply";
import { downloadLimits } from "~/features/engagement/downloads/schema";
import type { DownloadActionData } from "~/features/engagement/downloads/downloads.server";
import { hook, modules } from "~/components/ui/hook";
import { FormHooks } from "~/components/ui/form.hooks";
import { DownloadFormHooks } from "./downloads.hooks";
import { useOwnRouteId } from "~/components/ui/own-route";

interface DownloadFormProps {
  slug: string;
  action: string;
  actionData: DownloadActionData | undefined;
}

/** 'Your download is ready.' with a link to the file, after a plain post (whose page starts the download itself). */
export function DownloadReady({ name, fileUrl }: { name: string; fileUrl: string }) {
  const { t } = useTranslation("downloads");
  return (
    <div className="space-y-4">
      <p className="font-medium text-slate-900" role="status">
        {t("dialog.readyText")}
      </p>
      <a href={fileUrl} download className={buttonClass("primary", "md")}>
        {t("dialog.readyLink", { name })}
      </a>
      <p className="text-sm text-slate-600">{t("dialog.readyHint")}</p>
    </div>
  );
}

/**
 * Name and email for a free resource (spec 2 §2.11, §4, §5). Without JavaScript it is a
 * plain post the dialog answers with the link (or the form again, with its errors). With
 * JavaScript, app/enhance/forms.ts posts it in place ('Processing...', the messages, the
 * toast) and downloads.enhance.ts ("download-form") delivers the file: on success its
 * download starts from the page, the visitor reads 'Success!' and the dialog closes.
 */
export function DownloadForm({ slug, action, actionData }: DownloadFormProps) {
  const { t } = useTranslation("downloads");
  const ownRoute = useOwnRouteId();
  const form = formReply(`download-${slug}`, actionData?.result);
  const email = form.field("email");
  // The reply's messages are keys, worded once by the action (downloads.server.ts).
  const fieldError = (errors: string[] | undefined) => (errors?.[0] ? t(errors[0]) : null);
  const formError = form.errors?.[0];

  return (
    <form
      method="post"
      action={action}
      {...formAttributes(form)}
      className="relative space-y-4"
      data-module={modules(FormHooks, DownloadFormHooks)}
      {...hook(FormHooks.route, ownRoute)}
      {...hook(FormHooks.errorClass, "mt-1 text-sm font-medium text-red-700")}
    >
      <Honeypot />
      <div id={form.errorId} role="alert" hidden={!formError} {...hook(DownloadFormHooks.failure)} className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
        <p className="font-semibold">{t("toast.failedTitle")}</p>
        <p className="text-sm" {...hook(FormHooks.formError, form.id)}>
          {formError ? t(formError) : null}
        </p>
      </div>
      <TextField
        {...fieldProps(form, "name", t("dialog.name"), fieldError)}
        type="text"
        placeholder={t("dialog.namePlaceholder")}
        required
        minLength={2}
        maxLength={downloadLimits.name}
        autoComplete="name"
      />
      <TextField
        {...fieldProps(form, "email", t("dialog.email"), fieldError)}
        type="email"
        placeholder={t("dialog.emailPlaceholder")}
        required
        maxLength={downloadLimits.email}
        autoComplete="email"
        aria-describedby={[email.errors ? email.errorId : null, `download-${slug}-helper`].filter(Boolean).join(" ")}
      />
      <p id={`download-${slug}-helper`} className="text-sm text-slate-600">
        {t("dialog.helper")}
      </p>
      <button type="submit" {...hook(FormHooks.busyLabel, t("dialog.submitting"))} className={`${buttonClass("primary", "md")} w-full`}>
        {t("dialog.submit")}
      </button>
    </form>
  );
}
