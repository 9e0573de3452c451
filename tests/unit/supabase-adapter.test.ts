import { describe, expect, it, vi } from "vitest";
import { getBackend } from "~/backend/index.server";
import { BackendError, type SubscribeInput } from "~/backend/types";
import { ConfigurationError, type Env } from "~/server/env.server";
import { backendWith, expectSecretKey, fakeFetch, json, publishableKey, rejection, secretKey, url } from "../fixtures/supabase/fake-fetch";

// The Supabase adapter checked at the fetch boundary: a fake fetch records what the adapter
// sends and answers as PostgREST would.

const input: SubscribeInput = {
  email: "maria@example.com",
  name: "Maria Silva",
  phone: "+351 912 345 678",
  isWaitlist: true,
  featureInterest: "Referral Program",
  locale: "pt",
  consentText: "Aceito receber emails da Stayloop.",
  consentVersion: "2026-11-22",
  consentPath: "/pt/blog",
  unsubscribeUrl: "https://stayloop.example/pt/newsletter/unsubscribe/abc.def",
};

// The payload the lead's builder made (app/leads/payloads.ts, decision 0058): the event's data but its time.
const expectedSubscription = {
  email: "maria@example.com",
  name: "Maria Silva",
  phone: "+351 912 345 678",
  is_waitlist: true,
  feature_interest: "Referral Program",
  locale: "pt",
  consent_text: "Aceito receber emails da Stayloop.",
  consent: { version: "2026-11-22", text: "Aceito receber emails da Stayloop.", locale: "pt", path: "/pt/blog" },
  page: null,
  source: null,
  unsubscribe_url: "https://stayloop.example/pt/newsletter/unsubscribe/abc.def",
};
const expectedSubscribeBody = { p_event: expectedSubscription };




describe("createSupabaseBackend", () => {
  it("is the supabase backend", () => {
    expect(backendWith(fakeFetch().fetch).kind).toBe("supabase");
  });

  describe("unsubscribe", () => {
    it("calls unsubscribe_from_newsletter with the secret key and returns its answer", async () => {
      const { fetch, requests } = fakeFetch(json("already"));
      expect(await backendWith(fetch).unsubscribe({ email: "maria@example.com" })).toBe("already");
      expect(requests[0]!.url.href).toBe(`${url}/rest/v1/rpc/unsubscribe_from_newsletter`);
      expect(requests[0]!.body).toEqual({ p_event: { email: "maria@example.com" } });
      expectSecretKey(requests[0]!);
    });

    it("throws a BackendError on an answer it does not know", async () => {
      const { fetch } = fakeFetch(json("maybe"));
      expect(await rejection(backendWith(fetch).unsubscribe({ email: "maria@example.com" }))).toBeInstanceOf(BackendError);
    });
  });

  describe("subscribe", () => {
    it("posts the subscriber to the subscribe_to_newsletter RPC with the secret key", async () => {
      const { fetch, requests } = fakeFetch(json("subscribed"));

      await backendWith(fetch).subscribe(input);

      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request!.method).toBe("POST");
      expect(request!.url.href).toBe(`${url}/rest/v1/rpc/subscribe_to_newsletter`);
      expect(request!.headers.get("content-type")).toBe("application/json");
      expect(request!.body).toEqual(expectedSubscribeBody);
      expectSecretKey(request!);
    });

    it("sends a missing phone as null", async () => {
      const { fetch, requests } = fakeFetch(json("subscribed"));
      await backendWith(fetch).subscribe({ ...input, phone: null, isWaitlist: false, featureInterest: "Newsletter" });
      expect(requests[0]?.body).toEqual({
        p_event: { ...expectedSubscription, phone: null, is_waitlist: false, feature_interest: "Newsletter" },
      });
    });

    it.each(["subscribed", "updated"] as const)("returns %s when the RPC answers it", async (outcome) => {
      const { fetch } = fakeFetch(json(outcome));
      await expect(backendWith(fetch).subscribe(input)).resolves.toBe(outcome);
    });

    it("throws a BackendError carrying the PostgREST error when the RPC fails", async () => {
      const postgrestError = { code: "P0001", message: "boom", details: null, hint: null };
      const { fetch } = fakeFetch(json(postgrestError, 400));

      const error = await rejection(backendWith(fetch).subscribe(input));

      expect(error).toBeInstanceOf(BackendError);
      expect((error as BackendError).message).toBe("Supabase subscribe_to_newsletter failed: boom");
      expect((error as BackendError).cause).toMatchObject({ code: "P0001", message: "boom" });
    });

    it("throws a BackendError when a permission is missing (42501)", async () => {
      const { fetch } = fakeFetch(
        json({ code: "42501", message: "permission denied for function subscribe_to_newsletter" }, 401),
      );
      const error = await rejection(backendWith(fetch).subscribe(input));
      expect(error).toBeInstanceOf(BackendError);
      expect((error as BackendError).message).toContain("permission denied for function subscribe_to_newsletter");
    });

    it("throws a BackendError when fetch rejects", async () => {
      const { fetch, requests } = fakeFetch(new TypeError("network down"));

      const error = await rejection(backendWith(fetch).subscribe(input));

      expect(requests).toHaveLength(1);
      expect(error).toBeInstanceOf(BackendError);
      expect((error as BackendError).message).toMatch(/^Supabase subscribe_to_newsletter failed/);
      expect((error as BackendError).message).toContain("network down");
    });

    it.each([
      ["an unknown word", "maybe"],
      ["null", null],
      ["an object", { outcome: "subscribed" }],
      ["a list", ["subscribed"]],
    ])("throws a BackendError when the RPC answers %s", async (_label, answer) => {
      const { fetch } = fakeFetch(json(answer));
      const error = await rejection(backendWith(fetch).subscribe(input));
      expect(error).toBeInstanceOf(BackendError);
      expect((error as BackendError).message).toBe(
        `Supabase subscribe_to_newsletter answered ${JSON.stringify(answer)}`,
      );
    });
  });

  describe("hitRateLimit", () => {
    it("posts the bucket, limit and window to the hit_rate_limit RPC with the secret key", async () => {
      const { fetch, requests } = fakeFetch(json([{ allowed: true, retry_after_seconds: 0 }]));

      const result = await backendWith(fetch).hitRateLimit({ bucket: "hmac-of-ip-and-action", limit: 5, windowSeconds: 600 });

      expect(result).toEqual({ allowed: true, retryAfterSeconds: 0 });
      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request!.method).toBe("POST");
      expect(request!.url.href).toBe(`${url}/rest/v1/rpc/hit_rate_limit`);
      expect(request!.body).toEqual({ p_bucket: "hmac-of-ip-and-action", p_limit: 5, p_window_seconds: 600 });
      expectSecretKey(request!);
    });

    it("maps a refusal to allowed=false with the seconds to wait", async () => {
      const { fetch } = fakeFetch(json([{ allowed: false, retry_after_seconds: 42 }]));
      await expect(backendWith(fetch).hitRateLimit({ bucket: "b", limit: 1, windowSeconds: 60 })).resolves.toEqual({
        allowed: false,
        retryAfterSeconds: 42,
      });
    });

    it("throws a BackendError when the RPC returns no row", async () => {
      const { fetch } = fakeFetch(json([]));
      const error = await rejection(backendWith(fetch).hitRateLimit({ bucket: "b", limit: 1, windowSeconds: 60 }));
      expect(error).toBeInstanceOf(BackendError);
      expect((error as BackendError).message).toBe("Supabase hit_rate_limit returned no row");
    });

    it("throws a BackendError when the RPC fails", async () => {
      const { fetch } = fakeFetch(json({ code: "P0001", message: "p_window_seconds must be positive" }, 400));
      const error = await rejection(backendWith(fetch).hitRateLimit({ bucket: "b", limit: 1, windowSeconds: 0 }));
      expect(error).toBeInstanceOf(BackendError);
      expect((error as BackendError).message).toBe("Supabase hit_rate_limit failed: p_window_seconds must be positive");
    });

    it("throws a BackendError when fetch rejects", async () => {
      const { fetch } = fakeFetch(new TypeError("connection reset"));
      const error = await rejection(backendWith(fetch).hitRateLimit({ bucket: "b", limit: 1, windowSeconds: 60 }));
      expect(error).toBeInstanceOf(BackendError);
      expect((error as BackendError).message).toContain("connection reset");
    });
  });
});

describe("getBackend", () => {
  // A local server's secrets: the backend is the configuration's (app/server/env.server.ts).
  const secrets = { APP_ENV: "development", SESSION_SECRET: "s".repeat(32), HASH_SALT: "h".repeat(32) } satisfies Env;
  const supabaseVars = {
    ...secrets,
    SUPABASE_URL: url,
    SUPABASE_PUBLISHABLE_KEY: publishableKey,
    SUPABASE_SECRET_KEY: secretKey,
  } satisfies Env;
  const d1Bindings = { ...secrets, DB: {} as D1Database, FILES: {} as R2Bucket } satisfies Env;

  it("picks Supabase when the URL and both keys are set", () => {
    expect(getBackend({ ...supabaseVars }).kind).toBe("supabase");
  });

  it("prefers Supabase over D1 when both are configured", () => {
    expect(getBackend({ ...supabaseVars, ...d1Bindings }).kind).toBe("supabase");
  });

  it("talks to SUPABASE_URL with SUPABASE_SECRET_KEY", async () => {
    const { fetch, requests } = fakeFetch(json("updated"));
    vi.stubGlobal("fetch", fetch);

    await expect(getBackend({ ...supabaseVars }).subscribe(input)).resolves.toBe("updated");

    expect(requests.map((request) => request.url.href)).toEqual([`${url}/rest/v1/rpc/subscribe_to_newsletter`]);
    expectSecretKey(requests[0]!);
  });

  it("loads the Supabase adapter on first use and is no thenable before it (decision 0020)", async () => {
    const { fetch, requests } = fakeFetch(json("updated"), json("updated"));
    vi.stubGlobal("fetch", fetch);
    const backend = getBackend({ ...supabaseVars });
    expect(await Promise.resolve(backend)).toBe(backend);
    expect(requests).toEqual([]);
    await expect(backend.subscribe(input)).resolves.toBe("updated");
    await expect(backend.subscribe(input)).resolves.toBe("updated");
    expect(requests).toHaveLength(2);
  });

  it("picks D1 when no Supabase variable is set and DB and FILES are bound", () => {
    expect(getBackend({ ...d1Bindings }).kind).toBe("d1");
  });

  it("reuses one backend per environment object", () => {
    const env: Env = { ...d1Bindings };
    const first = getBackend(env);
    expect(getBackend(env)).toBe(first);
    expect(getBackend({ ...d1Bindings })).not.toBe(first);
  });

  it.each([
    ["only SUPABASE_URL", { ...secrets, SUPABASE_URL: url }],
    ["only SUPABASE_PUBLISHABLE_KEY", { ...secrets, SUPABASE_PUBLISHABLE_KEY: publishableKey }],
    ["only SUPABASE_SECRET_KEY", { ...secrets, SUPABASE_SECRET_KEY: secretKey }],
    ["no SUPABASE_SECRET_KEY", { ...secrets, SUPABASE_URL: url, SUPABASE_PUBLISHABLE_KEY: publishableKey }],
    ["no SUPABASE_PUBLISHABLE_KEY", { ...secrets, SUPABASE_URL: url, SUPABASE_SECRET_KEY: secretKey }],
    ["no SUPABASE_URL", { ...secrets, SUPABASE_PUBLISHABLE_KEY: publishableKey, SUPABASE_SECRET_KEY: secretKey }],
    ["an empty SUPABASE_SECRET_KEY", { ...supabaseVars, SUPABASE_SECRET_KEY: "" }],
  ] satisfies Array<[string, Env]>)("refuses a partial Supabase configuration (%s), even with D1 bound", (_label, vars) => {
    expect(() => getBackend({ ...vars })).toThrow(ConfigurationError);
    expect(() => getBackend({ ...vars, ...d1Bindings })).toThrow(
      "Supabase needs SUPABASE_URL, SUPABASE_PUBLISHABLE_KEY and SUPABASE_SECRET_KEY together",
    );
  });

  it.each([
    ["nothing", { ...secrets }],
    ["DB without FILES", { ...secrets, DB: d1Bindings.DB }],
    ["FILES without DB", { ...secrets, FILES: d1Bindings.FILES }],
  ] satisfies Array<[string, Env]>)("refuses to start with %s configured", (_label, env) => {
    expect(() => getBackend({ ...env })).toThrow(ConfigurationError);
    expect(() => getBackend({ ...env })).toThrow(
      "No backend: bind D1 as DB and R2 as FILES, or configure Supabase",
    );
  });
});
