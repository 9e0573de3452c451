import type { StaffMember, StaffRole, StudioKind } from "~/backend/studio";

/**
 * Who may do what in the studio (DESIGN §11, decision 0501): one table, read by every loader
 * and action (which refuse with 403) and by every page (which hides what a role may not do).
 *
 * - admin: everything, the staff and the audit log.
 * - editor: every content kind: write, publish, schedule, unpublish, delete.
 * - writer: create and edit drafts and send them for review; never publish or change what is public.
 * - recruiter: jobs and applications (the inbox, next).
 * - support: help articles (write and publish) and held comments (the inbox, next).
 */
export type StudioAction = "read" | "write" | "publish" | "delete" | "manage-staff" | "read-audit";

/** The content kinds each role works on (read and write). */
const contentKinds: Record<StaffRole, readonly StudioKind[]> = {
  admin: ["blog", "tutorials", "help", "case-studies", "comparisons"],
  editor: ["blog", "tutorials", "help", "case-studies", "comparisons"],
  writer: ["blog", "tutorials", "help", "case-studies", "comparisons"],
  recruiter: [],
  support: ["help"],
};

/** The roles that may make content public (publish, schedule, unpublish) and delete it, by kind. */
const publishers: Record<StaffRole, boolean> = { admin: true, editor: true, writer: false, recruiter: false, support: true };

export function can(member: Pick<StaffMember, "role" | "active">, action: StudioAction, kind?: StudioKind): boolean {
  if (!member.active) return false;
  const { role } = member;
  if (action === "manage-staff" || action === "read-audit") return role === "admin";
  if (!kind) return false;
  const works = contentKinds[role].includes(kind);
  if (action === "read" || action === "write") return works;
  return works && publishers[role];
}

/** The kinds a member sees in the studio's menu. */
export function kindsFor(member: Pick<StaffMember, "role" | "active">): readonly StudioKind[] {
  return member.active ? contentKinds[member.role] : [];
}
