import type { Env } from "~/server/env.server";
import { ConfigurationError } from "~/server/env.server";
import { createD1Backend } from "./d1/index.server";
import { createSupabaseBackend } from "./supabase/index.server";
import type { Backend } from "./types";
import { guardBackend, type GuardedBackend } from "./deadline.server";

export type { Backend } from "./types";
export { BackendError } from "./types";

const backends = new WeakMap<object, Backend>();

/**
 * Supabase when SUPABASE_URL and both keys are set, otherwise the D1/R2 bindings.
 * One instance per environment object (workerd reuses it across requests of an isolate).
 */
export function getBackend(env: Env): Backend {
  const cached = backends.get(env);
  if (cached) return cached;
  const backend = chooseBackend(env);
  backends.set(env, backend);
  return backend;
}

/**
 * The backend as one request sees it: every call under a deadline, and a record of whether
 * a read failed (docs/decisions/0024-backend-deadlines.md, 0025-error-pages-and-stale-if-error.md).
 */
export function backendForRequest(env: Env): GuardedBackend {
  return guardBackend(getBackend(env));
}

function chooseBackend(env: Env): Backend {
  if (env.SUPABASE_URL || env.SUPABASE_PUBLISHABLE_KEY || env.SUPABASE_SECRET_KEY) {
    if (!env.SUPABASE_URL || !env.SUPABASE_PUBLISHABLE_KEY || !env.SUPABASE_SECRET_KEY) {
      throw new ConfigurationError(
        "Supabase needs SUPABASE_URL, SUPABASE_PUBLISHABLE_KEY and SUPABASE_SECRET_KEY together",
      );
    }
    return createSupabaseBackend({
      url: env.SUPABASE_URL,
      publishableKey: env.SUPABASE_PUBLISHABLE_KEY,
      secretKey: env.SUPABASE_SECRET_KEY,
    });
  }
  if (!env.DB || !env.FILES) {
    throw new ConfigurationError("No backend: bind D1 as DB and R2 as FILES, or configure Supabase");
  }
  return createD1Backend({ db: env.DB, files: env.FILES });
}
