import type { StudioFields, StudioKind } from "~/backend/studio";
import { studioKindTables, type StudioField } from "~/backend/studio-kinds";

/** The slug rule of both backends (Supabase's check on every content table). */
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type FieldErrors = Record<string, string>;

/** Every character a form may carry but no field should: NUL and the other C0 controls but tab and newlines. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * A piece's fields from a studio form, checked against the kind's table (the columns both
 * adapters write, app/backend/studio-kinds.ts): each value as typed (trimmed), and a message per
 * field that is wrong. The form shows the values back whatever the errors, so nothing typed is lost.
 */
export function readStudioFields(kind: StudioKind, form: FormData, categoryIds: readonly string[]): { fields: StudioFields; errors: FieldErrors } {
  const fields: StudioFields = {};
  const errors: FieldErrors = {};
  const title = typeof form.get("title") === "string" ? String(form.get("title")).trim() : "";
  for (const field of studioKindTables[kind].fields) {
    const raw = form.get(field.column);
    let value = typeof raw === "string" ? raw.replace(/\r\n?/g, "\n").trim() : "";
    // A slug left empty is made from the title, as a person would write it.
    if (field.type === "slug" && !value) value = slugFrom(title);
    fields[field.column] = field.type === "tags" ? tagsOf(value) : value || null;
    const error = problemOf(field, value, categoryIds);
    if (error) errors[field.column] = error;
  }
  return { fields, errors };
}

/** "Cinco gestos: check-in fácil!" → "cinco-gestos-check-in-facil": letters without accents, digits, single hyphens. */
export function slugFrom(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 80)
    .replace(/^-+|-+$/g, "");
}

function tagsOf(value: string): string[] {
  return [...new Set(value.split(",").map((tag) => tag.trim()).filter(Boolean))];
}

function problemOf(field: StudioField, value: string, categoryIds: readonly string[]): string | null {
  if (!value) return field.required ? `${field.label} is required.` : null;
  if ([...value].length > field.max) return `${field.label} can be at most ${field.max.toLocaleString("en-US")} characters (it has ${[...value].length.toLocaleString("en-US")}).`;
  if (controlCharacters.test(value)) return `${field.label} contains a control character; remove it.`;
  if (field.type !== "markdown" && field.type !== "text" && value.includes("\n")) return `${field.label} must be one line.`;
  switch (field.type) {
    case "slug":
      return slugPattern.test(value) ? null : "Use lowercase letters, digits and single hyphens only, e.g. cut-ota-commissions.";
    case "path":
      return /^\/(?!\/)[^\s?#]*$/.test(value) || /^https:\/\/[^\s]+$/.test(value) ? null : "Use a path on this site starting with / (e.g. /images/cover.jpg) or an https:// address.";
    case "category":
      return categoryIds.includes(value) ? null : "Choose one of the categories.";
    case "tags":
      return tagsOf(value).some((tag) => tag.length > 40) ? "Each tag can be at most 40 characters." : null;
    default:
      return null;
  }
}

/** The value a field shows in the form (tags joined back with commas). */
export function fieldText(fields: StudioFields, column: string): string {
  const value = fields[column];
  if (Array.isArray(value)) return value.join(", ");
  return value ?? "";
}

/** A revision's fields as label and text, for the conflict and history views. */
export function fieldRows(kind: StudioKind, fields: StudioFields): Array<{ column: string; label: string; text: string }> {
  return studioKindTables[kind].fields.map((field) => ({ column: field.column, label: field.label, text: fieldText(fields, field.column) }));
}

/** "2026-12-07T09:00" or "…T09:00:30" (a datetime-local field, read as UTC) to an ISO time, or null. */
export function utcTimeOf(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second = "0"] = match.slice(1).map((part) => part ?? "0");
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)));
  // Date.UTC rolls an impossible date over (month 13, day 40): refused instead.
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day) && Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60 ? date.toISOString() : null;
}
