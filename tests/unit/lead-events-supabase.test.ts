import { describe, expect, it } from "vitest";
import { maxDeliveryAttempts } from "~/leads/retries";
import { BackendError } from "~/backend/types";
import { backendWith, expectSecretKey, fakeFetch, json, url } from "../fixtures/supabase/fake-fetch";

// The Supabase side of the lead events port at the fetch boundary: the secret key's
// functions, with the retry schedule the site owns, and one spelling of each event's time.

const now = new Date("2026-11-24T11:00:00.000Z");

describe("lead events on Supabase", () => {
  it("claims through claim_due_lead_events with the secret key, the limit and the retry schedule", async () => {
    const { fetch, requests } = fakeFetch(
      json([{ id: "e1", type: "download.created", data: { email: "a@example.com" }, created_at: "2026-11-24T10:59:59.123456+00:00", attempts: 1 }]),
    );
    const events = await backendWith(fetch).claimDueLeadEvents({ now, limit: 3 });
    expect(requests[0]!.url.href).toBe(`${url}/rest/v1/rpc/claim_due_lead_events`);
    expectSecretKey(requests[0]!);
    expect(requests[0]!.body).toEqual({ p_now: now.toISOString(), p_limit: 3, p_delays: [60, 300, 1800, 3600] });
    expect(events).toEqual([
      { id: "e1", type: "download.created", data: { email: "a@example.com" }, createdAt: "2026-11-24T10:59:59.123Z", attempts: 1 },
    ]);
  });

  it("records an outcome through record_lead_delivery, the error cut to 500 characters and the claim's lease", async () => {
    const { fetch, requests } = fakeFetch(new Response(null, { status: 204 }));
    await backendWith(fetch).recordLeadDelivery({ id: "e1", delivered: false, status: null, error: "x".repeat(900), now });
    expect(requests[0]!.url.href).toBe(`${url}/rest/v1/rpc/record_lead_delivery`);
    expectSecretKey(requests[0]!);
    expect(requests[0]!.body).toEqual({
      p_id: "e1",
      p_delivered: false,
      p_status: null,
      p_error: "x".repeat(500),
      p_now: now.toISOString(),
      p_max_attempts: maxDeliveryAttempts,
      p_lease: 60,
    });
  });

  it("answers how many waiting events a delivery brought forward, and probes through probe_lead_receiver (decision 0066)", async () => {
    const delivered = fakeFetch(json(29));
    expect(await backendWith(delivered.fetch).recordLeadDelivery({ id: "e1", delivered: true, status: 204, error: null, now })).toBe(29);
    const probe = fakeFetch(json(1));
    expect(await backendWith(probe.fetch).probeLeadReceiver({ now })).toBe(1);
    expect(probe.requests[0]!.url.href).toBe(`${url}/rest/v1/rpc/probe_lead_receiver`);
    expectSecretKey(probe.requests[0]!);
    expect(probe.requests[0]!.body).toEqual({ p_now: now.toISOString(), p_lease: 60 });
  });

  it("turns an error answer into a BackendError", async () => {
    const { fetch } = fakeFetch(json({ message: "permission denied" }, 403));
    await expect(backendWith(fetch).claimDueLeadEvents({ now, limit: 3 })).rejects.toBeInstanceOf(BackendError);
  });
});
