import type { StaffMember, StaffRole, StudioKind } from "~/backend/studio";
import { studioKinds } from "~/backend/studio";

/**
 * Who may do what in the studio (DESIGN §11, decisions 0501 and 0502): one table, read by every
 * loader and action (which refuse with 403) and by every page and the menu (which hide what a
 * role may not do).
 *
 * - admin: everything, the staff, the audit log and the subscribers.
 * - editor: every content kind (write, publish, schedule, unpublish, delete), jobs, the roadmap
 *   and held comments, integrations, channel fees and downloads, images.
 * - writer: create and edit drafts and send them for review; upload images and write their alt
 *   text; never publish or change what is public.
 * - recruiter: jobs and applications.
 * - support: help articles (write and publish), held comments, the roadmap, every lead and its delivery.
 */
export type StudioAction = "read" | "write" | "publish" | "delete" | "manage-staff" | "read-audit";

/** The studio's inbox and library (issue 43): what is not a content kind. */
export const studioAreas = ["applications", "jobs", "comments", "roadmap", "leads", "subscribers", "catalog", "images"] as const;
export type StudioArea = (typeof studioAreas)[number];

/** What a permission is about: a content kind or an inbox/library area. */
export type StudioSubject = StudioKind | StudioArea;

const everyKind = studioKinds;

/** The content kinds and areas each role works on (read and write). */
const works: Record<StaffRole, readonly StudioSubject[]> = {
  admin: [...everyKind, ...studioAreas],
  editor: [...everyKind, "jobs", "comments", "roadmap", "catalog", "images"],
  writer: [...everyKind, "images"],
  recruiter: ["applications", "jobs"],
  support: ["help", "comments", "roadmap", "leads"],
};

/**
 * The roles that may make a subject public or remove it (publish, schedule, unpublish, delete).
 * For content, writers only draft. For the inbox and library, whoever works on an area may
 * publish and delete in it, except images: a writer uploads and describes, an editor deletes.
 */
const publishers: Record<StaffRole, boolean> = { admin: true, editor: true, writer: false, recruiter: true, support: true };

const isKind = (subject: StudioSubject): subject is StudioKind => (everyKind as readonly string[]).includes(subject);

export function can(member: Pick<StaffMember, "role" | "active">, action: StudioAction, subject?: StudioSubject): boolean {
  if (!member.active) return false;
  const { role } = member;
  if (action === "manage-staff" || action === "read-audit") return role === "admin";
  if (!subject) return false;
  const allowed = works[role].includes(subject);
  if (action === "read" || action === "write") return allowed;
  if (!isKind(subject)) return allowed && (subject !== "images" || role !== "writer");
  return allowed && publishers[role];
}

/** The kinds a member sees in the studio's menu. */
export function kindsFor(member: Pick<StaffMember, "role" | "active">): readonly StudioKind[] {
  return member.active ? everyKind.filter((kind) => works[member.role].includes(kind)) : [];
}

/** The inbox and library areas a member may open. */
export function areasFor(member: Pick<StaffMember, "role" | "active">): readonly StudioArea[] {
  return member.active ? studioAreas.filter((area) => works[member.role].includes(area)) : [];
}
