import { describe, expect, it, vi } from "vitest";
import { createMemo, helpArticlesStaleTimeMs, helpRetries, withRetry } from "~/features/content/cache.server";

describe("help read rules (spec 2 §7, §9)", () => {
  it("are the spec's: categories retried once, articles twice, fresh for 300000 ms", () => {
    expect(helpRetries).toEqual({ categories: 1, articles: 2 });
    expect(helpArticlesStaleTimeMs).toBe(300_000);
  });
});

describe("withRetry", () => {
  it("tries once more per retry, then gives up with the last error", async () => {
    const read = vi.fn().mockRejectedValue(new Error("down"));
    await expect(withRetry(read, 2)).rejects.toThrow("down");
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("returns the first success", async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error("blip")).mockResolvedValue("ok");
    await expect(withRetry(read, 1)).resolves.toBe("ok");
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("does not retry a success", async () => {
    const read = vi.fn().mockResolvedValue(1);
    await withRetry(read, 2);
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe("createMemo", () => {
  it("serves a remembered answer until it is 5 minutes old, then reads again", async () => {
    let now = 1_000_000;
    const memo = createMemo({ ttlMs: helpArticlesStaleTimeMs, now: () => now });
    const read = vi.fn().mockResolvedValueOnce("first").mockResolvedValueOnce("second");
    expect(await memo.get("k", read)).toBe("first");
    now += helpArticlesStaleTimeMs - 1;
    expect(await memo.get("k", read)).toBe("first");
    now += 1;
    expect(await memo.get("k", read)).toBe("second");
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("never remembers a failure", async () => {
    const memo = createMemo({ ttlMs: 60_000 });
    const read = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValueOnce("back");
    await expect(memo.get("k", read)).rejects.toThrow("down");
    await expect(memo.get("k", read)).resolves.toBe("back");
  });

  it("never hands one caller's read in flight to another: concurrent misses read for themselves (issue 23 item 1)", async () => {
    const memo = createMemo({ ttlMs: 60_000 });
    // The first caller's read never finishes (its request was cancelled, or is still waiting on
    // its own I/O); a Worker may not wait on it from another request.
    const stuck = new Promise<string>(() => {});
    void memo.get("k", () => stuck);
    const own = vi.fn(async () => "mine");
    const second = await Promise.race([
      memo.get("k", own),
      new Promise((resolve) => setTimeout(() => resolve("waited on the other read"), 50)),
    ]);
    expect(second).toBe("mine");
    expect(own).toHaveBeenCalledTimes(1);
  });

  it("remembers the value once a read has finished, and keeps keys apart", async () => {
    const memo = createMemo({ ttlMs: 60_000 });
    const read = vi.fn(async () => "value");
    const [a, b] = await Promise.all([memo.get("k", read), memo.get("k", read)]);
    expect([a, b]).toEqual(["value", "value"]);
    expect(read).toHaveBeenCalledTimes(2);
    await expect(memo.get("k", read)).resolves.toBe("value");
    expect(read).toHaveBeenCalledTimes(2);
    await memo.get("other", read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it("keeps at most maxEntries, forgetting the oldest", async () => {
    const memo = createMemo({ ttlMs: 60_000, maxEntries: 2 });
    const read = vi.fn(async () => "v");
    await memo.get("a", read);
    await memo.get("b", read);
    await memo.get("c", read);
    await memo.get("a", read);
    expect(read).toHaveBeenCalledTimes(4);
  });
});
