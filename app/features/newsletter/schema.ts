// zod/mini: the same validation as zod's classic API, but tree-shakeable, so the browser
// gets only the checks this form uses (classic zod added ~60 KB gzip to every page).
import * as z from "zod/mini";
import { emailChecks, maxUnits, singleLine } from "~/lib/text-fields";

/**
 * The newsletter and waitlist forms (spec 1 §5, spec 2 §5). One schema validates in the
 * browser and on the server; its messages are keys of `newsletter.errors` in "common".
 */
export const newsletterSources = ["footer", "blog", "tutorials", "referral-waitlist"] as const;
export type NewsletterSource = (typeof newsletterSources)[number];

export const newsletterLimits = { name: 100, email: 254, phone: 40 } as const;

export const newsletterSchema = z.object({
  source: z._default(z.enum(newsletterSources), "footer"),
  name: z
    .string({ error: "nameRequired" })
    .check(singleLine(), z.trim(), z.minLength(1, "nameRequired"), maxUnits(newsletterLimits.name, "nameTooLong")),
  email: z.string({ error: "invalidEmail" }).check(
    z.trim(),
    // The spec's rule is "contains an at-sign"; this also refuses spaces and a second @.
    ...emailChecks({ max: newsletterLimits.email, dotted: false, tooLong: "emailTooLong", invalid: "invalidEmail" }),
  ),
  phone: z.optional(
    z
      .string()
      .check(
        singleLine(),
        z.trim(),
        maxUnits(newsletterLimits.phone, "phoneInvalid"),
        z.regex(/^[0-9+()\-.\s]*$/, "phoneInvalid"),
      ),
  ),
});
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** What each form stores (spec 2 §3): the waitlist is the referral program's. */
export function subscriptionKind(source: NewsletterSource) {
  return source === "referral-waitlist"
    ? { isWaitlist: true, featureInterest: "Referral Program" }
    : { isWaitlist: false, featureInterest: "Newsletter" };
}

/** How the flash names a sign-up form's answer (its view finds its own by it). */
export const newsletterFormName = (source: NewsletterSource) => `newsletter.${source}`;

/** The toast title that goes with a field message (spec 1 §5: 'Invalid email', 'Name required'). */
export function validationToastTitle(messageKey: string): string {
  if (messageKey === "invalidEmail" || messageKey === "emailTooLong") return "newsletter.errors.invalidEmailTitle";
  if (messageKey === "nameRequired" || messageKey === "nameTooLong") return "newsletter.errors.nameRequiredTitle";
  return "newsletter.toast.failedTitle";
}

/**
 * The footer asks for "your name", the blog, tutorial and waitlist forms for "your first
 * name" (spec 1 §5 and spec 2 §5 word it differently).
 */
export function errorMessageKey(messageKey: string, source: NewsletterSource): string {
  if (messageKey === "nameRequired" && source !== "footer") return "newsletter.errors.nameRequiredFirst";
  return `newsletter.errors.${messageKey}`;
}
