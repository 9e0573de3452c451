import type { Lang } from "~/lib/i18n";
import type { LeadOrigin, LeadPayload } from "./contract";

/**
 * One builder per lead (issue 42 item 3, decision 0058): what a form's write says, in the site's
 * terms (the port's input), becomes the event's payload once, here. Both adapters take the payload
 * as it is: D1 binds its fields as the row's columns and adds the id and the time; each Supabase
 * function takes it as `p_event jsonb`, inserts the columns it names and adds the same two. So a
 * new field is its line in the contract (app/leads/contract.ts), its input and its line here, and
 * its column in each database; no adapter statement or Supabase function changes.
 *
 * Values are cleaned here once for both databases as the Supabase functions used to clean them
 * (trimmed, the address lower-cased, an empty optional text null): the forms' schemas already do
 * it, so for a post this changes nothing; it keeps a direct call from storing what a post cannot.
 */

const text = (value: string) => value.trim();
const optional = (value: string | null | undefined) => value?.trim() || null;
const address = (value: string) => value.trim().toLowerCase();
const origin = (from: LeadOrigin | undefined) => ({ page: from?.page ?? null, source: from?.source ?? null });

export interface AuditRequestInput {
  /** Already normalised by `normalizePropertyUrl` (absolute http(s) URL). */
  propertyUrl: string;
  name: string;
  /** Lower-cased. */
  email: string;
  /** The language of the page the request was sent from: the reply is written in it. */
  locale: Lang;
  /** Where the post came from: its page and the campaign it was opened with (decision 0050); absent: unknown. */
  from?: LeadOrigin;
}

export function auditRequestPayload(input: AuditRequestInput): LeadPayload<"audit_request.created"> {
  return { property_url: text(input.propertyUrl), name: text(input.name), email: address(input.email), locale: input.locale, ...origin(input.from) };
}

export interface JobApplicationInput {
  jobId: string;
  fullName: string;
  email: string;
  phone: string | null;
  coverLetter: string | null;
  resumePath: string;
  locale: Lang;
  /** Where the post came from: its page and the campaign it was opened with (decision 0050); absent: unknown. */
  from?: LeadOrigin;
}

export function jobApplicationPayload(input: JobApplicationInput): LeadPayload<"job_application.created"> {
  return {
    job_id: input.jobId,
    full_name: text(input.fullName),
    email: address(input.email),
    phone: optional(input.phone),
    cover_letter: optional(input.coverLetter),
    // The resume's storage path, never the file.
    resume_path: input.resumePath,
    locale: input.locale,
    ...origin(input.from),
  };
}

export interface DownloadLeadInput {
  name: string;
  email: string;
  resourceSlug: string;
  /** The resource's name as the visitor saw it. */
  resourceName: string;
  locale: Lang;
  /** Where the post came from: its page and the campaign it was opened with (decision 0050); absent: unknown. */
  from?: LeadOrigin;
}

export function downloadPayload(input: DownloadLeadInput): LeadPayload<"download.created"> {
  return {
    name: text(input.name),
    email: address(input.email),
    resource_slug: input.resourceSlug,
    resource_name: input.resourceName,
    locale: input.locale,
    ...origin(input.from),
  };
}

export interface SubscribeInput {
  email: string;
  name: string;
  phone: string | null;
  isWaitlist: boolean;
  featureInterest: string;
  /** The language of the page the visitor subscribed from. */
  locale: Lang;
  /** The consent sentence shown next to the form, exactly as the visitor read it. */
  consentText: string;
  /** The version id of that sentence (app/features/newsletter/consent.ts). */
  consentVersion: string;
  /** The path of the page the form was on. */
  consentPath: string;
  /** The signed one-click unsubscribe URL, carried by the event (`data.unsubscribe_url`). */
  unsubscribeUrl: string;
  /** Where the post came from: its page and the campaign it was opened with (decision 0050); absent: unknown. */
  from?: LeadOrigin;
}

/**
 * The payload of `newsletter.subscribed` and of `newsletter.updated` alike: which of the two it is
 * only the database knows (a new address, or one it has).
 */
export function subscriptionPayload(input: SubscribeInput): LeadPayload<"newsletter.subscribed"> {
  return {
    email: address(input.email),
    name: text(input.name),
    phone: optional(input.phone),
    is_waitlist: input.isWaitlist,
    feature_interest: optional(input.featureInterest) ?? "Newsletter",
    locale: input.locale,
    consent_text: input.consentText,
    consent: { version: input.consentVersion, text: input.consentText, locale: input.locale, path: input.consentPath },
    ...origin(input.from),
    unsubscribe_url: input.unsubscribeUrl,
  };
}

/** Only who (decision 0030); the database adds when. */
export function unsubscriptionPayload(input: { email: string }): LeadPayload<"newsletter.unsubscribed"> {
  return { email: address(input.email) };
}

export interface NewRoadmapComment {
  /** Chosen by the caller, so the signed moderation links can name it before the write (a new UUID when absent). */
  id?: string;
  itemId: number;
  /** "held" when it contains a link (app/features/engagement/roadmap/moderation.ts); "published" when absent. */
  status?: "published" | "held";
  /** The signed links of the event's data.approve_url and data.hide_url (null when absent). */
  approveUrl?: string;
  hideUrl?: string;
  /** 'Anonymous' when the visitor left the name empty (spec 2 §5). */
  authorName: string;
  content: string;
}

export function roadmapCommentPayload(input: NewRoadmapComment): LeadPayload<"roadmap_comment.created"> {
  return {
    id: input.id ?? crypto.randomUUID(),
    item_id: input.itemId,
    author_name: text(input.authorName) || "Anonymous",
    content: text(input.content),
    status: input.status ?? "published",
    approve_url: input.approveUrl ?? null,
    hide_url: input.hideUrl ?? null,
  };
}

export interface HelpFeedback {
  articleSlug: string;
  /** The language of the page the answer came from. */
  locale: Lang;
  helpful: boolean;
  /** Only with a No; already cleaned and at most `helpFeedbackCommentMax` characters. */
  comment: string | null;
  /** Keyed hash of the visitor's cookie id (app/server/visitor.server.ts), never the id itself. */
  visitorKey: string;
}

/** No visitor key: it identifies a browser, not a lead (the row keeps it beside the payload). */
export function helpFeedbackPayload(input: HelpFeedback): LeadPayload<"help_feedback.created"> {
  return { article_slug: input.articleSlug, locale: input.locale, helpful: input.helpful, comment: optional(input.comment) };
}

export interface SupportRequestInput {
  name: string;
  /** Trimmed and lower-cased by the caller. */
  email: string;
  /** What the visitor was looking for (their failed search, or the article's title); null when empty. */
  subject: string | null;
  message: string;
  /** The help article the form was opened from, when it was. */
  articleSlug: string | null;
  /** The language of the page the request came from. */
  locale: Lang;
  /** Where the post came from: its page and the campaign it was opened with (decision 0050); absent: unknown. */
  from?: LeadOrigin;
}

export function supportRequestPayload(input: SupportRequestInput): LeadPayload<"support_request.created"> {
  return {
    name: text(input.name),
    email: address(input.email),
    subject: optional(input.subject),
    message: text(input.message),
    article_slug: optional(input.articleSlug),
    locale: input.locale,
    ...origin(input.from),
  };
}

export interface ReviewRequest {
  kind: string;
  locale: string;
  title: string;
  slug: string;
  authorEmail: string;
  /** Where the studio lists what waits for review (an absolute https address of the site). */
  studioUrl: string;
}

/** A studio piece sent for review (decision 0501): the backend adds the piece's id and the time. */
export function reviewRequestPayload(input: ReviewRequest): LeadPayload<"studio.review_requested"> {
  return { kind: input.kind, locale: input.locale, title: input.title, slug: input.slug, author_email: input.authorEmail, studio_url: input.studioUrl };
}
