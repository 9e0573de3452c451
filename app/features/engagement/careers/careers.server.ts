import type { SubmissionResult } from "@conform-to/react";
import { json, type AppLoadContext } from "@remix-run/cloudflare";
import { applicationSchema, builtInJob, type ResumeProblem } from "~/features/engagement/careers/schema";
import { dialogOpenerId } from "~/lib/dialog-opener";
import { localizePath, type Lang } from "~/lib/i18n";
import type { ToastMessage } from "~/lib/toast";
import type { Backend, JobApplicationInput, JobListing } from "~/backend/types";
import { formAction, FormRefusal, outcomeToast, rateLimitedReason } from "~/server/form-action.server";
import { redirectWithFlash } from "~/server/flash.server";
import { refusal, type formBodyStatuses } from "~/server/form-body.server";
import { translator } from "~/server/i18n.server";
import { MalformedUpload, readApplicationUpload, type CheckedResume } from "./uploads.server";
import { notFound } from "~/server/not-found.server";

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
    responsibilities: t("builtInJob.responsibilities", { returnObjects: true }) as unknown as string[],
    qualifications: t("builtInJob.qualifications", { returnObjects: true }) as unknown as string[],
    workHours: t("builtInJob.hours"),
    employmentType: builtInJob.employmentType,
    remote: builtInJob.remote,
    postedAt: builtInJob.postedAt,
    // Always open (spec 2 §2.2): it has no closing date, so none is said (decision 0047).
    validThrough: null,
    applicantLocations: [...builtInJob.applicantRegions],
    salary: null,
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

/** One open job by its id, or a 404 (an unknown, inactive or expired job). */
export async function requireCareersJob(context: AppLoadContext, lang: Lang, jobId: string | undefined): Promise<CareersJob> {
  const job = (await listCareersJobs(context, lang)).find((candidate) => candidate.id === jobId);
  if (!job) throw notFound();
  return job;
}

export type ApplyStatus = "submitted" | "refused" | "failed";

/** What the dialog re-renders after a refused plain post (a post sent in place gets `{ enhanced }`). */
export interface ApplyActionData {
  status: ApplyStatus;
  result: SubmissionResult<string[]>;
  toast?: ToastMessage;
  /** The visitor chose a file that was not kept: they must choose it again. */
  chooseAgain: boolean;
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

/** The form's reason when a text field's bytes were not UTF-8 (decision 0308); its message shows beside the form, with no toast. */
export const unreadableReason = "unreadable";
/** The fields of the form that can carry the message "type it again". */
const textFields = new Set(["fullName", "email", "phone", "coverLetter"]);

/** A post with text that is not UTF-8 is refused as the urlencoded forms refuse it, keeping every field that was readable. */
function unreadableRefusal(fields: string[]): FormRefusal {
  const fieldErrors = Object.fromEntries(fields.filter((name) => textFields.has(name)).map((name) => [name, ["unreadableField"]]));
  return new FormRefusal(400, unreadableReason, fieldErrors);
}

async function readUpload(request: Request) {
  try {
    return await readApplicationUpload(request);
  } catch (error) {
    if (error instanceof MalformedUpload) {
      console.warn("malformed application post:", error.message);
      throw refusal(malformedReasons[error.status]);
    }
    throw error;
  }
}

/**
 * The application post (spec 2 §2.2, §4, §5, §8; DESIGN §6) through the shared form
 * pipeline (app/server/form-action.server.ts). The form is read as a stream
 * (./uploads.server.ts), the resume stored under a generated name, then the application;
 * when the application cannot be recorded the stored resume is deleted again. Without
 * JavaScript success is a 303 to /careers with the toast, and any refusal re-renders the
 * dialog with the typed values (the file itself cannot be sent back, so the visitor is
 * asked to choose it again).
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
  const { formData, resume, problem, unreadable } = await readUpload(request);
  return formAction({ request, context, schema: applicationSchema, formData }, ({ from }) => ({
    lang,
    namespace: "careers",
    // The file's own problem stands in for the schema's verdict on the file (the schema sees no file then).
    check: () => {
      if (unreadable.length > 0) return unreadableRefusal(unreadable);
      return problem ? new FormRefusal(problem === "resumeTooLarge" ? 413 : 400, undefined, { resume: [problem satisfies ResumeProblem] }) : null;
    },
    rateLimit: { action: "application", email: (value) => value.email },
    pretend: () => null,
    perform: async (value) => {
      // The schema requires a file, so a valid post has one whenever no problem was found.
      if (!resume) return new FormRefusal(400);
      await storeApplication(context.backend, {
        jobId: job.id,
        fullName: value.fullName,
        email: value.email.toLowerCase(),
        phone: value.phone ? value.phone : null,
        coverLetter: value.coverLetter ? value.coverLetter : null,
        locale: lang,
        from,
        resume,
      });
      return null;
    },
    words: {
      field: (_name, code) => `errors.${code}`,
      form: (reason) => (reason === rateLimitedReason ? "errors.rateLimited" : reason === unreadableReason ? "errors.unreadable" : "toast.failedText"),
    },
    toast: (answer) =>
      !answer.ok && answer.reason === unreadableReason
        ? undefined
        : outcomeToast(answer, { success: submittedToast, failed: failedToast, rateLimitedText: "careers:errors.rateLimited" }),
    plain: (answer, toast) =>
      answer.ok
        ? // Back to the list, on the Apply link the visitor came from (decision 0045).
          redirectWithFlash(context, `${localizePath("/careers", lang)}#${dialogOpenerId(`/careers/apply/${job.id}`)}`, { toast })
        : json<ApplyActionData>(
            { status: answer.reason ? "failed" : "refused", chooseAgain: true, toast, result: answer.reply },
            { status: answer.status },
          ),
  }));
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
