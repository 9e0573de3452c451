import type { Backend } from "../types";
import { deadlineFetch } from "../deadline.server";
import { supabaseContent } from "./content.server";
import { supabaseContentVersion } from "./content-version.server";
import { supabaseIntegrations } from "./integrations.server";
import { supabaseClient, type SupabaseContext } from "./context.server";
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
import { supabaseChannelFees } from "./channel-fees.server";
import { supabaseStudio } from "./studio.server";
import { supabaseStudioApplications } from "./studio-applications.server";
import { supabaseStudioJobs } from "./studio-jobs.server";
import { supabaseStudioImages } from "./studio-images.server";
import { supabaseStudioCatalog } from "./studio-catalog.server";
import { supabaseStudioLeads } from "./studio-leads.server";
import { supabaseStudioSubscribers } from "./studio-subscribers.server";
import { supabaseStudioRoadmap } from "./studio-roadmap.server";

export interface SupabaseBackendOptions {
  url: string;
  publishableKey: string;
  secretKey: string;
  /** Injected in tests to check the calls at the fetch boundary. */
  fetch?: typeof fetch;
}

/**
 * The production backend: Supabase's database through postgrest-js and its Storage through
 * storage-js (decision 0038). Schema in supabase/migrations/.
 */
export function createSupabaseBackend(options: SupabaseBackendOptions): Backend {
  // Every request has a deadline and no failure is retried (docs/decisions/0024-backend-deadlines.md).
  const fetch = deadlineFetch(options.fetch ?? ((input, init) => globalThis.fetch(input, init)));
  const context: SupabaseContext = {
    reader: supabaseClient(options.url, options.publishableKey, fetch),
    writer: supabaseClient(options.url, options.secretKey, fetch),
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
    ...supabaseIntegrations(context),
    ...supabaseContentVersion(context),
    ...supabaseLeadEvents(context),
    ...supabaseChannelFees(context),
    ...supabaseStudio(context),
    ...supabaseStudioApplications(context),
    ...supabaseStudioJobs(context),
    ...supabaseStudioImages(context),
    ...supabaseStudioCatalog(context),
    ...supabaseStudioLeads(context),
    ...supabaseStudioSubscribers(context),
    ...supabaseStudioRoadmap(context),
  };
}
