import { createHmac } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import type { LeadDeliveryOutcome, LeadEventsPort } from "~/leads/port";
import { deliverDueLeadEvents, drainDueLeadEvents } from "~/server/leads/delivery.server";
import { leadEventTypes, type LeadEvent } from "~/leads/contract";
import { maxDeliveryAttempts, retryDelayAfter } from "~/leads/retries";
import { secretKeyBytes, webhookBody, webhookRequest, webhookSignature } from "~/server/leads/webhook.server";

// Lead events as Standard Webhooks (issue 19 items 1, 2; docs/decisions/0028-lead-events.md).
// Signatures are checked by the standardwebhooks library and by the spec's algorithm with
// node:crypto, neither of which the site uses.

const secret = `whsec_${Buffer.from("a 32-byte key for the lead tests").toString("base64")}`;
const target = { url: "https://hooks.example/leads", secret };
const event: LeadEvent = {
  id: "0b0f5a4e-7a53-4c7e-9a57-1f6f1f0c2b11",
  type: "audit_request.created",
  createdAt: "2026-11-24T11:00:00.000Z",
  data: { id: "r1", property_url: "https://casa.example", name: "Ana Ção", email: "ana@example.com", locale: "pt", created_at: "2026-11-24T11:00:00.000Z", page: null, source: null },
  attempts: 1,
};
const at = new Date("2026-11-24T11:00:05.000Z");

describe("signing", () => {
  it("signs id.timestamp.body with the whsec key, as the spec and its library verify", async () => {
    const request = await webhookRequest(target, event, at);
    const body = await request.text();
    const headers = Object.fromEntries(request.headers);
    expect(headers["webhook-id"]).toBe(event.id);
    expect(headers["webhook-timestamp"]).toBe("1795518005");
    expect(headers["content-type"]).toBe("application/json");

    const key = Buffer.from(secret.slice("whsec_".length), "base64");
    const expected = createHmac("sha256", key).update(`${event.id}.1795518005.${body}`).digest("base64");
    expect(headers["webhook-signature"]).toBe(`v1,${expected}`);

    // The reference library, at the attempt's time (it refuses timestamps 5 minutes off).
    const realNow = Date.now;
    Date.now = () => at.getTime();
    try {
      expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
      const other = `whsec_${Buffer.from("another key, another receiver!!!").toString("base64")}`;
      expect(() => new Webhook(other).verify(body, headers)).toThrow();
    } finally {
      Date.now = realNow;
    }
  });

  it("sends { type, timestamp, data } with the lead's time, the same bytes on every attempt", async () => {
    const body = webhookBody(event);
    expect(JSON.parse(body)).toEqual({ type: "audit_request.created", timestamp: "2026-11-24T11:00:00.000Z", data: event.data });
    expect(Object.keys(JSON.parse(body) as object)).toEqual(["type", "timestamp", "data"]);
    const later = await webhookRequest(target, { ...event, attempts: 5 }, new Date(at.getTime() + 3_600_000));
    expect(await later.text()).toBe(body);
    expect(later.headers.get("webhook-id")).toBe(event.id);
  });

  it("gives a different signature for another timestamp, and refuses a secret that is not whsec_base64", async () => {
    expect(await webhookSignature(secret, "a", 1, "{}")).not.toBe(await webhookSignature(secret, "a", 2, "{}"));
    expect(secretKeyBytes("plain-secret")).toBeNull();
    expect(secretKeyBytes("whsec_not base64!")).toBeNull();
    expect(secretKeyBytes("whsec_")).toBeNull();
    await expect(webhookSignature("plain-secret", "a", 1, "{}")).rejects.toThrow(/LEADS_WEBHOOK_SECRET must be whsec_/);
  });

});

describe("the retry schedule", () => {
  it("waits about 1, 5 and 30 minutes, then hourly", () => {
    expect([1, 2, 3, 4, 5, 20].map(retryDelayAfter)).toEqual([60, 300, 1800, 3600, 3600, 3600]);
  });

  it("keeps trying for at least 24 hours, and not much longer", () => {
    let elapsed = 0;
    for (let attempt = 1; attempt < maxDeliveryAttempts; attempt++) elapsed += retryDelayAfter(attempt);
    expect(elapsed).toBeGreaterThanOrEqual(86_400);
    expect(elapsed - retryDelayAfter(maxDeliveryAttempts - 1)).toBeLessThan(86_400);
  });

  it("names every lead's event type", () => {
    expect([...leadEventTypes].sort()).toEqual(
      [
        "audit_request.created",
        "download.created",
        "help_feedback.created",
        "job_application.created",
        "newsletter.subscribed",
        "newsletter.updated",
        "newsletter.unsubscribed",
        "roadmap_comment.created",
        "support_request.created",
        "studio.review_requested",
      ].sort(),
    );
  });
});

/** A port that hands out the given events once and keeps the outcomes. */
function fakePort(due: LeadEvent[]) {
  const outcomes: LeadDeliveryOutcome[] = [];
  const claims: Array<{ now: Date; limit: number }> = [];
  const port: LeadEventsPort = {
    async claimDueLeadEvents(input) {
      claims.push(input);
      return due.splice(0, input.limit);
    },
    async recordLeadDelivery(outcome) {
      outcomes.push(outcome);
      return 0;
    },
    async probeLeadReceiver() {
      return 0;
    },
  };
  return { port, outcomes, claims };
}

describe("deliverDueLeadEvents", () => {
  it("sends at most three, and records 2xx as delivered, 500 and a refused connection as failures", async () => {
    const events = ["ok", "500", "refused", "fourth"].map((name) => ({ ...event, id: name }));
    const { port, outcomes, claims } = fakePort(events);
    const sent: string[] = [];
    const delivered = await deliverDueLeadEvents({
      events: port,
      target,
      now: at,
      fetch: async (request) => {
        const id = request.headers.get("webhook-id")!;
        sent.push(id);
        if (id === "refused") throw new TypeError("fetch failed");
        return new Response(null, { status: id === "500" ? 500 : 204 });
      },
    });
    expect(delivered).toBe(1);
    expect(claims).toEqual([{ now: at, limit: 3 }]);
    expect(sent.sort()).toEqual(["500", "ok", "refused"]);
    expect(outcomes.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: "500", delivered: false, status: 500, error: "HTTP 500", now: at },
      { id: "ok", delivered: true, status: 204, error: null, now: at },
      { id: "refused", delivered: false, status: null, error: "TypeError: fetch failed", now: at },
    ]);
  });

  it("gives up on a receiver that does not answer in time", async () => {
    const { port, outcomes } = fakePort([{ ...event }]);
    const started = Date.now();
    await deliverDueLeadEvents({
      events: port,
      target,
      now: at,
      timeoutMs: 50,
      fetch: (request) =>
        new Promise((_, reject) => request.signal.addEventListener("abort", () => reject(request.signal.reason as Error))),
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(outcomes[0]).toMatchObject({ delivered: false, status: null, error: expect.stringMatching(/TimeoutError/) });
  });

  it("claims nothing when no webhook is configured (the events wait, recorded)", async () => {
    const { port, claims } = fakePort([{ ...event }]);
    expect(await deliverDueLeadEvents({ events: port, target: null, now: at })).toBe(0);
    expect(claims).toEqual([]);
  });
});

describe("drainDueLeadEvents and a receiver that is back (decision 0066)", () => {
  /** A store of waiting events: a probe makes the first due, and a delivery makes all due (the adapters' rule, simplified). */
  function waitingPort(waiting: LeadEvent[]) {
    const due: LeadEvent[] = [];
    const probes: Date[] = [];
    const port: LeadEventsPort = {
      async claimDueLeadEvents(input) {
        return due.splice(0, input.limit);
      },
      async recordLeadDelivery(outcome) {
        if (!outcome.delivered) return 0;
        const forwarded = waiting.splice(0);
        due.push(...forwarded);
        return forwarded.length;
      },
      async probeLeadReceiver(input) {
        probes.push(input.now);
        const first = waiting.shift();
        if (first) due.push(first);
        return first ? 1 : 0;
      },
    };
    return { port, probes };
  }
  const backlog = () => Array.from({ length: 20 }, (_, i) => ({ ...event, id: `w${i}` }));
  const drain = (port: LeadEventsPort, answer: number) =>
    drainDueLeadEvents({ events: port, target, now: at, budget: { subrequests: 1000, ms: 40_000 }, fetch: async () => new Response(null, { status: answer }) });

  it("probes once when nothing is due; the probe's delivery brings the rest, sent in the same run", async () => {
    const { port, probes } = waitingPort(backlog());
    expect(await drain(port, 204)).toEqual({ delivered: 20, claimed: 20, rounds: 6, subrequests: 2 + 1 + 4 + 3 * 14 + 4, forwarded: 19, probed: 1 });
    expect(probes).toEqual([at]);
  });

  it("ends the run when the probe fails (still down), and does not probe a second time", async () => {
    const { port, probes } = waitingPort(backlog());
    expect(await drain(port, 503)).toMatchObject({ delivered: 0, claimed: 1, forwarded: 0, probed: 1 });
    expect(probes).toHaveLength(1);
  });

  it("does not probe when the run had events due, even if they all failed", async () => {
    const { port, probes } = waitingPort([]);
    const failing = fakePort([{ ...event }]);
    port.claimDueLeadEvents = failing.port.claimDueLeadEvents;
    expect(await drain(port, 503)).toMatchObject({ claimed: 1, probed: 0 });
    expect(probes).toEqual([]);
  });
});
