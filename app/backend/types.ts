import type { EngagementPort } from "./engagement";
import type { ContentPort, HelpFeedbackPort, HelpSearchMissPort } from "./content";
import type { ContentVersionPort } from "./content-version";
import type { IntegrationsPort } from "./integrations";
import type { MarketingPort } from "./marketing";
import type { NewsletterPort } from "./newsletter";
import type { LeadEventsPort } from "~/leads/port";
import type { RateLimitsPort } from "./rate-limits";
import type { SupportRequestPort } from "./support";
import type { ChannelFeesPort } from "./channel-fees";
import type { StudioPort } from "./studio";
import type { StudioApplicationsPort } from "./studio-applications";
import type { StudioJobsPort } from "./studio-jobs";
import type { StudioImagesPort } from "./studio-images";
import type { StudioCatalogPort } from "./studio-catalog";
import type { StudioLeadsPort } from "./studio-leads";
import type { StudioSubscribersPort } from "./studio-subscribers";
import type { StudioRoadmapPort } from "./studio-roadmap";

export type * from "./newsletter";
export type * from "./marketing";
export type * from "./content";
export type * from "./engagement";
export type * from "./content-version";
export type * from "./integrations";
export type * from "~/leads/port";
export type * from "./rate-limits";
export type * from "./support";
export type * from "./channel-fees";
export type * from "./studio";
export type * from "./studio-applications";
export type * from "./studio-jobs";
export type * from "./studio-images";
export type * from "./studio-catalog";
export type * from "./studio-leads";
export type * from "./studio-subscribers";
export type * from "./studio-roadmap";

/**
 * The site's data needs, in its own terms, one port per area of the site. Two adapters
 * implement all of it (d1/, supabase/); routes and components only ever see this type,
 * through `context.backend`.
 */
export interface Backend
  extends NewsletterPort,
    RateLimitsPort,
    MarketingPort,
    ContentPort,
    HelpSearchMissPort,
    HelpFeedbackPort,
    EngagementPort,
    IntegrationsPort,
    ContentVersionPort,
    LeadEventsPort,
    SupportRequestPort,
    ChannelFeesPort,
    StudioPort,
    StudioApplicationsPort,
    StudioJobsPort,
    StudioImagesPort,
    StudioCatalogPort,
    StudioLeadsPort,
    StudioSubscribersPort,
    StudioRoadmapPort {
  readonly kind: "d1" | "supabase";
}

/** A failure of the backend itself (network, SQL, permissions); never a validation problem. */
export class BackendError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = "BackendError";
  }
}
