import { describe, expect, it } from "vitest";
import { BackendError } from "~/backend/types";
import { backendWith, fakeFetch, json, publishableKey, rejection, secretKey, url } from "../fixtures/supabase/fake-fetch";

// The Supabase side of the marketing port, checked at the fetch boundary: what the adapter
// sends for each call, with which key, and how answers and failures come back.



const record = {
  id: "3f6c1d2e-8a4b-4c5d-9e7f-000000000002",
  feature_key: "properties",
  locale: "pt",
  feature_name: "Propriedades",
  feature_description: "Anúncios de aluguel.",
  starter_included: true,
  professional_included: true,
  enterprise_included: false,
  starter_value: "1",
  professional_value: null,
  enterprise_value: null,
  category: "Propriedades e hóspedes",
  display_order: 10,
  is_published: true,
};

describe("listPricingFeatures on Supabase", () => {
  it("calls get_pricing_features with the language, using the publishable key only", async () => {
    const { fetch, requests } = fakeFetch(json([record]));
    const rows = await backendWith(fetch).listPricingFeatures("pt");

    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe("POST");
    expect(requests[0]!.url.href).toBe(`${url}/rest/v1/rpc/get_pricing_features`);
    expect(requests[0]!.body).toEqual({ p_locale: "pt" });
    expect(requests[0]!.headers.get("apikey")).toBe(publishableKey);
    for (const [name, value] of requests[0]!.headers) expect(value, name).not.toContain(secretKey);

    expect(rows).toEqual([
      {
        id: record.id,
        featureKey: "properties",
        locale: "pt",
        featureName: "Propriedades",
        featureDescription: "Anúncios de aluguel.",
        starterIncluded: true,
        professionalIncluded: true,
        enterpriseIncluded: false,
        starterValue: "1",
        professionalValue: null,
        enterpriseValue: null,
        category: "Propriedades e hóspedes",
        displayOrder: 10,
      },
    ]);
  });

  it("answers an empty table as an empty list", async () => {
    const { fetch } = fakeFetch(json([]));
    await expect(backendWith(fetch).listPricingFeatures("en")).resolves.toEqual([]);
  });

  it("throws a BackendError when the call fails or the answer is not a list", async () => {
    for (const answer of [json({ code: "42501", message: "permission denied for function get_pricing_features" }, 401), json(null), new TypeError("offline")]) {
      const { fetch } = fakeFetch(answer);
      expect(await rejection(backendWith(fetch).listPricingFeatures("en"))).toBeInstanceOf(BackendError);
    }
  });
});

describe("submitAuditRequest on Supabase", () => {
  const input = { propertyUrl: "https://www.airbnb.com/rooms/1", name: "Ana", email: "ana@example.com", locale: "pt" } as const;

  it("calls submit_audit_request with the secret key and returns the new id", async () => {
    const { fetch, requests } = fakeFetch(json("0b9c7a52-2d0f-4a53-9d8e-1c2b3a4d5e6f"));
    await expect(backendWith(fetch).submitAuditRequest(input)).resolves.toEqual({ id: "0b9c7a52-2d0f-4a53-9d8e-1c2b3a4d5e6f" });
    expect(requests[0]!.url.href).toBe(`${url}/rest/v1/rpc/submit_audit_request`);
    // The payload the lead's builder made (app/leads/payloads.ts, decision 0058), whole.
    expect(requests[0]!.body).toEqual({
      p_event: { property_url: "https://www.airbnb.com/rooms/1", name: "Ana", email: "ana@example.com", locale: "pt", page: null, source: null },
    });
    expect(requests[0]!.headers.get("apikey")).toBe(secretKey);
  });

  it("sends where the request came from as the payload's page and source (decision 0050)", async () => {
    const { fetch, requests } = fakeFetch(json("0b9c7a52-2d0f-4a53-9d8e-1c2b3a4d5e6f"));
    const from = { page: { path: "/pt", lang: "pt" as const }, source: null };
    await backendWith(fetch).submitAuditRequest({ ...input, from });
    expect(requests[0]!.body).toMatchObject({ p_event: { locale: "pt", page: { path: "/pt", lang: "pt" }, source: null } });
  });

  it("throws a BackendError on a failed call or an answer without an id", async () => {
    const { fetch } = fakeFetch(json({ code: "23514", message: "new row violates check constraint" }, 400));
    const error = await rejection(backendWith(fetch).submitAuditRequest(input));
    expect(error).toBeInstanceOf(BackendError);
    expect((error as Error).message).toBe("Supabase submit_audit_request failed: new row violates check constraint");

    const { fetch: empty } = fakeFetch(json(null));
    expect(((await rejection(backendWith(empty).submitAuditRequest(input))) as Error).message).toBe(
      "Supabase submit_audit_request answered null",
    );
  });
});
