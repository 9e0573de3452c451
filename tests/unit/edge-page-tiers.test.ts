import { describe, expect, it } from "vitest";
import type { PageCache } from "~/lib/route-handle";
import { PageMemory, storedAtHeader } from "~/server/edge/page-cache.server";
import { cacheApiTier, memoryTier, readThroughTiers, type PageTier } from "~/server/edge/page-tiers.server";
import type { RoutePage } from "~/server/edge/route-table.server";

/**
 * The edge cache's one loop over its tiers (decision 0059): this isolate's memory and the Cache
 * API, here a Map with the Cache API's match and put, as Miniflare's keeps whole responses.
 */
class MapCache {
  readonly stored = new Map<string, Response>();
  puts = 0;
  match(key: Request) {
    const found = this.stored.get(key.url);
    return Promise.resolve(found ? found.clone() : undefined);
  }
  async put(key: Request, response: Response) {
    this.puts++;
    this.stored.set(key.url, new Response(await response.arrayBuffer(), response));
  }
}

const pageOf = (cache: PageCache): RoutePage => ({ id: "routes/test", cache, parameters: [], localized: true });
const key = new Request("https://page-cache.internal/v/o/b1/pricing");
const minute = 60_000;

function site(cache: PageCache = "marketing") {
  const memory = new PageMemory();
  const api = new MapCache();
  const later: Promise<unknown>[] = [];
  const renders: string[] = [];
  let answer = (n: number) => new Response(`<p>render ${n}</p>`, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  const read = (at: number, { method = "GET", tiers }: { method?: string; tiers?: PageTier[] } = {}) =>
    readThroughTiers({
      request: new Request("https://stayloop.io/pricing", { method }),
      page: pageOf(cache),
      key,
      now: at,
      tiers: tiers ?? [memoryTier(memory), cacheApiTier(api as unknown as Cache)],
      render: () => Promise.resolve(answer(renders.push(method))),
      waitUntil: (promise) => later.push(promise),
    });
  const settle = async () => {
    while (later.length) await later.shift();
  };
  return { memory, api, renders, read, settle, answers: (make: typeof answer) => (answer = make) };
}

describe("the edge cache's tiers, read in one loop (decision 0059)", () => {
  it("renders a miss once, keeps it in both tiers, and serves the same bytes and headers from each", async () => {
    const { memory, api, renders, read, settle } = site();
    const miss = await read(Date.now());
    expect(miss.headers.get("X-Edge-Cache")).toBe("MISS");
    const html = await miss.text();
    await settle();
    expect(memory.size.entries).toBe(1);
    expect(api.stored.get(key.url)?.headers.get(storedAtHeader)).toMatch(/^\d+$/);

    const fromMemory = await read(Date.now());
    expect(fromMemory.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(await fromMemory.text()).toBe(html);
    // A new isolate (empty memory): the Cache API's copy, the same answer, then kept in memory.
    memory.delete(key.url);
    const fromApi = await read(Date.now());
    expect(await fromApi.text()).toBe(html);
    expect([...fromApi.headers]).toEqual([...fromMemory.headers]);
    await settle();
    expect(memory.size.entries).toBe(1);
    expect(renders).toHaveLength(1);
  });

  it("serves a stale copy while one background render refreshes every tier", async () => {
    const { api, renders, read, settle } = site();
    const stored = Date.now();
    await (await read(stored)).text();
    await settle();
    const stale = await read(stored + 2 * 60 * minute); // marketing: 1 h fresh, then a day stale
    expect(stale.headers.get("X-Edge-Cache")).toBe("STALE");
    expect(await stale.text()).toBe("<p>render 1</p>");
    await settle();
    expect(renders).toHaveLength(2);
    expect(api.puts).toBe(2);
    expect(await (await read(Date.now())).text()).toBe("<p>render 2</p>");
  });

  it("serves a copy up to a day old when the render fails (stale-if-error), and the error state after that", async () => {
    const { read, settle, answers } = site("content"); // 5 min fresh, then an hour stale
    const stored = Date.now();
    await (await read(stored)).text();
    await settle();
    answers(() => new Response("error state", { status: 503, headers: { "Cache-Control": "no-store" } }));
    const rescued = await read(stored + 2 * 60 * minute);
    expect(rescued.headers.get("X-Edge-Cache")).toBe("STALE-IF-ERROR");
    expect(await rescued.text()).toBe("<p>render 1</p>");
    const tooOld = await read(stored + 25 * 60 * minute);
    expect(tooOld.status).toBe(503);
    expect(await tooOld.text()).toBe("error state");
  });

  it("keeps nothing that declines it: no-store, private, a cookie, a 503", async () => {
    for (const headers of [{ "Cache-Control": "private, no-store" }, { "Set-Cookie": "__flash=1" }] as Record<string, string>[]) {
      const { memory, api, read, settle, answers } = site();
      answers(() => new Response("for one visitor", { headers }));
      expect((await read(Date.now())).headers.get("X-Edge-Cache")).toBe("MISS");
      await settle();
      expect([memory.size.entries, api.puts]).toEqual([0, 0]);
    }
  });

  it("never asks a tier about a private page (the studio) or a never-cached one, whatever its answer says", async () => {
    const untouchable: PageTier = {
      find: () => {
        throw new Error("a private page was looked up");
      },
      keep: () => {
        throw new Error("a private page was kept");
      },
    };
    for (const cache of ["private", "never"] as const) {
      const { read, renders, answers } = site(cache);
      answers(() => new Response("staff only", { headers: { "Cache-Control": "public, max-age=3600", "Content-Type": "text/html" } }));
      const first = await read(Date.now(), { tiers: [untouchable] });
      expect(first.headers.get("X-Edge-Cache")).toBe("BYPASS");
      expect(await first.text()).toBe("staff only");
      await read(Date.now(), { tiers: [untouchable] });
      expect(renders).toHaveLength(2);
    }
  });

  it("answers HEAD from the same copy, without a body", async () => {
    const { read, settle } = site();
    await (await read(Date.now())).text();
    await settle();
    const head = await read(Date.now(), { method: "HEAD" });
    expect(head.headers.get("X-Edge-Cache")).toBe("HIT");
    expect(await head.text()).toBe("");
  });
});
