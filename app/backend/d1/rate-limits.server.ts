import type { RateLimitInput, RateLimitsPort } from "../rate-limits";
import { BackendError } from "../types";
import { runD1, type D1Context } from "./context.server";

/** Rate-limit counters on D1 (table rate_limit_hits, migrations/0001_newsletter_and_rate_limits.sql). */
export function d1RateLimits({ db, now }: D1Context): RateLimitsPort {
  return {
    async hitRateLimit({ bucket, limit, windowSeconds }: RateLimitInput) {
      // Buckets are deleted a day after they start (the privacy policy says so), and the
      // previous bucket must last two windows, so a window is at most half a day.
      if (!(Number.isInteger(windowSeconds) && windowSeconds >= 1 && windowSeconds <= 43_200) || !(limit >= 1)) {
        throw new BackendError("hitRateLimit needs 1 <= windowSeconds <= 43200 and limit >= 1");
      }
      const nowSeconds = Math.floor(now().getTime() / 1000);
      const elapsed = nowSeconds % windowSeconds;
      const windowStart = nowSeconds - elapsed;
      // One batch is one transaction: the check and the count cannot be split by another hit.
      // Integer arithmetic (everything multiplied by the window) so both backends agree exactly.
      const [, counted, buckets] = await runD1("rate limit", () =>
        db.batch<{ hits: number; window_start?: number }>([
          db.prepare("DELETE FROM rate_limit_hits WHERE window_start < ?1").bind(nowSeconds - 86_400),
          db
            .prepare(
              `INSERT INTO rate_limit_hits (bucket, window_start, hits)
               SELECT ?1, ?2, 1
                WHERE COALESCE((SELECT hits FROM rate_limit_hits WHERE bucket = ?1 AND window_start = ?2 - ?3), 0) * (?3 - ?4)
                      + (COALESCE((SELECT hits FROM rate_limit_hits WHERE bucket = ?1 AND window_start = ?2), 0) + 1) * ?3
                      <= ?5 * ?3
               ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1
               RETURNING hits`,
            )
            .bind(bucket, windowStart, windowSeconds, elapsed, limit),
          db
            .prepare("SELECT window_start, hits FROM rate_limit_hits WHERE bucket = ?1 AND window_start IN (?2, ?2 - ?3)")
            .bind(bucket, windowStart, windowSeconds),
        ]),
      );
      if (counted?.results.length) return { allowed: true, retryAfterSeconds: 0 };
      const hitsIn = (start: number) => buckets?.results.find((row) => row.window_start === start)?.hits ?? 0;
      return {
        allowed: false,
        retryAfterSeconds: slidingRetryAfter({
          previous: hitsIn(windowStart - windowSeconds),
          current: hitsIn(windowStart),
          limit,
          windowSeconds,
          elapsed,
        }),
      };
    },
  };
}

/**
 * Seconds until a refused bucket would allow one more hit. While the current bucket alone is
 * over the limit, that is after it has become the previous one and slid far enough out.
 * hit_rate_limit in supabase/migrations computes the same.
 */
function slidingRetryAfter(input: { previous: number; current: number; limit: number; windowSeconds: number; elapsed: number }) {
  const { previous, current, limit, windowSeconds: w, elapsed } = input;
  if (current + 1 > limit) return w - elapsed + w - Math.floor(((limit - 1) * w) / current);
  return Math.max(1, w - Math.floor(((limit - 1 - current) * w) / previous) - elapsed);
}
