/**
 * Server-side form of the help center's client rules (spec 2 §7, §9): help categories are
 * retried once, help articles twice, and a successful answer stays fresh for 5 minutes
 * (300000 ms). Here the retries wrap the backend call and the freshness is an in-isolate
 * memo: every visitor served by the same isolate shares the answer for 5 minutes, so the
 * backend sees at most one read per list per isolate in that time. Failures are never
 * remembered. See docs/decisions/0206-help-center.md.
 */
export const helpArticlesStaleTimeMs = 300_000;
export const helpRetries = { categories: 1, articles: 2 } as const;

/** Calls `read`, and again up to `retries` more times while it throws. */
export async function withRetry<T>(read: () => Promise<T>, retries: number): Promise<T> {
  let attempt = 0;
  for (;;) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= retries) throw error;
      attempt += 1;
    }
  }
}

export interface MemoOptions {
  ttlMs: number;
  now?: () => number;
  /** Entries kept at most; the oldest goes first. */
  maxEntries?: number;
}

/**
 * A time-limited memo of async reads, keyed by string. It keeps resolved VALUES only, never a
 * promise: Workers forbid one request from waiting on another request's I/O (the runtime
 * answers the waiting one "Worker's code had hung", issue 23 item 1), so concurrent misses
 * each read for themselves, and the last to finish leaves its value for the next 5 minutes.
 */
export function createMemo({ ttlMs, now = Date.now, maxEntries = 200 }: MemoOptions) {
  const entries = new Map<string, { expires: number; value: unknown }>();
  return {
    async get<T>(key: string, read: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as T;
      // A failed read throws to its own caller and is never remembered.
      const value = await read();
      entries.delete(key);
      entries.set(key, { expires: now() + ttlMs, value });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    forget(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}

/** The help center's memo, shared by the requests one isolate serves. */
export const helpMemo = createMemo({ ttlMs: helpArticlesStaleTimeMs });
