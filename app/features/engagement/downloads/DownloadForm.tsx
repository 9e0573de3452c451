import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Honeypot } from "~/components/ui/Honeypot";
import { dialogCloseDelayMs } from "~/components/ui/RouteDialog";
import { TextField } from "~/components/ui/TextField";
import { buttonClass } from "~/components/ui/buttons";
import { downloadLimits, downloadRouteId, downloadSchema } from "~/features/engagement/downloads/schema";
import { enhancedFieldName } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import type { DownloadActionData } from "~/features/engagement/downloads/downloads.server";
import { useFetcherToast } from "../use-fetcher-toast";

interface DownloadFormProps {
  slug: string;
  name: string;
  action: string;
  /** Where the dialog goes when it closes: the list, with its filters. */
  closeTo: string;
  actionData: DownloadActionData | undefined;
}

/** 'Your download is ready.' with a link to the file: after a plain post, or when the browser blocks the new tab. */
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
 * Name and email for a free resource (spec 2 §2.11, §4, §5). With JavaScript the post goes
 * in place ('Processing...'); on success the file opens in a new tab, the visitor reads
 * 'Success!' and the dialog closes. A browser that blocks the new tab gets the link here.
 * Where the page hydrates, React does this (useFetcher); where it does not,
 * app/features/engagement/downloads/downloads.enhance.ts does (`data-download-form`), with the helpers of
 * app/enhance/forms.ts for the busy button, the messages and the toast.
 */
export function DownloadForm({ slug, name, action, closeTo, actionData }: DownloadFormProps) {
  const { t } = useTranslation("downloads");
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const fetcher = useFetcher<DownloadActionData>({ key: `download-${slug}` });
  useFetcherToast(fetcher);
  const answer = fetcher.data ?? actionData;
  const opened = useRef<string | null>(null);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);

  const [form, fields] = useForm({
    id: `download-${slug}`,
    lastResult: answer?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: downloadSchema }),
  });

  const readyUrl = fetcher.state === "idle" && fetcher.data?.status === "ready" ? (fetcher.data.fileUrl ?? null) : null;
  useEffect(() => {
    if (!readyUrl || opened.current === readyUrl) return;
    opened.current = readyUrl;
    const tab = window.open(readyUrl, "_blank");
    if (!tab) {
      setBlockedUrl(readyUrl);
      return;
    }
    tab.opener = null;
    const timer = window.setTimeout(() => navigate(closeTo, { preventScrollReset: true }), dialogCloseDelayMs);
    return () => window.clearTimeout(timer);
  }, [readyUrl, navigate, closeTo]);

  const submitting = fetcher.state !== "idle";
  const fieldError = (errors: string[] | undefined) => (errors?.[0] ? t(`errors.${errors[0]}`) : null);
  const formError = submitting ? undefined : form.errors?.[0];

  if (blockedUrl) return <DownloadReady name={name} fileUrl={blockedUrl} />;

  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="relative space-y-4"
      data-download-form
      data-enhance
      data-enhance-route={downloadRouteId}
      data-error-class="mt-1 text-sm font-medium text-red-700"
    >
      {/* What app/features/engagement/downloads/downloads.enhance.ts puts in the form's place, with the file's address, if the browser blocks the new tab. */}
      {hydrated ? (
        <input type="hidden" name={enhancedFieldName} value="1" />
      ) : (
        <template data-download-ready>
          <DownloadReady name={name} fileUrl="" />
        </template>
      )}
      <Honeypot />
      <div id={form.errorId} role="alert" hidden={!formError} data-download-failure className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
        <p className="font-semibold">{t("toast.failedTitle")}</p>
        <p className="text-sm" data-form-error={form.id}>
          {formError ? (formError === "rateLimited" ? t("errors.rateLimited") : t("toast.failedText")) : null}
        </p>
      </div>
      <TextField
        field={fields.name}
        type="text"
        label={t("dialog.name")}
        placeholder={t("dialog.namePlaceholder")}
        error={fieldError(fields.name.errors)}
        required
        minLength={2}
        maxLength={downloadLimits.name}
        autoComplete="name"
      />
      <TextField
        field={fields.email}
        type="email"
        label={t("dialog.email")}
        placeholder={t("dialog.emailPlaceholder")}
        error={fieldError(fields.email.errors)}
        required
        maxLength={downloadLimits.email}
        autoComplete="email"
        aria-describedby={[fields.email.errors ? fields.email.errorId : null, `download-${slug}-helper`].filter(Boolean).join(" ")}
      />
      <p id={`download-${slug}-helper`} className="text-sm text-slate-600">
        {t("dialog.helper")}
      </p>
      <button type="submit" disabled={submitting} data-busy-label={t("dialog.submitting")} className={`${buttonClass("primary", "md")} w-full`}>
        {submitting ? t("dialog.submitting") : t("dialog.submit")}
      </button>
    </fetcher.Form>
  );
}
