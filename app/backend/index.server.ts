import { readConfig, type BackendConfig, type Env } from "~/server/env.server";
import { createD1Backend } from "./d1/index.server";
import { batchedReads } from "./d1/read-batch.server";
import type { SupabaseBackendOptions } from "./supabase/index.server";
import type { Backend } from "./types";
import { guardBackend, type GuardedBackend } from "./deadline.server";

export type { Backend } from "./types";
export { BackendError } from "./types";

const backends = new WeakMap<object, Backend>();

/**
 * The backend the configuration names (`readConfig(env).backend`: Supabase when its three
 * values are set, otherwise the D1/R2 bindings). One instance per environment object (workerd
 * reuses it across requests of an isolate).
 */
export function getBackend(env: Env): Backend {
  const cached = backends.get(env);
  if (cached) return cached;
  const backend = createBackend(readConfig(env).backend);
  backends.set(env, backend);
  return backend;
}

/**
 * The backend as one request sees it: every call under a deadline, and a record of whether
 * a read failed (docs/decisions/0024-backend-deadlines.md, 0025-error-pages-and-stale-if-error.md).
 * On D1, the request's reads of one turn go to the binding as one batch (read-batch.server.ts,
 * decision 0054), so the adapter is made for the request around its own view of the binding.
 */
export function backendForRequest(env: Env): GuardedBackend {
  const config = readConfig(env).backend;
  if (config.kind === "d1") return guardBackend(createD1Backend({ db: batchedReads(config.db), files: config.files }));
  return guardBackend(getBackend(env));
}

function createBackend(config: BackendConfig): Backend {
  if (config.kind === "supabase") {
    return lazySupabaseBackend({ url: config.url, publishableKey: config.publishableKey, secretKey: config.secretKey });
  }
  return createD1Backend({ db: config.db, files: config.files });
}

/**
 * The Supabase adapter, loaded on its first call (decision 0020): its client libraries
 * (postgrest-js, storage-js; decision 0038) are never evaluated on a site that runs on D1. Every port method returns a
 * promise, so each is forwarded once the module is in; the client is created once per
 * environment, like the D1 adapter, and no promise outlives the call that made it.
 * This `import()` must stay inside the Remix build: functions/server-build.ts takes this module's
 * exports from the build (app/entry.server.tsx), never imports it, because in a module wrangler
 * bundles an `import()` wraps the whole upload in lazy initialisers (decision 0037).
 */
function lazySupabaseBackend(options: SupabaseBackendOptions): Backend {
  let loaded: Backend | undefined;
  const load = async () => {
    if (!loaded) {
      const { createSupabaseBackend } = await import("./supabase/index.server");
      loaded ??= createSupabaseBackend(options);
    }
    return loaded;
  };
  return new Proxy({ kind: "supabase" } as Backend, {
    get(target, property) {
      if (property === "kind") return target.kind;
      // Not a thenable, and nothing but the ports' methods.
      if (typeof property !== "string" || property === "then") return undefined;
      return async (...args: unknown[]) => {
        const backend = (await load()) as unknown as Record<string, (...methodArgs: unknown[]) => Promise<unknown>>;
        const method = backend[property];
        if (typeof method !== "function") throw new TypeError(`The Supabase backend has no ${property}`);
        return method.apply(backend, args);
      };
    },
  });
}
