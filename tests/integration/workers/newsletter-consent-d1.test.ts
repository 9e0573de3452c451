import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";
import type { SubscribeInput } from "~/backend/newsletter";

/**
 * Newsletter consent and unsubscribe on D1 (migrations/0013_newsletter_consent.sql; decision
 * 0030): the consent shown is stored with its version, page and time and carried by the
 * event with the unsubscribe URL; unsubscribing writes the time and its event in one batch,
 * once; signing up again is a new subscription with its new consent. The Supabase side is
 * tests/postgres/newsletter-consent.test.ts.
 */
let clock = new Date("2026-11-24T10:00:00.000Z");
const backend = () => createD1Backend({ db: env.DB, files: env.FILES, now: () => clock });

const input = (overrides: Partial<SubscribeInput> = {}): SubscribeInput => ({
  email: "consent@example.com",
  name: "Clara",
  phone: null,
  isWaitlist: false,
  featureInterest: "Newsletter",
  locale: "pt",
  consentText: "Ao se inscrever, você aceita receber e-mails do StayLoop.",
  consentVersion: "2026-11-22",
  consentPath: "/pt/blog",
  unsubscribeUrl: "https://stayloop.example/pt/newsletter/unsubscribe/abc.0123",
  ...overrides,
});

const events = async () =>
  (await env.DB.prepare("SELECT type, data, created_at FROM lead_events ORDER BY created_at, rowid").all<{ type: string; data: string; created_at: string }>()).results.map(
    (row) => ({ type: row.type, at: row.created_at, data: JSON.parse(row.data) as Record<string, unknown> }),
  );
const row = () => env.DB.prepare("SELECT * FROM newsletter_subscribers WHERE email = 'consent@example.com'").first<Record<string, unknown>>();

beforeEach(async () => {
  clock = new Date("2026-11-24T10:00:00.000Z");
  await env.DB.batch([env.DB.prepare("DELETE FROM lead_events"), env.DB.prepare("DELETE FROM newsletter_subscribers")]);
});

describe("consent on D1", () => {
  it("stores the consent's version, text, page and time, and the event carries it with the unsubscribe URL", async () => {
    await backend().subscribe(input());
    expect(await row()).toMatchObject({
      consent_text: "Ao se inscrever, você aceita receber e-mails do StayLoop.",
      consent_version: "2026-11-22",
      consent_path: "/pt/blog",
      subscribed_at: "2026-11-24T10:00:00.000Z",
      unsubscribed_at: null,
    });
    const [event] = await events();
    expect(event!.type).toBe("newsletter.subscribed");
    expect(event!.data).toMatchObject({
      consent: {
        version: "2026-11-22",
        text: "Ao se inscrever, você aceita receber e-mails do StayLoop.",
        locale: "pt",
        path: "/pt/blog",
        at: "2026-11-24T10:00:00.000Z",
      },
      unsubscribe_url: "https://stayloop.example/pt/newsletter/unsubscribe/abc.0123",
    });
  });
});

describe("unsubscribe on D1", () => {
  it("records the time and newsletter.unsubscribed once; again is 'already' and writes nothing", async () => {
    await backend().subscribe(input());
    clock = new Date("2026-11-25T08:00:00.000Z");
    expect(await backend().unsubscribe({ email: "Consent@Example.com" })).toBe("unsubscribed");
    expect((await row())!.unsubscribed_at).toBe("2026-11-25T08:00:00.000Z");
    expect(await backend().unsubscribe({ email: "consent@example.com" })).toBe("already");
    clock = new Date("2026-11-26T08:00:00.000Z");
    expect(await backend().unsubscribe({ email: "consent@example.com" })).toBe("already");
    expect((await row())!.unsubscribed_at).toBe("2026-11-25T08:00:00.000Z");
    expect((await events()).map((e) => [e.type, e.data])).toEqual([
      ["newsletter.subscribed", expect.anything()],
      ["newsletter.unsubscribed", { email: "consent@example.com", unsubscribed_at: "2026-11-25T08:00:00.000Z" }],
    ]);
  });

  it("an address never subscribed is 'unknown' and records nothing", async () => {
    expect(await backend().unsubscribe({ email: "nobody@example.com" })).toBe("unknown");
    expect(await events()).toEqual([]);
  });

  it("signing up again after unsubscribing is a new subscription with its new consent", async () => {
    await backend().subscribe(input());
    clock = new Date("2026-11-25T08:00:00.000Z");
    await backend().unsubscribe({ email: "consent@example.com" });
    clock = new Date("2026-12-01T09:00:00.000Z");
    const again = await backend().subscribe(input({ locale: "en", consentText: "By subscribing you agree.", consentPath: "/tutorials" }));
    expect(again).toBe("subscribed");
    expect(await row()).toMatchObject({
      consent_text: "By subscribing you agree.",
      consent_path: "/tutorials",
      locale: "en",
      subscribed_at: "2026-12-01T09:00:00.000Z",
      unsubscribed_at: null,
      update_count: 0,
    });
    clock = new Date("2026-12-02T09:00:00.000Z");
    expect(await backend().subscribe(input())).toBe("updated");
    expect((await events()).map((e) => e.type)).toEqual([
      "newsletter.subscribed",
      "newsletter.unsubscribed",
      "newsletter.subscribed",
      "newsletter.updated",
    ]);
    // And the address can unsubscribe again.
    expect(await backend().unsubscribe({ email: "consent@example.com" })).toBe("unsubscribed");
  });
});
