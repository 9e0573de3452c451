// zod/mini: see app/features/newsletter/schema.ts for why not the classic API.
import * as z from "zod/mini";
import { maxUnits, singleLine } from "./text-fields";

/**
 * "How did you hear about us?" (issue 32 item 2; docs/decisions/0050-lead-source.md): optional,
 * on the free audit and the help center's contact form. The answer joins the lead's `source`
 * as `heard_about` (one of these keys) and `heard_about_other` (the visitor's words, with
 * "other"). Messages: `common:heardAbout` in both languages.
 */
export const heardAboutChoices = ["search", "social", "friend", "host", "blog", "event", "other"] as const;
export type HeardAbout = (typeof heardAboutChoices)[number];
export const heardAboutOtherMax = 100;

const isChoice = (value: string): value is HeardAbout => (heardAboutChoices as readonly string[]).includes(value);

/** The two optional fields, for a form's schema; messages are keys of `common:heardAbout.errors`. */
export const heardAboutFields = {
  heardAbout: z.optional(z.string()),
  heardAboutOther: z.optional(z.string().check(singleLine(), z.trim(), maxUnits(heardAboutOtherMax, "common:heardAbout.errors.otherTooLong"))),
};

/**
 * The answer as a lead keeps it: a known choice or nothing (a value no option has is a
 * tampered post, dropped without a word), and the words typed beside "other" only with "other"
 * (typed words alone count as "other").
 */
export function heardAboutAnswer(choice: string | undefined, other: string | undefined): { heard_about: HeardAbout | null; heard_about_other: string | null } {
  const words = other?.trim() ? other.trim() : null;
  const picked = choice && isChoice(choice) ? choice : null;
  if (picked === "other" || (picked === null && words)) return { heard_about: "other", heard_about_other: words };
  return { heard_about: picked, heard_about_other: null };
}
