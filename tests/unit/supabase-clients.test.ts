import { describe, expect, it } from "vitest";
import { createSupabaseBackend } from "~/backend/supabase/index.server";
import { backendWith, fakeFetch, json, publishableKey, secretKey, url } from "../fixtures/supabase/fake-fetch";

// The two clients the adapter builds from postgrest-js and storage-js (decision 0038) send what
// supabase-js's createClient sent with auth turned off: the project's /rest/v1 and /storage/v1,
// the key as `apikey` and as the bearer token (no one signs in), the `public` schema.

describe("the Supabase adapter's clients (decision 0038)", () => {
  it("reads with the publishable key as apikey and bearer token, in the public schema", async () => {
    const { fetch, requests } = fakeFetch(json([{ version: 7 }]), json([]));
    const backend = backendWith(fetch);
    expect(await backend.readContentVersion()).toBe("7");
    await backend.listPricingFeatures("en");

    const [select, rpc] = requests;
    expect(select!.method).toBe("GET");
    expect(select!.url.href).toBe(`${url}/rest/v1/rpc/read_content_version`);
    expect(select!.headers.get("accept-profile")).toBe("public");
    expect(rpc!.method).toBe("POST");
    expect(rpc!.url.href).toBe(`${url}/rest/v1/rpc/get_pricing_features`);
    expect(rpc!.headers.get("content-profile")).toBe("public");
    for (const request of [select!, rpc!]) {
      expect(request.headers.get("apikey")).toBe(publishableKey);
      expect(request.headers.get("authorization")).toBe(`Bearer ${publishableKey}`);
      for (const [, value] of request.headers) expect(value).not.toContain(secretKey);
    }
  });

  it("writes, and signs Storage addresses, with the secret key as apikey and bearer token", async () => {
    const { fetch, requests } = fakeFetch(json("already"), json("downloads/guide.pdf"), json({ signedURL: "/object/sign/downloadable_resources/downloads/guide.pdf?token=abc" }));
    const backend = backendWith(fetch);
    await backend.unsubscribe({ email: "maria@example.com" });
    await backend.openResourceFile("guide");

    expect(requests.map((request) => `${request.method} ${request.url.href}`)).toEqual([
      `POST ${url}/rest/v1/rpc/unsubscribe_from_newsletter`,
      `POST ${url}/rest/v1/rpc/get_downloadable_resource_file`,
      `POST ${url}/storage/v1/object/sign/downloadable_resources/downloads/guide.pdf`,
    ]);
    for (const request of requests) {
      expect(request.headers.get("apikey")).toBe(secretKey);
      expect(request.headers.get("authorization")).toBe(`Bearer ${secretKey}`);
    }
  });

  it("speaks under the project's address with or without a trailing slash, and refuses one that is not http(s)", async () => {
    for (const address of ["https://db.example.com/supabase", "https://db.example.com/supabase/ "]) {
      const { fetch, requests } = fakeFetch(json([]));
      await createSupabaseBackend({ url: address, publishableKey, secretKey, fetch }).listPricingFeatures("en");
      expect(requests[0]!.url.href).toBe("https://db.example.com/supabase/rest/v1/rpc/get_pricing_features");
    }
    expect(() => createSupabaseBackend({ url: "project-ref.supabase.co", publishableKey, secretKey, fetch: fakeFetch().fetch })).toThrow(/http/i);
  });

  it("does not retry a GET met by a network error or a 520 (postgrest-js's default would, after 1 s)", async () => {
    for (const failure of [new TypeError("fetch failed"), json({ message: "origin error" }, 520)]) {
      const { fetch, requests } = fakeFetch(failure, json([{ version: 7 }]));
      const started = Date.now();
      await expect(backendWith(fetch).readContentVersion()).rejects.toThrow(/Supabase/);
      expect(Date.now() - started).toBeLessThan(500);
      expect(requests).toHaveLength(1);
    }
  });
});
