import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { Backend, RateLimitInput, SubscribeInput } from "./types";
import { BackendError } from "./types";

export interface SupabaseBackendOptions {
  url: string;
  /** The publishable (anon) key: reads of published content, under RLS. */
  publishableKey: string;
  /** The secret (service-role) key: the only role allowed to execute the write functions. */
  secretKey: string;
  /** Injected in tests to check the calls at the fetch boundary. */
  fetch?: typeof fetch;
}

/** The production backend: Supabase through supabase-js. Schema in supabase/migrations/. */
export function createSupabaseBackend(options: SupabaseBackendOptions): Backend {
  const clientOptions = {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: options.fetch ? { fetch: options.fetch } : {},
  };
  // Writes go through the secret key: only its role may execute the write functions.
  // Reads of published content will use `options.publishableKey` under RLS.
  const writer: SupabaseClient = createClient(options.url, options.secretKey, clientOptions);

  async function rpc<T>(fn: string, args: Record<string, unknown>): Promise<T> {
    let result: { data: unknown; error: { message: string } | null };
    try {
      result = await writer.rpc(fn, args);
    } catch (error) {
      throw new BackendError(`Supabase ${fn} failed`, error);
    }
    if (result.error) throw new BackendError(`Supabase ${fn} failed: ${result.error.message}`, result.error);
    return result.data as T;
  }

  return {
    kind: "supabase",

    async subscribe(input: SubscribeInput) {
      const outcome = await rpc<string>("subscribe_to_newsletter", {
        p_email: input.email,
        p_name: input.name,
        p_phone: input.phone,
        p_is_waitlist: input.isWaitlist,
        p_feature_interest: input.featureInterest,
        p_locale: input.locale,
        p_consent_text: input.consentText,
      });
      if (outcome !== "subscribed" && outcome !== "updated") {
        throw new BackendError(`Supabase subscribe_to_newsletter answered ${JSON.stringify(outcome)}`);
      }
      return outcome;
    },

    async hitRateLimit({ bucket, limit, windowSeconds }: RateLimitInput) {
      const rows = await rpc<Array<{ allowed: boolean; retry_after_seconds: number }>>("hit_rate_limit", {
        p_bucket: bucket,
        p_limit: limit,
        p_window_seconds: windowSeconds,
      });
      const row = Array.isArray(rows) ? rows[0] : rows;
      if (!row) throw new BackendError("Supabase hit_rate_limit returned no row");
      return { allowed: row.allowed, retryAfterSeconds: row.retry_after_seconds };
    },
  };
}
