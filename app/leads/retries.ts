/**
 * When a failed delivery of a lead event is tried again (docs/decisions/0028-lead-events.md): the
 * senders (app/server/leads/delivery.server.ts, functions/scheduled.ts) and both backends' claims
 * read the same schedule.
 */

/** Seconds between a failed attempt and the next: 1, 5 and 30 minutes, then hourly. */
export const retryDelaysSeconds = [60, 300, 1800, 3600] as const;
/**
 * Attempts of the schedule before an event is given up (left for the operator to redeliver):
 * the first, the three quick retries, then hourly ones until 24 hours have passed since the
 * first attempt. An early attempt after the receiver came back is not counted (decision 0066).
 */
export const maxDeliveryAttempts = 1 + 3 + Math.ceil((86_400 - (60 + 300 + 1800)) / 3600);

/**
 * How long a claim holds an event (the shortest delay: the claim moves it at least this far,
 * decision 0028). Bringing events forward when the receiver is back (decision 0066) never
 * touches one attempted more recently than this: its delivery may still be under way.
 */
export const claimLeaseSeconds = retryDelaysSeconds[0];

/**
 * Delay after the `attempt`-th attempt (1-based) of the schedule fails. Early attempts made when
 * the receiver came back (decision 0066) are not of the schedule: callers pass attempts less those.
 */
export function retryDelayAfter(attempt: number): number {
  const index = Math.min(Math.max(attempt, 1), retryDelaysSeconds.length) - 1;
  return retryDelaysSeconds[index]!;
}
