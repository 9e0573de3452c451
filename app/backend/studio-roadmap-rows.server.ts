import { bool, optionalText, text, type Row } from "./rows.server";
import type { HeldComment, RoadmapItemInput, StudioRoadmapItem } from "./studio-roadmap";

/**
 * The studio's roadmap rows as both adapters read them (decision 0504): D1's query and
 * Supabase's studio_roadmap_items / studio_held_comments name the same columns.
 */
export function toHeldComment(row: Row): HeldComment {
  return {
    id: text(row.id),
    itemId: Number(row.item_id),
    itemTitle: text(row.item_title),
    authorName: optionalText(row.author_name) ?? "Anonymous",
    content: text(row.content),
    createdAt: new Date(text(row.created_at)).toISOString(),
  };
}

export function toStudioRoadmapItem(row: Row): StudioRoadmapItem {
  const hasPortuguese = bool(row.has_pt);
  return {
    id: Number(row.id),
    en: { title: text(row.title), description: text(row.description), category: optionalText(row.category) },
    pt: hasPortuguese
      ? { title: text(row.pt_title), description: text(row.pt_description), category: optionalText(row.pt_category) }
      : { title: "", description: "", category: null },
    hasPortuguese,
    status: text(row.status) || "Backlog",
    shippedOn: optionalText(row.shipped_on)?.slice(0, 10) ?? null,
    upvotes: Number(row.upvotes) || 0,
    commentCount: Number(row.comment_count) || 0,
    heldCount: Number(row.held_count) || 0,
    createdAt: new Date(text(row.created_at)).toISOString(),
  };
}

/** An item's fields as Supabase's studio_save_roadmap_item takes them (one flat object). */
export function roadmapItemJson(input: RoadmapItemInput) {
  return {
    title: input.en.title,
    description: input.en.description,
    category: input.en.category,
    status: input.status,
    shipped_on: input.shippedOn,
    pt_title: input.pt.title,
    pt_description: input.pt.description,
    pt_category: input.pt.category,
  };
}
