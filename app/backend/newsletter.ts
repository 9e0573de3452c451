import type { SubscribeInput } from "~/leads/payloads";

/** What a lead write takes is the lead's own (app/leads/payloads.ts builds its payload from it). */
export type { SubscribeInput };

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

export type SubscribeOutcome = "subscribed" | "updated";
