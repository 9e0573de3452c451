// zod/mini: see app/features/newsletter/schema.ts for why not the classic API.
import * as z from "zod/mini";

import { cleanMultiLine, cleanSingleLine } from "./text-clean";

export { cleanMultiLine, cleanSingleLine } from "./text-clean";

/**
 * The longest a text may be, in UTF-16 code units: what a browser's `maxlength` counts, so the
 * server refuses exactly what the field would not let a visitor type (docs/decisions/0009).
 * Not `z.maxLength`: zod 4.6 counts code points, so 2,600 emoji (5,200 units) passed a
 * 5,000 limit the textarea enforces at 2,500.
 */
export const maxUnits = (max: number, message: string) => z.refine<string>((value) => value.length <= max, message);

/** First check of a one-line text field, before `z.trim()` and the length checks. */
export const singleLine = () => z.overwrite(cleanSingleLine);
/** First check of a multi-line text field, before `z.trim()` and the length checks. */
export const multiLine = () => z.overwrite(cleanMultiLine);

/**
 * An email is an address, not prose: an invisible character makes it another address, so it
 * is refused (with the form's invalid-email message), never silently removed. `dotted`
 * asks for a dot after the at-sign (audit, careers, downloads); the newsletter's rule is
 * the spec's "contains an at-sign".
 */
export function emailChecks(rule: { max: number; dotted: boolean; tooLong: string; invalid: string }) {
  const { max, dotted, tooLong, invalid } = rule;
  const pattern = dotted ? /^[^\s@\p{C}]+@[^\s@\p{C}]+\.[^\s@\p{C}]+$/u : /^[^\s@\p{C}]+@[^\s@\p{C}]+$/u;
  return [
    // Stored lower-cased: "İ" becomes two characters, so the cap applies to what is stored.
    z.refine<string>((value) => value.toLowerCase().length <= max, tooLong),
    z.regex(pattern, invalid),
  ] as const;
}
