import { describe, expect, it } from "vitest";
import { BackendTimeoutError, guardBackend, isReadMethod, withDeadline } from "~/backend/deadline.server";
import type { Backend } from "~/backend/types";
import { servableOnError, staleIfErrorSeconds, toStored } from "~/server/edge/page-cache.server";
import { unreadablePage } from "~/server/edge/outage.server";
import { backendWith, fakeFetch, json } from "../fixtures/supabase/fake-fetch";

// Deadlines and no blind retries (docs/decisions/0024-backend-deadlines.md); pages that could
// not read their data and stale-if-error (0025-error-pages-and-stale-if-error.md).

const never = () => new Promise<never>(() => undefined);

/** A backend whose methods are the given functions (the rest of the port is not called). */
const fakeBackend = (methods: Record<string, (...args: unknown[]) => Promise<unknown>>) =>
  ({ kind: "d1", ...methods }) as unknown as Backend;

describe("withDeadline", () => {
  it("passes an answer in time through, and rejects with a BackendTimeoutError when there is none", async () => {
    await expect(withDeadline("quick", 200, async () => "ok")).resolves.toBe("ok");
    const started = Date.now();
    await expect(withDeadline("hangs", 50, never)).rejects.toBeInstanceOf(BackendTimeoutError);
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe("guardBackend (one request's backend)", () => {
  it("gives every call a deadline, and after a call that ran out of time fails the request's next calls at once", async () => {
    let calls = 0;
    const shared = fakeBackend({
      listBlogArticles: () => {
        calls += 1;
        return never();
      },
      listBlogCategories: () => {
        calls += 1;
        return Promise.resolve([]);
      },
    });
    const { backend, readFailed } = guardBackend(shared, { callMs: 60, budgetMs: 1000 });
    expect(readFailed()).toBe(false);
    const started = Date.now();
    await expect(backend.listBlogArticles({ locale: "en" })).rejects.toBeInstanceOf(BackendTimeoutError);
    await expect(backend.listBlogCategories("en")).rejects.toBeInstanceOf(BackendTimeoutError);
    expect(Date.now() - started).toBeLessThan(500);
    expect(calls).toBe(1); // the second call never reached the backend
    expect(readFailed()).toBe(true);
  });

  it("guards a backend whose methods are not its own properties (the lazily loaded Supabase adapter)", async () => {
    // backend/index.server.ts hands the Supabase adapter over as a proxy that loads the adapter
    // on its first call: it lists no methods, so copying them would drop every call.
    const lazy = new Proxy({ kind: "supabase" } as Backend, {
      get: (target, property) =>
        property === "kind" ? target.kind : property === "listBlogCategories" ? never : property === "listTutorials" ? async () => ["t"] : undefined,
    });
    const { backend, readFailed } = guardBackend(lazy, { callMs: 60, budgetMs: 1000 });
    expect(backend.kind).toBe("supabase");
    await expect(backend.listTutorials({ locale: "en" })).resolves.toEqual(["t"]);
    await expect(backend.listBlogCategories("en")).rejects.toBeInstanceOf(BackendTimeoutError);
    expect(readFailed()).toBe(true);
  });

  it("keeps all the calls of one request within one budget", async () => {
    let clock = 0;
    const { backend } = guardBackend(
      fakeBackend({ listBlogArticles: async () => [], listBlogCategories: never, listTutorials: async () => [] }),
      { callMs: 1000, budgetMs: 1600, now: () => clock },
    );
    await expect(backend.listBlogArticles({ locale: "en" })).resolves.toEqual([]);
    // 1,550 ms of the budget gone: the next call gets the 50 left, not its own 1,000.
    clock = 1550;
    const started = Date.now();
    await expect(backend.listBlogCategories("en")).rejects.toThrow(/within 50 ms/);
    expect(Date.now() - started).toBeLessThan(900);
    // Past the budget (and after a call that ran out of time) a call fails without reaching the backend.
    clock = 1700;
    await expect(backend.listTutorials({ locale: "en" })).rejects.toBeInstanceOf(BackendTimeoutError);
  });

  it("does not take a resume upload's time from the calls after it", async () => {
    let clock = 0;
    const { backend } = guardBackend(
      fakeBackend({
        hitRateLimit: async () => true,
        storeResume: async () => {
          clock += 4000; // a 5 MB upload on a slow link
          return { path: "resumes/x.pdf" };
        },
        submitJobApplication: async () => "id-1",
      }),
      { callMs: 1000, budgetMs: 1600, now: () => clock },
    );
    await backend.hitRateLimit({} as never);
    await expect(backend.storeResume(new Uint8Array(), {} as never)).resolves.toEqual({ path: "resumes/x.pdf" });
    await expect(backend.submitJobApplication({} as never)).resolves.toBe("id-1");
  });

  it("records a failed read, not a failed write, and passes errors through unchanged", async () => {
    const refused = new Error("connection refused");
    const { backend, readFailed } = guardBackend(fakeBackend({ subscribe: () => Promise.reject(refused) }));
    await expect(backend.subscribe({} as never)).rejects.toBe(refused);
    expect(readFailed()).toBe(false);
    expect(isReadMethod("listPricingFeatures")).toBe(true);
    expect(isReadMethod("getRoadmapItem")).toBe(true);
    expect(isReadMethod("roadmapVotesOf")).toBe(true);
    expect(isReadMethod("addRoadmapComment")).toBe(false);
    expect(isReadMethod("hitRateLimit")).toBe(false);
  });
});

describe("the Supabase adapter under a failing backend", () => {
  it("does not retry a read that met a network error (postgrest-js by default would, 3 times over 7 s)", async () => {
    const { fetch, requests } = fakeFetch(new TypeError("fetch failed"), json([]), json([]), json([]));
    const started = Date.now();
    await expect(backendWith(fetch).listPricingFeatures("en")).rejects.toThrow(/Supabase/);
    expect(Date.now() - started).toBeLessThan(500);
    expect(requests).toHaveLength(1);
  });

  it("does not retry a read answered 503", async () => {
    const { fetch, requests } = fakeFetch(json({ message: "schema cache" }, 503), json([]));
    await expect(backendWith(fetch).listPricingFeatures("en")).rejects.toThrow(/Supabase/);
    expect(requests).toHaveLength(1);
  });

  it("aborts a request that gets no answer after 1.5 s", async () => {
    let aborted = false;
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener("abort", () => {
          aborted = true;
          reject(init.signal?.reason as Error);
        });
      })) as typeof fetch;
    const started = Date.now();
    await expect(backendWith(hanging).listPricingFeatures("en")).rejects.toThrow(/Supabase/);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(2500);
    expect(aborted).toBe(true);
  });
});

describe("pages that could not read their data", () => {
  const page = () => new Response("<p>Failed to load blog articles</p>", { status: 200, headers: { "Content-Type": "text/html", "Cache-Control": "no-cache" } });

  it("answer 503 with Retry-After and no-store, with the same body", async () => {
    const answer = unreadablePage(new Request("https://stayloop.io/blog"), page());
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(await answer.text()).toContain("Failed to load blog articles");
  });

  it("give a loader's own 503 the same headers", () => {
    const own = unreadablePage(new Request("https://stayloop.io/roadmap"), new Response("x", { status: 503 }));
    expect(own.status).toBe(503);
    expect(own.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("leave a form's answer and a redirect as they are", () => {
    const posted = unreadablePage(new Request("https://stayloop.io/roadmap/1", { method: "POST" }), page());
    expect(posted.status).toBe(200);
    const redirect = unreadablePage(new Request("https://stayloop.io/x"), new Response(null, { status: 303, headers: { Location: "/" } }));
    expect(redirect.status).toBe(303);
  });
});

describe("stale-if-error", () => {
  it("serves a copy up to a day old, never an older one or one from the future", () => {
    const stored = 1_700_000_000_000;
    expect(servableOnError(stored, stored + 60_000)).toBe(true);
    expect(servableOnError(stored, stored + staleIfErrorSeconds * 1000)).toBe(true);
    expect(servableOnError(stored, stored + staleIfErrorSeconds * 1000 + 1)).toBe(false);
    expect(servableOnError(stored, stored - 1000)).toBe(false);
    expect(servableOnError(Number.NaN, stored)).toBe(false);
  });

  it("keeps every stored copy in the cache for at least a day", () => {
    const roadmap = toStored(new Response("x"), { kind: "roadmap", freshSeconds: 30, staleSeconds: 300 }, 0);
    expect(roadmap.headers.get("Cache-Control")).toBe(`public, max-age=${staleIfErrorSeconds}`);
    const marketing = toStored(new Response("x"), { kind: "marketing", freshSeconds: 3600, staleSeconds: 86_400 }, 0);
    expect(marketing.headers.get("Cache-Control")).toBe(`public, max-age=${3600 + 86_400}`);
  });
});
