import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Honeypot } from "~/components/ui/Honeypot";
import { TextField } from "~/components/ui/TextField";
import { dialogCloseDelayMs } from "~/components/ui/RouteDialog";
import { buttonClass } from "~/components/ui/buttons";
import { useLang } from "~/components/ui/links";
import { applicationLimits, applicationSchema, applyRouteId, formatMegabytes, resumeAccept, type ApplicationMessages } from "~/features/engagement/careers/schema";
import { enhancedFieldName } from "~/lib/forms";
import { localizePath } from "~/lib/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import type { ToastMessage } from "~/lib/toast";
import type { ApplyActionData } from "~/features/engagement/careers/careers.server";
import { TextAreaField } from "~/components/ui/TextAreaField";
import { useFetcherToast } from "../use-fetcher-toast";
import { useUpload, type UploadProgress } from "./use-upload";

interface ApplicationFormProps {
  jobId: string;
  action: string;
  /** The route's data URL (`?_data=`), where the post goes in place with JavaScript. */
  dataAction: string;
  /** The answer to a post sent without JavaScript (a refused application re-renders the dialog). */
  actionData: ApplyActionData | undefined;
}

/** The messages the browser-side checks can give (app/features/engagement/careers/schema.ts's schema). */
const clientErrorKeys = [
  "fullNameRequired",
  "fullNameTooLong",
  "emailRequired",
  "emailInvalid",
  "phoneInvalid",
  "coverLetterTooLong",
  "resumeRequired",
  "resumeType",
  "resumeTooLarge",
] as const;

/** When the post got no answer from the action (the connection dropped, or the server failed). */
const noAnswerToast: ToastMessage = { kind: "error", title: "careers:toast.failedTitle", description: "careers:toast.failedText" };

function UploadProgressBar({ id, progress, lang }: { id: string; progress: UploadProgress; lang: string }) {
  const { t } = useTranslation("careers");
  return (
    <div className="space-y-1">
      <p id={`${id}-label`} className="text-sm text-slate-700">
        {t("apply.uploading", { sent: formatMegabytes(progress.loaded, lang), total: formatMegabytes(progress.total, lang) })}
      </p>
      <progress
        id={id}
        aria-labelledby={`${id}-label`}
        value={progress.loaded}
        max={progress.total}
        className="h-2 w-full overflow-hidden rounded-full accent-teal-700"
      />
    </div>
  );
}

/**
 * What app/features/engagement/careers/careers.enhance.ts needs on a document that does not hydrate: the texts of the
 * browser-side checks and of an upload without an answer, and the hidden progress bar it
 * fills while the resume is sent.
 */
function EnhancementHooks({ id }: { id: string }) {
  const { t } = useTranslation("careers");
  const messages: ApplicationMessages = {
    errors: Object.fromEntries(clientErrorKeys.map((key) => [key, t(`errors.${key}`)])),
    failedTitle: t("toast.failedTitle"),
    failedText: t("toast.failedText"),
    uploading: t("apply.uploading", { sent: "{sent}", total: "{total}" }),
  };
  // JSON in a script element is data, never run; `<` is escaped so no text can close the element.
  const json = JSON.stringify(messages).replace(/</g, "\\u003c");
  return (
    <>
      <script type="application/json" id={`${id}-messages`} dangerouslySetInnerHTML={{ __html: json }} />
      <div data-upload-progress={id} hidden className="space-y-1">
        <p id={`${id}-progress-label`} className="text-sm text-slate-700" />
        <progress
          id={`${id}-progress`}
          aria-labelledby={`${id}-progress-label`}
          value={0}
          max={1}
          className="h-2 w-full overflow-hidden rounded-full accent-teal-700"
        />
      </div>
    </>
  );
}

/**
 * The application form (spec 2 §2.2, §4, §5): full name, email, optional phone and cover
 * letter, and the resume. Without JavaScript it is a multipart post; with it the post goes
 * in place (XMLHttpRequest, so that the upload's progress shows), the button says
 * 'Submitting...' and stays disabled until the answer, and success closes the dialog.
 * The server's page does not hydrate: app/features/engagement/careers/careers.enhance.ts does that there, from the
 * `data-*` hooks; this component's own behaviour runs when a hydrated page navigates here.
 */
export function ApplicationForm({ jobId, action, dataAction, actionData }: ApplicationFormProps) {
  const { t } = useTranslation("careers");
  const lang = useLang();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const upload = useUpload<ApplyActionData>();
  useFetcherToast(upload);
  const answer = upload.data ?? actionData;
  const [hasFile, setHasFile] = useState(false);

  const [form, fields] = useForm({
    id: `apply-${jobId}`,
    lastResult: answer?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: applicationSchema }),
    // Called once the browser-side checks pass: the post goes in place, with its progress shown.
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      upload.submit(dataAction, formData, () => ({
        status: "failed",
        chooseAgain: false,
        toast: noAnswerToast,
        result: parseWithZod(formData, { schema: applicationSchema }).reply({ formErrors: ["failed"] }),
      }));
    },
  });

  const submitted = upload.state === "idle" && upload.data?.status === "submitted";
  useEffect(() => {
    if (!submitted) return;
    // Spec 2 §4: success resets the form and closes the dialog.
    const timer = window.setTimeout(
      () => navigate(localizePath("/careers", lang), { preventScrollReset: true }),
      dialogCloseDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [submitted, navigate, lang]);

  const submitting = upload.state !== "idle";
  const fieldError = (errors: string[] | undefined) => (errors?.[0] ? t(`errors.${errors[0]}`) : null);
  const formError = submitting ? undefined : form.errors?.[0];
  const failed = !submitting && answer !== undefined && answer.status !== "submitted";
  // The browser keeps the chosen file only while the page lives: after a re-render
  // without JavaScript (or a reset) it must be chosen again.
  const chooseAgain = failed && answer.chooseAgain && !(hydrated && hasFile);
  const resumeError = fieldError(fields.resume.errors);

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      {...getFormProps(form)}
      data-upload
      data-enhance-route={applyRouteId}
      data-error-class="mt-1 text-sm font-medium text-red-700"
      className="relative space-y-4"
    >
      {hydrated ? <input type="hidden" name={enhancedFieldName} value="1" /> : null}
      <Honeypot />
      <p className="text-sm text-slate-700">{t("apply.intro")}</p>
      <div
        id={form.errorId}
        role="alert"
        hidden={!formError}
        data-form-alert={form.id}
        className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900"
      >
        <p className="font-semibold">{t("toast.failedTitle")}</p>
        <p data-form-error={form.id} className="text-sm">
          {formError ? (formError === "rateLimited" ? t("errors.rateLimited") : t("toast.failedText")) : null}
        </p>
      </div>
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
      {submitting && upload.progress ? <UploadProgressBar id={`${form.id}-progress`} progress={upload.progress} lang={lang} /> : null}
      {hydrated ? null : <EnhancementHooks id={form.id} />}
      <button
        type="submit"
        disabled={submitting}
        data-busy-label={t("apply.submitting")}
        aria-describedby={hydrated ? undefined : `${form.id}-slow`}
        className={`${buttonClass("primary", "md")} w-full`}
      >
        {submitting ? t("apply.submitting") : t("apply.submit")}
      </button>
      {hydrated ? null : (
        // Without JavaScript the browser shows no progress of its own in the page.
        <p id={`${form.id}-slow`} className="text-sm text-slate-600">
          {t("apply.slowUpload")}
        </p>
      )}
    </Form>
  );
}
