import { PostgrestClient } from "@supabase/postgrest-js";
import { StorageClient } from "@supabase/storage-js";
import { BackendError } from "../types";

/**
 * The part of a Supabase client the adapter uses: the database (`from`, `rpc`) and Storage.
 * Built from postgrest-js and storage-js alone, without supabase-js and its auth, realtime
 * and functions clients, which the site never calls (docs/decisions/0038-supabase-without-supabase-js.md).
 */
export interface SupabaseClient {
  from: PostgrestClient["from"];
  rpc: PostgrestClient["rpc"];
  storage: StorageClient;
}

/** What every Supabase module of the adapter works with. */
export interface SupabaseContext {
  /** Publishable (anon) key: reads of published content, under RLS. */
  reader: SupabaseClient;
  /** Secret (service-role) key: the only role allowed to execute the write functions. */
  writer: SupabaseClient;
}

/** Sent with every request in the place of supabase-js's name and version (no server acts on it). */
export const clientInfo = "stayloop-site";

/**
 * A client that sends what supabase-js's `createClient(url, key, { accessToken: async () => null })`
 * sent: `<url>/rest/v1/…` and `<url>/storage/v1/…`, each request with `apikey: <key>` and
 * `Authorization: Bearer <key>` (no one signs in, so the key is the only token), the
 * `public` schema, through `fetch` (the deadline fetch, decision 0024). postgrest-js's own
 * retries are off (`retry: false`): nothing is retried.
 */
export function supabaseClient(url: string, key: string, fetch: typeof globalThis.fetch): SupabaseClient {
  const base = supabaseBase(url);
  if (!key) throw new Error("A Supabase key is required");
  const withKey: typeof globalThis.fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    if (!headers.has("apikey")) headers.set("apikey", key);
    if (!headers.has("Authorization")) headers.set("Authorization", `Bearer ${key}`);
    return fetch(input, { ...init, headers });
  };
  const headers = { "X-Client-Info": clientInfo };
  const rest = new PostgrestClient(new URL("rest/v1", base).href, { headers, schema: "public", fetch: withKey, retry: false });
  return {
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
    storage: new StorageClient(new URL("storage/v1", base).href, headers, withKey),
  };
}

/** The project's address as a base for relative URLs (with a trailing slash), refused unless http(s). */
function supabaseBase(url: string): URL {
  const trimmed = url.trim();
  if (!/^https?:\/\//i.test(trimmed)) throw new Error("SUPABASE_URL must be an http(s) address");
  return new URL(trimmed.endsWith("/") ? trimmed : `${trimmed}/`);
}

type Answer = { data: unknown; error: { message: string } | null };

/**
 * Awaits a postgrest-js or storage-js call and returns its data; a rejected call or an `error` in the
 * answer (spec 2 §7: "an error object with a message is treated as a failure") becomes a
 * BackendError naming what failed.
 */
export async function answerOf<T>(what: string, call: PromiseLike<Answer>): Promise<T> {
  let result: Answer;
  try {
    result = await call;
  } catch (error) {
    throw new BackendError(`Supabase ${what} failed`, error);
  }
  if (result.error) throw new BackendError(`Supabase ${what} failed: ${result.error.message}`, result.error);
  return result.data as T;
}
