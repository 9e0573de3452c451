import type { ContentVersionPort } from "~/backend/content-version";

/**
 * The content version as the edge knows it (issue 18 item 2, decision 0027). The backend's
 * triggers move it on every editorial change; the page cache key carries it, so the first
 * reader after an edit at any location misses and gets the new text.
 *
 * Cost: a busy isolate never waits for it. It keeps the VALUE with the time it was read
 * (never a shared in-flight promise: a Worker request may not wait on another request's I/O):
 * - younger than `freshMs`: used as is;
 * - younger than `maxAgeMs`: used, and this request refreshes it in the background;
 * - older, or never read: this request reads it, waiting at most `deadlineMs`.
 * A read that fails or times out keeps the last value (or the one this location's Cache API
 * holds, for a new isolate), so a slow or failing backend never fails a page over it. An edit
 * therefore shows within maxAgeMs + deadlineMs plus one render, everywhere.
 */
export const contentVersionTiming = { freshMs: 5_000, maxAgeMs: 30_000, deadlineMs: 300 } as const;

interface Known {
  value: string | null;
  /** When `value` was read from the backend (0: never). */
  readAt: number;
  /** When a read last started: one background refresh at a time per isolate. */
  startedAt: number;
}

const knownBySource = new WeakMap<object, Known>();

/** Where this location's last known version is kept for new isolates (never served to anyone). */
const sharedKey = "https://page-cache.internal/_content-version";

export interface ContentVersionDeps {
  source: ContentVersionPort;
  cache?: Cache;
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
  timing?: { freshMs: number; maxAgeMs: number; deadlineMs: number };
}

/** The content version for this request's cache key; null when it is not known (the key says so). */
export async function currentContentVersion(deps: ContentVersionDeps): Promise<string | null> {
  const { source, cache, now = Date.now, timing = contentVersionTiming } = deps;
  let known = knownBySource.get(source);
  if (!known) {
    known = { value: null, readAt: 0, startedAt: 0 };
    knownBySource.set(source, known);
    const shared = await readShared(cache);
    if (shared) Object.assign(known, shared);
  }
  const age = now() - known.readAt;
  const sinceTry = now() - known.startedAt;
  if (known.value !== null && age < timing.freshMs) return known.value;
  if (known.value !== null && age < timing.maxAgeMs) {
    if (sinceTry >= timing.deadlineMs) deps.waitUntil(refresh(known, deps));
    return known.value;
  }
  // Too old or unknown: read it now, unless a read failed in the last freshMs (a failing
  // backend then costs one request in each freshMs window the deadline, not every request).
  if (sinceTry >= timing.freshMs) await refresh(known, deps);
  return known.value;
}

/**
 * The version this isolate last read, without reading it: for a request that is not a read of a
 * cacheable page (a form post, an endpoint), whose render's memos (the help center's) are still
 * keyed by it, but which must not wait for, or start, a read of its own. Null before the first read.
 */
export function knownContentVersion(source: ContentVersionPort): string | null {
  return knownBySource.get(source)?.value ?? null;
}

async function refresh(known: Known, { source, cache, waitUntil, now = Date.now, timing = contentVersionTiming }: ContentVersionDeps) {
  known.startedAt = now();
  try {
    const value = await source.readContentVersion({ signal: AbortSignal.timeout(timing.deadlineMs) });
    known.value = value;
    known.readAt = now();
    waitUntil(writeShared(cache, value, known.readAt));
  } catch (error) {
    // Kept: the last value (the page cache then serves what it holds under it).
    console.error("content version read failed", error instanceof Error ? error.message : error);
  }
}

async function readShared(cache: Cache | undefined): Promise<Pick<Known, "value" | "readAt"> | null> {
  if (!cache) return null;
  try {
    const stored = await cache.match(sharedKey);
    if (!stored) return null;
    const { value, readAt } = (await stored.json()) as { value?: unknown; readAt?: unknown };
    return typeof value === "string" && typeof readAt === "number" ? { value, readAt } : null;
  } catch {
    return null;
  }
}

async function writeShared(cache: Cache | undefined, value: string, readAt: number) {
  if (!cache) return;
  try {
    await cache.put(
      sharedKey,
      new Response(JSON.stringify({ value, readAt }), {
        headers: { "Content-Type": "application/json", "Cache-Control": "public, max-age=86400" },
      }),
    );
  } catch {
    // The Cache API is an optimisation here; the isolate's own value stands.
  }
}
