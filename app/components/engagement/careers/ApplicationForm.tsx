import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Honeypot } from "~/components/ui/Honeypot";
import { TextField } from "~/components/ui/TextField";
import { dialogCloseDelayMs } from "~/components/ui/RouteDialog";
import { buttonClass } from "~/components/ui/buttons";
import { useLang } from "~/components/ui/links";
import { applicationLimits, applicationSchema, resumeAccept } from "~/lib/engagement-careers";
import { enhancedFieldName } from "~/lib/forms";
import { localizePath } from "~/lib/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import type { ApplyActionData } from "~/server/engagement-careers.server";
import { TextAreaField } from "../TextAreaField";
import { useFetcherToast } from "../use-fetcher-toast";

interface ApplicationFormProps {
  jobId: string;
  action: string;
  /** The answer to a post sent without JavaScript (a refused application re-renders the dialog). */
  actionData: ApplyActionData | undefined;
}

/**
 * The application form (spec 2 §2.2, §4, §5): full name, email, optional phone and cover
 * letter, and the resume. Without JavaScript it is a multipart post; with it the post goes
 * in place, the button says 'Submitting...', and success closes the dialog.
 */
export function ApplicationForm({ jobId, action, actionData }: ApplicationFormProps) {
  const { t } = useTranslation("careers");
  const lang = useLang();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const fetcher = useFetcher<ApplyActionData>({ key: `apply-${jobId}` });
  useFetcherToast(fetcher);
  const answer = fetcher.data ?? actionData;
  const [hasFile, setHasFile] = useState(false);

  const [form, fields] = useForm({
    id: `apply-${jobId}`,
    lastResult: answer?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: applicationSchema }),
  });

  const submitted = fetcher.state === "idle" && fetcher.data?.status === "submitted";
  useEffect(() => {
    if (!submitted) return;
    // Spec 2 §4: success resets the form and closes the dialog.
    const timer = window.setTimeout(
      () => navigate(localizePath("/careers", lang), { preventScrollReset: true }),
      dialogCloseDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [submitted, navigate, lang]);

  const submitting = fetcher.state !== "idle";
  const fieldError = (errors: string[] | undefined) => (errors?.[0] ? t(`errors.${errors[0]}`) : null);
  const formError = submitting ? undefined : form.errors?.[0];
  const failed = !submitting && answer !== undefined && answer.status !== "submitted";
  // The browser keeps the chosen file only while the page lives: after a re-render
  // without JavaScript (or a reset) it must be chosen again.
  const chooseAgain = failed && answer.chooseAgain && !(hydrated && hasFile);
  const resumeError = fieldError(fields.resume.errors);

  return (
    <fetcher.Form
      method="post"
      action={action}
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="relative space-y-4"
    >
      {hydrated ? <input type="hidden" name={enhancedFieldName} value="1" /> : null}
      <Honeypot />
      <p className="text-sm text-slate-700">{t("apply.intro")}</p>
      {formError ? (
        <div id={form.errorId} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          <p className="font-semibold">{t("toast.failedTitle")}</p>
          <p className="text-sm">{formError === "rateLimited" ? t("errors.rateLimited") : t("toast.failedText")}</p>
        </div>
      ) : null}
      <TextField
        field={fields.fullName}
        type="text"
        label={t("apply.fullName")}
        error={fieldError(fields.fullName.errors)}
        required
        autoComplete="name"
        maxLength={applicationLimits.fullName}
      />
      <TextField
        field={fields.email}
        type="email"
        label={t("apply.email")}
        error={fieldError(fields.email.errors)}
        required
        autoComplete="email"
        maxLength={applicationLimits.email}
      />
      <TextField
        field={fields.phone}
        type="tel"
        label={t("apply.phone")}
        error={fieldError(fields.phone.errors)}
        autoComplete="tel"
        maxLength={applicationLimits.phone}
      />
      <TextAreaField
        field={fields.coverLetter}
        label={t("apply.coverLetter")}
        placeholder={t("apply.coverLetterPlaceholder")}
        error={fieldError(fields.coverLetter.errors)}
        rows={5}
        maxLength={applicationLimits.coverLetter}
      />
      <div>
        <label htmlFor={fields.resume.id} className="mb-1 block text-sm font-medium text-slate-800">
          {t("apply.resume")}
        </label>
        <input
          {...getInputProps(fields.resume, { type: "file" })}
          key={fields.resume.key}
          accept={resumeAccept}
          required
          aria-describedby={[`${fields.resume.id}-hint`, resumeError ? fields.resume.errorId : null, chooseAgain ? `${fields.resume.id}-again` : null]
            .filter(Boolean)
            .join(" ")}
          onChange={(event) => setHasFile((event.currentTarget.files?.length ?? 0) > 0)}
          className="block w-full rounded-md border border-slate-400 bg-white text-sm text-slate-900 file:mr-3 file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-900 aria-[invalid=true]:border-red-600"
        />
        <p id={`${fields.resume.id}-hint`} className="mt-1 text-sm text-slate-600">
          {t("apply.resumeHint")}
        </p>
        {resumeError ? (
          <p id={fields.resume.errorId} className="mt-1 text-sm font-medium text-red-700">
            {resumeError}
          </p>
        ) : null}
        {chooseAgain ? (
          <p id={`${fields.resume.id}-again`} className="mt-1 text-sm font-medium text-amber-900">
            {t("apply.chooseAgain")}
          </p>
        ) : null}
      </div>
      <p className="text-xs text-slate-600">{t("apply.privacy")}</p>
      <button type="submit" disabled={submitting} className={`${buttonClass("primary", "md")} w-full`}>
        {submitting ? t("apply.submitting") : t("apply.submit")}
      </button>
    </fetcher.Form>
  );
}
