/**
 * Where lead events go, as this Worker's configuration says (decisions 0028, 0031, 0040, 0041):
 * app/server/leads/delivery.server.ts sends them; this file only gives it the `EmailMessage` of
 * `cloudflare:email` (a module only the Worker's own files can import) for the `EMAIL` binding.
 * Both the edge (right after a form post) and the clock (every minute) deliver through here.
 */
import { EmailMessage } from "cloudflare:email";
import type { Env } from "../app/server/env.server";
import { deliverConfiguredLeadEvents, drainConfiguredLeadEvents, type DrainReport } from "../app/server/leads/delivery.server";
import { getBackend, readConfig } from "./server-build";

/** Claims up to `limit` due events and sends each once; how many were delivered (0 when nothing is configured). */
export function deliverLeadEvents(env: Env, { now, limit }: { now: Date; limit: number }): Promise<number> {
  return deliverConfiguredLeadEvents(getBackend(env), readConfig(env).leads, {
    now,
    limit,
    envelope: (from, to, raw) => new EmailMessage(from, to, raw),
  });
}

/** The clock's run: rounds of due events within the plan's subrequests and the time budget (CLOCK_SUBREQUESTS, CLOCK_SECONDS; decision 0061). */
export function drainLeadEvents(env: Env, { now, signal }: { now: Date; signal: AbortSignal }): Promise<DrainReport> {
  const config = readConfig(env);
  return drainConfiguredLeadEvents(getBackend(env), config.leads, {
    now,
    signal,
    budget: config.clock,
    envelope: (from, to, raw) => new EmailMessage(from, to, raw),
  });
}
