// zod/mini keeps the browser bundle small (see app/features/newsletter/schema.ts).
import * as z from "zod/mini";
import type { ResumeExtension } from "~/backend/types";
import { emailChecks, maxUnits, multiLine, singleLine } from "~/lib/text-fields";

/**
 * The job application form (spec 2 §2.2, §5). One schema validates in the browser and on
 * the server; messages are keys of `errors` in the "careers" namespace. Limits are in
 * docs/decisions/0304-careers-and-resumes.md.
 */
export const applicationLimits = { fullName: 100, email: 254, phone: 40, coverLetter: 5000 } as const;

/** The resume: pdf, doc or docx (spec 2 §9), at most 5 MB (the spec shows no limit; ours). */
export const resumeLimits = { maxBytes: 5 * 1024 * 1024 } as const;
export const resumeExtensions = ["pdf", "doc", "docx"] as const satisfies readonly ResumeExtension[];
/** The file picker's `accept`: the extensions and their MIME types. */
export const resumeAccept =
  ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** Why a resume was refused, beyond being missing. */
export type ResumeProblem = "resumeTooLarge" | "resumeType" | "resumeNotDocument";

export function resumeExtensionOf(fileName: string): ResumeExtension | null {
  const extension = fileName.toLowerCase().split(".").pop() ?? "";
  return (resumeExtensions as readonly string[]).includes(extension) && fileName.includes(".")
    ? (extension as ResumeExtension)
    : null;
}

export const applicationSchema = z.object({
  fullName: z
    .string({ error: "fullNameRequired" })
    .check(
      singleLine(),
      z.trim(),
      z.minLength(1, "fullNameRequired"),
      maxUnits(applicationLimits.fullName, "fullNameTooLong"),
    ),
  email: z
    .string({ error: "emailRequired" })
    .check(
      z.trim(),
      z.minLength(1, "emailRequired"),
      // "A basic email pattern" (spec 2 §5): something@something.something, no spaces.
      ...emailChecks({ max: applicationLimits.email, dotted: true, tooLong: "emailInvalid", invalid: "emailInvalid" }),
    ),
  phone: z.optional(
    z
      .string()
      .check(
        singleLine(),
        z.trim(),
        maxUnits(applicationLimits.phone, "phoneInvalid"),
        z.regex(/^[0-9+()\-.\s]*$/, "phoneInvalid"),
      ),
  ),
  coverLetter: z.optional(
    z.string().check(multiLine(), z.trim(), maxUnits(applicationLimits.coverLetter, "coverLetterTooLong")),
  ),
  resume: z.file({ error: "resumeRequired" }).check(
    z.refine((file) => resumeExtensionOf(file.name) !== null, "resumeType"),
    z.maxSize(resumeLimits.maxBytes, "resumeTooLarge"),
  ),
});
export type ApplicationInput = z.infer<typeof applicationSchema>;

/**
 * The Sales Development Representative job is part of the page, listed before the jobs
 * from the backend (spec 2 §2.2). Its texts are in the "careers" namespace under
 * `builtInJob`; applications to it are stored with this job id.
 */
export const builtInJob = {
  id: "sdr-latam",
  employmentType: "CONTRACTOR",
  remote: true,
  postedAt: "2026-11-01T00:00:00.000Z",
  /** Where applicants may live, ISO 3166-1 alpha-2 codes (schema.org applicantLocationRequirements). */
  applicantRegions: ["BR", "MX", "CO", "AR", "CL", "PE"],
} as const;

const bytesPerMegabyte = 1024 * 1024;

/** "2.1 MB" in the page's language (megabytes of 1,048,576 bytes, as in the 5 MB limit). */
export function formatMegabytes(bytes: number, lang: string): string {
  return new Intl.NumberFormat(lang === "pt" ? "pt-BR" : "en", {
    style: "unit",
    unit: "megabyte",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes / bytesPerMegabyte);
}

/**
 * The browser-side verdict on the form without conform (app/features/engagement/careers/careers.enhance.ts): each
 * refused field's first message key, as conform's parseWithZod would give it (an empty
 * text or an unchosen file counts as missing).
 */
export function applicationErrors(formData: FormData): Record<string, string> {
  const value = (name: string) => {
    const entry = formData.get(name);
    if (entry === null || entry === "") return undefined;
    if (typeof entry !== "string" && entry.name === "" && entry.size === 0) return undefined;
    return entry;
  };
  const parsed = applicationSchema.safeParse(
    Object.fromEntries(Object.keys(applicationSchema.shape).map((name) => [name, value(name)])),
  );
  const errors: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const name = String(issue.path[0] ?? "");
    if (name && !(name in errors)) errors[name] = issue.message;
  }
  return errors;
}

/** The texts app/features/engagement/careers/careers.enhance.ts shows on its own, rendered into the page by the server. */
export interface ApplicationMessages {
  /** The messages of the browser-side checks, by key of `errors`. */
  errors: Record<string, string>;
  /** The form's alert and toast when the upload got no answer. */
  failedTitle: string;
  failedText: string;
  /** "Uploading… {sent} of {total}". */
  uploading: string;
}

