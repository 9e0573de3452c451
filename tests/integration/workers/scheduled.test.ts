import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";
import type { Env } from "~/server/env.server";
import worker from "../../../functions/index";
import { jobs, leadEventsJob } from "../../../functions/scheduled";
import { drainDueLeadEvents } from "~/server/leads/delivery.server";

/**
 * The site's clock in workerd (issue 28 item 2, decision 0040): the Worker's own `scheduled()`
 * handler, driven the way the Cron Trigger drives it, against a real local D1 and the Worker's
 * `send_email` binding (miniflare's stand-in, pinned to team@stayloop.example in
 * vitest.config.ts). Nothing else runs between the lead's write and the delivery: no request,
 * no page read.
 */
const secret = `whsec_${btoa("a key for the clock's own tests..")}`;
const receiver = "https://hooks.stayloop.example/leads";
const siteEnv = (extra: Partial<Env> = {}): Env => ({
  ...(env as unknown as Env),
  APP_ENV: "development",
  SESSION_SECRET: "clock-test-session-secret-0123456789",
  HASH_SALT: "clock-test-hash-salt-0123456789",
  ...extra,
});
const webhookEnv = siteEnv({ LEADS_WEBHOOK_URL: receiver, LEADS_WEBHOOK_SECRET: secret });

/** One run of the Cron Trigger at `at`, awaited with everything it left to waitUntil. */
async function tick(at: Date, target: Env = webhookEnv) {
  const ctx = createExecutionContext();
  const controller = createScheduledController({ scheduledTime: at, cron: "* * * * *" });
  const run = worker.scheduled(controller, target, ctx);
  await waitOnExecutionContext(ctx);
  return run;
}

interface Row {
  attempts: number;
  delivered_at: string | null;
  next_attempt_at: string | null;
  last_status: number | null;
  last_error: string | null;
}
const eventOf = async (email: string) =>
  env.DB.prepare("SELECT attempts, delivered_at, next_attempt_at, last_status, last_error FROM lead_events WHERE json_extract(data, '$.email') = ?").bind(email).first<Row>();

let answers: number[] = [];
let received: Request[] = [];
beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM lead_events"), env.DB.prepare("DELETE FROM audit_requests")]);
  answers = [];
  received = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url !== receiver) throw new Error(`unexpected request to ${request.url}`);
    received.push(request.clone() as Request);
    return new Response(null, { status: answers.shift() ?? 204 });
  });
});
afterEach(() => vi.restoreAllMocks());

async function auditRequest(email: string, at: Date) {
  await createD1Backend({ db: env.DB, files: env.FILES, now: () => at }).submitAuditRequest({ propertyUrl: "https://casa.example/", name: "Clock Test", email, locale: "en" });
}

describe("scheduled(): the clock delivers lead events with no visitors", () => {
  it("sends a due event once, signed, and nothing on the next runs", async () => {
    const at = new Date();
    await auditRequest("due@example.com", at);
    await tick(at);
    expect(received).toHaveLength(1);
    const [delivery] = received;
    expect(delivery!.headers.get("webhook-signature")).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(await delivery!.text())).toMatchObject({ type: "audit_request.created", data: { email: "due@example.com", name: "Clock Test" } });
    expect(await eventOf("due@example.com")).toMatchObject({ attempts: 1, last_status: 204, next_attempt_at: null });
    expect((await eventOf("due@example.com"))!.delivered_at).not.toBeNull();

    for (const minutes of [1, 5, 60]) await tick(new Date(at.getTime() + minutes * 60_000));
    expect(received).toHaveLength(1);
  });

  it("leaves a refused delivery for its retry time, then sends it with the same webhook-id", async () => {
    const at = new Date();
    await auditRequest("retry@example.com", at);
    answers = [503];
    await tick(at);
    expect(await eventOf("retry@example.com")).toMatchObject({ attempts: 1, delivered_at: null, last_status: 503, last_error: "HTTP 503" });
    // The next minute's run: the first retry is a minute after the attempt, not yet due 30 s later.
    await tick(new Date(at.getTime() + 30_000));
    expect(received).toHaveLength(1);
    await tick(new Date(at.getTime() + 61_000));
    expect(received).toHaveLength(2);
    expect(received[1]!.headers.get("webhook-id")).toBe(received[0]!.headers.get("webhook-id"));
    expect((await eventOf("retry@example.com"))!.delivered_at).not.toBeNull();
  });

  it("mails the team through the Worker's send_email binding, and a refused message waits for its retry", async () => {
    const at = new Date();
    await auditRequest("mail@example.com", at);
    const mailEnv = siteEnv({ LEADS_EMAIL_FROM: "leads@stayloop.example", LEADS_EMAIL_TO: "team@stayloop.example" });
    await tick(at, mailEnv);
    expect(received).toHaveLength(0);
    expect(await eventOf("mail@example.com")).toMatchObject({ attempts: 1, last_error: null });
    expect((await eventOf("mail@example.com"))!.delivered_at).not.toBeNull();

    // A destination the binding is not pinned to: Email Routing (here its stand-in) refuses it.
    await auditRequest("refused@example.com", at);
    await tick(at, siteEnv({ LEADS_EMAIL_FROM: "leads@stayloop.example", LEADS_EMAIL_TO: "someone@else.example" }));
    const refused = await eventOf("refused@example.com");
    expect(refused).toMatchObject({ attempts: 1, delivered_at: null });
    expect(refused!.last_error).toMatch(/^email: .*not allowed/);
    expect(refused!.next_attempt_at).not.toBeNull();
  });

  it("drains a backlog of 300 in one run, six at a time, once each (decision 0061)", async () => {
    const at = new Date();
    for (let i = 0; i < 300; i++) await auditRequest(`backlog-${i}@example.com`, at);
    let open = 0;
    let most = 0;
    vi.mocked(globalThis.fetch).mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      received.push(request);
      open += 1;
      most = Math.max(most, open);
      await new Promise((resolve) => setTimeout(resolve, 1));
      open -= 1;
      return new Response(null, { status: 204 });
    });
    const logs = vi.spyOn(console, "log").mockImplementation(() => {});
    await tick(at);
    expect(new Set(received.map((request) => request.headers.get("webhook-id"))).size).toBe(300);
    expect(received).toHaveLength(300);
    expect(most).toBe(6);
    // 50 rounds of six, and a 51st that found nothing more: 2 + 6 × 2 subrequests a round.
    expect(logs).toHaveBeenCalledWith(expect.objectContaining({ job: "lead-events", result: { delivered: 300, claimed: 300, rounds: 51, subrequests: 702, forwarded: 0, probed: 0 } }));
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM lead_events WHERE delivered_at IS NOT NULL").first<{ n: number }>())!;
    expect(n).toBe(300);
    await tick(new Date(at.getTime() + 60_000));
    expect(received).toHaveLength(300);
  }, 60_000);

  it("stops within the plan's subrequests (Workers Free: 50) and sends the rest on the next runs", async () => {
    const at = new Date();
    for (let i = 0; i < 30; i++) await auditRequest(`free-${i}@example.com`, at);
    const free = siteEnv({ LEADS_WEBHOOK_URL: receiver, LEADS_WEBHOOK_SECRET: secret, CLOCK_SUBREQUESTS: "50" });
    const logs = vi.spyOn(console, "log").mockImplementation(() => {});
    await tick(at, free);
    // Three rounds of six (14 each), then one of three that fits the 8 left: 21 deliveries, 50 subrequests.
    expect(received).toHaveLength(21);
    expect(logs).toHaveBeenCalledWith(expect.objectContaining({ result: { delivered: 21, claimed: 21, rounds: 4, subrequests: 50, forwarded: 0, probed: 0 } }));
    await tick(new Date(at.getTime() + 60_000), free);
    expect(received).toHaveLength(30);
  });

  it("starts no round whose deliveries' timeout would end past the time budget", async () => {
    const at = new Date();
    for (let i = 0; i < 20; i++) await auditRequest(`slow-${i}@example.com`, at);
    // A clock that has moved 3 s at each look: the first round starts at 3 s (3 + 5 ≤ 10), the second would at 6 s (6 + 5 > 10).
    let ms = 0;
    const report = await drainDueLeadEvents({
      events: createD1Backend({ db: env.DB, files: env.FILES, now: () => at }),
      target: { url: receiver, secret },
      now: at,
      budget: { subrequests: 1000, ms: 10_000 },
      clock: () => (ms += 3000),
    });
    expect(report).toEqual({ delivered: 6, claimed: 6, rounds: 1, subrequests: 14, forwarded: 0, probed: 0 });
    expect(received).toHaveLength(6);
  });

  it("sends an outage's backlog as soon as the receiver answers again, not on each retry time (decision 0066)", async () => {
    const at = new Date();
    for (let i = 0; i < 30; i++) await auditRequest(`outage-${i}@example.com`, at);
    // Down for the first attempt and the first retry: each event now waits five minutes.
    answers = Array.from({ length: 30 }, () => 503);
    await tick(at);
    answers = Array.from({ length: 30 }, () => 503);
    await tick(new Date(at.getTime() + 60_000));
    expect(received).toHaveLength(60);
    // Back two minutes later: nothing is due, so one waiting event asks; it is delivered and
    // brings the other 29 forward, which the same run sends.
    const logs = vi.spyOn(console, "log").mockImplementation(() => {});
    await tick(new Date(at.getTime() + 3 * 60_000));
    expect(received).toHaveLength(90);
    expect(new Set(received.slice(60).map((request) => request.headers.get("webhook-id"))).size).toBe(30);
    expect(logs).toHaveBeenCalledWith(expect.objectContaining({ result: expect.objectContaining({ delivered: 30, claimed: 30, forwarded: 29, probed: 1 }) }));
    await tick(new Date(at.getTime() + 10 * 60_000));
    expect(received).toHaveLength(90);
  });

  it("reports a job that fails, after the others ran, so the Cron event is marked failed", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = siteEnv({ LEADS_WEBHOOK_URL: receiver, LEADS_WEBHOOK_SECRET: secret, DB: undefined, FILES: undefined });
    await expect(tick(new Date(), broken)).rejects.toThrow(/lead-events failed: ConfigurationError: No backend/);
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ job: "lead-events", outcome: "failed", cron: "* * * * *" }));
  });

  it("fails the lead job with what to set when the lead channels are misconfigured, and claims nothing", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const at = new Date();
    await auditRequest("half@example.com", at);
    const half = siteEnv({ LEADS_WEBHOOK_URL: receiver });
    await expect(tick(at, half)).rejects.toThrow(
      /lead-events failed: ConfigurationError: LEADS_WEBHOOK_SECRET must be set with LEADS_WEBHOOK_URL/,
    );
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ job: "lead-events", outcome: "failed" }));
    expect(received).toHaveLength(0);
    expect(await eventOf("half@example.com")).toMatchObject({ attempts: 0, delivered_at: null, last_error: null });
  });

  it("gives each job a deadline shorter than the lease of the claims, so runs never overlap on an event", () => {
    expect(jobs).toContain(leadEventsJob);
    expect(leadEventsJob.deadlineMs).toBeLessThan(60_000);
  });
});
