import type { ChannelFeesPort } from "../channel-fees";
import { toChannelFeeRow, type ChannelFeeSqlRow } from "../channel-fee-rows.server";
import { BackendError } from "../types";
import { answerOf, type SupabaseContext } from "./context.server";

/**
 * The fee table on Supabase (supabase/migrations/20261128000200_channel_fees.sql): one GET of
 * the table with the publishable key (RLS lets anon read every row, nothing else).
 */
export function supabaseChannelFees({ reader }: SupabaseContext): ChannelFeesPort {
  return {
    async listChannelFees() {
      const rows = await answerOf<ChannelFeeSqlRow[] | null>(
        "channel_fees",
        reader.from("channel_fees").select("channel,market,fee_percent,effective_from,source_url,checked_on,note_en,note_pt"),
      );
      if (!Array.isArray(rows)) throw new BackendError("Supabase channel_fees answered no list");
      return rows.map(toChannelFeeRow);
    },
  };
}
