import type { FeeChannel, FeeMarket } from "./channel-fees";
import { stringList } from "./content-rows.server";
import { isIntegrationKind, isIntegrationStatus } from "./integrations";
import { bool, optionalText, text, type Row } from "./rows.server";
import type { StudioChannelFee, StudioChannelFeeInput, StudioDownload, StudioDownloadText, StudioIntegration } from "./studio-catalog";

/**
 * The catalog's rows as both adapters read them (decision 0506): D1 gives lists as JSON text
 * and booleans as 0/1, Postgres text[] and booleans; a translation arrives as `pt_*` columns
 * (D1, one LEFT JOIN) or as its own row (Supabase, merged by the adapter into the same names).
 */
export function toStudioIntegration(row: Row): StudioIntegration | null {
  if (!isIntegrationKind(row.kind) || !isIntegrationStatus(row.status)) return null;
  const roadmapItemId = row.roadmap_item_id == null ? null : Number(row.roadmap_item_id);
  return {
    slug: text(row.slug),
    name: text(row.name),
    kind: row.kind,
    status: row.status,
    roadmapItemId: Number.isSafeInteger(roadmapItemId) ? roadmapItemId : null,
    displayOrder: Number(row.display_order) || 0,
    isPublished: bool(row.is_published),
    en: { summary: text(row.summary), syncs: stringList(row.syncs), connectSteps: stringList(row.connect_steps) },
    pt: row.pt_summary == null ? null : { summary: text(row.pt_summary), syncs: stringList(row.pt_syncs), connectSteps: stringList(row.pt_connect_steps) },
  };
}

/** A fee as the form shows it: the percentage with the decimals it has ("15.5", "3"), never a float's tail. */
export function toStudioChannelFee(row: Row): StudioChannelFee {
  const percent = Math.round(Number(row.fee_percent) * 100);
  return {
    id: Number(row.id),
    channel: text(row.channel) as FeeChannel,
    market: text(row.market) as FeeMarket,
    feePercent: `${Math.trunc(percent / 100)}${percent % 100 ? `.${String(percent % 100).padStart(2, "0").replace(/0$/, "")}` : ""}`,
    effectiveFrom: row.effective_from ? text(row.effective_from).slice(0, 10) : null,
    sourceUrl: optionalText(row.source_url),
    checkedOn: text(row.checked_on).slice(0, 10),
    noteEn: optionalText(row.note_en),
    notePt: optionalText(row.note_pt),
  };
}

export function toStudioDownload(row: Row): StudioDownload {
  return {
    id: text(row.id),
    slug: text(row.slug),
    isPublished: bool(row.is_published),
    fileUrl: text(row.file_url),
    en: { name: text(row.name), description: optionalText(row.description) },
    pt: row.pt_name == null ? null : { name: text(row.pt_name), description: optionalText(row.pt_description) },
  };
}

/** What an integration save changed, in an admin's words for the audit log ("status planned → live; roadmap #6 → none"). */
export function integrationChanges(before: StudioIntegration, after: Omit<StudioIntegration, "slug">): string {
  const changes: string[] = [];
  const roadmap = (id: number | null) => (id === null ? "none" : `#${id}`);
  if (before.name !== after.name) changes.push(`name ${before.name} → ${after.name}`);
  if (before.kind !== after.kind) changes.push(`kind ${before.kind} → ${after.kind}`);
  if (before.status !== after.status) changes.push(`status ${before.status} → ${after.status}`);
  if (before.roadmapItemId !== after.roadmapItemId) changes.push(`roadmap ${roadmap(before.roadmapItemId)} → ${roadmap(after.roadmapItemId)}`);
  if (before.displayOrder !== after.displayOrder) changes.push(`order ${before.displayOrder} → ${after.displayOrder}`);
  if (before.isPublished !== after.isPublished) changes.push(after.isPublished ? "published" : "unpublished");
  if (JSON.stringify(before.en) !== JSON.stringify(after.en)) changes.push("English text");
  if (JSON.stringify(before.pt) !== JSON.stringify(after.pt)) changes.push(after.pt ? "Portuguese text" : "Portuguese text removed");
  return changes.join("; ") || "no change";
}

/** A fee row added or changed, for the audit log ("airbnb/br from 2025-10-27: 16 % → 15.5 %, checked on 2026-12-02"). */
export function feeChangeWords(before: StudioChannelFeeInput | null, after: StudioChannelFeeInput): string {
  const since = (row: StudioChannelFeeInput) => `${row.channel}/${row.market} ${row.effectiveFrom ? `from ${row.effectiveFrom}` : "from the start"}`;
  if (!before) return `${since(after)}: ${after.feePercent} %, checked on ${after.checkedOn}`;
  const changes = [
    since(before) !== since(after) ? `${since(before)} → ${since(after)}` : since(after),
    before.feePercent !== after.feePercent ? `${before.feePercent} % → ${after.feePercent} %` : `${after.feePercent} %`,
    before.sourceUrl !== after.sourceUrl ? `source ${before.sourceUrl ?? "none"} → ${after.sourceUrl ?? "none"}` : null,
    before.checkedOn !== after.checkedOn ? `checked on ${after.checkedOn}` : null,
    before.noteEn !== after.noteEn || before.notePt !== after.notePt ? "notes" : null,
  ];
  return changes.filter(Boolean).join("; ");
}

/** What a download's text save changed, for the audit log. */
export function downloadTextWords(before: StudioDownloadText, after: StudioDownloadText): string {
  const changes = [
    JSON.stringify(before.en) !== JSON.stringify(after.en) ? "English title or description" : null,
    JSON.stringify(before.pt) !== JSON.stringify(after.pt) ? (after.pt ? "Portuguese title or description" : "Portuguese text removed") : null,
  ];
  return changes.filter(Boolean).join("; ") || "no change";
}
