import type { LeadSource } from "~/leads/contract";
import type { StudioActor } from "./studio";

/**
 * The newsletter's subscribers as an admin sees them (issue 43 item 5, decision 0505): counts,
 * a search by address, the consent each gave, and "forget this person".
 */
export interface SubscriberCounts {
  subscribed: number;
  unsubscribed: number;
  /** People forgotten on request: only a keyed hash of their address is left (the proof they left). */
  forgotten: number;
}

export interface StudioSubscriber {
  email: string;
  name: string;
  isWaitlist: boolean;
  featureInterest: string;
  locale: string;
  subscribedAt: string;
  unsubscribedAt: string | null;
  /** The sentence shown, its version id and the path of the page (decision 0030; null for rows from before). */
  consentText: string;
  consentVersion: string | null;
  consentPath: string | null;
  source: LeadSource | null;
}

export interface SubscriberSearch {
  /** A part of the address (case-insensitive); empty: everyone. */
  search?: string;
  /** The page after this address (alphabetical). */
  after?: string;
  limit: number;
}

/**
 * What forgetting needs: the address, the strings that spell it elsewhere (its base64url in
 * unsubscribe links) and the keyed hash the proof keeps instead of it.
 */
export interface ForgetRequest {
  email: string;
  /** base64url of the address, as the signed unsubscribe links carry it. */
  encoded: string;
  addressHash: string;
}

export interface StudioSubscribersPort {
  getSubscriberCounts(): Promise<SubscriberCounts>;
  listStudioSubscribers(search: SubscriberSearch): Promise<StudioSubscriber[]>;
  /** One chunk of the CSV export (not bound by the request's budget, app/backend/deadline.server.ts). */
  listStudioSubscribersForExport(search: SubscriberSearch): Promise<StudioSubscriber[]>;
  /**
   * Forgets a subscriber in one write: the row goes, the proof of leaving keeps only the hash,
   * every lead row and lead event that holds the address loses it and the name, and the audit
   * entry names the actor and the hash, never the address. False when no subscriber has it.
   */
  forgetSubscriber(request: ForgetRequest, at: Date, actor: StudioActor): Promise<boolean>;
}

/** A subscriber row as both adapters read it (D1 keeps booleans as 0/1 and JSON as text). */
export interface StudioSubscriberRow {
  email: string;
  name: string;
  is_waitlist: boolean | number;
  feature_interest: string;
  locale: string;
  subscribed_at: string;
  unsubscribed_at: string | null;
  consent_text: string;
  consent_version: string | null;
  consent_path: string | null;
  source: LeadSource | string | null;
}

export function studioSubscriberOf(row: StudioSubscriberRow): StudioSubscriber {
  return {
    email: row.email,
    name: row.name,
    isWaitlist: row.is_waitlist === true || row.is_waitlist === 1,
    featureInterest: row.feature_interest,
    locale: row.locale,
    subscribedAt: row.subscribed_at,
    unsubscribedAt: row.unsubscribed_at,
    consentText: row.consent_text,
    consentVersion: row.consent_version,
    consentPath: row.consent_path,
    source: typeof row.source === "string" ? (JSON.parse(row.source) as LeadSource) : row.source,
  };
}

/** What replaces a forgotten address and name, in every row and event that held them. */
export const forgottenAddress = "forgotten@invalid";
export const forgottenName = "Forgotten";
