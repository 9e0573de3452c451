import type { ChannelFeesPort } from "../channel-fees";
import { toChannelFeeRow, type ChannelFeeSqlRow } from "../channel-fee-rows.server";
import { runD1, type D1Context } from "./context.server";

/** The fee table on D1 (migrations/0024_channel_fees.sql): a handful of rows, read whole. */
export function d1ChannelFees({ db }: D1Context): ChannelFeesPort {
  return {
    async listChannelFees() {
      const { results } = await runD1("list channel fees", () =>
        db
          .prepare("SELECT channel, market, fee_percent, effective_from, source_url, checked_on, note_en, note_pt FROM channel_fees")
          .all<ChannelFeeSqlRow>(),
      );
      return results.map(toChannelFeeRow);
    },
  };
}
