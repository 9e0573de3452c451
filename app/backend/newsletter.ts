import type { Lang } from "~/lib/i18n";
import type { LeadOrigin } from "~/server/leads/source.server";

/** Newsletter and waitlist subscribers. */
export interface NewsletterPort {
  /** Adds a subscriber, or updates the row of an email already present. */
  subscribe(input: SubscribeInput): Promise<SubscribeOutcome>;

  /**
   * Records that the subscriber of `email` withdrew consent (the time, and a
   * `newsletter.unsubscribed` event in the same write). Idempotent: an address already
   * unsubscribed, or never subscribed, changes nothing and records no event.
   */
  unsubscribe(input: { email: string }): Promise<UnsubscribeOutcome>;
}

export type UnsubscribeOutcome = "unsubscribed" | "already" | "unknown";

export interface SubscribeInput {
  email: string;
  name: string;
  phone: string | null;
  isWaitlist: boolean;
  featureInterest: string;
  /** The language of the page the visitor subscribed from. */
  locale: Lang;
  /** The consent sentence shown next to the form, exactly as the visitor read it. */
  consentText: string;
  /** The version id of that sentence (app/features/newsletter/consent.ts). */
  consentVersion: string;
  /** The path of the page the form was on. */
  consentPath: string;
  /** The signed one-click unsubscribe URL, carried by the event (`data.unsubscribe_url`). */
  unsubscribeUrl: string;
  /** Where the post came from: its page and the campaign it was opened with (decision 0050); absent: unknown. */
  from?: LeadOrigin;
}

export type SubscribeOutcome = "subscribed" | "updated";
