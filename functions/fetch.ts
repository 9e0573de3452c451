/**
 * The edge (DESIGN §3): the Worker's `fetch` handler. Static files never reach it (Workers
 * Static Assets answer them first, wrangler.toml `[assets]`). Order: refuse cross-site posts,
 * send unprefixed URLs to their language twin when the visitor prefers Portuguese, answer
 * cacheable pages from the edge cache, else hand the request to Remix with the load context.
 * Every response leaves with the security headers; a page's CSP allows its own inline scripts
 * by hash, so a cached copy is served with its body untouched (decision 0032).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { withRoundTrips } from "../app/backend/round-trips.server";
import { languageRedirectTarget } from "../app/server/edge/language-redirect.server";
import { withCleanUrl } from "../app/server/edge/query-params.server";
import { countCampaignVisit } from "../app/server/edge/campaign-visits.server";
import { currentContentVersion } from "../app/server/edge/content-version.server";
import {
  cachePolicyFor,
  cacheKeyFor,
  cacheStatusHeader,
  freshnessOf,
  fromMemory,
  isCacheableRequest,
  memoryCopyOf,
  PageMemory,
  servableOnError,
  storedAtHeader,
  storePolicyFor,
  toMemoryCopy,
  toServed,
  toStored,
} from "../app/server/edge/page-cache.server";
import { applySecurityHeaders, isCrossOriginPost } from "../app/server/edge/security-headers.server";
import { answerTestSql } from "../app/server/edge/test-sql.server";
import { studioDoor, studioHeaders } from "../app/server/edge/studio-gate.server";
import { isStudioPath } from "../app/server/access.server";
import { testClockOffsetMs, unreadablePage } from "../app/server/edge/outage.server";
import type { AppConfig, Env } from "../app/server/env.server";
import { isOneClickUnsubscribe, withoutOrigin } from "../app/server/edge/one-click-unsubscribe.server";
import { deliveriesPerRequest } from "../app/server/leads/delivery.server";
import { cacheControl } from "../app/lib/cache-control";
import { deliverLeadEvents } from "./lead-delivery";
import type { RoutePage } from "../app/server/edge/route-table.server";
import { backendForRequest, createRequestHandler, getBackend, originOf, readConfig, routeTable, serverBuild } from "./server-build";

const handleRemixRequest = createRequestHandler(serverBuild, "production");
type WaitUntil = (promise: Promise<unknown>) => void;
/** Responses this file built itself, whose headers it may change without a copy. */
const ownCopies = new WeakSet<Response>();
const own = (response: Response) => (ownCopies.add(response), response);
/** This isolate's copies of the pages it stored or read last (decision 0032). */
const pageMemory = new PageMemory();

export async function handleFetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const waitUntil: WaitUntil = (promise) => ctx.waitUntil(promise);
  let config: AppConfig | null = null;
  let spare: { body: ReadableStream | null } | null = null;
  let response: Response;
  try {
    // Before anything is answered: a misconfigured production site (no SITE_URL, a development
    // secret) serves the "temporarily unavailable" page, never a page with wrong links.
    config = readConfig(env);
    spare = request.body && !config.production ? request.clone() : null;
    response = await route(request, env, config, waitUntil);
  } catch (error) {
    console.error(error);
    response = unavailable();
  }
  // Responses from Remix may have immutable headers; copy before adding ours (the page cache's
  // answers are copies made here already: one copy per response is enough).
  if (!ownCopies.has(response)) response = new Response(response.body, response);
  applySecurityHeaders(response.headers, { https: new URL(request.url).protocol === "https:", webAnalytics: Boolean(config?.webAnalyticsToken) });
  // Every studio answer, its 404s and errors included, is private and never indexed (decision 0501).
  if (isStudioPath(new URL(request.url).pathname)) for (const [name, value] of Object.entries(studioHeaders)) response.headers.set(name, value);
  if (spare) await readToTheEnd(spare);
  // A form post may just have written a lead: the events that are due go out after this
  // response, a few at most, so a lead leaves within a second when its receiver is up. Page
  // reads do not look: the clock drains the rest every minute (decisions 0028, 0040).
  if (config && request.method !== "GET" && request.method !== "HEAD") {
    const now = new Date(Date.now() + testClockOffsetMs(request, config));
    waitUntil(deliverLeadEvents(env, { now, limit: deliveriesPerRequest }).catch((error: unknown) => console.error(error)));
  }
  return response;
}

/**
 * Local servers only (decision 0040). wrangler 4.86's dev proxy (`wrangler dev`, the test
 * servers) forwards each request to the Worker over a connection it keeps for the next one. When
 * the site answers before a request body was read to the end (a 415 for a wrong type, a 413 once
 * an upload passes its cap), the local runtime drops that connection: the answer to a large
 * upload reached the visitor empty, and the next post on the connection was answered "Your
 * worker restarted mid-request" (503). So locally the answer waits until a spare copy of the body
 * was read to the end, as it did behind the Pages routing template. On Cloudflare none of this
 * happens, and production mode never makes the copy.
 */
async function readToTheEnd(copy: { body: ReadableStream | null }) {
  const reader = copy.body?.getReader();
  if (!reader) return;
  try {
    while (!(await reader.read()).done);
  } catch {
    // The sender went away: nothing left to read.
  }
}

async function route(request: Request, env: Env, config: AppConfig, waitUntil: WaitUntil) {
  const testAnswer = await answerTestSql(request, config);
  if (testAnswer) return testAnswer;
  // RFC 8058: a mail client's one-click unsubscribe is a cross-site POST; exactly the signed
  // unsubscribe addresses accept it (decision 0030), without its Origin (Remix refuses an action
  // whose Origin is not its host). Every other cross-site POST stays refused.
  const crossSite = isCrossOriginPost(request);
  if (crossSite && isOneClickUnsubscribe(request)) request = withoutOrigin(request);
  else if (crossSite) {
    return new Response(
      "Forbidden: this form can only be sent from the StayLoop website.\nProibido: este formulário só pode ser enviado pelo site do StayLoop.\n",
      { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl.never } },
    );
  }

  // The studio (/studio*): signed in through Cloudflare Access before anything else runs, or
  // refused here with nothing of it shown (decision 0501).
  const studio = await studioDoor(request, config, (email) => getBackend(env).findStaffMember(email));
  if (studio.refused) return studio.refused;

  // What the page asked for says about itself (its route's handle.page, decision 0220): matched
  // once here, read by the redirect, the URL cleaner and the cache.
  const page = routeTable.match(new URL(request.url).pathname);
  const twin = languageRedirectTarget(request, page);
  if (twin) {
    return new Response(null, {
      status: 302,
      headers: { Location: twin, "Cache-Control": cacheControl.personal, Vary: "Cookie, Accept-Language" },
    });
  }
  // A page sees only the query parameters it reads (decision 0026): campaign ids and junk never
  // reach Remix, the HTML (redirectTo, links) or the cache key. Posts keep their address.
  if (isPageRead(request, page)) {
    // Counted first, by campaign, other site and page (decision 0050): only the count, after the response.
    if (request.method === "GET") countCampaignVisit(config.campaignVisits, request, waitUntil);
    request = withCleanUrl(request, page);
  }
  // The origin of every absolute link this request's page writes, and of its cache key: derived
  // once here, read by the loaders as `context.origin` (decision 0011).
  const origin = originOf(request, config);

  // The backend's content version (decision 0027): in the page cache key, and in the load
  // context for this isolate's memos of backend reads (the help center's), so neither hides an
  // edit. Without the edge cache (development, tests) nothing is keyed by it.
  const cache = (caches as unknown as { default: Cache }).default;
  const contentVersion = config.edgeCache
    ? await Promise.resolve()
        .then(() => currentContentVersion({ source: getBackend(env), cache, waitUntil }))
        .catch(() => null)
    : null;

  // Each render has its own deadlines and learns whether a read failed: a page that could
  // not read its data answers 503 and is never stored (decisions 0024, 0025).
  const render = async (req: Request) => {
    const calls = backendForRequest(env);
    // scripts/bench-edge.mjs only: backend calls delayed and counted (never in production).
    const bench = config.backendLatencyMs !== null ? withRoundTrips(calls.backend, config.backendLatencyMs) : null;
    const response = await handleRemixRequest(req, {
      config,
      origin,
      backend: bench?.backend ?? calls.backend,
      contentVersion,
      routes: routeTable,
      waitUntil,
      staff: studio.member,
    } satisfies AppLoadContext);
    if (calls.readFailed()) return unreadablePage(req, response);
    if (!bench) return response;
    const counted = new Response(response.body, response);
    counted.headers.set("X-Backend-Round-Trips", `${bench.trips.sequential}/${bench.trips.calls}`);
    return counted;
  };

  if (!config.edgeCache || !isCacheableRequest(request, page)) {
    const response = await render(request);
    if (request.method !== "GET" && request.method !== "HEAD") return response;
    const marked = new Response(response.body, response);
    marked.headers.set(cacheStatusHeader, "BYPASS");
    return own(marked);
  }
  return own(await servePageFromCache(request, page, config, { cache, contentVersion, origin, waitUntil }, render));
}

/**
 * The page cache (DESIGN §9): a fresh copy is served without running Remix; a stale one is
 * served while one background render refreshes it (the Cache API has no
 * stale-while-revalidate of its own); a miss renders, answers, and stores the copy.
 */
async function servePageFromCache(
  request: Request,
  page: RoutePage,
  config: AppConfig,
  { cache, contentVersion, origin, waitUntil }: { cache: Cache; contentVersion: string | null; origin: string; waitUntil: WaitUntil },
  render: (req: Request) => Promise<Response>,
) {
  // The backend's content version (decision 0027) is in the key: an edit is a new key everywhere.
  const key = cacheKeyFor(
    request,
    page,
    // Switching Web Analytics on or off changes every page's HTML: a key of its own.
    `${serverBuild.assets.version}.${config.contentVersion}.${contentVersion ?? "unknown"}${config.webAnalyticsToken ? ".wa" : ""}`,
    origin,
  );
  const renderAndStore = async () => {
    // A HEAD renders as a GET (its body is dropped by bodyFor), so the stored copy has one.
    const response = await render(new Request(request.url, { method: "GET", headers: request.headers }));
    const policy = storePolicyFor(page, response.status);
    // A page that says it is private or must not be stored (forms with per-visitor state) is not.
    const declinesCache = /\b(no-store|private)\b/.test(response.headers.get("Cache-Control") ?? "");
    if (!policy || declinesCache || response.headers.has("Set-Cookie")) return response;
    // The page is read once (it was rendered whole, decision 0020): the answer, this isolate's
    // memory copy and the Cache API's copy are made from the same bytes, with no tee of the body.
    const bytes = await response.arrayBuffer();
    const stored = toStored(new Response(bytes, response), policy, Date.now());
    pageMemory.set(key.url, memoryCopyOf(stored, new Uint8Array(bytes)));
    waitUntil(cache.put(key, stored));
    return new Response(bytes, response);
  };

  const now = Date.now() + testClockOffsetMs(request, config);
  // This isolate's memory first: the same copy as the Cache API's, without its round trip.
  const remembered = pageMemory.get(key.url);
  const rememberedPolicy = remembered ? storePolicyFor(page, remembered.status) : null;
  if (remembered && rememberedPolicy) {
    const freshness = freshnessOf(remembered.storedAt, now, rememberedPolicy);
    if (freshness !== "expired") {
      if (freshness === "stale") waitUntil(renderAndStore().then((r) => r.body?.cancel()));
      return bodyFor(request, fromMemory(remembered, freshness === "fresh" ? "HIT" : "STALE"));
    }
  }

  const cached = await cache.match(key);
  const policy = cached ? storePolicyFor(page, cached.status) : null;
  const storedAt = Number(cached?.headers.get(storedAtHeader));
  if (cached && policy) {
    const freshness = freshnessOf(storedAt, now, policy);
    if (freshness !== "expired") {
      if (freshness === "stale") waitUntil(renderAndStore().then((r) => r.body?.cancel()));
      // A fresh copy another isolate stored: kept in memory for this isolate's next visitors.
      else waitUntil(toMemoryCopy(cached.clone()).then((copy) => pageMemory.set(key.url, copy)));
      return bodyFor(request, toServed(cached, freshness === "fresh" ? "HIT" : "STALE"));
    }
  }
  const rendered = await renderAndStore();
  // Stale-if-error: while the backend fails, a good copy up to a day old beats the error state.
  if (rendered.status >= 500 && cached && policy && servableOnError(storedAt, now)) {
    void rendered.body?.cancel();
    return bodyFor(request, toServed(cached, "STALE-IF-ERROR"));
  }
  if (rendered.status >= 500 && remembered && rememberedPolicy && servableOnError(remembered.storedAt, now)) {
    void rendered.body?.cancel();
    return bodyFor(request, fromMemory(remembered, "STALE-IF-ERROR"));
  }
  return bodyFor(request, toServed(rendered, "MISS"));
}

function isPageRead(request: Request, page: RoutePage) {
  return (request.method === "GET" || request.method === "HEAD") && cachePolicyFor(page) !== null;
}

/** HEAD gets the headers of the page and no body. */
function bodyFor(request: Request, response: Response) {
  if (request.method !== "HEAD") return response;
  void response.body?.cancel();
  return new Response(null, response);
}

/** A configuration or runtime failure outside Remix still gets a readable page. */
function unavailable() {
  return new Response(
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>StayLoop is temporarily unavailable</title><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><h1>We'll be right back</h1><p>StayLoop is temporarily unavailable. Please try again in a few minutes.</p><p lang="pt-BR">O StayLoop está temporariamente indisponível. Tente novamente em alguns minutos.</p></body></html>`,
    { status: 503, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl.never, "Retry-After": "60" } },
  );
}
