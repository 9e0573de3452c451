// zod/mini: see app/features/newsletter/schema.ts for why not the classic API.
import * as z from "zod/mini";
import { supportRequestLimits } from "~/backend/support";
import { emailChecks, maxUnits, multiLine, singleLine } from "~/lib/text-fields";
import { cleanHelpQuery } from "./search";
import { heardAboutFields } from "~/lib/heard-about";

/**
 * The help center's "Contact Support" form (issue 22 item 3, docs/decisions/0212-help-related-and-contact.md)
 * at /help-center/contact: name, email, subject (prefilled with what the visitor was looking
 * for) and message, plus the article it was opened from, hidden. Messages are keys of
 * `contactForm.errors` in the "help" namespace.
 */
export const supportFormId = "support-request";
/** The form's name in the flash (app/lib/root-data.ts `useFlashedReply`). */
export const supportFormName = "helpSupport";
export const supportPath = "/help-center/contact";

/** Help article slugs as the site writes them; anything else in the hidden field is dropped. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const supportSchema = z.object({
  name: z
    .string({ error: "nameRequired" })
    .check(singleLine(), z.trim(), z.minLength(1, "nameRequired"), maxUnits(supportRequestLimits.name, "nameTooLong")),
  email: z
    .string({ error: "emailRequired" })
    .check(
      z.trim(),
      z.minLength(1, "emailRequired"),
      ...emailChecks({ max: supportRequestLimits.email, dotted: true, tooLong: "invalidEmail", invalid: "invalidEmail" }),
    ),
  subject: z.optional(z.string().check(singleLine(), z.trim(), maxUnits(supportRequestLimits.subject, "subjectTooLong"))),
  message: z
    .string({ error: "messageRequired" })
    .check(multiLine(), z.trim(), z.minLength(1, "messageRequired"), maxUnits(supportRequestLimits.message, "messageTooLong")),
  // Hidden: a tampered value is not the visitor's fault and not worth a message; it is dropped.
  article: z.optional(z.string()),
  // Optional: how the visitor heard of StayLoop (decision 0050).
  ...heardAboutFields,
});
export type SupportInput = z.infer<typeof supportSchema>;

/** The hidden article slug as stored: a slug of the site's form, or null. */
export function supportArticleSlug(value: string | null | undefined): string | null {
  const slug = (value ?? "").trim();
  return slug.length <= supportRequestLimits.articleSlug && slugPattern.test(slug) ? slug : null;
}

/** What the page prefills from its address: `q` (the failed search, or the article's title) and `article`. */
export function supportPrefill(url: URL): { subject: string; article: string | null } {
  return { subject: cleanHelpQuery(url.searchParams.get("q")), article: supportArticleSlug(url.searchParams.get("article")) };
}

/** The form's address, carrying what the visitor was looking for (`/help-center/contact?q=…&article=…`). */
export function supportHref({ query, article }: { query?: string | null; article?: string | null } = {}): string {
  const search = new URLSearchParams();
  const q = cleanHelpQuery(query);
  if (q) search.set("q", q);
  if (article) search.set("article", article);
  const text = search.toString().replace(/\+/g, "%20");
  return text ? `${supportPath}?${text}` : supportPath;
}
