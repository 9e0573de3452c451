import type { Lang } from "~/lib/i18n";
import type { DownloadLeadInput, JobApplicationInput, NewRoadmapComment } from "~/leads/payloads";

/** What a lead write takes is the lead's own (app/leads/payloads.ts builds its payload from it). */
export type { DownloadLeadInput, JobApplicationInput, NewRoadmapComment };

/**
 * Engagement (spec 2 §2.2, §2.8, §2.11): the public roadmap with its votes, likes and
 * comments; job listings and applications with their resumes; downloadable resources and
 * the leads they collect. Supabase names in spec 2 §7; schema in migrations/0004_engagement.sql
 * and supabase/migrations/20261122000400_engagement.sql.
 */
export interface EngagementPort extends RoadmapPort, CareersPort, DownloadsPort {}

/** The public roadmap (spec 2 §2.8): items, votes, comments and their likes. */
export interface RoadmapPort {
  /** Every roadmap item with its comment count, newest first, in `locale` (English when untranslated). */
  listRoadmapItems(locale: Lang): Promise<RoadmapItem[]>;
  getRoadmapItem(id: number, locale: Lang): Promise<RoadmapItem | null>;
  /**
   * One page of an item's comments: the `limit` newest that are older than the comment
   * `before` (the newest when null), oldest first (docs/decisions/0307-roadmap-comment-pages.md).
   * Null when `before` is not a comment of this item.
   */
  listRoadmapComments(itemId: number, page: RoadmapCommentPageRequest): Promise<RoadmapCommentPage | null>;
  /**
   * Whether this visitor (by the key of their cookie, never by address: others share it)
   * voted on the item, and which of its comments they liked.
   */
  roadmapVotesOf(itemId: number, visitor: VisitorLookup): Promise<VisitorVotes>;
  /**
   * One upvote per visitor cookie per item, and at most 5 per client address per item, so
   * people on one network can all vote and a script that drops its cookie adds at most 5
   * (enforced by the schema on both backends; docs/decisions/0010); counts only go up.
   */
  upvoteRoadmapItem(itemId: number, visitor: VisitorIdentity): Promise<VoteOutcome>;
  /** One like per visitor cookie per comment, at most 5 per address per comment; counts only go up. */
  likeRoadmapComment(commentId: string, visitor: VisitorIdentity): Promise<VoteOutcome>;
  /**
   * Adds a comment (already trimmed and capped) with its status, and records its
   * `roadmap_comment.created` event (with the moderation links) in the same write; null when
   * the item does not exist. Only published comments are read, counted, paged or liked.
   */
  addRoadmapComment(input: NewRoadmapComment): Promise<RoadmapComment | null>;
  /** A comment in any status, for the moderation confirm page (decision 0029); null when unknown. */
  getRoadmapCommentForModeration(id: string): Promise<ModeratedRoadmapComment | null>;
  /**
   * Publishes a held comment, or hides a held or published one. "unchanged" when it is
   * already in a status the action cannot move it from (a replayed link).
   */
  moderateRoadmapComment(id: string, action: ModerationAction): Promise<"done" | "unchanged" | "not-found">;
}

export type RoadmapCommentStatus = "published" | "held" | "hidden";
export type ModerationAction = "publish" | "hide";

export interface ModeratedRoadmapComment extends RoadmapComment {
  status: RoadmapCommentStatus;
}

/** Careers (spec 2 §2.2): job listings and applications with their resumes. */
export interface CareersPort {
  /** Active job listings (`get_active_job_listings`), in `locale`. */
  listActiveJobListings(locale: Lang): Promise<JobListing[]>;
  /** Stores an already checked resume under a generated name in the private bucket. */
  storeResume(content: Uint8Array, meta: ResumeMeta): Promise<StoredResume>;
  /** Removes a stored resume (used when its application could not be recorded). */
  deleteResume(path: string): Promise<void>;
  /** Records an application (`submit_job_application`) that points at a stored resume. */
  submitJobApplication(input: JobApplicationInput): Promise<{ id: string }>;
}

/** Free downloads (spec 2 §2.11): the resources, the leads they collect and their files. */
export interface DownloadsPort {
  /** Published downloadable resources (`get_downloadable_resources`), in `locale`. */
  listDownloadableResources(locale: Lang): Promise<DownloadableResource[]>;
  /** Stores a download lead (`record_download`); throws when the resource is unknown. */
  recordDownload(input: DownloadLeadInput): Promise<{ id: string }>;
  /** The file of a published resource: a stream from local storage, or an address to send the visitor to. */
  openResourceFile(slug: string): Promise<ResourceFile | null>;
}

export interface RoadmapItem {
  id: number;
  title: string;
  description: string;
  category: string | null;
  /** As stored; the board puts any unknown value in Backlog. */
  status: string;
  upvotes: number;
  commentCount: number;
  createdAt: string;
}

export interface RoadmapComment {
  id: string;
  itemId: number;
  authorName: string;
  content: string;
  likes: number;
  createdAt: string;
}

export interface RoadmapCommentPageRequest {
  /** The id of the oldest comment of the newer page the visitor came from, or null for the newest page. */
  before: string | null;
  limit: number;
}

export interface RoadmapCommentPage {
  /** At most `limit` comments, oldest first. */
  comments: RoadmapComment[];
  /** The `before` of the next older page, or null when these are the oldest. */
  olderBefore: string | null;
  /** How many comments are newer than this page: 0 on the newest page. */
  newerCount: number;
}

/**
 * Who is voting, as keyed hashes only (app/server/visitor.server.ts): the id in the signed
 * visitor cookie, and the client address (IPv6 by its /64).
 */
export interface VisitorIdentity {
  visitorKey: string;
  addressHash: string;
}

/** For reads: a visitor without a cookie yet has voted on nothing. */
export interface VisitorLookup {
  visitorKey: string | null;
}

export interface VisitorVotes {
  itemVoted: boolean;
  likedCommentIds: string[];
}

/** `address-limit`: this cookie has not voted, but its address already added the 5 it may. */
export type VoteOutcome = "counted" | "already-counted" | "address-limit" | "not-found";

export interface JobListing {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  /** What the role is: paragraphs separated by a blank line. */
  description: string;
  /** What the person will do, one sentence per item (the page's list, schema.org responsibilities). */
  responsibilities: string[];
  /** What we look for, one sentence per item (schema.org qualifications). */
  qualifications: string[];
  /** The hours, in a sentence (schema.org workHours); null when not said. */
  workHours: string | null;
  /** schema.org employmentType for the JobPosting data: FULL_TIME, PART_TIME, CONTRACTOR, ... */
  employmentType: string;
  remote: boolean;
  postedAt: string;
  /** When the posting expires (ISO-8601); null: open until it is made inactive. Past it the job is closed. */
  validThrough: string | null;
  /** Countries a remote job's applicants may live in, ISO 3166-1 alpha-2 codes (schema.org applicantLocationRequirements); empty when none is set. */
  applicantLocations: string[];
  /** The published base salary, or null when it is not published. */
  salary: JobSalary | null;
}

/** A base salary range (schema.org MonetaryAmount with a QuantitativeValue). */
export interface JobSalary {
  /** ISO 4217, e.g. EUR. */
  currency: string;
  min: number;
  /** Equal to min for a single figure. */
  max: number;
  unit: "HOUR" | "DAY" | "WEEK" | "MONTH" | "YEAR";
}

export type ResumeExtension = "pdf" | "doc" | "docx";

export interface ResumeMeta {
  extension: ResumeExtension;
  contentType: string;
}

export interface StoredResume {
  /** Storage path inside the private bucket, e.g. `resumes/1763805600000-3f2a….pdf`. */
  path: string;
}

export interface DownloadableResource {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  category: string | null;
  thumbnailUrl: string | null;
}

export type ResourceFile =
  | { kind: "stream"; body: ReadableStream<Uint8Array>; contentType: string; size: number; fileName: string }
  | { kind: "redirect"; url: string };
