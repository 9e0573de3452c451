import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { claimLeaseSeconds, maxDeliveryAttempts, retryDelaysSeconds } from "../../app/leads/retries";
import { asRole, freshSupabaseDb } from "./pglite";

// supabase/migrations/20261203000600_receiver_recovery.sql on PGlite, through the secret key's
// functions as the adapter calls them (decision 0066): a delivery brings forward what failed
// for want of an answer or with a 5xx while nothing was delivered, at most once per step of an
// event's schedule; the early attempt keeps the schedule's place and does not count towards
// giving up; a poison event, a 4xx and an attempt within its lease are left; the probe brings
// forward the waiting event due soonest. tests/integration/workers/lead-recovery-d1.test.ts
// holds the same on D1.

let db: PGlite;
beforeAll(async () => {
  db = await freshSupabaseDb();
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.exec("delete from public.lead_events");
});

const at = (time: string) => `2026-12-03T${time}.000Z`;
const call = async <T>(sql: string, params: unknown[]) => asRole(db, "service_role", async (tx) => (await tx.query<T>(sql, params)).rows);

interface Row {
  email: string;
  attempts: number;
  forwards: number;
  next_attempt_at: string | null;
  forwarded_from: string | null;
  delivered: boolean;
}
const iso = (value: Date | null) => (value ? value.toISOString() : null);
async function rows(): Promise<Row[]> {
  const { rows } = await db.query<Omit<Row, "next_attempt_at" | "forwarded_from"> & { next_attempt_at: Date | null; forwarded_from: Date | null }>(
    `select data->>'email' as email, attempts, forwards, next_attempt_at, forwarded_from, delivered_at is not null as delivered
       from public.lead_events order by data->>'email'`,
  );
  return rows.map((row) => ({ ...row, next_attempt_at: iso(row.next_attempt_at), forwarded_from: iso(row.forwarded_from) }));
}
const row = async (email: string) => (await rows()).find((r) => r.email === email)!;

/** Events written at `time`, due then. */
async function leads(time: string, ...emails: string[]) {
  for (const email of emails) {
    await db.query("insert into public.lead_events (type, data, created_at, next_attempt_at) values ('audit_request.created', $1, $2, $2)", [
      JSON.stringify({ email }),
      at(time),
    ]);
  }
}

/** Claims what is due at `time` and records each outcome: `answer(email)` is delivered (true), or the status of a failure. */
async function run(time: string, answer: (email: string) => true | number | null) {
  const now = at(time);
  const claimed = await call<{ id: string; data: { email: string } }>("select * from public.claim_due_lead_events($1, 10, $2)", [now, [...retryDelaysSeconds]]);
  let forwarded = 0;
  for (const event of claimed) {
    const outcome = answer(event.data.email);
    const [result] = await call<{ n: number }>("select public.record_lead_delivery($1, $2, $3, $4, $5, $6, $7) as n", [
      event.id,
      outcome === true,
      outcome === true ? 204 : outcome,
      outcome === true ? null : "failed",
      now,
      maxDeliveryAttempts,
      claimLeaseSeconds,
    ]);
    forwarded += result!.n;
  }
  return { claimed: claimed.map((event) => event.data.email).sort(), forwarded };
}
const probe = async (time: string) => (await call<{ n: number }>("select public.probe_lead_receiver($1, $2) as n", [at(time), claimLeaseSeconds]))[0]!.n;
const down = () => null;
const up = () => true as const;

describe("a receiver that answers again (Supabase)", () => {
  it("brings forward what failed while it was down; the early attempt keeps the schedule's place", async () => {
    await leads("10:00:00", "a@x.example", "b@x.example", "c@x.example");
    await run("10:00:01", down);
    await run("10:01:01", () => 503);
    await leads("10:03:00", "d@x.example");
    expect(await run("10:03:00", up)).toEqual({ claimed: ["d@x.example"], forwarded: 3 });
    expect(await row("b@x.example")).toMatchObject({ next_attempt_at: at("10:03:00"), forwarded_from: at("10:06:01") });
    expect(await run("10:03:00", (email) => email !== "c@x.example" || 500)).toEqual({
      claimed: ["a@x.example", "b@x.example", "c@x.example"],
      forwarded: 0,
    });
    expect(await row("c@x.example")).toMatchObject({ attempts: 3, forwards: 1, next_attempt_at: at("10:06:01") });
    await leads("10:05:00", "e@x.example");
    expect(await run("10:05:00", up)).toEqual({ claimed: ["e@x.example"], forwarded: 0 });
    expect((await run("10:06:01", () => 500)).claimed).toEqual(["c@x.example"]);
    expect(await row("c@x.example")).toMatchObject({ attempts: 4, forwards: 1, next_attempt_at: at("10:36:01"), forwarded_from: null });
  });

  it("leaves a failure that others were delivered after (a poison event), a 4xx, and an attempt still within its lease", async () => {
    await leads("10:00:00", "poison@x.example", "gone@x.example", "fresh@x.example");
    await run("10:00:00", (email) => (email === "poison@x.example" ? 500 : email === "gone@x.example" ? 410 : true));
    await leads("10:00:30", "late@x.example");
    await run("10:00:30", down);
    await db.query("update public.lead_events set next_attempt_at = $1 where delivered_at is null", [at("10:30:00")]);
    await leads("10:01:00", "next@x.example");
    expect(await run("10:01:00", up)).toEqual({ claimed: ["next@x.example"], forwarded: 0 });
    expect((await rows()).filter((r) => !r.delivered).map((r) => [r.email, r.next_attempt_at, r.forwarded_from])).toEqual([
      ["gone@x.example", at("10:30:00"), null],
      ["late@x.example", at("10:30:00"), null],
      ["poison@x.example", at("10:30:00"), null],
    ]);
  });

  it("probes with the waiting event due soonest, each once per step", async () => {
    await leads("10:00:00", "a@x.example", "b@x.example");
    await run("10:00:00", down);
    await run("10:01:00", (email) => (email === "a@x.example" ? null : 503));
    await db.query("update public.lead_events set next_attempt_at = $1 where data->>'email' = 'a@x.example'", [at("10:05:00")]);
    expect(await probe("10:02:00")).toBe(1);
    expect((await rows()).map((r) => [r.email, r.next_attempt_at, r.forwarded_from])).toEqual([
      ["a@x.example", at("10:02:00"), at("10:05:00")],
      ["b@x.example", at("10:06:00"), null],
    ]);
    await run("10:02:00", down);
    expect((await row("a@x.example")).next_attempt_at).toBe(at("10:05:00"));
    expect(await probe("10:03:00")).toBe(1);
    await run("10:03:00", down);
    expect(await probe("10:04:00")).toBe(0);
  });

  it("gives up after the schedule's attempts, not counting the early ones; only the secret key's functions touch it", async () => {
    await leads("10:00:00", "a@x.example");
    await db.query("update public.lead_events set attempts = $1, forwards = 1", [maxDeliveryAttempts - 1]);
    await run("10:00:00", () => 503);
    expect(await row("a@x.example")).toMatchObject({ attempts: maxDeliveryAttempts, next_attempt_at: at("11:00:00") });
    await run("11:00:00", () => 503);
    expect(await row("a@x.example")).toMatchObject({ attempts: maxDeliveryAttempts + 1, next_attempt_at: null, delivered: false });

    const { rows: rights } = await db.query<{ role: string; probe: boolean; waits: boolean }>(
      `select r as role, has_function_privilege(r, 'public.probe_lead_receiver(timestamptz, integer)', 'execute') as probe,
              has_function_privilege(r, 'public.bring_forward_lead_events(timestamptz, integer, integer)', 'execute') as waits
         from unnest(array['anon', 'authenticated', 'service_role']) r`,
    );
    expect(rights).toEqual([
      { role: "anon", probe: false, waits: false },
      { role: "authenticated", probe: false, waits: false },
      { role: "service_role", probe: true, waits: false },
    ]);
  });
});
