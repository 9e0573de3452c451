import type { LeadEventType, LeadPage, LeadSource } from "~/leads/contract";
import type { StudioActor } from "./studio";

/**
 * Every lead and its delivery, as the studio lists them (issue 43 item 4, decision 0505). A lead
 * is read from its event (`lead_events`): the event carries the lead as the team received it
 * (who, what, the page and the campaign) and the state of its delivery, in one row, so one
 * keyset-paged query lists every kind. The retry schedule itself stays app/leads/retries.ts's.
 */

/** The kinds of lead the list shows, and the event types each is recorded as. */
export const studioLeadKinds = {
  audit: { label: "Audit request", types: ["audit_request.created"] },
  support: { label: "Support request", types: ["support_request.created"] },
  application: { label: "Job application", types: ["job_application.created"] },
  download: { label: "Download", types: ["download.created"] },
  newsletter: { label: "Newsletter sign-up", types: ["newsletter.subscribed", "newsletter.updated"] },
} as const satisfies Record<string, { label: string; types: readonly LeadEventType[] }>;
export type StudioLeadKind = keyof typeof studioLeadKinds;
export const studioLeadKindNames = Object.keys(studioLeadKinds) as StudioLeadKind[];

/** Where an event's delivery stands: sent; not yet sent (its first attempt, or a retry, is due at `nextAttemptAt`); given up after 24 hours. */
export const leadDeliveryStates = ["delivered", "retrying", "failed"] as const;
export type LeadDeliveryState = (typeof leadDeliveryStates)[number];

export interface StudioLeadFilter {
  kind?: StudioLeadKind;
  /** Leads written at or after this time (ISO 8601). */
  from?: string;
  /** Leads written before this time (ISO 8601). */
  to?: string;
  /** The campaign (`utm_campaign`) the lead's page was opened with, exactly. */
  campaign?: string;
  delivery?: LeadDeliveryState;
}

/** Where a page of the list starts: after this lead, newest first. `at` is the backend's own spelling of the time. */
export interface StudioLeadCursor {
  at: string;
  id: string;
}

export interface StudioLead {
  /** The event's id (the webhook-id). */
  id: string;
  kind: StudioLeadKind;
  type: string;
  /** When the lead was written (the backend's spelling; also the cursor's). */
  at: string;
  name: string;
  email: string;
  /** What it is about: the property, the subject, the job, the resource, the newsletter's interest. */
  about: string | null;
  page: LeadPage | null;
  source: LeadSource | null;
  delivery: LeadDeliveryState;
  attempts: number;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  lastStatus: number | null;
  lastError: string | null;
}

/** One lead event row as both adapters read it. */
export interface StudioLeadRow {
  id: string;
  type: string;
  data: Record<string, unknown>;
  created_at: string;
  attempts: number;
  next_attempt_at: string | null;
  delivered_at: string | null;
  last_status: number | null;
  last_error: string | null;
}

export type LeadRetryResult = "due" | "delivered" | "unknown";

export interface StudioLeadsPort {
  /** One page of leads, newest first; `limit` rows at most (ask one more to know there is a next page). */
  listStudioLeads(filter: StudioLeadFilter, page: { after?: StudioLeadCursor; limit: number }): Promise<StudioLead[]>;
  /** The same, for the CSV export: each call is one chunk of a stream, so it is not bound by the request's budget (app/backend/deadline.server.ts). */
  listStudioLeadsForExport(filter: StudioLeadFilter, page: { after?: StudioLeadCursor; limit: number }): Promise<StudioLead[]>;
  /**
   * "Retry now": the event's next attempt becomes `now`, with the audit entry in the same write;
   * the next delivery (after this post, or the clock) sends it once. A failed event gets one
   * attempt; a waiting one keeps its schedule if that attempt fails too.
   */
  retryStudioLead(id: string, now: Date, actor: StudioActor): Promise<LeadRetryResult>;
}

/** Every event type the list reads. */
export const studioLeadTypes: readonly string[] = Object.values(studioLeadKinds).flatMap((kind) => kind.types);

/** The event types of a filter (all lead types without a kind). */
export function typesOf(filter: StudioLeadFilter): string[] {
  return [...(filter.kind ? studioLeadKinds[filter.kind].types : studioLeadTypes)];
}

const kindOfType = (type: string): StudioLeadKind =>
  studioLeadKindNames.find((kind) => (studioLeadKinds[kind].types as readonly string[]).includes(type)) ?? "audit";

const textOf = (value: unknown) => (typeof value === "string" ? value : null);

/** A row as the studio shows it; both adapters call it, so both say the same. */
export function studioLeadOf(row: StudioLeadRow): StudioLead {
  const data = row.data;
  const delivery: LeadDeliveryState = row.delivered_at ? "delivered" : row.next_attempt_at ? "retrying" : "failed";
  return {
    id: row.id,
    kind: kindOfType(row.type),
    type: row.type,
    at: row.created_at,
    name: textOf(data.name) ?? textOf(data.full_name) ?? "",
    email: textOf(data.email) ?? "",
    about: textOf(data.property_url) ?? textOf(data.subject) ?? textOf(data.resource_name) ?? textOf(data.job_id) ?? textOf(data.feature_interest),
    page: (data.page as LeadPage | null | undefined) ?? null,
    source: (data.source as LeadSource | null | undefined) ?? null,
    delivery,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    deliveredAt: row.delivered_at,
    lastStatus: row.last_status,
    lastError: row.last_error,
  };
}
