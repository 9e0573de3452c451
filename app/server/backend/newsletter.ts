import type { Lang } from "~/lib/i18n";

/** Newsletter and waitlist subscribers, and the rate limit every public form uses. */
export interface NewsletterPort {
  /** Adds a subscriber, or updates the row of an email already present. */
  subscribe(input: SubscribeInput): Promise<SubscribeOutcome>;

  /**
   * Counts one hit against a fixed window and says whether it is still within the limit.
   * `bucket` is already a keyed hash of the client address and the action. Windows are
   * 1 s to 1 day long (counters are kept for a day); anything else is refused.
   */
  hitRateLimit(input: RateLimitInput): Promise<RateLimitResult>;
}

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
}

export type SubscribeOutcome = "subscribed" | "updated";

export interface RateLimitInput {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}
