import { createClient } from "@supabase/supabase-js";
import type { Backend } from "../types";
import { deadlineFetch } from "../deadline.server";
import { supabaseContent } from "./content.server";
import { supabaseContentVersion } from "./content-version.server";
import type { SupabaseContext } from "./context.server";
import { supabaseHelpFeedback } from "./help-feedback.server";
import { supabaseSupportRequests } from "./support.server";
import { supabaseCareers } from "./careers.server";
import { supabaseDownloads } from "./downloads.server";
import { supabaseHelpMisses } from "./help-misses.server";
import { supabaseMarketing } from "./marketing.server";
import { supabaseNewsletter } from "./newsletter.server";
import { supabaseLeadEvents } from "./lead-events.server";
import { supabaseRoadmap } from "./roadmap.server";
import { supabaseRateLimits } from "./rate-limits.server";

export interface SupabaseBackendOptions {
  url: string;
  publishableKey: string;
  secretKey: string;
  /** Injected in tests to check the calls at the fetch boundary. */
  fetch?: typeof fetch;
}

/** The production backend: Supabase through supabase-js. Schema in supabase/migrations/. */
export function createSupabaseBackend(options: SupabaseBackendOptions): Backend {
  const clientOptions = {
    // No auth client: the site never signs anyone in, and supabase-js's auth client keeps a
    // lock and an initialisation promise that every request of the isolate would wait on
    // (Workers forbid one request from waiting on another's; issue 23 item 1). Without a
    // token, each call is sent with the key itself, as before.
    accessToken: async () => null,
    // Every request has a deadline and no failure is retried (docs/decisions/0024-backend-deadlines.md).
    global: { fetch: deadlineFetch(options.fetch ?? ((input, init) => fetch(input, init))) },
  };
  const context: SupabaseContext = {
    reader: createClient(options.url, options.publishableKey, clientOptions),
    writer: createClient(options.url, options.secretKey, clientOptions),
  };
  return {
    kind: "supabase",
    ...supabaseNewsletter(context),
    ...supabaseRateLimits(context),
    ...supabaseMarketing(context),
    ...supabaseContent(context),
    ...supabaseHelpMisses(context),
    ...supabaseHelpFeedback(context),
    ...supabaseSupportRequests(context),
    ...supabaseRoadmap(context),
    ...supabaseCareers(context),
    ...supabaseDownloads(context),
    ...supabaseContentVersion(context),
    ...supabaseLeadEvents(context),
  };
}
