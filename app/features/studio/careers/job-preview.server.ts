import type { JobListing, StudioJobInput } from "~/backend/types";
import type { JobLanguage } from "./job-form";

/**
 * A job being edited as the public page's loader would read it in `lang` (decision 0503): the
 * Portuguese words when there are any, else the English, field by field as the backends' COALESCE
 * does; the salary as rows.server.ts's toJobSalary makes it (one figure stands for both).
 */
export function previewListing(job: StudioJobInput, lang: JobLanguage, postedAt: string): JobListing {
  const words = lang === "pt" && job.pt ? job.pt : job.en;
  const salary = job.salary;
  const low = salary?.min ?? salary?.max ?? null;
  const high = salary?.max ?? low;
  return {
    id: job.id,
    title: words.title,
    department: words.department,
    location: words.location,
    type: words.type,
    description: words.description,
    responsibilities: words.responsibilities.length ? words.responsibilities : job.en.responsibilities,
    qualifications: words.qualifications.length ? words.qualifications : job.en.qualifications,
    workHours: words.workHours ?? job.en.workHours,
    employmentType: job.employmentType,
    remote: job.remote,
    postedAt,
    validThrough: job.validThrough,
    applicantLocations: job.applicantLocations,
    salary: salary && low !== null && high !== null ? { currency: salary.currency, unit: salary.unit, min: Math.min(low, high), max: Math.max(low, high) } : null,
  };
}
