import { roadmapAuditDetail, type StudioRoadmapPort } from "../studio-roadmap";
import { roadmapItemJson, toHeldComment, toStudioRoadmapItem } from "../studio-roadmap-rows.server";
import type { Row } from "../rows.server";
import { answerOf, type SupabaseContext } from "./context.server";

/**
 * Held comments and roadmap items on Supabase (supabase/migrations/20261203000200_studio_roadmap.sql,
 * decision 0504): with the secret key, through functions that write each change and its audit
 * entries in one transaction.
 */
export function supabaseStudioRoadmap({ writer }: SupabaseContext): StudioRoadmapPort {
  const items = async (before: number | null, id: number | null, limit: number) => {
    const rows = await answerOf<Row[] | null>("studio_roadmap_items", writer.rpc("studio_roadmap_items", { p_before: before, p_id: id, p_limit: limit }));
    return (rows ?? []).map(toStudioRoadmapItem);
  };
  const getItem = async (id: number) => (await items(null, id, 1))[0] ?? null;

  return {
    async listHeldComments({ after, limit }) {
      const rows = await answerOf<Row[] | null>("studio_held_comments", writer.rpc("studio_held_comments", { p_after: after, p_limit: limit }));
      return (rows ?? []).map(toHeldComment);
    },

    async decideHeldComments(ids, decision, actor) {
      const done = await answerOf<string[] | null>(
        "studio_decide_comments",
        writer.rpc("studio_decide_comments", { p_ids: [...new Set(ids)], p_decision: decision, p_actor: actor.email, p_role: actor.role }),
      );
      return done ?? [];
    },

    listStudioRoadmapItems: ({ before, limit }) => items(before, null, limit),

    getStudioRoadmapItem: getItem,

    async saveStudioRoadmapItem(id, input, actor) {
      const before = id === null ? null : await getItem(id);
      if (id !== null && !before) return null;
      const saved = await answerOf<number | null>(
        "studio_save_roadmap_item",
        writer.rpc("studio_save_roadmap_item", { p_id: id, p_item: roadmapItemJson(input), p_detail: roadmapAuditDetail(before, input), p_actor: actor.email, p_role: actor.role }),
      );
      return saved === null ? null : Number(saved);
    },
  };
}
