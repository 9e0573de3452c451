import { bool, isoDate, optionalText, parsed, text, type Row } from "./rows.server";
import { applicationStatuses, type ApplicationOrigin, type ApplicationStatus, type StudioApplication, type StudioApplicationSummary } from "./studio-applications";
import { jobEmploymentTypes, jobSalaryUnits, type StudioJob, type StudioJobSalary, type StudioJobText } from "./studio-jobs";

/**
 * The studio's application and job rows as both backends return them (D1: JSON as text, 0/1;
 * Postgres: jsonb, arrays, numerics as strings) turned into the ports' types (decision 0503).
 */
const objectOrNull = (value: unknown): Record<string, unknown> | null => {
  const object = parsed(value);
  return object && typeof object === "object" && !Array.isArray(object) ? (object as Record<string, unknown>) : null;
};

function originOf(row: Row): ApplicationOrigin {
  const page = objectOrNull(row.page);
  const source = objectOrNull(row.source);
  return {
    page: page ? { path: text(page.path), lang: text(page.lang) } : null,
    source: source ? Object.fromEntries(Object.entries(source).map(([key, value]) => [key, value === null || value === undefined ? null : text(value)])) : null,
  };
}

const statusOf = (value: unknown): ApplicationStatus => ((applicationStatuses as readonly unknown[]).includes(value) ? (value as ApplicationStatus) : "new");

export function toApplicationSummary(row: Row): StudioApplicationSummary {
  return {
    id: text(row.id),
    jobId: text(row.job_id),
    fullName: text(row.full_name),
    email: text(row.email),
    phone: optionalText(row.phone),
    locale: text(row.locale),
    status: statusOf(row.status),
    submittedAt: isoDate(row.submitted_at),
    cursorAt: text(row.submitted_at),
    ...originOf(row),
  };
}

export function toApplication(row: Row): StudioApplication {
  const notes = parsed(row.notes);
  return {
    ...toApplicationSummary(row),
    coverLetter: optionalText(row.cover_letter),
    resumePath: text(row.resume_path),
    notes: (Array.isArray(notes) ? (notes as Row[]) : []).map((note) => ({ id: text(note.id), author: text(note.author_email), body: text(note.body), at: isoDate(note.created_at) })),
  };
}

const list = (value: unknown): string[] => {
  const items = parsed(value);
  return Array.isArray(items) ? items.filter((item): item is string => typeof item === "string") : [];
};

const figure = (value: unknown): number | null => {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

function jobText(row: Row): StudioJobText {
  return {
    title: text(row.title),
    department: text(row.department),
    location: text(row.location),
    type: text(row.type),
    description: text(row.description),
    responsibilities: list(row.responsibilities),
    qualifications: list(row.qualifications),
    workHours: optionalText(row.work_hours),
  };
}

export function toStudioJob(row: Row): StudioJob {
  const pt = objectOrNull(row.pt);
  const unit = text(row.salary_unit);
  const currency = optionalText(row.salary_currency);
  const employment = text(row.employment_type);
  return {
    id: text(row.id),
    en: jobText(row),
    pt: pt ? jobText(pt) : null,
    employmentType: (jobEmploymentTypes as readonly string[]).includes(employment) ? (employment as StudioJob["employmentType"]) : "OTHER",
    remote: bool(row.is_remote),
    applicantLocations: list(row.applicant_locations),
    salary: currency && (jobSalaryUnits as readonly string[]).includes(unit) ? { currency, unit: unit as StudioJobSalary["unit"], min: figure(row.salary_min), max: figure(row.salary_max) } : null,
    validThrough: isoDate(row.valid_through) || null,
    displayOrder: figure(row.display_order) ?? 0,
    active: bool(row.active),
    postedAt: isoDate(row.posted_at),
  };
}
