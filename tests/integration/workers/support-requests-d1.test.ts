import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";
import type { SupportRequestInput } from "~/backend/support";

/**
 * Support requests on the D1 adapter, in workerd against a real local D1
 * (migrations/0014_support_requests.sql; docs/decisions/0212-help-related-and-contact.md): the
 * request and its support_request.created event in one batch, both or neither. The Supabase
 * side is proven on PGlite (tests/postgres/support-requests.test.ts).
 */
const clock = new Date("2026-11-25T09:30:00.000Z");
const backend = () => createD1Backend({ db: env.DB, files: env.FILES, now: () => clock });
const input: SupportRequestInput = {
  name: "Ana Souza",
  email: "ana@example.com",
  subject: "calendário não sincroniza",
  message: "Olá,\nmeu calendário parou.",
  articleSlug: "calendar-not-syncing",
  locale: "pt",
};
const count = async (table: string, where = "1") => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).first<{ n: number }>())!.n;

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM support_requests"), env.DB.prepare("DELETE FROM lead_events")]);
});

describe("submitSupportRequest (D1)", () => {
  it("stores the request with status new and its event, due at once, with the same fields", async () => {
    const { id } = await backend().submitSupportRequest(input);
    const row = await env.DB.prepare("SELECT * FROM support_requests WHERE id = ?").bind(id).first();
    expect(row).toEqual({
      id,
      name: "Ana Souza",
      email: "ana@example.com",
      subject: "calendário não sincroniza",
      message: "Olá,\nmeu calendário parou.",
      article_slug: "calendar-not-syncing",
      locale: "pt",
      status: "new",
      created_at: clock.toISOString(),
      page: null,
      source: null,
    });
    const event = await env.DB.prepare("SELECT type, data, created_at, next_attempt_at, attempts FROM lead_events").first<{ type: string; data: string; created_at: string; next_attempt_at: string; attempts: number }>();
    expect(event).toMatchObject({ type: "support_request.created", created_at: clock.toISOString(), next_attempt_at: clock.toISOString(), attempts: 0 });
    expect(JSON.parse(event!.data)).toEqual({
      id,
      name: "Ana Souza",
      email: "ana@example.com",
      subject: "calendário não sincroniza",
      message: "Olá,\nmeu calendário parou.",
      article_slug: "calendar-not-syncing",
      locale: "pt",
      created_at: clock.toISOString(),
      page: null,
      source: null,
    });
  });

  it("keeps no subject and no article as none, and 2,000 emoji (4,000 units) whole", async () => {
    const message = "🏠".repeat(2000);
    const { id } = await backend().submitSupportRequest({ ...input, subject: null, articleSlug: null, message });
    expect(await env.DB.prepare("SELECT subject, article_slug, message FROM support_requests WHERE id = ?").bind(id).first()).toEqual({
      subject: null,
      article_slug: null,
      message,
    });
  });

  it("refuses what the checks refuse, and then writes no event; an event that fails takes the request with it", async () => {
    // An address with no at-sign: the builder lower-cases and trims (app/leads/payloads.ts), it does not invent one.
    await expect(backend().submitSupportRequest({ ...input, email: "ana.example.com" })).rejects.toThrow();
    await expect(backend().submitSupportRequest({ ...input, message: "m".repeat(4001) })).rejects.toThrow();
    expect(await count("support_requests")).toBe(0);
    expect(await count("lead_events")).toBe(0);

    await env.DB.prepare("CREATE TRIGGER no_support_events BEFORE INSERT ON lead_events WHEN NEW.type = 'support_request.created' BEGIN SELECT RAISE(ABORT, 'no'); END").run();
    try {
      await expect(backend().submitSupportRequest(input)).rejects.toThrow();
      expect(await count("support_requests")).toBe(0);
    } finally {
      await env.DB.prepare("DROP TRIGGER no_support_events").run();
    }
  });
});
