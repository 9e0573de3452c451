import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Honeypot } from "~/components/ui/Honeypot";
import { dialogCloseDelayMs } from "~/components/ui/RouteDialog";
import { TextField } from "~/components/ui/TextField";
import { buttonClass } from "~/components/ui/buttons";
import { downloadLimits, downloadSchema } from "~/lib/engagement-downloads";
import { enhancedFieldName } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import type { DownloadActionData } from "~/server/engagement-downloads.server";
import { useFetcherToast } from "../use-fetcher-toast";

interface DownloadFormProps {
  slug: string;
  name: string;
  action: string;
  /** Where the dialog goes when it closes: the list, with its filters. */
  closeTo: string;
  actionData: DownloadActionData | undefined;
}

/**
 * Name and email for a free resource (spec 2 §2.11, §4, §5). With JavaScript the post goes
 * in place ('Processing...'); on success the file opens in a new tab, the visitor reads
 * 'Success!' and the dialog closes. A browser that blocks the new tab gets the link here.
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

  if (blockedUrl) {
    return (
      <div className="space-y-3">
        <p className="font-medium text-slate-900">{t("dialog.readyText")}</p>
        <a href={blockedUrl} download className={buttonClass("primary", "md")}>
          {t("dialog.readyLink", { name })}
        </a>
        <p className="text-sm text-slate-600">{t("dialog.readyHint")}</p>
      </div>
    );
  }

  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)} className="relative space-y-4">
      {hydrated ? <input type="hidden" name={enhancedFieldName} value="1" /> : null}
      <Honeypot />
      {formError ? (
        <div id={form.errorId} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          <p className="font-semibold">{t("toast.failedTitle")}</p>
          <p className="text-sm">{formError === "rateLimited" ? t("errors.rateLimited") : t("toast.failedText")}</p>
        </div>
      ) : null}
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
      <button type="submit" disabled={submitting} className={`${buttonClass("primary", "md")} w-full`}>
        {submitting ? t("dialog.submitting") : t("dialog.submit")}
      </button>
    </fetcher.Form>
  );
}
