import {
  cachePolicyFor,
  cacheStatusHeader,
  freshnessOf,
  fromMemory,
  memoryCopyOf,
  servableOnError,
  storePolicyFor,
  toServed,
  toStored,
  type CachePolicy,
  type MemoryCopy,
  type PageMemory,
} from "./page-cache.server";
import type { RoutePage } from "./route-table.server";

/**
 * The edge page cache as one loop over its tiers (DESIGN §9, decisions 0008, 0025, 0032): this
 * isolate's memory copy, then the location's Cache API. Both keep the same thing under the same
 * key and answer with it in the same form (`MemoryCopy`: status, served headers, bytes, stored-at
 * time), so lookup, freshness, refresh and stale-if-error are written once, whatever the tier.
 */
export interface PageTier {
  /** The copy kept under `key`, or null. */
  find(key: Request): MemoryCopy | null | Promise<MemoryCopy | null>;
  /** Keeps `copy` under `key` (a promise is work after the answer, handed to waitUntil). */
  keep(key: Request, copy: MemoryCopy, policy: CachePolicy): void | Promise<unknown>;
}

/** This isolate's memory (decision 0032): no round trip, bounded, least recently used first. */
export function memoryTier(memory: PageMemory): PageTier {
  return {
    find: (key) => memory.get(key.url) ?? null,
    keep: (key, copy) => memory.set(key.url, copy),
  };
}

/** The location's Cache API: a copy is read whole, as the memory tier holds it, and stored in toStored's form. */
export function cacheApiTier(cache: Cache): PageTier {
  return {
    async find(key) {
      const cached = await cache.match(key);
      return cached ? memoryCopyOf(cached, new Uint8Array(await cached.arrayBuffer())) : null;
    },
    keep: (key, copy, policy) => cache.put(key, storedResponseOf(copy, policy)),
  };
}

/**
 * The Cache API's form of a copy (toStored's): the served headers with the stored-at time, the
 * policy and a lifetime of at least a day. memoryCopyOf turns it back into the same copy.
 */
function storedResponseOf(copy: MemoryCopy, policy: CachePolicy): Response {
  return toStored(new Response(copy.body, { status: copy.status, headers: [...copy.headers] }), policy, copy.storedAt);
}

export type WaitUntil = (promise: Promise<unknown>) => void;

export interface PageRead {
  /** A GET or HEAD, its URL already cleaned (query-params.server.ts). */
  request: Request;
  page: RoutePage;
  key: Request;
  /** The page cache's clock (the test servers can move it, outage.server.ts). */
  now: number;
  /** Nearest first: a fresh copy found further away is kept in the nearer ones. */
  tiers: readonly PageTier[];
  /** Renders the page as a GET (a HEAD's stored copy has its body). */
  render: () => Promise<Response>;
  waitUntil: WaitUntil;
}

/**
 * One read through the tiers: a fresh copy is served (and kept in the nearer tiers); a stale one is
 * served while one background render refreshes every tier (the Cache API has no
 * stale-while-revalidate of its own); otherwise the page is rendered, answered and kept. When that
 * render fails (5xx) the newest copy found expired is served instead while it is at most a day old
 * (stale-if-error, decision 0025). A page without a cache policy (never, private) touches no tier.
 */
export async function readThroughTiers(read: PageRead): Promise<Response> {
  const { request, page, key, now, tiers, waitUntil } = read;
  // A policy without windows (never, private) is no page the cache may hold, whoever asks.
  if (!cachePolicyFor(page)) return bodyFor(request, bypassed(await read.render()));
  const keep = (copy: MemoryCopy, policy: CachePolicy, into: readonly PageTier[]) => {
    for (const tier of into) {
      const later = tier.keep(key, copy, policy);
      if (later) waitUntil(later);
    }
  };
  const renderAndKeep = async () => {
    const response = await read.render();
    const policy = storePolicyFor(page, response.status);
    // A page that says it is private or must not be stored (forms with per-visitor state) is not.
    const declines = /\b(no-store|private)\b/.test(response.headers.get("Cache-Control") ?? "");
    if (!policy || declines || response.headers.has("Set-Cookie")) return response;
    // Read once (it was rendered whole, decision 0020): the answer and every tier's copy share the bytes.
    const bytes = new Uint8Array(await response.arrayBuffer());
    keep(memoryCopyOf(toStored(new Response(null, response), policy, Date.now()), bytes), policy, tiers);
    return new Response(bytes, response);
  };

  let fallback: MemoryCopy | null = null;
  for (const [index, tier] of tiers.entries()) {
    const copy = await tier.find(key);
    const policy = copy ? storePolicyFor(page, copy.status) : null;
    if (!copy || !policy) continue;
    const freshness = freshnessOf(copy.storedAt, now, policy);
    if (freshness === "expired") {
      if (!fallback || copy.storedAt > fallback.storedAt) fallback = copy;
      continue;
    }
    if (freshness === "stale") waitUntil(renderAndKeep().then((response) => response.body?.cancel()));
    else keep(copy, policy, tiers.slice(0, index));
    return bodyFor(request, fromMemory(copy, freshness === "fresh" ? "HIT" : "STALE"));
  }
  const rendered = await renderAndKeep();
  if (rendered.status >= 500 && fallback && servableOnError(fallback.storedAt, now)) {
    void rendered.body?.cancel();
    return bodyFor(request, fromMemory(fallback, "STALE-IF-ERROR"));
  }
  return bodyFor(request, toServed(rendered, "MISS"));
}

/** An answer the cache did not take part in (a post, a per-visitor cookie, a page never stored). */
export function bypassed(response: Response): Response {
  const marked = new Response(response.body, response);
  marked.headers.set(cacheStatusHeader, "BYPASS");
  return marked;
}

/** HEAD gets the headers of the page and no body. */
function bodyFor(request: Request, response: Response) {
  if (request.method !== "HEAD") return response;
  void response.body?.cancel();
  return new Response(null, response);
}
