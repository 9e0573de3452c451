import { describe, expect, it, vi } from "vitest";
import { contentVersionText, type ContentVersionPort } from "~/backend/content-version";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { currentContentVersion } from "~/server/edge/content-version.server";
import { helpMemo } from "~/features/content/cache.server";
import { loadHelpCategories } from "~/features/content/help/help.server";
import { BackendError } from "~/backend/types";
import { backendWith, expectPublishableKey, fakeFetch, json, rejection, url } from "../fixtures/supabase/fake-fetch";

const timing = { freshMs: 5_000, maxAgeMs: 30_000, deadlineMs: 300 };

/** A backend whose version the test moves, counting reads; `down` makes reads hang past any deadline. */
function fakeBackend() {
  const state = { version: 1, reads: 0, down: false };
  const source: ContentVersionPort = {
    readContentVersion: ({ signal } = {}) => {
      state.reads += 1;
      if (!state.down) return Promise.resolve(String(state.version));
      return new Promise((_, reject) => signal?.addEventListener("abort", () => reject(new Error("timed out"))));
    },
  };
  return { state, source };
}

function setup() {
  const { state, source } = fakeBackend();
  let clock = 1_000_000;
  const background: Promise<unknown>[] = [];
  const read = () =>
    currentContentVersion({ source, waitUntil: (p) => background.push(p), now: () => clock, timing });
  return {
    state,
    read,
    advance: (ms: number) => (clock += ms),
    settle: () => Promise.all(background.splice(0)),
  };
}

describe("content version at the edge (decision 0027)", () => {
  it("reads once, then serves the value it keeps for freshMs without asking the backend", async () => {
    const site = setup();
    expect(await site.read()).toBe("1");
    site.state.version = 2;
    site.advance(4_000);
    expect(await site.read()).toBe("1");
    expect(site.state.reads).toBe(1);
  });

  it("past freshMs answers at once with the kept value and refreshes it in the background", async () => {
    const site = setup();
    await site.read();
    site.state.version = 2;
    site.advance(6_000);
    expect(await site.read()).toBe("1");
    await site.settle();
    expect(site.state.reads).toBe(2);
    expect(await site.read()).toBe("2");
  });

  it("past maxAgeMs reads before answering, so a quiet isolate never serves an old version", async () => {
    const site = setup();
    await site.read();
    site.state.version = 7;
    site.advance(31_000);
    expect(await site.read()).toBe("7");
  });

  it("keeps the last value when the backend hangs, waiting at most the deadline once per freshMs", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      const site = setup();
      await site.read();
      site.state.down = true;
      site.advance(31_000);
      const pending = site.read();
      await vi.advanceTimersByTimeAsync(timing.deadlineMs + 10);
      expect(await pending).toBe("1");
      const reads = site.state.reads;
      expect(await site.read()).toBe("1"); // within freshMs of the failed try: no wait, no read
      expect(site.state.reads).toBe(reads);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers null when it never knew a version and the backend fails", async () => {
    const source: ContentVersionPort = { readContentVersion: () => Promise.reject(new Error("no table")) };
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await currentContentVersion({ source, waitUntil: () => undefined, timing })).toBeNull();
  });

  it("keys the help center's isolate memo by the version, so an edit is read again at once", async () => {
    helpMemo.clear();
    const { state, source } = fakeBackend();
    const listHelpCategories = vi.fn(async () => []);
    const backend = Object.assign(source, { kind: "d1" as const, listHelpCategories });
    let clock = 5_000_000;
    const version = () => currentContentVersion({ source: backend, waitUntil: () => undefined, now: () => clock, timing });
    // Each request's load context carries the version its page cache key has (functions/fetch.ts);
    // the context's backend is a per-request object, never the one the version was read for.
    const contextFor = async () => ({ backend: { ...backend }, contentVersion: await version() }) as unknown as AppLoadContext;
    await loadHelpCategories(await contextFor(), "en");
    await loadHelpCategories(await contextFor(), "en");
    expect(listHelpCategories).toHaveBeenCalledTimes(1);
    state.version = 2;
    clock += 31_000;
    const edited = await contextFor();
    expect(edited.contentVersion).toBe("2");
    await loadHelpCategories(edited, "en");
    expect(listHelpCategories).toHaveBeenCalledTimes(2);
  });
});

describe("content version through the Supabase adapter", () => {
  it("reads the version and the latest publication that has come (read_content_version) with the publishable key", async () => {
    const { fetch, requests } = fakeFetch(json({ version: 42 }));
    expect(await backendWith(fetch).readContentVersion()).toBe("42");
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.url.href).toBe(`${url}/rest/v1/rpc/read_content_version`);
    expectPublishableKey(request);
  });

  it("carries the latest publication time that has come, so a scheduled row moves the key when it falls due", async () => {
    const { fetch } = fakeFetch(json({ version: 42, due: "2026-12-07T09:00:00+00:00" }));
    const version = await backendWith(fetch).readContentVersion();
    expect(version).toBe(contentVersionText(42, "2026-12-07T09:00:00Z"));
    expect(version).not.toBe(contentVersionText(42, "2026-12-07T09:01:00Z"));
    expect(version).toMatch(/^42\.[0-9a-z]+$/);
  });

  it("fails as a BackendError when the answer is an error or the row is missing", async () => {
    const failed = fakeFetch(json({ message: "relation does not exist" }, 404));
    expect(await rejection(backendWith(failed.fetch).readContentVersion())).toBeInstanceOf(BackendError);
  });
});
