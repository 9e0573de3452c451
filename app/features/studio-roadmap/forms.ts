import type { CommentDecision, RoadmapItemInput, RoadmapItemWords } from "~/backend/studio-roadmap";
import { parseCommentId } from "~/backend/roadmap-comments";
import { roadmapStatuses } from "~/features/engagement/roadmap/schema";
import { cleanMultiLine, cleanSingleLine } from "~/lib/text-fields";

/**
 * What the studio's held-comment and roadmap forms accept (issue 43 item 3, decision 0504):
 * pure checks the routes and the unit tests share. A refusal is a message per field, and the
 * values as typed go back into the form.
 */

/** A page of the held queue (the page's checkboxes), and the most one post may decide. */
export const heldPageSize = 50;
export const maxDecidedAtOnce = 100;

export type DecisionRequest =
  | { ok: true; decision: CommentDecision; ids: string[] }
  | { ok: false; message: string; checked: string[] };

/**
 * One post of the held queue's form: a row's own button (`decide=approve:<id>`) decides that
 * comment; "Approve selected" / "Reject selected" (`decide=approve`) the checked ones (`id`).
 * Duplicates count once; an id that is no comment id, or more than 100, refuses the whole post.
 */
export function readDecision(form: FormData): DecisionRequest {
  const raw = form.getAll("id").map((value) => (typeof value === "string" ? value : ""));
  const checked = raw.map((value) => parseCommentId(value)).filter((id): id is string => id !== null);
  const decide = form.get("decide");
  const [decision, single] = typeof decide === "string" ? decide.split(":", 2) : [];
  if (decision !== "approve" && decision !== "reject") return { ok: false, message: "Choose Approve or Reject.", checked };
  if (single !== undefined) {
    const id = parseCommentId(single);
    return id ? { ok: true, decision, ids: [id] } : { ok: false, message: "That comment is not one of the held comments.", checked };
  }
  if (checked.length !== raw.length) return { ok: false, message: "Some of the chosen comments are not held comments. Reload the page and choose again.", checked };
  const ids = [...new Set(checked)];
  if (ids.length === 0) return { ok: false, message: "Tick at least one comment, then approve or reject.", checked };
  if (ids.length > maxDecidedAtOnce) return { ok: false, message: `Decide at most ${maxDecidedAtOnce} comments at once.`, checked: ids.slice(0, maxDecidedAtOnce) };
  return { ok: true, decision, ids };
}

/** The item form's fields, as typed. */
export type ItemValues = Record<(typeof itemFieldNames)[number], string>;
export const itemFieldNames = ["title", "description", "category", "pt_title", "pt_description", "pt_category", "status", "shipped_on"] as const;

export const itemLimits = { title: 200, description: 4000, category: 60 } as const;

export function itemValuesOf(form: FormData): ItemValues {
  return Object.fromEntries(itemFieldNames.map((name) => [name, typeof form.get(name) === "string" ? (form.get(name) as string) : ""])) as ItemValues;
}

export function valuesOfItem(item: RoadmapItemInput): ItemValues {
  return {
    title: item.en.title,
    description: item.en.description,
    category: item.en.category ?? "",
    pt_title: item.pt.title,
    pt_description: item.pt.description,
    pt_category: item.pt.category ?? "",
    status: item.status,
    shipped_on: item.shippedOn ?? "",
  };
}

const isDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= "2000-01-01" && value <= "2099-12-31";
};

/**
 * The item to save, or a message per field. `today` (YYYY-MM-DD, UTC) bounds the ship date.
 * `storedStatus` is the item's status as stored: older rows may hold one outside the board's four
 * (the board shows it in Backlog), and saving other fields keeps it rather than moving the item.
 */
export function readItem(values: ItemValues, today: string, storedStatus: string | null = null): { ok: true; item: RoadmapItemInput } | { ok: false; errors: Partial<Record<keyof ItemValues, string>> } {
  const errors: Partial<Record<keyof ItemValues, string>> = {};
  const words = (prefix: "" | "pt_", language: string): RoadmapItemWords => {
    const title = cleanSingleLine(values[`${prefix}title`]).trim();
    const description = cleanMultiLine(values[`${prefix}description`]).trim();
    const category = cleanSingleLine(values[`${prefix}category`]).trim();
    if (!title) errors[`${prefix}title`] = `Enter the ${language} title.`;
    else if (title.length > itemLimits.title) errors[`${prefix}title`] = `Keep the ${language} title under ${itemLimits.title} characters (it has ${title.length}).`;
    if (description.length > itemLimits.description) errors[`${prefix}description`] = `Keep the ${language} description under ${itemLimits.description} characters (it has ${description.length}).`;
    if (category.length > itemLimits.category) errors[`${prefix}category`] = `Keep the ${language} category under ${itemLimits.category} characters.`;
    return { title, description, category: category || null };
  };
  const en = words("", "English");
  const pt = words("pt_", "Portuguese");
  const status = values.status;
  if (!(roadmapStatuses as readonly string[]).includes(status) && status !== storedStatus) errors.status = "Choose one of the board's columns.";
  const shippedOn = values.shipped_on.trim();
  if (shippedOn && status !== "Done") errors.shipped_on = "Only a shipped item (status Done) has a ship date: clear it or choose Done.";
  else if (shippedOn && !isDay(shippedOn)) errors.shipped_on = "Enter the day it shipped as YYYY-MM-DD.";
  else if (shippedOn && shippedOn > today) errors.shipped_on = "The ship date cannot be in the future.";
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, item: { en, pt, status, shippedOn: shippedOn || null } };
}
