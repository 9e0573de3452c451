import type { LeadEvent } from "~/server/leads/events.server";

/**
 * The backend's part of the outbound event stream of every lead (docs/decisions/0028-lead-events.md):
 * claiming due events and keeping the books of their deliveries. What an event carries and when
 * it is retried is the lead contract (app/server/leads/events.server.ts); each lead write records
 * its event in the same write (D1: the same batch; Supabase: the same security definer function).
 */

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
