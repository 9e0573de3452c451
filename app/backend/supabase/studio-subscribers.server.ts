import { BackendError } from "../types";
import type { StudioSubscriber, StudioSubscribersPort, SubscriberCounts, SubscriberSearch } from "../studio-subscribers";
import { answerOf, type SupabaseContext } from "./context.server";

interface Row {
  email: string;
  name: string;
  is_waitlist: boolean;
  feature_interest: string;
  locale: string;
  subscribed_at: string;
  unsubscribed_at: string | null;
  consent_text: string;
  consent_version: string | null;
  consent_path: string | null;
  source: StudioSubscriber["source"];
}

/** Subscribers through the secret key's functions (supabase/migrations/20261203000300_studio_leads.sql, decision 0505). */
export function supabaseStudioSubscribers({ writer }: SupabaseContext): StudioSubscribersPort {
  async function list({ search, after, limit }: SubscriberSearch) {
    const rows = await answerOf<Row[] | null>("studio_subscribers", writer.rpc("studio_subscribers", { p_search: search || null, p_after: after ?? null, p_limit: limit }));
    if (!Array.isArray(rows)) throw new BackendError("Supabase studio_subscribers answered no list");
    return rows.map(
      (row): StudioSubscriber => ({
        email: row.email,
        name: row.name,
        isWaitlist: row.is_waitlist,
        featureInterest: row.feature_interest,
        locale: row.locale,
        subscribedAt: row.subscribed_at,
        unsubscribedAt: row.unsubscribed_at,
        consentText: row.consent_text,
        consentVersion: row.consent_version,
        consentPath: row.consent_path,
        source: row.source,
      }),
    );
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
