import { describe, expect, it } from "vitest";
import { BackendError } from "~/backend/types";
import { backendWith, expectSecretKey, fakeFetch, json, url } from "../fixtures/supabase/fake-fetch";

// recordHelpSearchMiss on the Supabase adapter, checked at the fetch boundary: one call of
// the record_help_search_miss function with the secret key, the query and language only.

describe("recordHelpSearchMiss (Supabase)", () => {
  it("posts the folded query and language to record_help_search_miss with the secret key", async () => {
    const { fetch, requests } = fakeFetch(new Response(null, { status: 204 }));
    await backendWith(fetch).recordHelpSearchMiss({ query: "zebra crossing", locale: "pt" });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe("POST");
    expect(request!.url.href).toBe(`${url}/rest/v1/rpc/record_help_search_miss`);
    expect(request!.body).toEqual({ p_query: "zebra crossing", p_locale: "pt" });
    expectSecretKey(request!);
    // Nothing about the visitor travels with it.
    for (const name of ["cookie", "x-forwarded-for", "cf-connecting-ip", "user-agent"]) expect(request!.headers.get(name)).toBeNull();
  });

  it("throws a BackendError when the function answers an error or the network fails", async () => {
    const refused = fakeFetch(json({ code: "42501", message: "permission denied for function record_help_search_miss" }, 403));
    await expect(backendWith(refused.fetch).recordHelpSearchMiss({ query: "zebra", locale: "en" })).rejects.toThrow(
      "Supabase record_help_search_miss failed: permission denied for function record_help_search_miss",
    );
    const offline = fakeFetch(new TypeError("fetch failed"));
    await expect(backendWith(offline.fetch).recordHelpSearchMiss({ query: "zebra", locale: "en" })).rejects.toBeInstanceOf(BackendError);
  });
});

describe("help search text on the Supabase adapter, hostile (issue 23 item 8, issue 20 item 3)", () => {
  it("never sends a NUL, a control character or an escape to Postgres, in a search or a miss", async () => {
    const { fetch, requests } = fakeFetch(json([]), new Response(null, { status: 204 }));
    const backend = backendWith(fetch);
    await backend.searchHelpArticles({ query: "calendar\u0000sync \u001b[31m", locale: "en", limit: 20 });
    await backend.recordHelpSearchMiss({ query: "\u001b]0;title\u0007zebra\u0000", locale: "en" });
    expect(requests.map((request) => request.body)).toEqual([
      { p_query: "calendarsync [31m", p_locale: "en", p_limit: 20 },
      { p_query: "]0;titlezebra", p_locale: "en" },
    ]);
  });

  it("sends no request for a query that is only control characters", async () => {
    const { fetch, requests } = fakeFetch();
    const backend = backendWith(fetch);
    await expect(backend.searchHelpArticles({ query: "\u0000\u0000", locale: "en", limit: 20 })).resolves.toEqual({ articles: [], terms: [] });
    await expect(backend.recordHelpSearchMiss({ query: "\u0000", locale: "en" })).resolves.toBeUndefined();
    expect(requests).toHaveLength(0);
  });
});

