import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";
import { maxDeliveryAttempts } from "~/leads/retries";

/**
 * A receiver that answers again brings its backlog forward, on D1 in workerd
 * (migrations/0036_receiver_recovery.sql; docs/decisions/0066-a-receiver-that-is-back-brings-its-backlog-forward.md):
 * a delivery makes due what failed for want of an answer or with a 5xx while nothing was
 * delivered; each event gets at most one early attempt per step of its schedule, which keeps
 * its place in the schedule and is not counted towards giving up; a poison event (failing
 * while others are delivered) keeps its schedule. tests/postgres/lead-recovery.test.ts holds
 * the same on Supabase.
 */
let clock = new Date("2026-12-03T10:00:00.000Z");
const backend = () => createD1Backend({ db: env.DB, files: env.FILES, now: () => clock });
const at = (time: string) => new Date(`2026-12-03T${time}.000Z`);

interface Row {
  id: string;
  email: string;
  attempts: number;
  forwards: number;
  next_attempt_at: string | null;
  forwarded_from: string | null;
  delivered_at: string | null;
}
const rows = async () =>
  (
    await env.DB.prepare(
      "SELECT id, json_extract(data, '$.email') AS email, attempts, forwards, next_attempt_at, forwarded_from, delivered_at FROM lead_events ORDER BY email",
    ).all<Row>()
  ).results;
const row = async (email: string) => (await rows()).find((r) => r.email === email)!;

/** Writes audit requests at `time` (their events due then). */
async function leads(time: string, ...emails: string[]) {
  clock = at(time);
  for (const email of emails) await backend().submitAuditRequest({ propertyUrl: "https://casa.example/", name: "Ana", email, locale: "en" });
}

/** Claims what is due at `time` and records each outcome: `answer(email)` is delivered (true), or the status of a failure. */
async function run(time: string, answer: (email: string) => true | number | null) {
  const now = at(time);
  const claimed = await backend().claimDueLeadEvents({ now, limit: 10 });
  let forwarded = 0;
  for (const event of claimed) {
    const outcome = answer(String((event.data as { email: string }).email));
    forwarded += await backend().recordLeadDelivery(
      outcome === true
        ? { id: event.id, delivered: true, status: 204, error: null, now }
        : { id: event.id, delivered: false, status: outcome, error: outcome ? `HTTP ${outcome}` : "TypeError: fetch failed", now },
    );
  }
  return { claimed: claimed.map((event) => String((event.data as { email: string }).email)).sort(), forwarded };
}
const down = () => null;
const up = () => true as const;

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM lead_events"), env.DB.prepare("DELETE FROM audit_requests")]);
});

describe("a receiver that answers again", () => {
  it("brings forward what failed while it was down; the early attempt keeps the schedule's place", async () => {
    await leads("10:00:00", "a@x.example", "b@x.example", "c@x.example");
    expect((await run("10:00:01", down)).claimed).toHaveLength(3);
    expect((await run("10:01:01", () => 503)).claimed).toHaveLength(3);
    expect((await row("a@x.example")).next_attempt_at).toBe("2026-12-03T10:06:01.000Z");

    // A new lead is delivered at 10:03: the three are due now, each remembering 10:06:01.
    await leads("10:03:00", "d@x.example");
    expect(await run("10:03:00", up)).toEqual({ claimed: ["d@x.example"], forwarded: 3 });
    expect(await row("b@x.example")).toMatchObject({ next_attempt_at: "2026-12-03T10:03:00.000Z", forwarded_from: "2026-12-03T10:06:01.000Z" });

    // The early attempt: a and b delivered, c (poison) fails again and goes back to 10:06:01.
    expect(await run("10:03:00", (email) => email !== "c@x.example" || 500)).toEqual({
      claimed: ["a@x.example", "b@x.example", "c@x.example"],
      forwarded: 0,
    });
    expect(await row("c@x.example")).toMatchObject({ attempts: 3, forwards: 1, next_attempt_at: "2026-12-03T10:06:01.000Z" });

    // More deliveries before then never bring c forward again in this step.
    await leads("10:05:00", "e@x.example");
    expect(await run("10:05:00", up)).toEqual({ claimed: ["e@x.example"], forwarded: 0 });
    // At 10:06:01 the schedule's third attempt: its next wait is the third step's (30 minutes).
    expect((await run("10:06:01", () => 500)).claimed).toEqual(["c@x.example"]);
    expect(await row("c@x.example")).toMatchObject({ attempts: 4, forwards: 1, next_attempt_at: "2026-12-03T10:36:01.000Z", forwarded_from: null });
  });

  it("leaves a failure that others were delivered after (a poison event), a 4xx, and an attempt still within its lease", async () => {
    const later = "UPDATE lead_events SET next_attempt_at = '2026-12-03T10:30:00.000Z' WHERE delivered_at IS NULL";
    await leads("10:00:00", "poison@x.example", "gone@x.example", "fresh@x.example");
    // poison fails at 10:00:00 while fresh is delivered then: the receiver was up.
    await run("10:00:00", (email) => (email === "poison@x.example" ? 500 : email === "gone@x.example" ? 410 : true));
    await leads("10:00:30", "late@x.example");
    await run("10:00:30", down);
    await env.DB.prepare(later).run();
    // At 10:01:00 late's attempt is 30 s old: it could still be in flight.
    await leads("10:01:00", "next@x.example");
    expect(await run("10:01:00", up)).toEqual({ claimed: ["next@x.example"], forwarded: 0 });
    expect((await rows()).filter((r) => !r.delivered_at).map((r) => [r.email, r.next_attempt_at, r.forwarded_from])).toEqual([
      ["gone@x.example", "2026-12-03T10:30:00.000Z", null],
      ["late@x.example", "2026-12-03T10:30:00.000Z", null],
      ["poison@x.example", "2026-12-03T10:30:00.000Z", null],
    ]);
  });

  it("probes with the waiting event due soonest, each once per step", async () => {
    await leads("10:00:00", "a@x.example", "b@x.example");
    await run("10:00:00", down);
    await run("10:01:00", (email) => (email === "a@x.example" ? null : 503));
    await env.DB.prepare("UPDATE lead_events SET next_attempt_at = '2026-12-03T10:05:00.000Z' WHERE json_extract(data, '$.email') = 'a@x.example'").run();
    expect(await backend().probeLeadReceiver({ now: at("10:02:00") })).toBe(1);
    expect((await rows()).map((r) => [r.email, r.next_attempt_at, r.forwarded_from])).toEqual([
      ["a@x.example", "2026-12-03T10:02:00.000Z", "2026-12-03T10:05:00.000Z"],
      ["b@x.example", "2026-12-03T10:06:00.000Z", null],
    ]);
    // The probe fails (still down): a is back at 10:05, b is the next probe, then none.
    await run("10:02:00", down);
    expect((await row("a@x.example")).next_attempt_at).toBe("2026-12-03T10:05:00.000Z");
    expect(await backend().probeLeadReceiver({ now: at("10:03:00") })).toBe(1);
    await run("10:03:00", down);
    expect(await backend().probeLeadReceiver({ now: at("10:04:00") })).toBe(0);
  });

  it("gives up after the schedule's attempts, not counting the early ones", async () => {
    await leads("10:00:00", "a@x.example");
    await env.DB.prepare("UPDATE lead_events SET attempts = ?1, forwards = 1").bind(maxDeliveryAttempts - 1).run();
    await run("10:00:00", () => 503);
    expect(await row("a@x.example")).toMatchObject({ attempts: maxDeliveryAttempts, next_attempt_at: "2026-12-03T11:00:00.000Z" });
    await run("11:00:00", () => 503);
    expect(await row("a@x.example")).toMatchObject({ attempts: maxDeliveryAttempts + 1, next_attempt_at: null, delivered_at: null });
  });
});
