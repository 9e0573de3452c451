import type { NewsletterPort, RateLimitInput, SubscribeInput } from "../newsletter";
import { BackendError } from "../types";
import { runD1, type D1Context } from "./context.server";

/** Newsletter subscribers and rate-limit counters on D1. */
export function d1Newsletter({ db, now }: D1Context): NewsletterPort {
  return {
    async subscribe(input: SubscribeInput) {
      const timestamp = now().toISOString();
      // One statement: insert, or update the row of a known email. update_count tells which.
      const row = await runD1("subscribe", () =>
        db
          .prepare(
            `INSERT INTO newsletter_subscribers
               (id, email, name, phone, is_waitlist, feature_interest, locale, consent_text,
                subscribed_at, preferences_updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9)
             ON CONFLICT (email) DO UPDATE SET
               name = excluded.name,
               phone = excluded.phone,
               is_waitlist = excluded.is_waitlist,
               feature_interest = excluded.feature_interest,
               locale = excluded.locale,
               consent_text = excluded.consent_text,
               subscribed_at = excluded.subscribed_at,
               preferences_updated_at = excluded.preferences_updated_at,
               update_count = newsletter_subscribers.update_count + 1
             RETURNING update_count`,
          )
          .bind(
            crypto.randomUUID(),
            input.email,
            input.name,
            input.phone,
            input.isWaitlist ? 1 : 0,
            input.featureInterest,
            input.locale,
            input.consentText,
            timestamp,
          )
          .first<{ update_count: number }>(),
      );
      if (!row) throw new BackendError("D1 subscribe returned no row");
      return row.update_count === 0 ? "subscribed" : "updated";
    },

    async hitRateLimit({ bucket, limit, windowSeconds }: RateLimitInput) {
      // Counters are kept for one day, so a window may not be longer than that.
      if (!(windowSeconds >= 1 && windowSeconds <= 86_400) || !(limit >= 1)) {
        throw new BackendError("hitRateLimit needs 1 <= windowSeconds <= 86400 and limit >= 1");
      }
      const nowSeconds = Math.floor(now().getTime() / 1000);
      const windowStart = nowSeconds - (nowSeconds % windowSeconds);
      const [, counted] = await runD1("rate limit", () =>
        db.batch<{ hits: number }>([
          db.prepare("DELETE FROM rate_limit_hits WHERE window_start < ?1").bind(nowSeconds - 86_400),
          db
            .prepare(
              `INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES (?1, ?2, 1)
               ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1
               RETURNING hits`,
            )
            .bind(bucket, windowStart),
        ]),
      );
      const hits = counted?.results[0]?.hits ?? 1;
      return {
        allowed: hits <= limit,
        retryAfterSeconds: hits <= limit ? 0 : windowStart + windowSeconds - nowSeconds,
      };
    },
  };
}
