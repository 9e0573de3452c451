import type { Backend } from "./types";

/**
 * The benchmark's view of one request's backend calls (issue 18 item 5, scripts/bench/edge.mjs):
 * every port method is delayed by `latencyMs` before it runs (a backend on another continent)
 * and counted. `sequential` is the longest chain of calls where each started only after the
 * one before it had answered: the round trips a visitor waits for one after the other.
 * Only a non-production site with BACKEND_LATENCY_MS set uses it (functions/fetch.ts).
 */
export interface RoundTrips {
  calls: number;
  sequential: number;
}

export function withRoundTrips(backend: Backend, latencyMs: number): { backend: Backend; trips: RoundTrips } {
  const trips: RoundTrips = { calls: 0, sequential: 0 };
  const wrapped = new Proxy(backend, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        trips.calls += 1;
        // Calls already answered when this one starts are the ones it may depend on.
        const depth = trips.sequential + 1;
        try {
          if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          trips.sequential = Math.max(trips.sequential, depth);
        }
      };
    },
  });
  return { backend: wrapped, trips };
}
