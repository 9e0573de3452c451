/**
 * The edge (DESIGN §3): the Worker's `fetch` handler. Static files never reach it (Workers Static
 * Assets answer them first, wrangler.toml `[assets]`). A request's way, top to bottom:
 * 1. the configuration, parsed once per isolate (a broken production one answers "unavailable");
 * 2. the test servers' SQL; cross-site posts refused (a signed one-click unsubscribe excepted);
 *    the studio's door: signed in through Cloudflare Access, or refused (decision 0501);
 * 3. the page the path asks for (the route table) and the language redirect;
 * 4. a read of a cacheable page: campaign counted, URL cleaned, the content version, then the
 *    cache's tiers (this isolate's memory, the Cache API) in one loop (page-tiers.server.ts);
 * 5. everything else rendered by Remix, uncached (a `private` page always says so);
 * 6. on the way out: the security headers (a studio answer's private ones too), locally the body
 *    read to the end, and after a post the site accepted, the lead events that are due (decision 0059).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { withRoundTrips } from "../app/backend/round-trips.server";
import { isAcceptedPost } from "../app/server/edge/accepted-post.server";
import { countCampaignVisit } from "../app/server/edge/campaign-visits.server";
import { currentContentVersion, knownContentVersion } from "../app/server/edge/content-version.server";
import { languageRedirectTarget } from "../app/server/edge/language-redirect.server";
import { isOneClickUnsubscribe, withoutOrigin } from "../app/server/edge/one-click-unsubscribe.server";
import { testClockOffsetMs, unreadablePage } from "../app/server/edge/outage.server";
import { cacheKeyFor, cachePolicyFor, isCacheableRequest, PageMemory } from "../app/server/edge/page-cache.server";
import { bypassed, cacheApiTier, memoryTier, readThroughTiers, type WaitUntil } from "../app/server/edge/page-tiers.server";
import { withCleanUrl } from "../app/server/edge/query-params.server";
import { applySecurityHeaders, isCrossOriginPost } from "../app/server/edge/security-headers.server";
import { studioDoor, studioHeaders } from "../app/server/edge/studio-gate.server";
import { answerTestSql } from "../app/server/edge/test-sql.server";
import { isStudioPath } from "../app/server/access.server";
import type { AppConfig, Env } from "../app/server/env.server";
import { deliveriesPerRequest } from "../app/server/leads/delivery.server";
import { cacheControl } from "../app/lib/cache-control";
import { deliverLeadEvents } from "./lead-delivery";
import { backendForRequest, createRequestHandler, getBackend, originOf, readConfig, routeTable, serverBuild } from "./server-build";

const handleRemixRequest = createRequestHandler(serverBuild, "production");
/** This isolate's copies of the pages it stored or read last (decision 0032): the cache's first tier. */
const pageMemory = memoryTier(new PageMemory());
/** Responses this file built itself, whose headers it may change without a copy. */
const ownCopies = new WeakSet<Response>();
const own = (response: Response) => (ownCopies.add(response), response);

/** What one request did that the way out needs to know. */
interface Visit {
  /** A backend write stored what the visitor sent (app/backend/deadline.server.ts). */
  stored: boolean;
}

export async function handleFetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const waitUntil: WaitUntil = (promise) => ctx.waitUntil(promise);
  const visit: Visit = { stored: false };
  let config: AppConfig | null = null;
  let spare: { body: ReadableStream | null } | null = null;
  let response: Response;
  try {
    // Before anything is answered: a misconfigured production site (no SITE_URL, a development
    // secret) serves the "temporarily unavailable" page, never a page with wrong links.
    config = readConfig(env);
    spare = request.body && !config.production ? request.clone() : null;
    response = await route(request, env, config, visit, waitUntil);
  } catch (error) {
    console.error(error);
    response = unavailable();
  }
  // Responses from Remix may have immutable headers; copy before adding ours (one copy each).
  if (!ownCopies.has(response)) response = new Response(response.body, response);
  applySecurityHeaders(response.headers, { https: new URL(request.url).protocol === "https:", webAnalytics: Boolean(config?.webAnalyticsToken) });
  // Every studio answer, its 404s and errors included, is private and never indexed (decision 0501).
  if (isStudioPath(new URL(request.url).pathname)) for (const [name, value] of Object.entries(studioHeaders)) response.headers.set(name, value);
  if (spare) await readToTheEnd(spare);
  // A post the site accepted may just have written a lead: the events that are due go out after
  // this response, a few at most, so a lead leaves within a second when its receiver is up. Reads
  // and refused posts do not look: the clock drains the rest every minute (decisions 0028, 0040, 0059).
  if (config && isAcceptedPost(request.method, response.status, visit.stored)) {
    const now = new Date(Date.now() + testClockOffsetMs(request, config));
    waitUntil(deliverLeadEvents(env, { now, limit: deliveriesPerRequest }).catch((error: unknown) => console.error(error)));
  }
  return response;
}

async function route(request: Request, env: Env, config: AppConfig, visit: Visit, waitUntil: WaitUntil): Promise<Response> {
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

  const pageRead = (request.method === "GET" || request.method === "HEAD") && cachePolicyFor(page) !== null;
  if (pageRead) {
    // Counted first, by campaign, other site and page (decision 0050): only the count, after the response.
    if (request.method === "GET") countCampaignVisit(config.campaignVisits, request, waitUntil);
    // A page sees only the query parameters it reads (decision 0026): campaign ids and junk never
    // reach Remix, the HTML (redirectTo, links) or the cache key. Posts keep their address.
    request = withCleanUrl(request, page);
  }
  // The origin of every absolute link this request's page writes, and of its cache key: derived
  // once here, read by the loaders as `context.origin` (decision 0011).
  const origin = originOf(request, config);
  const cache = (caches as unknown as { default: Cache }).default;
  const contentVersion = await contentVersionFor(pageRead, env, config, cache, waitUntil);
  const render = (req: Request) => renderPage(req, env, config, visit, { origin, contentVersion, waitUntil, staff: studio.member });

  if (config.edgeCache && isCacheableRequest(request, page)) {
    const key = cacheKeyFor(
      request,
      page,
      // An edit is a new key everywhere; switching Web Analytics on or off changes every page's HTML.
      `${serverBuild.assets.version}.${config.contentVersion}.${contentVersion ?? "unknown"}${config.webAnalyticsToken ? ".wa" : ""}`,
      origin,
    );
    return own(
      await readThroughTiers({
        request,
        page,
        key,
        now: Date.now() + testClockOffsetMs(request, config),
        tiers: [pageMemory, cacheApiTier(cache)],
        // A HEAD renders as a GET (its body is dropped on the way out), so the stored copy has one.
        render: () => render(new Request(request.url, { method: "GET", headers: request.headers })),
        waitUntil,
      }),
    );
  }
  const response = await render(request);
  if (page.cache === "private") return own(privateAnswer(response));
  if (request.method !== "GET" && request.method !== "HEAD") return response;
  return own(bypassed(response));
}

/**
 * The backend's content version (decision 0027): in the cache key, and in the load context for
 * this isolate's memos of backend reads (the help center's), so neither hides an edit. Only a read
 * of a cacheable page reads it (and may wait for it); a post or an endpoint takes the value this
 * isolate already knows. Without the edge cache (development, tests) nothing is keyed by it.
 */
async function contentVersionFor(pageRead: boolean, env: Env, config: AppConfig, cache: Cache, waitUntil: WaitUntil): Promise<string | null> {
  if (!config.edgeCache) return null;
  try {
    const source = getBackend(env);
    return pageRead ? await currentContentVersion({ source, cache, waitUntil }) : knownContentVersion(source);
  } catch {
    return null;
  }
}

/**
 * Remix's answer, with the request's own backend: each call under its deadline, a failed read
 * making the page a 503 that is never stored (decisions 0024, 0025), and a write that stored what
 * the visitor sent noted for the way out (decision 0059).
 */
async function renderPage(
  request: Request,
  env: Env,
  config: AppConfig,
  visit: Visit,
  { origin, contentVersion, waitUntil, staff }: { origin: string; contentVersion: string | null; waitUntil: WaitUntil; staff: AppLoadContext["staff"] },
): Promise<Response> {
  const calls = backendForRequest(env);
  // scripts/bench/edge.mjs only: backend calls delayed and counted (never in production).
  const bench = config.backendLatencyMs !== null ? withRoundTrips(calls.backend, config.backendLatencyMs) : null;
  const response = await handleRemixRequest(request, {
    config,
    origin,
    backend: bench?.backend ?? calls.backend,
    contentVersion,
    routes: routeTable,
    waitUntil,
    staff,
  } satisfies AppLoadContext);
  if (calls.stored()) visit.stored = true;
  if (calls.readFailed()) return unreadablePage(request, response);
  if (!bench) return response;
  const counted = new Response(response.body, response);
  counted.headers.set("X-Backend-Round-Trips", `${bench.trips.sequential}/${bench.trips.calls}`);
  return counted;
}

/** A signed-in person's page (the studio): whatever its route said, no browser or proxy keeps it. */
function privateAnswer(response: Response): Response {
  const answer = new Response(response.body, response);
  answer.headers.set("Cache-Control", cacheControl.personal);
  return answer;
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

/** A configuration or runtime failure outside Remix still gets a readable page. */
function unavailable() {
  return new Response(
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>StayLoop is temporarily unavailable</title><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><h1>We'll be right back</h1><p>StayLoop is temporarily unavailable. Please try again in a few minutes.</p><p lang="pt-BR">O StayLoop está temporariamente indisponível. Tente novamente em alguns minutos.</p></body></html>`,
    { status: 503, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": cacheControl.never, "Retry-After": "60" } },
  );
}
