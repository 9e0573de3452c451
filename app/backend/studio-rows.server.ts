import type { Lang } from "~/lib/i18n";
import { staffRoles, type AuditEntry, type StudioCategory, type StaffMember, type StaffRole, type StudioFields, type StudioKind, type StudioPiece, type StudioRevision } from "./studio";
import { bool, lang, optionalText, parsed, text, type Row } from "./rows.server";

/** The studio's rows as both adapters read them (D1: text and 0/1; Postgres: jsonb, booleans, numbers) turned into the port's types. */
export function toStaffMember(row: Row): StaffMember {
  const role = text(row.role);
  return { email: text(row.email), name: text(row.name), role: (staffRoles as readonly string[]).includes(role) ? (role as StaffRole) : "writer", active: bool(row.active) };
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function toPiece(kind: StudioKind, row: Row): StudioPiece {
  return {
    kind,
    id: text(row.id),
    locale: lang(row.locale) as Lang,
    slug: text(row.slug),
    title: text(row.title),
    isPublished: bool(row.is_published),
    publishedDate: optionalText(row.published_date),
    previewToken: optionalText(row.preview_token),
    translationOf: optionalText(row.translation_of),
    latestRevision: numberOrNull(row.latest_revision),
    reviewRevision: numberOrNull(row.review_revision),
    publishedRevision: numberOrNull(row.published_revision),
    lastPublishedAt: optionalText(row.last_published_at),
    createdBy: optionalText(row.created_by),
  };
}

export function toRevision(row: Row): StudioRevision {
  const fields = parsed(row.fields);
  return {
    id: Number(row.id),
    authorEmail: text(row.author_email),
    basedOn: numberOrNull(row.based_on),
    note: optionalText(row.note),
    createdAt: text(row.created_at),
    fields: fields && typeof fields === "object" && !Array.isArray(fields) ? (fields as StudioFields) : {},
  };
}

export function toAuditEntry(row: Row): AuditEntry {
  return {
    id: Number(row.id),
    at: text(row.at),
    actorEmail: text(row.actor_email),
    actorRole: text(row.actor_role),
    action: text(row.action),
    kind: text(row.kind),
    itemId: optionalText(row.item_id),
    beforeRevision: numberOrNull(row.before_revision),
    afterRevision: numberOrNull(row.after_revision),
    detail: optionalText(row.detail),
  };
}

export function toCategory(row: Row): StudioCategory {
  return { id: text(row.id), locale: lang(row.locale), slug: text(row.slug), name: text(row.name), displayOrder: Number(row.display_order) || 0 };
}
