import { describe, expect, it } from "vitest";
import { backendWith, expectSecretKey, fakeFetch, json, url } from "../fixtures/supabase/fake-fetch";

// The studio's leads and subscribers on Supabase at the fetch boundary (decision 0505): the secret
// key's functions with the arguments supabase/migrations/20261203000300_studio_leads.sql names, the
// cursor's time passed back as Postgres spelled it, and the rows as the studio shows them.

const actor = { email: "support@example.com", role: "support" as const };
const id = "6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f";

describe("studio leads on Supabase", () => {
  it("lists through studio_leads with the filter's types, days, campaign, state and the exact cursor", async () => {
    const row = { id, type: "newsletter.updated", data: { name: "Ana", email: "ana@example.com", feature_interest: "Newsletter", page: null, source: { utm_campaign: "spring" } }, created_at: "2026-11-01T10:00:00.123456Z", attempts: 2, next_attempt_at: "2026-11-01T11:00:00Z", delivered_at: null, last_status: 503, last_error: "HTTP 503" };
    const { fetch, requests } = fakeFetch(json([row]));
    const leads = await backendWith(fetch).listStudioLeads(
      { kind: "newsletter", from: "2026-11-01T00:00:00.000Z", campaign: "spring", delivery: "retrying" },
      { after: { at: "2026-11-02T00:00:00.654321Z", id }, limit: 51 },
    );
    expect(requests[0]!.url.href).toBe(`${url}/rest/v1/rpc/studio_leads`);
    expectSecretKey(requests[0]!);
    expect(requests[0]!.body).toEqual({
      p_types: ["newsletter.subscribed", "newsletter.updated"],
      p_from: "2026-11-01T00:00:00.000Z",
      p_to: null,
      p_campaign: "spring",
      p_delivery: "retrying",
      p_after_at: "2026-11-02T00:00:00.654321Z",
      p_after_id: id,
      p_limit: 51,
    });
    expect(leads).toEqual([
      expect.objectContaining({ id, kind: "newsletter", at: row.created_at, name: "Ana", email: "ana@example.com", about: "Newsletter", delivery: "retrying", lastStatus: 503 }),
    ]);
  });

  it("retries through studio_retry_lead with the actor, and answers 'unknown' for an id that is no uuid without asking", async () => {
    const { fetch, requests } = fakeFetch(json("due"));
    const now = new Date("2026-12-02T07:00:00.000Z");
    expect(await backendWith(fetch).retryStudioLead(id, now, actor)).toBe("due");
    expect(requests[0]!.url.href).toBe(`${url}/rest/v1/rpc/studio_retry_lead`);
    expect(requests[0]!.body).toEqual({ p_id: id, p_now: now.toISOString(), p_actor: actor.email, p_role: actor.role });
    const none = fakeFetch(json("due"));
    expect(await backendWith(none.fetch).retryStudioLead("'; drop table x", now, actor)).toBe("unknown");
    expect(none.requests).toHaveLength(0);
  });

  it("forgets through studio_forget_subscriber with the address, its base64url and the hash", async () => {
    const { fetch, requests } = fakeFetch(json(true));
    const at = new Date("2026-12-02T07:00:00.000Z");
    const request = { email: "ana@example.com", encoded: "YW5hQGV4YW1wbGUuY29t", addressHash: "a".repeat(64) };
    expect(await backendWith(fetch).forgetSubscriber(request, at, { email: "admin@example.com", role: "admin" })).toBe(true);
    expect(requests[0]!.url.href).toBe(`${url}/rest/v1/rpc/studio_forget_subscriber`);
    expect(requests[0]!.body).toEqual({ p_email: request.email, p_encoded: request.encoded, p_hash: request.addressHash, p_now: at.toISOString(), p_actor: "admin@example.com", p_role: "admin" });
  });
});
