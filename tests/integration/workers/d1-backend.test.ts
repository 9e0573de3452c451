import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createD1Backend } from "~/server/backend/d1/index.server";
import type { SubscribeInput } from "~/server/backend/types";

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
  it("allows the limit within a window, then refuses until the window ends", async () => {
    const input = { bucket: "a".repeat(64), limit: 3, windowSeconds: 600 };
    clock = new Date("2026-11-22T10:00:00.000Z");
    for (let i = 0; i < 3; i++) expect((await backend().hitRateLimit(input)).allowed).toBe(true);
    clock = new Date("2026-11-22T10:04:00.000Z");
    const refused = await backend().hitRateLimit(input);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 360 });
    clock = new Date("2026-11-22T10:10:00.000Z");
    expect(await backend().hitRateLimit(input)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it("counts each bucket separately", async () => {
    const first = { bucket: "first", limit: 1, windowSeconds: 60 };
    expect((await backend().hitRateLimit(first)).allowed).toBe(true);
    expect((await backend().hitRateLimit(first)).allowed).toBe(false);
    expect((await backend().hitRateLimit({ ...first, bucket: "second" })).allowed).toBe(true);
  });

  it("refuses windows longer than the day counters are kept, and limits below one", async () => {
    await expect(backend().hitRateLimit({ bucket: "x", limit: 1, windowSeconds: 86_401 })).rejects.toThrow(/windowSeconds/);
    await expect(backend().hitRateLimit({ bucket: "x", limit: 1, windowSeconds: 0 })).rejects.toThrow(/windowSeconds/);
    await expect(backend().hitRateLimit({ bucket: "x", limit: 0, windowSeconds: 60 })).rejects.toThrow(/limit/);
  });

  it("forgets windows older than a day", async () => {
    await backend().hitRateLimit({ bucket: "old", limit: 5, windowSeconds: 60 });
    clock = new Date("2026-11-23T10:05:00.000Z");
    await backend().hitRateLimit({ bucket: "new", limit: 5, windowSeconds: 60 });
    const { results } = await env.DB.prepare("SELECT bucket FROM rate_limit_hits").all<{ bucket: string }>();
    expect(results.map((r) => r.bucket)).toEqual(["new"]);
  });
});
