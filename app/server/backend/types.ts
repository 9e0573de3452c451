import type { Lang } from "~/lib/i18n";

/**
 * The site's data needs, in its own terms. Two adapters implement it (d1.server.ts,
 * supabase.server.ts); routes and components only ever see this interface.
 */
export interface Backend {
  readonly kind: "d1" | "supabase";

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

/** A stored subscriber row, as both schemas keep it (used by tests and operators). */
export interface SubscriberRecord {
  email: string;
  name: string;
  phone: string | null;
  is_waitlist: boolean;
  feature_interest: string;
  locale: Lang;
  consent_text: string;
  subscribed_at: string;
  preferences_updated_at: string;
}

/** A failure of the backend itself (network, SQL, permissions); never a validation problem. */
export class BackendError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = "BackendError";
  }
}
