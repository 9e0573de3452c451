import type { Lang } from "~/lib/i18n";
import type { LeadOrigin } from "~/server/leads/source.server";

/**
 * Support requests from the help center's "Contact Support" form (issue 22 item 3,
 * docs/decisions/0212-help-related-and-contact.md). A lead like the others: stored with its
 * `support_request.created` event in one write (decision 0028), read by operators, never by
 * the site.
 */
export interface SupportRequestPort {
  /** Stores the request and its event together; the new row's id. */
  submitSupportRequest(input: SupportRequestInput): Promise<{ id: string }>;
}

export interface SupportRequestInput {
  name: string;
  /** Trimmed and lower-cased by the caller. */
  email: string;
  /** What the visitor was looking for (their failed search, or the article's title); null when empty. */
  subject: string | null;
  message: string;
  /** The help article the form was opened from, when it was. */
  articleSlug: string | null;
  /** The language of the page the request came from. */
  locale: Lang;
  /** Where the post came from: its page and the campaign it was opened with (decision 0050); absent: unknown. */
  from?: LeadOrigin;
}

/** The longest values stored, in UTF-16 units (the form's caps; both databases check them in code points too). */
export const supportRequestLimits = { name: 100, email: 254, subject: 150, message: 4000, articleSlug: 120 } as const;
