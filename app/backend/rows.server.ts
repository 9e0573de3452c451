import type { Lang } from "~/lib/i18n";
import type { DownloadableResource, JobListing, JobSalary, RoadmapComment } from "./engagement";
import type { PricingFeature } from "./marketing";

/**
 * Rows as both backends return them (snake_case columns; D1 gives JSON columns as text
 * and booleans as 0/1, Postgres gives jsonb, arrays and booleans) turned into the port's
 * types. Text is coerced to strings with empty defaults (spec 2 §7). The content library's
 * rows are in content-rows.server.ts.
 */
export type Row = Record<string, unknown>;

export function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "";
  return String(value);
}

export function optionalText(value: unknown): string | null {
  const s = text(value).trim();
  return s === "" ? null : text(value);
}

export function lang(value: unknown): Lang {
  return value === "pt" ? "pt" : "en";
}

export function bool(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "true" || value === "t";
}

/** An ISO timestamp, or "" for a missing or unreadable date. */
export function isoDate(value: unknown): string {
  const s = text(value);
  if (!s) return "";
  const date = new Date(s);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString();
}

export function parsed(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

const orNull = (value: unknown): string | null => (value === null || value === undefined ? null : text(value));

/** A pricing comparison row; a cell shows its value, else a check or a cross. */
export function toPricingFeature(row: Row): PricingFeature {
  return {
    id: text(row.id),
    featureKey: text(row.feature_key),
    locale: lang(row.locale),
    featureName: text(row.feature_name),
    featureDescription: orNull(row.feature_description),
    starterIncluded: bool(row.starter_included),
    professionalIncluded: bool(row.professional_included),
    enterpriseIncluded: bool(row.enterprise_included),
    starterValue: orNull(row.starter_value),
    professionalValue: orNull(row.professional_value),
    enterpriseValue: orNull(row.enterprise_value),
    category: text(row.category),
    displayOrder: Number(row.display_order) || 0,
  };
}

export function toJobListing(row: Row): JobListing {
  return {
    id: text(row.id),
    title: text(row.title),
    department: text(row.department),
    location: text(row.location),
    type: text(row.type),
    description: text(row.description),
    responsibilities: stringList(row.responsibilities),
    qualifications: stringList(row.qualifications),
    workHours: optionalText(row.work_hours),
    employmentType: text(row.employment_type),
    remote: bool(row.is_remote),
    postedAt: text(row.posted_at),
    validThrough: isoDate(row.valid_through) || null,
    applicantLocations: stringList(row.applicant_locations),
    salary: toJobSalary(row),
  };
}

/** A JSON array (D1 text) or a text[] (Postgres) of names; anything else is no names. */
function stringList(value: unknown): string[] {
  const list = parsed(value);
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string" && item.trim() !== "") : [];
}

const salaryUnits = new Set<JobSalary["unit"]>(["HOUR", "DAY", "WEEK", "MONTH", "YEAR"]);

/** The published salary (Postgres numeric arrives as a number or a string); null unless currency, unit and a positive figure are all there. */
function toJobSalary(row: Row): JobSalary | null {
  const figure = (value: unknown) => {
    const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
    return Number.isFinite(n) && n > 0 ? n : null;
  };
  const currency = optionalText(row.salary_currency);
  const unit = text(row.salary_unit) as JobSalary["unit"];
  const min = figure(row.salary_min) ?? figure(row.salary_max);
  const max = figure(row.salary_max) ?? min;
  if (!currency || !salaryUnits.has(unit) || min === null || max === null) return null;
  return { currency, unit, min: Math.min(min, max), max: Math.max(min, max) };
}

export function toDownloadableResource(row: Row): DownloadableResource {
  return {
    id: text(row.id),
    slug: text(row.slug),
    name: text(row.name),
    description: orNull(row.description),
    category: orNull(row.category),
    thumbnailUrl: orNull(row.thumbnail_url),
  };
}

/** A roadmap comment; a comment stored without a name shows as "Anonymous" (spec 2 §7). */
export function toRoadmapComment(row: Row): RoadmapComment {
  return {
    id: text(row.id),
    itemId: Number(row.item_id),
    authorName: optionalText(row.author_name) ?? "Anonymous",
    content: text(row.content),
    likes: Number(row.likes) || 0,
    createdAt: text(row.created_at),
  };
}
