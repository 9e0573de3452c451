import type { RateLimitInput, RateLimitsPort } from "../rate-limits";
import { BackendError } from "../types";
import { answerOf, type SupabaseContext } from "./context.server";

/** Rate-limit counters through hit_rate_limit (supabase/migrations/20261122000500_shared_addresses.sql). */
export function supabaseRateLimits({ writer }: SupabaseContext): RateLimitsPort {
  return {
    async hitRateLimit({ bucket, limit, windowSeconds }: RateLimitInput) {
      const rows = await answerOf<Array<{ allowed: boolean; retry_after_seconds: number }>>(
        "hit_rate_limit",
        writer.rpc("hit_rate_limit", { p_bucket: bucket, p_limit: limit, p_window_seconds: windowSeconds }),
      );
      const row = Array.isArray(rows) ? rows[0] : rows;
      if (!row) throw new BackendError("Supabase hit_rate_limit returned no row");
      return { allowed: row.allowed, retryAfterSeconds: row.retry_after_seconds };
    },
  };
}
