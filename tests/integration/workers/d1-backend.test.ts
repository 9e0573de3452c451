import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";
import type { SubscribeInput } from "~/backend/types";

/**
 * The backend contract, run against the D1 adapter in workerd with a real local D1.
 * The Supabase side of the same behaviour is proven on PGlite (tests/postgres).
 */
let clock = new Date("2026-11-22T10:00:00.000Z");
const backend = () => createD1Backend({ db: env.DB, files: env.FILES, now: () => clock });

const subscriber = (overrides: Partial<SubscribeInput> = {}): SubscribeInput => ({
  email: "marta@example.com",
  name: "Marta",
  phone: null,
  isWaitlist: false,
  featureInterest: "Newsletter",
  locale: "en",
  consentText: "By subscribing you agree to receive StayLoop emails.",
  consentVersion: "v-test",
  consentPath: "/blog",
  unsubscribeUrl: "https://stayloop.example/newsletter/unsubscribe/x.y",
  ...overrides,
});

beforeEach(async () => {
  clock = new Date("2026-11-22T10:00:00.000Z");
  await env.DB.exec("DELETE FROM newsletter_subscribers; DELETE FROM rate_limit_hits;");
});

describe("subscribe", () => {
  it("stores a new subscriber with every field", async () => {
    expect(await backend().subscribe(subscriber({ phone: "+55 11 91234-5678", locale: "pt" }))).toBe("subscribed");
    const row = await env.DB.prepare("SELECT * FROM newsletter_subscribers").first();
    expect(row).toMatchObject({
      email: "marta@example.com",
      name: "Marta",
      phone: "+55 11 91234-5678",
      is_waitlist: 0,
      feature_interest: "Newsletter",
      locale: "pt",
      consent_text: "By subscribing you agree to receive StayLoop emails.",
      subscribed_at: "2026-11-22T10:00:00.000Z",
      preferences_updated_at: "2026-11-22T10:00:00.000Z",
    });
  });

  it("updates the row of a known email instead of adding one", async () => {
    await backend().subscribe(subscriber());
    clock = new Date("2026-11-23T08:30:00.000Z");
    const outcome = await backend().subscribe(
      subscriber({ name: "Marta S.", isWaitlist: true, featureInterest: "Referral Program", phone: "123" }),
    );
    expect(outcome).toBe("updated");
    const { results } = await env.DB.prepare("SELECT * FROM newsletter_subscribers").all();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      name: "Marta S.",
      is_waitlist: 1,
      feature_interest: "Referral Program",
      phone: "123",
      preferences_updated_at: "2026-11-23T08:30:00.000Z",
    });
  });

  it("says 'updated' every further time, and 'subscribed' for another email", async () => {
    await backend().subscribe(subscriber());
    expect(await backend().subscribe(subscriber())).toBe("updated");
    expect(await backend().subscribe(subscriber())).toBe("updated");
    expect(await backend().subscribe(subscriber({ email: "joao@example.com" }))).toBe("subscribed");
  });
});

describe("hitRateLimit", () => {
  const hitsStored = async (bucket: string) =>
    (
      await env.DB.prepare("SELECT window_start, hits FROM rate_limit_hits WHERE bucket = ?1 ORDER BY window_start")
        .bind(bucket)
        .all<{ window_start: number; hits: number }>()
    ).results.map((row) => row.hits);

  it("allows the limit, then refuses without counting the refused hits, and says when to retry", async () => {
    const input = { bucket: "a".repeat(64), limit: 3, windowSeconds: 600 };
    for (let i = 0; i < 3; i++) expect((await backend().hitRateLimit(input)).allowed).toBe(true);
    clock = new Date("2026-11-22T10:04:00.000Z");
    // 3 × 600 − 2 × 600 of the next window has to slide out: 10:13:20, 560 s from now.
    expect(await backend().hitRateLimit(input)).toEqual({ allowed: false, retryAfterSeconds: 560 });
    expect(await backend().hitRateLimit(input)).toEqual({ allowed: false, retryAfterSeconds: 560 });
    expect(await hitsStored(input.bucket)).toEqual([3]);
    clock = new Date("2026-11-22T10:10:00.000Z");
    expect(await backend().hitRateLimit(input)).toEqual({ allowed: false, retryAfterSeconds: 200 });
    clock = new Date("2026-11-22T10:13:19.000Z");
    expect((await backend().hitRateLimit(input)).allowed).toBe(false);
    clock = new Date("2026-11-22T10:13:20.000Z");
    expect(await backend().hitRateLimit(input)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await hitsStored(input.bucket)).toEqual([3, 1]);
  });

  it("counts a burst across a window boundary as one burst", async () => {
    const input = { bucket: "boundary", limit: 3, windowSeconds: 600 };
    clock = new Date("2026-11-22T10:09:59.000Z");
    for (let i = 0; i < 3; i++) expect((await backend().hitRateLimit(input)).allowed).toBe(true);
    // A fixed window would allow three more one second later.
    clock = new Date("2026-11-22T10:10:00.000Z");
    expect((await backend().hitRateLimit(input)).allowed).toBe(false);
    // Half of the window later, half of the previous three still count: one more fits.
    clock = new Date("2026-11-22T10:15:00.000Z");
    expect((await backend().hitRateLimit(input)).allowed).toBe(true);
    expect((await backend().hitRateLimit(input)).allowed).toBe(false);
  });

  it("lets exactly the limit through when a script posts 300 times at once", async () => {
    const input = { bucket: "script", limit: 40, windowSeconds: 600 };
    const results = await Promise.all(Array.from({ length: 300 }, () => backend().hitRateLimit(input)));
    expect(results.filter((result) => result.allowed)).toHaveLength(40);
    expect(await hitsStored(input.bucket)).toEqual([40]);
  }, 60_000);

  it("counts each bucket separately", async () => {
    const first = { bucket: "first", limit: 1, windowSeconds: 60 };
    expect((await backend().hitRateLimit(first)).allowed).toBe(true);
    expect((await backend().hitRateLimit(first)).allowed).toBe(false);
    expect((await backend().hitRateLimit({ ...first, bucket: "second" })).allowed).toBe(true);
  });

  it("refuses windows longer than half a day, and limits below one", async () => {
    await expect(backend().hitRateLimit({ bucket: "x", limit: 1, windowSeconds: 43_201 })).rejects.toThrow(/windowSeconds/);
    await expect(backend().hitRateLimit({ bucket: "x", limit: 1, windowSeconds: 0 })).rejects.toThrow(/windowSeconds/);
    await expect(backend().hitRateLimit({ bucket: "x", limit: 0, windowSeconds: 60 })).rejects.toThrow(/limit/);
  });

  it("forgets buckets a day after they started, as the privacy policy says", async () => {
    await backend().hitRateLimit({ bucket: "old", limit: 5, windowSeconds: 60 });
    clock = new Date("2026-11-22T22:00:00.000Z");
    await backend().hitRateLimit({ bucket: "half-day", limit: 5, windowSeconds: 43_200 });
    clock = new Date("2026-11-23T10:05:00.000Z");
    await backend().hitRateLimit({ bucket: "new", limit: 5, windowSeconds: 60 });
    const { results } = await env.DB.prepare("SELECT bucket FROM rate_limit_hits ORDER BY bucket").all<{ bucket: string }>();
    expect(results.map((r) => r.bucket)).toEqual(["half-day", "new"]);
  });
});
