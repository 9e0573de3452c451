import { storedLeadEvent, type LeadEvent } from "~/leads/contract";
import type { LeadEventsPort } from "~/leads/port";
import { claimLeaseSeconds, maxDeliveryAttempts, retryDelayAfter } from "~/leads/retries";
import { runD1, type D1Context } from "./context.server";

interface EventRow {
  id: string;
  type: string;
  data: string;
  created_at: string;
  attempts: number;
}

/**
 * The events a receiver that answers again brings forward (decision 0066), `?1` being now and
 * `?2` a lease earlier: waiting, failed for want of an answer or with a 5xx, last attempted at
 * least a lease ago (so not in flight), not yet brought forward in this step of the schedule,
 * and with nothing delivered between that failure and now (else the receiver was up, and the
 * failure was the event's own: a poison event keeps its schedule).
 */
const waitingForReceiver = `e.next_attempt_at > ?1 AND e.forwarded_from IS NULL AND e.delivered_at IS NULL
   AND e.last_attempt_at <= ?2 AND (e.last_status IS NULL OR e.last_status >= 500)
   AND NOT EXISTS (SELECT 1 FROM lead_events s WHERE s.delivered_at >= e.last_attempt_at AND s.delivered_at < ?1)`;

/** Claiming and bookkeeping of deliveries on D1 (migrations/0010_lead_events.sql, 0036_receiver_recovery.sql). */
export function d1LeadEvents({ db }: D1Context): LeadEventsPort {
  const times = (now: Date) => [now.toISOString(), new Date(now.getTime() - claimLeaseSeconds * 1000).toISOString()] as const;
  return {
    async claimDueLeadEvents({ now, limit }) {
      const at = now.toISOString();
      const { results: due } = await runD1("find due lead events", () =>
        db
          .prepare(
            `SELECT id, attempts, forwards FROM lead_events
              WHERE next_attempt_at IS NOT NULL AND next_attempt_at <= ?1
              ORDER BY next_attempt_at LIMIT ?2`,
          )
          .bind(at, Math.max(1, Math.min(limit, 10)))
          .all<{ id: string; attempts: number; forwards: number }>(),
      );
      if (due.length === 0) return [];
      // Compare-and-set per event: another isolate that claimed it first changed `attempts`,
      // so this update matches nothing and the event is not sent twice at once. An event due
      // before the time it was brought forward from (decision 0066) makes an early attempt: it
      // counts in `forwards`, and keeps its place in the schedule (the lease at least); any
      // other claim is the schedule's next step.
      const lease = new Date(now.getTime() + claimLeaseSeconds * 1000).toISOString();
      const claimed = await runD1("claim lead events", () =>
        db.batch<EventRow>(
          due.map((row) =>
            db
              .prepare(
                `UPDATE lead_events
                    SET attempts = attempts + 1, last_attempt_at = ?4,
                        forwards = forwards + CASE WHEN forwarded_from > next_attempt_at THEN 1 ELSE 0 END,
                        next_attempt_at = CASE WHEN forwarded_from > next_attempt_at THEN max(forwarded_from, ?5) ELSE ?1 END,
                        forwarded_from = CASE WHEN forwarded_from > next_attempt_at THEN forwarded_from END
                  WHERE id = ?2 AND attempts = ?3 AND next_attempt_at IS NOT NULL AND next_attempt_at <= ?4
                 RETURNING id, type, data, created_at, attempts`,
              )
              .bind(
                new Date(now.getTime() + retryDelayAfter(row.attempts - row.forwards + 1) * 1000).toISOString(),
                row.id,
                row.attempts,
                at,
                lease,
              ),
          ),
        ),
      );
      return claimed.flatMap((result) => result.results).map(toLeadEvent);
    },

    async recordLeadDelivery({ id, delivered, status, error, now }) {
      const [at, leased] = times(now);
      if (!delivered) {
        await runD1("record lead delivery", () =>
          db
            .prepare(
              `UPDATE lead_events
                  SET last_status = ?2, last_error = ?3,
                      next_attempt_at = CASE WHEN attempts - forwards >= ?4 THEN NULL ELSE next_attempt_at END
                WHERE id = ?1 AND delivered_at IS NULL`,
            )
            .bind(id, status, error?.slice(0, 500) ?? null, maxDeliveryAttempts)
            .run(),
        );
        return 0;
      }
      // One batch, one subrequest: the delivery, and what it tells of the receiver.
      const [, forward] = await runD1("record lead delivery", () =>
        db.batch([
          db
            .prepare(`UPDATE lead_events SET delivered_at = ?2, next_attempt_at = NULL, last_status = ?3, last_error = NULL WHERE id = ?1`)
            .bind(id, at, status),
          bringForward(db, waitingForReceiver).bind(at, leased),
        ]),
      );
      return forward?.meta.changes ?? 0;
    },

    async probeLeadReceiver({ now }) {
      const result = await runD1("probe lead receiver", () =>
        bringForward(db, `e.id = (SELECT e.id FROM lead_events e WHERE ${waitingForReceiver} ORDER BY e.next_attempt_at LIMIT 1)`)
          .bind(...times(now))
          .run(),
      );
      return result.meta.changes ?? 0;
    },
  };
}

/** Makes the events `where` names due at ?1, keeping the time they were due (their place in the schedule). */
function bringForward(db: D1Database, where: string) {
  return db.prepare(`UPDATE lead_events AS e SET forwarded_from = e.next_attempt_at, next_attempt_at = ?1 WHERE ${where}`);
}

function toLeadEvent(row: EventRow): LeadEvent {
  return storedLeadEvent({ id: row.id, type: row.type, createdAt: row.created_at, data: JSON.parse(row.data) as unknown, attempts: row.attempts });
}
