import type { Lang } from "~/lib/i18n";

/** Newsletter and waitlist subscribers, and the rate limit every public form uses. */
export interface NewsletterPort {
  /** Adds a subscriber, or updates the row of an email already present. */
  subscribe(input: SubscribeInput): Promise<SubscribeOutcome>;

  /**
   * Counts one hit against a sliding window and says whether it is still within the limit.
   * The window is two fixed buckets, the previous one weighted by how much of it still
   * overlaps the window: allowed when previous × (window − elapsed) / window + current + 1
   * ≤ limit. A refused hit is not counted. `bucket` is already a keyed hash (of the client
   * address or the email, and the action). Windows are 1 s to 12 h long; buckets are deleted
   * by the first hit a day after they started (the privacy policy's "delete it after one day").
   */
  hitRateLimit(input: RateLimitInput): Promise<RateLimitResult>;

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
}

export type SubscribeOutcome = "subscribed" | "updated";

export interface RateLimitInput {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** 0 when allowed; otherwise the seconds until one more hit would be. */
  retryAfterSeconds: number;
}
