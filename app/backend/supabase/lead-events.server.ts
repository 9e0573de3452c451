import { storedLeadEvent } from "~/leads/contract";
import type { LeadEventsPort } from "~/leads/port";
import { claimLeaseSeconds, maxDeliveryAttempts, retryDelaysSeconds } from "~/leads/retries";
import { BackendError } from "../types";
import { answerOf, type SupabaseContext } from "./context.server";

interface EventRow {
  id: string;
  type: string;
  data: unknown;
  created_at: string;
  attempts: number;
}

/**
 * Claiming and bookkeeping of lead event deliveries through the secret key's functions
 * (supabase/migrations/20261124000400_lead_events.sql, 20261203000600_receiver_recovery.sql:
 * a receiver that is back brings its backlog forward); the events themselves are written by
 * the lead functions, in the same transaction as their lead.
 */
export function supabaseLeadEvents({ writer }: SupabaseContext): LeadEventsPort {
  return {
    async claimDueLeadEvents({ now, limit }) {
      const rows = await answerOf<EventRow[] | null>(
        "claim_due_lead_events",
        writer.rpc("claim_due_lead_events", { p_now: now.toISOString(), p_limit: limit, p_delays: [...retryDelaysSeconds] }),
      );
      if (!Array.isArray(rows)) throw new BackendError("Supabase claim_due_lead_events answered no list");
      return rows.map((row) =>
        storedLeadEvent({
          id: row.id,
          type: row.type,
          // One spelling of the time on every attempt, whatever precision Postgres keeps.
          createdAt: new Date(row.created_at).toISOString(),
          data: row.data,
          attempts: row.attempts,
        }),
      );
    },

    async recordLeadDelivery({ id, delivered, status, error, now }) {
      const forwarded = await answerOf<number | null>(
        "record_lead_delivery",
        writer.rpc("record_lead_delivery", {
          p_id: id,
          p_delivered: delivered,
          p_status: status,
          p_error: error?.slice(0, 500) ?? null,
          p_now: now.toISOString(),
          p_max_attempts: maxDeliveryAttempts,
          p_lease: claimLeaseSeconds,
        }),
      );
      return typeof forwarded === "number" ? forwarded : 0;
    },

    async probeLeadReceiver({ now }) {
      const probed = await answerOf<number | null>(
        "probe_lead_receiver",
        writer.rpc("probe_lead_receiver", { p_now: now.toISOString(), p_lease: claimLeaseSeconds }),
      );
      return typeof probed === "number" ? probed : 0;
    },
  };
}
