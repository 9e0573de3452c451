import { describe, expect, it } from "vitest";
import {
  cacheStatusHeader,
  fromMemory,
  PageMemory,
  storedAtHeader,
  toMemoryCopy,
  toServed,
  toStored,
  type MemoryCopy,
} from "~/server/edge/page-cache.server";

const policy = { kind: "marketing", freshSeconds: 3600, staleSeconds: 86_400 } as const;
const page = (body = "<!DOCTYPE html><p>Olá</p>") =>
  new Response(body, {
    headers: { "Content-Type": "text/html; charset=utf-8", "X-Inline-Script-Hashes": "'sha256-x'", "Cache-Control": "public, max-age=300" },
  });
const copyOf = (bytes: number, storedAt = 1): MemoryCopy => ({ status: 200, headers: [], body: new Uint8Array(bytes), storedAt });

describe("the isolate's memory copy of a stored page (decision 0032)", () => {
  it("serves what the Cache API's copy serves: the same status, headers and bytes, marked HIT or STALE", async () => {
    const stored = toStored(page(), policy, 1_700_000_000_000);
    const copy = await toMemoryCopy(stored.clone());
    expect(copy.storedAt).toBe(1_700_000_000_000);
    const fromCache = toServed(stored, "HIT");
    const fromCopy = fromMemory(copy, "HIT");
    expect(fromCopy.status).toBe(fromCache.status);
    expect([...fromCopy.headers]).toEqual([...fromCache.headers]);
    expect(await fromCopy.text()).toBe(await fromCache.text());
    expect(fromCopy.headers.has(storedAtHeader)).toBe(false);
    expect(fromCopy.headers.get("Cache-Control")).toBe("no-cache");
    // The CSP hashes the render named travel with the copy (security-headers.server.ts takes them out).
    expect(fromCopy.headers.get("X-Inline-Script-Hashes")).toBe("'sha256-x'");
    expect(fromMemory(copy, "STALE").headers.get(cacheStatusHeader)).toBe("STALE");
  });

  it("gives every visitor the whole body: one copy serves any number of responses", async () => {
    const copy = await toMemoryCopy(toStored(page("x".repeat(50_000)), policy, 1));
    for (let i = 0; i < 3; i++) expect((await fromMemory(copy, "HIT").text()).length).toBe(50_000);
    const notFound = await toMemoryCopy(toStored(new Response("gone", { status: 404 }), policy, 1));
    expect(fromMemory(notFound, "HIT").status).toBe(404);
  });

  it("keeps the most recently used pages within its bytes and entries", () => {
    const memory = new PageMemory({ bytes: 1000, entries: 3 });
    memory.set("a", copyOf(200));
    memory.set("b", copyOf(200));
    memory.set("c", copyOf(200));
    expect(memory.get("a")).toBeDefined(); // a is now the most recent
    memory.set("d", copyOf(200)); // four entries: the least recently used (b) goes
    expect(memory.get("b")).toBeUndefined();
    expect(memory.size).toEqual({ entries: 3, bytes: 600 });
    memory.set("e", copyOf(240)); // bytes: 840 with c, a, d, e -> 4 entries, c goes
    expect(memory.get("c")).toBeUndefined();
    memory.set("f", copyOf(250)); // a, d, e, f would be 890 bytes in 4 entries: a goes
    expect(memory.size.entries).toBe(3);
    expect(memory.size.bytes).toBeLessThanOrEqual(1000);
    expect(["a", "d", "e", "f"].filter((key) => memory.get(key))).toEqual(["d", "e", "f"]);
  });

  it("lets the oldest pages go when the bytes run out", () => {
    const memory = new PageMemory({ bytes: 500, entries: 10 });
    for (const key of ["a", "b", "c"]) memory.set(key, copyOf(120));
    memory.set("d", copyOf(125)); // 485 bytes: all kept
    expect(memory.size).toEqual({ entries: 4, bytes: 485 });
    memory.set("e", copyOf(100)); // 585: a goes
    expect(memory.get("a")).toBeUndefined();
    expect(memory.size).toEqual({ entries: 4, bytes: 465 });
  });

  it("replaces a page's copy in place and never keeps one page larger than a quarter of it", () => {
    const memory = new PageMemory({ bytes: 1000, entries: 10 });
    memory.set("a", copyOf(100, 1));
    memory.set("a", copyOf(150, 2));
    expect(memory.size).toEqual({ entries: 1, bytes: 150 });
    expect(memory.get("a")?.storedAt).toBe(2);
    memory.set("a", copyOf(300, 3)); // too large: the old copy is dropped too, never served stale
    expect(memory.get("a")).toBeUndefined();
    expect(memory.size).toEqual({ entries: 0, bytes: 0 });
  });
});
