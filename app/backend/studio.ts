import type { LeadPayload } from "~/leads/contract";
import type { Lang } from "~/lib/i18n";
import { contentKinds, type ContentKind } from "./content";

/** The studio's roles (DESIGN §11, decision 0501); what each may do is app/features/studio/policy.ts. */
export const staffRoles = ["admin", "editor", "writer", "recruiter", "support"] as const;
export type StaffRole = (typeof staffRoles)[number];

export interface StaffMember {
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
}

/** The content kinds the studio edits: the site's own (app/backend/content.ts), named as the slug redirects name them (decision 0215). */
export const studioKinds = contentKinds;
export type StudioKind = ContentKind;

/** A piece's editable fields as the studio stores them in a revision: column name to value. */
export type StudioFields = Record<string, string | string[] | null>;

/** Where a piece in one language stands (the list's status column and filter). */
export type StudioStatus = "draft" | "in_review" | "scheduled" | "published" | "unpublished";

export interface StudioRevision {
  id: number;
  authorEmail: string;
  basedOn: number | null;
  note: string | null;
  createdAt: string;
  fields: StudioFields;
}

/** One row of a content table as the studio sees it, with its workflow state. */
export interface StudioPiece {
  kind: StudioKind;
  id: string;
  locale: Lang;
  slug: string;
  title: string;
  isPublished: boolean;
  publishedDate: string | null;
  previewToken: string | null;
  /** The English row this Portuguese row translates (decision 0216), or null. */
  translationOf: string | null;
  latestRevision: number | null;
  reviewRevision: number | null;
  publishedRevision: number | null;
  lastPublishedAt: string | null;
  /** Who saved it first in the studio (null for rows that came from the seed or SQL). */
  createdBy: string | null;
}

export interface StudioListFilter {
  locale?: Lang;
  createdBy?: string;
}

export interface StudioCategory {
  id: string;
  locale: Lang;
  slug: string;
  name: string;
  displayOrder: number;
}

export type StudioCategoryInput = Omit<StudioCategory, "id"> & { id: string | null };

/** One studio write, as the audit log keeps it. */
export interface AuditEntry {
  id: number;
  at: string;
  actorEmail: string;
  actorRole: string;
  action: string;
  kind: string;
  itemId: string | null;
  beforeRevision: number | null;
  afterRevision: number | null;
  detail: string | null;
}

export interface AuditFilter {
  actorEmail?: string;
  kind?: string;
  /** Entries with an id below this one (the next page). */
  before?: number;
  limit: number;
}

/** Who did a write: every studio write names its actor in the audit log. */
export interface StudioActor {
  email: string;
  role: StaffRole;
}

/** A save of a piece: all its fields, the revision the form was based on. */
export interface StudioSave {
  kind: StudioKind;
  /** Null for a new piece. */
  id: string | null;
  locale: Lang;
  fields: StudioFields;
  basedOn: number | null;
  /** "save", "submit" (ready for review), "restore", "translate". */
  action: "save" | "submit" | "restore" | "translate";
  translationOf?: string | null;
  note?: string | null;
  /** With "submit": the "ready for review" event, recorded with the save (the backend adds the piece's id and the time). */
  review?: LeadPayload<"studio.review_requested">;
}

export type StudioSaveResult =
  | { ok: true; id: string; revision: number }
  /** Someone saved since the form's revision: theirs is returned so the form shows both. */
  | { ok: false; conflict: StudioRevision }
  /** The slug is taken in that language by another piece. */
  | { ok: false; slugTaken: true };

export interface StudioPort {
  findStaffMember(email: string): Promise<StaffMember | null>;
  listStaff(): Promise<StaffMember[]>;
  saveStaffMember(member: StaffMember, actor: StudioActor): Promise<void>;
  /** The categories of a kind that has them, both languages. */
  listStudioCategories(kind: StudioKind): Promise<StudioCategory[]>;
  /** Adds (id null) or changes a category; public at once, so only roles that publish may. False when the slug is taken in that language. */
  saveStudioCategory(kind: StudioKind, category: StudioCategoryInput, actor: StudioActor): Promise<boolean>;
  listStudioPieces(kind: StudioKind, filter: StudioListFilter): Promise<StudioPiece[]>;
  getStudioPiece(kind: StudioKind, id: string): Promise<{ piece: StudioPiece; fields: StudioFields; translation: StudioPiece | null } | null>;
  listStudioRevisions(kind: StudioKind, id: string): Promise<StudioRevision[]>;
  getStudioRevision(kind: StudioKind, id: string, revision: number): Promise<StudioRevision | null>;
  saveStudioPiece(save: StudioSave, actor: StudioActor): Promise<StudioSaveResult>;
  /** Applies the latest revision to the public row: public at `at` (now, or a later time: scheduled). */
  publishStudioPiece(kind: StudioKind, id: string, at: string, actor: StudioActor): Promise<void>;
  unpublishStudioPiece(kind: StudioKind, id: string, actor: StudioActor): Promise<void>;
  deleteStudioPiece(kind: StudioKind, id: string, actor: StudioActor): Promise<void>;
  listAudit(filter: AuditFilter): Promise<AuditEntry[]>;
}
