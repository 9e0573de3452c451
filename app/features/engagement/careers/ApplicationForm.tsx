import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { Honeypot } from "~/components/ui/Honeypot";
import { TextField } from "~/components/ui/TextField";
import { buttonClass } from "~/components/ui/buttons";
import { fieldAttributes, fieldProps, formAttributes, formReply } from "~/components/ui/form-reply";
import { applicationLimits, resumeAccept, type ApplicationMessages } from "~/features/engagement/careers/schema";
import type { ApplyActionData } from "~/features/engagement/careers/careers.server";
import { TextAreaField } from "~/components/ui/TextAreaField";
import { hook } from "~/components/ui/hook";
import { FormHooks } from "~/components/ui/form.hooks";
import { CareersHooks } from "./careers.hooks";
import { useOwnRouteId } from "~/components/ui/own-route";

interface ApplicationFormProps {
  jobId: string;
  action: string;
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

/**
 * What app/features/engagement/careers/careers.enhance.ts needs: the texts of the
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
      <div {...hook(CareersHooks.progress, id)} hidden className="space-y-1">
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
 * letter, and the resume. Without JavaScript it is a multipart post (a refused one
 * re-renders the dialog with its errors); with it, app/features/engagement/careers/careers.enhance.ts
 * posts in place (careers.hooks.ts) (XMLHttpRequest, so that the upload's progress
 * shows), the button says 'Submitting...' and stays disabled until the answer, and
 * success closes the dialog.
 */
export function ApplicationForm({ jobId, action, actionData }: ApplicationFormProps) {
  const { t } = useTranslation("careers");
  const ownRoute = useOwnRouteId();
  const form = formReply(`apply-${jobId}`, actionData?.result);
  const resume = form.field("resume");
  // The reply's messages are keys, worded once by the action (careers.server.ts).
  const fieldError = (errors: string[] | undefined) => (errors?.[0] ? t(errors[0]) : null);
  const formError = form.errors?.[0];
  // The browser does not keep the chosen file across a refused post: it must be chosen again.
  const chooseAgain = actionData !== undefined && actionData.status !== "submitted" && actionData.chooseAgain;
  const resumeError = fieldError(resume.errors);

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      {...formAttributes(form)}
      data-module={CareersHooks.module}
      {...hook(FormHooks.route, ownRoute)}
      {...hook(FormHooks.errorClass, "mt-1 text-sm font-medium text-red-700")}
      className="relative space-y-4"
    >
      <Honeypot />
      <p className="text-sm text-slate-700">{t("apply.intro")}</p>
      <div
        id={form.errorId}
        role="alert"
        hidden={!formError}
        {...hook(CareersHooks.alert, form.id)}
        className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900"
      >
        <p className="font-semibold">{t("toast.failedTitle")}</p>
        <p {...hook(FormHooks.formError, form.id)} className="text-sm">
          {formError ? t(formError) : null}
        </p>
      </div>
      <TextField {...fieldProps(form, "fullName", t("apply.fullName"), fieldError)} type="text" required autoComplete="name" maxLength={applicationLimits.fullName} />
      <TextField {...fieldProps(form, "email", t("apply.email"), fieldError)} type="email" required autoComplete="email" maxLength={applicationLimits.email} />
      <TextField {...fieldProps(form, "phone", t("apply.phone"), fieldError)} type="tel" autoComplete="tel" maxLength={applicationLimits.phone} />
      <TextAreaField
        {...fieldProps(form, "coverLetter", t("apply.coverLetter"), fieldError)}
        placeholder={t("apply.coverLetterPlaceholder")}
        rows={5}
        maxLength={applicationLimits.coverLetter}
      />
      <div>
        <label htmlFor={resume.id} className="mb-1 block text-sm font-medium text-slate-800">
          {t("apply.resume")}
        </label>
        <input
          {...fieldAttributes(resume)}
          type="file"
          accept={resumeAccept}
          required
          aria-describedby={[`${resume.id}-hint`, resumeError ? resume.errorId : null, chooseAgain ? `${resume.id}-again` : null]
            .filter(Boolean)
            .join(" ")}
          className="block w-full rounded-md border border-slate-400 bg-white text-sm text-slate-900 file:mr-3 file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-900 aria-[invalid=true]:border-red-600"
        />
        <p id={`${resume.id}-hint`} className="mt-1 text-sm text-slate-600">
          {t("apply.resumeHint")}
        </p>
        {resumeError ? (
          <p id={resume.errorId} className="mt-1 text-sm font-medium text-red-700">
            {resumeError}
          </p>
        ) : null}
        {chooseAgain ? (
          <p id={`${resume.id}-again`} className="mt-1 text-sm font-medium text-amber-900">
            {t("apply.chooseAgain")}
          </p>
        ) : null}
      </div>
      <p className="text-xs text-slate-600">{t("apply.privacy")}</p>
      <EnhancementHooks id={form.id} />
      <button
        type="submit"
        {...hook(FormHooks.busyLabel, t("apply.submitting"))}
        aria-describedby={`${form.id}-slow`}
        className={`${buttonClass("primary", "md")} w-full`}
      >
        {t("apply.submit")}
      </button>
      {/* Without JavaScript the browser shows no progress of its own in the page. */}
      <p id={`${form.id}-slow`} className="text-sm text-slate-600">
        {t("apply.slowUpload")}
      </p>
    </Form>
  );
}
