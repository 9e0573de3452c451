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

  it("shares one read between concurrent misses and keeps keys apart", async () => {
    const memo = createMemo({ ttlMs: 60_000 });
    const read = vi.fn(async () => "value");
    const [a, b] = await Promise.all([memo.get("k", read), memo.get("k", read)]);
    expect([a, b]).toEqual(["value", "value"]);
    expect(read).toHaveBeenCalledTimes(1);
    await memo.get("other", read);
    expect(read).toHaveBeenCalledTimes(2);
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
