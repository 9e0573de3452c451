import { readCookie } from "~/lib/i18n";
import { bannerCookieName } from "~/lib/banner";
import { cacheControl } from "~/lib/cache-control";
import { cleanSearch, isIgnoredCookie } from "./query-params.server";
import type { PageCache } from "~/lib/route-handle";
import type { RoutePage } from "./route-table.server";

/**
 * The edge cache policy (DESIGN §9, issue 6): how long the Workers Cache API serves a page
 * without running Remix, and under which key. Which policy a page has, it says itself in its
 * route module (`handle.page.cache`, decision 0220); page-tiers.server.ts applies it.
 */
export type PageKind = "marketing" | "content" | "roadmap" | "feed" | "notFound";

export interface CachePolicy {
  kind: PageKind;
  /** Served as is while younger than this. */
  freshSeconds: number;
  /** Then served stale while one background render refreshes it, for this much longer. */
  staleSeconds: number;
}

const policies: Record<PageKind, CachePolicy> = {
  // Marketing, feature and legal pages change with a deploy, which changes the key.
  marketing: { kind: "marketing", freshSeconds: 3600, staleSeconds: 86_400 },
  // Blog, tutorials, help, case studies, comparisons, job pages: edited or closed in the backend's tables.
  content: { kind: "content", freshSeconds: 300, staleSeconds: 3600 },
  // Vote and comment counts move; a visitor's own vote bypasses the cache (visitor cookie).
  roadmap: { kind: "roadmap", freshSeconds: 30, staleSeconds: 300 },
  feed: { kind: "feed", freshSeconds: 900, staleSeconds: 86_400 },
  notFound: { kind: "notFound", freshSeconds: 300, staleSeconds: 3600 },
};

/**
 * The route policies the edge stores, and only these: a policy not listed here (`never`: form
 * endpoints, per-visitor files; `private`: the studio, one signed-in person's pages) has no
 * windows, so no tier ever keeps or serves its answers (page-tiers.server.ts).
 */
const storedPolicies: Partial<Record<PageCache, CachePolicy>> = {
  marketing: policies.marketing,
  content: policies.content,
  roadmap: policies.roadmap,
  feed: policies.feed,
};

/** The policy of a page that answered 200, or null when it is never cached. */
export function cachePolicyFor(page: RoutePage): CachePolicy | null {
  return storedPolicies[page.cache] ?? null;
}

/** The policy for storing a response of this status, or null to not store it. */
export function storePolicyFor(page: RoutePage, status: number): CachePolicy | null {
  const policy = cachePolicyFor(page);
  if (!policy) return null;
  if (status === 200) return policy;
  if (status === 404) return policies.notFound;
  return null;
}

/**
 * Cookies that do not make a page per-visitor: the language choice only matters to the
 * redirect, which runs before the cache, and the banner choice is part of the key. Any
 * other cookie (the flash, the roadmap visitor id, ...) means the page may say something
 * to this visitor alone, so the request bypasses the cache.
 */
const sharedCookies = new Set(["lang", bannerCookieName]);

export function isCacheableRequest(request: Request, page: RoutePage): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (!cachePolicyFor(page)) return false;
  const cookie = request.headers.get("Cookie");
  if (!cookie) return true;
  return cookie
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter(Boolean)
    .every((name) => sharedCookies.has(name) || isIgnoredCookie(name));
}

/**
 * The cache key: the path and the query parameters the page reads, in a fixed order
 * (its `handle.page.query`, query-params.server.ts: campaign ids and junk never enter it), plus the content version (the build's asset version and the
 * operator's CONTENT_VERSION, so a deploy or a content bump starts afresh), the origin the
 * page's absolute links were built from (without SITE_URL that is the request's Host, which
 * a visitor chooses: keyed by it, a page rendered for `Host: evil.example` is only ever
 * served to that same Host) and whether the launch banner was dismissed (the one cookie
 * that changes the HTML).
 */
export function cacheKeyFor(request: Request, page: RoutePage, contentVersion: string, linkOrigin: string): Request {
  const url = new URL(request.url);
  const banner = readCookie(request.headers.get("Cookie"), bannerCookieName) === "1" ? "b0" : "b1";
  const origin = encodeURIComponent(linkOrigin);
  // url.pathname is already in its parsed, percent-encoded form, and the other parts are encoded
  // components: the string is the URL as `new URL()` would write it.
  return new Request(
    `https://page-cache.internal/${encodeURIComponent(contentVersion)}/${origin}/${banner}${url.pathname}${cleanSearch(url, page)}`,
  );
}

export const storedAtHeader = "X-Page-Cache-Stored-At";
export const cacheStatusHeader = "X-Edge-Cache";

export type Freshness = "fresh" | "stale" | "expired";

export function freshnessOf(storedAtMs: number, nowMs: number, policy: CachePolicy): Freshness {
  const ageSeconds = (nowMs - storedAtMs) / 1000;
  if (!(ageSeconds >= 0)) return "expired";
  if (ageSeconds <= policy.freshSeconds) return "fresh";
  if (ageSeconds <= policy.freshSeconds + policy.staleSeconds) return "stale";
  return "expired";
}

/**
 * Stale-if-error (docs/decisions/0025-error-pages-and-stale-if-error.md): when the backend
 * fails, a stored copy up to this old is served instead of the error state, whatever its
 * page's fresh and stale windows.
 */
export const staleIfErrorSeconds = 86_400;

export function servableOnError(storedAtMs: number, nowMs: number): boolean {
  const ageSeconds = (nowMs - storedAtMs) / 1000;
  return ageSeconds >= 0 && ageSeconds <= staleIfErrorSeconds;
}

/** The copy kept in the cache: marked with when it was stored, kept for fresh + stale, and at least a day (stale-if-error). */
export function toStored(response: Response, policy: CachePolicy, nowMs: number): Response {
  const stored = new Response(response.body, response);
  stored.headers.set(storedAtHeader, String(nowMs));
  const keepSeconds = Math.max(policy.freshSeconds + policy.staleSeconds, staleIfErrorSeconds);
  stored.headers.set("Cache-Control", `public, max-age=${keepSeconds}`);
  stored.headers.set("X-Page-Cache-Policy", policy.kind);
  return stored;
}

/** What leaves the edge for the browser: HTML is revalidated on every visit. */
export function toServed(stored: Response, status: "HIT" | "STALE" | "STALE-IF-ERROR" | "MISS" | "BYPASS"): Response {
  const served = new Response(stored.body, stored);
  served.headers.delete(storedAtHeader);
  served.headers.delete("X-Page-Cache-Policy");
  served.headers.set(cacheStatusHeader, status);
  const type = served.headers.get("Content-Type") ?? "";
  const declined = /\b(no-store|private)\b/.test(served.headers.get("Cache-Control") ?? "");
  if (type.startsWith("text/html") && !declined) served.headers.set("Cache-Control", cacheControl.revalidate);
  return served;
}

/**
 * A stored page as this isolate keeps it in memory (decision 0032): the served headers
 * without X-Edge-Cache, the body's bytes, and when the copy was stored.
 */
export interface MemoryCopy {
  status: number;
  headers: ReadonlyArray<[string, string]>;
  body: Uint8Array<ArrayBuffer>;
  storedAt: number;
}

/**
 * The pages this isolate stored or read last, in memory: a hit found here is answered without
 * the Cache API's lookup and body transfer, from the same key, with the same windows (the
 * copy's stored-at time) as the Cache API's copy, of which it is a byte-for-byte twin. Bounded
 * in bytes and entries; the least recently used goes first. Only bytes and strings are kept,
 * never a stream or a promise of another request (decision 0021).
 */
export class PageMemory {
  readonly #entries = new Map<string, MemoryCopy>();
  #bytes = 0;

  constructor(readonly limits: { bytes: number; entries: number } = { bytes: 8 * 1024 * 1024, entries: 256 }) {}

  get(key: string): MemoryCopy | undefined {
    const copy = this.#entries.get(key);
    if (copy) {
      // Most recently used last: Map keeps insertion order.
      this.#entries.delete(key);
      this.#entries.set(key, copy);
    }
    return copy;
  }

  set(key: string, copy: MemoryCopy): void {
    this.delete(key);
    if (copy.body.byteLength > this.limits.bytes / 4) return; // one page never crowds out the rest
    this.#entries.set(key, copy);
    this.#bytes += copy.body.byteLength;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.limits.bytes && this.#entries.size <= this.limits.entries) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.body.byteLength;
    }
  }

  delete(key: string): void {
    const copy = this.#entries.get(key);
    if (!copy) return;
    this.#entries.delete(key);
    this.#bytes -= copy.body.byteLength;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }
}

/** The memory twin of a copy as toStored made it (its body is read here). */
export async function toMemoryCopy(stored: Response): Promise<MemoryCopy> {
  return memoryCopyOf(stored, new Uint8Array(await stored.arrayBuffer()));
}

/** The memory twin of a copy as toStored made it, from its body's bytes already read (its body is left alone). */
export function memoryCopyOf(stored: Response, body: Uint8Array<ArrayBuffer>): MemoryCopy {
  const storedAt = Number(stored.headers.get(storedAtHeader));
  const served = toServed(new Response(null, { status: stored.status, headers: stored.headers }), "HIT");
  const status = cacheStatusHeader.toLowerCase();
  return { status: served.status, headers: [...served.headers].filter(([name]) => name !== status), body, storedAt };
}

/** What leaves the edge for a copy found in memory: the same as toServed gives for the Cache API's. */
export function fromMemory(copy: MemoryCopy, status: "HIT" | "STALE" | "STALE-IF-ERROR"): Response {
  return new Response(copy.body, { status: copy.status, headers: [...copy.headers, [cacheStatusHeader, status]] });
}
