import type { JobListing } from "./engagement";
import type { StudioActor } from "./studio";

/**
 * The studio's jobs (issue 43 item 2, decision 0503): every field the public job page and its
 * JobPosting show (decisions 0309, 0047), in English (the job's row) and Portuguese (its
 * translation; none means the Portuguese page shows the English text). Closing sets `active`
 * off: the page then answers as any closed job does (404, off the list and the sitemap). Each
 * write moves the content version through the tables' triggers, so the edge cache follows.
 */
export const jobEmploymentTypes = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"] as const;
export const jobSalaryUnits = ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"] as const;

/** The words of a job in one language: the public listing's own fields (decision 0047). */
export type StudioJobText = Pick<JobListing, "title" | "department" | "location" | "type" | "description" | "responsibilities" | "qualifications" | "workHours">;

export interface StudioJobSalary {
  currency: string;
  unit: (typeof jobSalaryUnits)[number];
  min: number | null;
  max: number | null;
}

export interface StudioJobInput {
  id: string;
  en: StudioJobText;
  pt: StudioJobText | null;
  employmentType: (typeof jobEmploymentTypes)[number];
  remote: boolean;
  applicantLocations: string[];
  salary: StudioJobSalary | null;
  /** ISO 8601; null: open until closed. */
  validThrough: string | null;
  displayOrder: number;
}

export interface StudioJob extends StudioJobInput {
  active: boolean;
  postedAt: string;
}

export interface StudioJobsPort {
  /** Every job, open or closed. */
  listStudioJobs(): Promise<StudioJob[]>;
  getStudioJob(id: string): Promise<StudioJob | null>;
  saveStudioJob(job: StudioJobInput, mode: "create" | "update", actor: StudioActor): Promise<"saved" | "taken" | "not-found">;
  /** Reopening clears a closing date that has passed. */
  setStudioJobOpen(id: string, open: boolean, actor: StudioActor): Promise<"done" | "unchanged" | "not-found">;
}
