import type { PGlite } from "@electric-sql/pglite";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits, withinRateLimit } from "~/server/abuse.server";
import { backendWith } from "../fixtures/supabase/fake-fetch";
import { asRole, freshSupabaseDb } from "./pglite";

// Issue 23 item 7 on Supabase: the site's rate limit (app/server/abuse.server.ts) through the
// Supabase adapter (postgrest-js) and hit_rate_limit on PGlite, PostgREST's rpc call answered
// by the database as the secret key's role would. Five posts of a stranger's email from
// address A lock out address A, never the owner posting the same email from address B.

let db: PGlite;

/** PostgREST's POST /rest/v1/rpc/hit_rate_limit, answered by PGlite as service_role. */
async function postgrest(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const path = new URL(request.url).pathname;
  if (request.method !== "POST" || path !== "/rest/v1/rpc/hit_rate_limit") return new Response("not found", { status: 404 });
  const args = (await request.json()) as { p_bucket: string; p_limit: number; p_window_seconds: number };
  const rows = await asRole(db, "service_role", async (tx) =>
    (await tx.query("select * from public.hit_rate_limit($1, $2, $3)", [args.p_bucket, args.p_limit, args.p_window_seconds])).rows,
  );
  return new Response(JSON.stringify(rows), { status: 200, headers: { "Content-Type": "application/json" } });
}

beforeAll(async () => {
  db = await freshSupabaseDb();
});
/** The site's context with the real Supabase adapter. */
const siteContext = () =>
  ({ config: { hashSalt: "salt-for-the-email-limit-tests" }, backend: backendWith(postgrest as typeof fetch) }) as unknown as AppLoadContext;
afterAll(async () => {
  await db?.close();
});

const from = (address: string) => new Request("https://stayloop.test/resources/newsletter", { headers: { "CF-Connecting-IP": address } });

describe.each(["newsletter", "application", "download"] as const)("the %s email limit on Supabase", (action: "newsletter" | "application" | "download") => {
  it("does not let a stranger's posts from one address lock the owner out", async () => {
    const context = siteContext();
    const owner = `owner-${action}@example.com`;
    const limit = rateLimits[action].perEmail!.limit;
    const stranger = from("203.0.113.66");
    const results: boolean[] = [];
    for (let i = 0; i <= limit; i++) results.push(await withinRateLimit(stranger, context, action, { email: owner }));
    // The stranger gets the limit and no more.
    expect(results).toEqual([...Array<boolean>(limit).fill(true), false]);
    // The owner, from their own address, is not stopped; nor is the same stranger with another email.
    expect(await withinRateLimit(from("198.51.100.77"), context, action, { email: owner.toUpperCase() })).toBe(true);
    expect(await withinRateLimit(from("2001:db8:77::1"), context, action, { email: owner })).toBe(true);
    expect(await withinRateLimit(stranger, context, action, { email: `someone-else-${action}@example.com` })).toBe(true);
    // The database holds the buckets keyed, never an email or an address in clear.
    const stored = (await db.query<{ bucket: string }>("select bucket from public.rate_limit_hits")).rows.map((row) => row.bucket);
    expect(stored.join(" ")).not.toMatch(/@|203\.0\.113|198\.51\.100/);
  });
});
