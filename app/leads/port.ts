import type { LeadEvent } from "./contract";

/**
 * The backend's part of the outbound event stream of every lead (docs/decisions/0028-lead-events.md):
 * claiming due events and keeping the books of their deliveries. A port of the backend (app/backend/types.ts
 * composes it) kept here, beside the contract, because the sender (app/server/leads/delivery.server.ts)
 * needs it too and app/server never imports app/backend for leads (decision 0058). What an event
 * carries is the lead contract (app/leads/contract.ts), when it is retried app/leads/retries.ts;
 * each lead write records its event in the same write (D1: the same batch; Supabase: the same
 * security definer function).
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
  /**
   * Records an attempt's outcome: delivered, or failed (given up after maxDeliveryAttempts of
   * the schedule). A delivery also tells that the receiver answers again (decision 0066): in
   * the same write, the events that failed for it (no answer, or a 5xx) while nothing was
   * delivered, at least a lease ago and not yet brought forward in their step, become due at
   * `now`. Answers how many it brought forward.
   */
  recordLeadDelivery(outcome: LeadDeliveryOutcome): Promise<number>;
  /**
   * When a run of the clock finds nothing due, asks whether the receiver is back with one real
   * delivery (decision 0066): brings forward the one event that would be brought forward by a
   * delivery and is due soonest. Answers 1 when it did, 0 when none qualifies.
   */
  probeLeadReceiver(input: { now: Date }): Promise<number>;
}
