import { storedLeadEvent, type LeadEvent } from "~/leads/contract";
import type { LeadEventsPort } from "~/leads/port";
import { maxDeliveryAttempts, retryDelayAfter } from "~/leads/retries";
import { runD1, type D1Context } from "./context.server";

interface EventRow {
  id: string;
  type: string;
  data: string;
  created_at: string;
  attempts: number;
}

/** Claiming and bookkeeping of deliveries on D1 (migrations/0010_lead_events.sql). */
export function d1LeadEvents({ db }: D1Context): LeadEventsPort {
  return {
    async claimDueLeadEvents({ now, limit }) {
      const at = now.toISOString();
      const { results: due } = await runD1("find due lead events", () =>
        db
          .prepare(
            `SELECT id, attempts FROM lead_events
              WHERE next_attempt_at IS NOT NULL AND next_attempt_at <= ?1
              ORDER BY next_attempt_at LIMIT ?2`,
          )
          .bind(at, Math.max(1, Math.min(limit, 10)))
          .all<{ id: string; attempts: number }>(),
      );
      if (due.length === 0) return [];
      // Compare-and-set per event: another isolate that claimed it first changed `attempts`,
      // so this update matches nothing and the event is not sent twice at once.
      const claimed = await runD1("claim lead events", () =>
        db.batch<EventRow>(
          due.map((row) =>
            db
              .prepare(
                `UPDATE lead_events SET attempts = attempts + 1, next_attempt_at = ?1
                  WHERE id = ?2 AND attempts = ?3 AND next_attempt_at IS NOT NULL AND next_attempt_at <= ?4
                 RETURNING id, type, data, created_at, attempts`,
              )
              .bind(new Date(now.getTime() + retryDelayAfter(row.attempts + 1) * 1000).toISOString(), row.id, row.attempts, at),
          ),
        ),
      );
      return claimed.flatMap((result) => result.results).map(toLeadEvent);
    },

    async recordLeadDelivery({ id, delivered, status, error, now }) {
      const at = now.toISOString();
      await runD1("record lead delivery", () =>
        (delivered
          ? db
              .prepare(
                `UPDATE lead_events SET delivered_at = ?2, next_attempt_at = NULL, last_status = ?3, last_error = NULL WHERE id = ?1`,
              )
              .bind(id, at, status)
          : db
              .prepare(
                `UPDATE lead_events
                    SET last_status = ?2, last_error = ?3,
                        next_attempt_at = CASE WHEN attempts >= ?4 THEN NULL ELSE next_attempt_at END
                  WHERE id = ?1 AND delivered_at IS NULL`,
              )
              .bind(id, status, error?.slice(0, 500) ?? null, maxDeliveryAttempts)
        ).run(),
      );
    },
  };
}

function toLeadEvent(row: EventRow): LeadEvent {
  return storedLeadEvent({ id: row.id, type: row.type, createdAt: row.created_at, data: JSON.parse(row.data) as unknown, attempts: row.attempts });
}
