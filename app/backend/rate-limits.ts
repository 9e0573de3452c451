/**
 * The counters behind every rate limit (app/server/abuse.server.ts decides the limits and
 * the buckets; docs/decisions/0010-shared-addresses-and-rate-limits.md): every public form,
 * and the help search's misses. The table is `rate_limit_hits` on both backends.
 */
export interface RateLimitsPort {
  /**
   * Counts one hit against a sliding window and says whether it is still within the limit.
   * The window is two fixed buckets, the previous one weighted by how much of it still
   * overlaps the window: allowed when previous × (window − elapsed) / window + current + 1
   * ≤ limit. A refused hit is not counted. `bucket` is already a keyed hash (of the client
   * address or the email, and the action). Windows are 1 s to 12 h long; buckets are deleted
   * by the first hit a day after they started (the privacy policy's "delete it after one day").
   */
  hitRateLimit(input: RateLimitInput): Promise<RateLimitResult>;
}

export interface RateLimitInput {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** 0 when allowed; otherwise the seconds until one more hit would be. */
  retryAfterSeconds: number;
}
