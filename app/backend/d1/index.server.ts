import type { Backend } from "../types";
import type { D1Context } from "./context.server";
import { d1Content } from "./content.server";
import { d1ContentVersion } from "./content-version.server";
import { d1Integrations } from "./integrations.server";
import { d1HelpFeedback } from "./help-feedback.server";
import { d1SupportRequests } from "./support.server";
import { d1Careers } from "./careers.server";
import { d1Downloads } from "./downloads.server";
import { d1HelpMisses } from "./help-misses.server";
import { d1Marketing } from "./marketing.server";
import { d1Newsletter } from "./newsletter.server";
import { d1Roadmap } from "./roadmap.server";
import { d1LeadEvents } from "./lead-events.server";
import { d1RateLimits } from "./rate-limits.server";
import { d1ChannelFees } from "./channel-fees.server";
import { d1Studio } from "./studio.server";
import { d1StudioApplications } from "./studio-applications.server";
import { d1StudioJobs } from "./studio-jobs.server";
import { d1StudioImages } from "./studio-images.server";
import { d1StudioCatalog } from "./studio-catalog.server";
import { d1StudioLeads } from "./studio-leads.server";
import { d1StudioSubscribers } from "./studio-subscribers.server";
import { d1StudioRoadmap } from "./studio-roadmap.server";

export interface D1BackendOptions {
  db: D1Database;
  files: R2Bucket;
  now?: () => Date;
}

/** The embedded default backend: Cloudflare D1 (SQLite) and R2. Schema in migrations/. */
export function createD1Backend({ db, files, now = () => new Date() }: D1BackendOptions): Backend {
  const context: D1Context = { db, files, now };
  return {
    kind: "d1",
    ...d1Newsletter(context),
    ...d1RateLimits(context),
    ...d1Marketing(context),
    ...d1Content(context),
    ...d1HelpMisses(context),
    ...d1HelpFeedback(context),
    ...d1SupportRequests(context),
    ...d1Roadmap(context),
    ...d1Careers(context),
    ...d1Downloads(context),
    ...d1Integrations(context),
    ...d1ContentVersion(context),
    ...d1LeadEvents(context),
    ...d1ChannelFees(context),
    ...d1Studio(context),
    ...d1StudioApplications(context),
    ...d1StudioJobs(context),
    ...d1StudioImages(context),
    ...d1StudioCatalog(context),
    ...d1StudioLeads(context),
    ...d1StudioSubscribers(context),
    ...d1StudioRoadmap(context),
  };
}
