import type { StudioActor } from "./studio";

/**
 * The studio's applications (issue 43 item 1, decision 0503): a recruiter reads each job's
 * applications newest first with where they came from, opens one beside its resume, moves it
 * along, writes notes and deletes it on an applicant's request. Every write records its audit
 * entry in the same batch (D1) or function (Supabase).
 */
export const applicationStatuses = ["new", "reviewing", "interview", "offer", "hired", "rejected"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** The page a lead was sent from and its campaign, as stored (app/leads/contract.ts, decision 0050). */
export interface ApplicationOrigin {
  page: { path: string; lang: string } | null;
  source: Record<string, string | null> | null;
}

export interface StudioApplicationSummary extends ApplicationOrigin {
  id: string;
  jobId: string;
  fullName: string;
  email: string;
  phone: string | null;
  locale: string;
  status: ApplicationStatus;
  submittedAt: string;
  /** The submission time exactly as stored, for the next page's cursor (Postgres keeps microseconds). */
  cursorAt: string;
}

export interface ApplicationNote {
  id: string;
  author: string;
  body: string;
  at: string;
}

export interface StudioApplication extends StudioApplicationSummary {
  coverLetter: string | null;
  /** The resume's key in the private bucket: the studio streams it or signs it, never links it. */
  resumePath: string;
  notes: ApplicationNote[];
}

/** Where a page of applications starts: after the application submitted at `at` with `id`. */
export interface ApplicationCursor {
  at: string;
  id: string;
}

export interface JobApplicationCount {
  jobId: string;
  applications: number;
  newest: string | null;
}

/** A resume as the studio hands it over: streamed by the Worker (R2) or a signed address valid for 60 seconds (Supabase Storage). */
export type ResumeDownload =
  | { kind: "stream"; body: ReadableStream; contentType: string; size: number; fileName: string }
  | { kind: "redirect"; url: string };

/** How long a signed resume address lives (Supabase Storage). */
export const resumeLinkSeconds = 60;

export interface StudioApplicationsPort {
  /** The jobs that have applications, the most recently applied to first. */
  countApplicationsByJob(): Promise<JobApplicationCount[]>;
  /** Up to `limit` of a job's applications, newest first, after `before` (keyset). */
  listJobApplications(jobId: string, before: ApplicationCursor | null, limit: number): Promise<StudioApplicationSummary[]>;
  getJobApplication(id: string): Promise<StudioApplication | null>;
  setApplicationStatus(id: string, status: ApplicationStatus, actor: StudioActor): Promise<"done" | "unchanged" | "not-found">;
  /** False when the application no longer exists. */
  addApplicationNote(id: string, body: string, actor: StudioActor): Promise<boolean>;
  /** Deletes the application, its notes and its resume file; null when there was no such application. */
  deleteJobApplication(id: string, actor: StudioActor): Promise<{ resumePath: string } | null>;
  /** The stored resume of an application, for the studio's download route only; null when the file is missing. */
  openResume(path: string): Promise<ResumeDownload | null>;
}
