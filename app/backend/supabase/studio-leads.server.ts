import { BackendError } from "../types";
import { studioLeadOf, typesOf, type StudioLeadCursor, type StudioLeadFilter, type StudioLeadRow, type StudioLeadsPort } from "../studio-leads";
import { answerOf, type SupabaseContext } from "./context.server";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The studio's leads through the secret key's functions (supabase/migrations/20261203000300_studio_leads.sql, decision 0505). */
export function supabaseStudioLeads({ writer }: SupabaseContext): StudioLeadsPort {
  async function list(filter: StudioLeadFilter, { after, limit }: { after?: StudioLeadCursor; limit: number }) {
    // A cursor that is not one of ours starts at the top rather than failing the page.
    const cursor = after && uuid.test(after.id) ? after : undefined;
    const rows = await answerOf<StudioLeadRow[] | null>(
      "studio_leads",
      writer.rpc("studio_leads", {
        p_types: typesOf(filter),
        p_from: filter.from ?? null,
        p_to: filter.to ?? null,
        p_campaign: filter.campaign ?? null,
        p_delivery: filter.delivery ?? null,
        // The time as Postgres spelled it (microseconds kept), so the next page starts exactly after.
        p_after_at: cursor?.at ?? null,
        p_after_id: cursor?.id ?? null,
        p_limit: limit,
      }),
    );
    if (!Array.isArray(rows)) throw new BackendError("Supabase studio_leads answered no list");
    return rows.map(studioLeadOf);
  }

  return {
    listStudioLeads: list,
    listStudioLeadsForExport: list,
    async retryStudioLead(id, now, actor) {
      if (!uuid.test(id)) return "unknown";
      const answer = await answerOf<string>("studio_retry_lead", writer.rpc("studio_retry_lead", { p_id: id, p_now: now.toISOString(), p_actor: actor.email, p_role: actor.role }));
      return answer === "due" || answer === "delivered" ? answer : "unknown";
    },
  };
}
