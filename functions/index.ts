/**
 * The site as one Cloudflare Worker (DESIGN §3, decision 0040). Static files of public/ are
 * answered by Workers Static Assets before this code runs; everything else comes here:
 * - `fetch`: the edge (functions/fetch.ts): cache, security headers, Remix;
 * - `scheduled`: the site's clock (functions/scheduled.ts), every minute (wrangler.toml
 *   `[triggers] crons`): lead events that are due, and the next time-based jobs.
 */
import type { Env } from "../app/server/env.server";
import { handleFetch } from "./fetch";
import { handleScheduled } from "./scheduled";

export default {
  fetch: handleFetch,
  scheduled: handleScheduled,
} satisfies ExportedHandler<Env>;
