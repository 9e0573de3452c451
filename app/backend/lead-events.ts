/**
 * The outbound event stream of every lead (issue 19 items 1, 2; docs/decisions/0028-lead-events.md).
 *
 * Each lead write records its event in the same write (D1: the same batch; Supabase: the same
 * security definer function); the edge sends due events as Standard Webhooks after the
 * responses of later requests (app/server/lead-events.server.ts) and retries them on this
 * schedule, with the same webhook-id, until the receiver answers 2xx.
 */

/** Every event type (decisions 0028, 0030, 0212). Adding one is one line here. */
export const leadEventTypes = [
  "audit_request.created",
  "job_application.created",
  "download.created",
  "newsletter.subscribed",
  "newsletter.updated",
  "newsletter.unsubscribed",
  "roadmap_comment.created",
  "help_feedback.created",
  "support_request.created",
] as const;

export type LeadEventType = (typeof leadEventTypes)[number];

/** Seconds between a failed attempt and the next: 1, 5 and 30 minutes, then hourly. */
export const retryDelaysSeconds = [60, 300, 1800, 3600] as const;
/**
 * Attempts before an event is given up (left for the operator to redeliver): the first, the
 * three quick retries, then hourly ones until 24 hours have passed since the first attempt.
 */
export const maxDeliveryAttempts = 1 + 3 + Math.ceil((86_400 - (60 + 300 + 1800)) / 3600);

/** Delay after the `attempt`-th attempt (1-based) fails. */
export function retryDelayAfter(attempt: number): number {
  const index = Math.min(Math.max(attempt, 1), retryDelaysSeconds.length) - 1;
  return retryDelaysSeconds[index]!;
}

/** One recorded event, as the sender reads it. */
export interface LeadEvent {
  /** The webhook-id, the same on every attempt. */
  id: string;
  type: string;
  /** When the lead was written (ISO 8601): the body's `timestamp`. */
  createdAt: string;
  data: Record<string, unknown>;
  /** Attempts made so far, this one included. */
  attempts: number;
}

export interface LeadDeliveryOutcome {
  id: string;
  delivered: boolean;
  /** The receiver's HTTP status, or null when none came (refused, timed out). */
  status: number | null;
  error: string | null;
  now: Date;
}

export interface LeadEventsPort {
  /**
   * Claims at most `limit` events due at `now`, atomically (an event claimed here is not
   * claimed again by another isolate before its next retry time): each claim counts an
   * attempt and moves the event to the time of its next retry, so a sender that dies
   * mid-delivery leaves it due again then.
   */
  claimDueLeadEvents(input: { now: Date; limit: number }): Promise<LeadEvent[]>;
  /** Records an attempt's outcome: delivered, or failed (given up after maxDeliveryAttempts). */
  recordLeadDelivery(outcome: LeadDeliveryOutcome): Promise<void>;
}
