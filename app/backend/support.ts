import type { SupportRequestInput } from "~/leads/payloads";

/** What a lead write takes is the lead's own (app/leads/payloads.ts builds its payload from it). */
export type { SupportRequestInput };

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

/** The longest values stored, in UTF-16 units (the form's caps; both databases check them in code points too). */
export const supportRequestLimits = { name: 100, email: 254, subject: 150, message: 4000, articleSlug: 120 } as const;
