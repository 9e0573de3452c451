import { describe, expect, it } from "vitest";
import { backendWith, json } from "../fixtures/supabase/fake-fetch";

/**
 * A download's file replaced on Supabase (decision 0506), at the fetch boundary: the new object
 * is uploaded first, then the function points the row at it, then the old object is removed;
 * when the row moved meanwhile, the new object is removed and the old one stays. The SQL side is
 * tests/postgres/studio-catalog.test.ts; D1 + R2 is tests/integration/http/studio-catalog.test.ts.
 */
const id = "3b1f7a52-6c0e-4d2a-9f4b-1a2b3c4d5e03";
const row = { id, slug: "seasonal-pricing-playbook", name: "Seasonal Pricing Playbook", description: null, file_url: "downloads/seasonal-pricing-playbook.pdf", is_published: true, pt_name: null, pt_description: null };

function supabase(replaced: { replaced: boolean; removable: boolean }) {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const body = request.method === "GET" ? "" : await request.text();
    calls.push(`${request.method} ${path}${path.endsWith("/remove") || request.method === "DELETE" ? ` ${body}` : ""}`);
    if (path === "/rest/v1/rpc/studio_catalog_downloads") return json([row]);
    if (path.startsWith("/storage/v1/object/downloadable_resources/downloads/") && request.method === "POST") return json({ Key: path, Id: "1" });
    if (path === "/rest/v1/rpc/studio_replace_download_file") return json(replaced);
    if (path === "/storage/v1/object/downloadable_resources" && request.method === "DELETE") return json([]);
    throw new Error(`unexpected request ${request.method} ${path}`);
  }) as typeof globalThis.fetch;
  return { backend: backendWith(fetch), calls };
}

const file = { content: new TextEncoder().encode("a,b\n1,2\n"), extension: "csv", contentType: "text/csv; charset=utf-8" };
const actor = { email: "editor@example.com", role: "editor" as const };

describe("replacing a download's file on Supabase", () => {
  it("uploads the new object, moves the row, then removes the old object", async () => {
    const { backend, calls } = supabase({ replaced: true, removable: true });
    const answer = await backend.replaceStudioDownloadFile(id, file, actor);
    expect(answer).toEqual({ path: expect.stringMatching(/^downloads\/[a-z0-9]+-[0-9a-f]{8}\/seasonal-pricing-playbook\.csv$/), removed: "downloads/seasonal-pricing-playbook.pdf" });
    expect(calls).toEqual([
      "POST /rest/v1/rpc/studio_catalog_downloads",
      `POST /storage/v1/object/downloadable_resources/${answer!.path}`,
      "POST /rest/v1/rpc/studio_replace_download_file",
      'DELETE /storage/v1/object/downloadable_resources {"prefixes":["downloads/seasonal-pricing-playbook.pdf"]}',
    ]);
  });

  it("removes its own new object, and keeps the old one, when the row moved meanwhile", async () => {
    const { backend, calls } = supabase({ replaced: false, removable: false });
    await expect(backend.replaceStudioDownloadFile(id, file, actor)).rejects.toThrow(/changed meanwhile/);
    expect(calls.at(-1)).toMatch(/^DELETE \/storage\/v1\/object\/downloadable_resources \{"prefixes":\["downloads\/[a-z0-9]+-[0-9a-f]{8}\/seasonal-pricing-playbook\.csv"\]\}$/);
    expect(calls.filter((call) => call.startsWith("DELETE"))).toHaveLength(1);
  });
});
