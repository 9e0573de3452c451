import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { applicationSchema, builtInJob, type ResumeProblem } from "~/features/engagement/careers/schema";
import { enhancedFieldName } from "~/lib/forms";
import { localizePath, type Lang } from "~/lib/i18n";
import type { EnhancedReply } from "~/lib/enhanced-reply";
import type { ToastMessage } from "~/lib/toast";
import { isHoneypotFilled, withinRateLimit } from "~/server/abuse.server";
import type { Backend, JobApplicationInput, JobListing } from "~/backend/types";
import { renderEnhancedReply } from "~/server/enhanced-reply.server";
import { redirectWithFlash } from "~/server/flash.server";
import { refusal, type formBodyStatuses } from "~/server/form-body.server";
import { translator } from "~/server/i18n.server";
import { MalformedUpload, readApplicationUpload, type CheckedResume } from "./uploads.server";

/** A job as the careers page shows it: the built-in one, or one from get_active_job_listings. */
export interface CareersJob extends JobListing {
  builtIn: boolean;
}

/**
 * The open positions (spec 2 §2.2): the built-in Sales Development Representative job
 * first, then the active listings. A failing backend is ignored (spec 2 §8): only the
 * built-in job shows.
 */
export async function listCareersJobs(context: AppLoadContext, lang: Lang): Promise<CareersJob[]> {
  const t = await translator(lang, "careers");
  const sdr: CareersJob = {
    id: builtInJob.id,
    title: t("builtInJob.title"),
    department: t("builtInJob.department"),
    location: t("builtInJob.location"),
    type: t("builtInJob.type"),
    description: t("builtInJob.description"),
    employmentType: builtInJob.employmentType,
    remote: builtInJob.remote,
    postedAt: builtInJob.postedAt,
    builtIn: true,
  };
  let listed: JobListing[] = [];
  try {
    listed = await context.backend.listActiveJobListings(lang);
  } catch (error) {
    console.warn("job listings unavailable (ignored)", error);
  }
  return [sdr, ...listed.filter((job) => job.id !== sdr.id).map((job) => ({ ...job, builtIn: false }))];
}

export type ApplyStatus = "submitted" | "refused" | "failed";

export interface ApplyActionData {
  status: ApplyStatus;
  result: SubmissionResult<string[]>;
  toast?: ToastMessage;
  /** The visitor chose a file that was not kept: they must choose it again. */
  chooseAgain: boolean;
  /** The same outcome as text, for app/features/engagement/careers/careers.enhance.ts (posts with `_enhanced=1`). */
  enhanced?: EnhancedReply;
}

const submittedToast: ToastMessage = {
  kind: "success",
  title: "careers:toast.submittedTitle",
  description: "careers:toast.submittedText",
};
/** A post no browser sends gets the same plain answer as any other refused form body. */
const malformedReasons: Record<MalformedUpload["status"], keyof typeof formBodyStatuses> = {
  400: "unreadable",
  413: "tooLarge",
  415: "unsupportedType",
};

const failedToast: ToastMessage = { kind: "error", title: "careers:toast.failedTitle", description: "careers:toast.failedText" };

/**
 * The application post (spec 2 §2.2, §4, §5, §8; DESIGN §6). Reads the form as a stream
 * (app/features/engagement/careers/uploads.server.ts), validates it with the form's schema, stores the resume
 * under a generated name, then the application; when the application cannot be recorded
 * the stored resume is deleted again. Without JavaScript success is a 303 to /careers with
 * the toast, and any refusal re-renders the dialog with the typed values (the file itself
 * cannot be sent back, so the visitor is asked to choose it again).
 */
export async function submitApplication({
  request,
  context,
  lang,
  job,
}: {
  request: Request;
  context: AppLoadContext;
  lang: Lang;
  job: CareersJob;
}): Promise<Response> {
  let upload;
  try {
    upload = await readApplicationUpload(request);
  } catch (error) {
    if (error instanceof MalformedUpload) {
      console.warn("malformed application post:", error.message);
      throw refusal(malformedReasons[error.status]);
    }
    throw error;
  }
  const { formData, resume, problem } = upload;
  const enhanced = formData.get(enhancedFieldName) === "1";
  const submission = parseWithZod(formData, { schema: applicationSchema });

  const answer = async (status: number, data: ApplyActionData) => {
    if (!enhanced) return json(data, { status });
    const t = await translator(lang, "careers");
    const fieldErrors = Object.entries(data.result.error ?? {}).flatMap(([name, errors]) =>
      name && errors?.[0] ? [[name, `errors.${errors[0]}`] as const] : [],
    );
    const formError = data.result.error?.[""]?.[0];
    const text = renderEnhancedReply(t, {
      toast: data.toast,
      fieldErrors: Object.fromEntries(fieldErrors),
      formError: formError ? (formError === "rateLimited" ? "errors.rateLimited" : "toast.failedText") : undefined,
      reset: data.status === "submitted",
    });
    return json({ ...data, enhanced: text }, { status });
  };

  if (problem || submission.status !== "success" || !resume) {
    // The file's own problem stands in for the schema's verdict on the file (the schema sees no file then).
    const fieldErrors: Record<string, string[]> = problem ? { resume: [problem satisfies ResumeProblem] } : {};
    return answer(problem === "resumeTooLarge" ? 413 : 400, {
      status: "refused",
      chooseAgain: true,
      result: submission.reply({ fieldErrors }),
    });
  }

  // Bots that fill the hidden field are told it worked; nothing is stored.
  const careersPath = localizePath("/careers", lang);
  const succeed = () =>
    enhanced
      ? answer(200, { status: "submitted", chooseAgain: false, toast: submittedToast, result: submission.reply({ resetForm: true }) })
      : redirectWithFlash(context, careersPath, { toast: submittedToast });
  if (isHoneypotFilled(formData)) return succeed();

  const fail = (status: number, reason: "failed" | "rateLimited") =>
    answer(status, {
      status: "failed",
      chooseAgain: true,
      toast: reason === "rateLimited" ? { ...failedToast, description: "careers:errors.rateLimited" } : failedToast,
      result: submission.reply({ formErrors: [reason] }),
    });

  try {
    if (!(await withinRateLimit(request, context, "application", { email: submission.value.email }))) return fail(429, "rateLimited");
    await storeApplication(context.backend, {
      jobId: job.id,
      fullName: submission.value.fullName,
      email: submission.value.email.toLowerCase(),
      phone: submission.value.phone ? submission.value.phone : null,
      coverLetter: submission.value.coverLetter ? submission.value.coverLetter : null,
      locale: lang,
      resume,
    });
    return succeed();
  } catch (error) {
    console.error("job application failed", error);
    return fail(503, "failed");
  }
}

/**
 * Stores the checked resume under a generated name, then the application that points at
 * it. When the application cannot be recorded the resume is deleted again: no personal
 * data is left without its application.
 */
export async function storeApplication(
  backend: Backend,
  input: Omit<JobApplicationInput, "resumePath"> & { resume: Pick<CheckedResume, "content" | "extension" | "contentType"> },
): Promise<{ id: string; resumePath: string }> {
  const { resume, ...application } = input;
  const stored = await backend.storeResume(resume.content, { extension: resume.extension, contentType: resume.contentType });
  try {
    const { id } = await backend.submitJobApplication({ ...application, resumePath: stored.path });
    return { id, resumePath: stored.path };
  } catch (error) {
    await backend.deleteResume(stored.path).catch((cleanupError: unknown) => {
      console.error(`could not delete orphaned resume ${stored.path}`, cleanupError);
    });
    throw error;
  }
}
