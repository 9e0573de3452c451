import { BackendError } from "../types";
import { studioSubscriberOf, type StudioSubscriberRow, type StudioSubscribersPort, type SubscriberCounts, type SubscriberSearch } from "../studio-subscribers";
import { answerOf, type SupabaseContext } from "./context.server";

/** Subscribers through the secret key's functions (supabase/migrations/20261203000300_studio_leads.sql, decision 0505). */
export function supabaseStudioSubscribers({ writer }: SupabaseContext): StudioSubscribersPort {
  async function list({ search, after, limit }: SubscriberSearch) {
    const rows = await answerOf<StudioSubscriberRow[] | null>("studio_subscribers", writer.rpc("studio_subscribers", { p_search: search || null, p_after: after ?? null, p_limit: limit }));
    if (!Array.isArray(rows)) throw new BackendError("Supabase studio_subscribers answered no list");
    return rows.map(studioSubscriberOf);
  }
  return {
    async getSubscriberCounts() {
      const counts = await answerOf<SubscriberCounts | null>("studio_subscriber_counts", writer.rpc("studio_subscriber_counts"));
      return { subscribed: Number(counts?.subscribed ?? 0), unsubscribed: Number(counts?.unsubscribed ?? 0), forgotten: Number(counts?.forgotten ?? 0) };
    },
    listStudioSubscribers: list,
    listStudioSubscribersForExport: list,
    async forgetSubscriber({ email, encoded, addressHash }, at, actor) {
      const forgotten = await answerOf<boolean>(
        "studio_forget_subscriber",
        writer.rpc("studio_forget_subscriber", { p_email: email, p_encoded: encoded, p_hash: addressHash, p_now: at.toISOString(), p_actor: actor.email, p_role: actor.role }),
      );
      return forgotten === true;
    },
  };
}
