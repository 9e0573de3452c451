import type { ChannelFeeRow, FeeChannel, FeeMarket } from "~/backend/channel-fees";

/**
 * The fee table as the planner reads it (decision 0401): for each channel, the fee in force
 * today and the one before it, for the host's market. A market's own rows replace the
 * channel's `all` rows (Airbnb charges hosts in Brazil otherwise); a row dated later than
 * today is not in force yet.
 */
export const tableChannels = ["airbnb", "booking", "vrbo", "direct"] as const satisfies readonly FeeChannel[];

export interface ChannelFee {
  current: ChannelFeeRow;
  /** The row the current one replaced, or null when the table has no earlier fee. */
  previous: ChannelFeeRow | null;
}

export interface FeeTable {
  fees: Partial<Record<FeeChannel, ChannelFee>>;
  /** The latest `checked_on` of the rows shown: "fees as of". Null when the table is empty. */
  checkedOn: string | null;
}

export function feeTableFor(rows: readonly ChannelFeeRow[], market: FeeMarket, today: string): FeeTable {
  const fees: FeeTable["fees"] = {};
  let checkedOn: string | null = null;
  for (const channel of tableChannels) {
    const own = rows.filter((row) => row.channel === channel && row.market === market);
    const candidates = (own.length > 0 ? own : rows.filter((row) => row.channel === channel && row.market === "all"))
      .filter((row) => row.effectiveFrom === null || row.effectiveFrom <= today)
      // Undated first (in force before any dated row), then by date.
      .sort((a, b) => (a.effectiveFrom ?? "").localeCompare(b.effectiveFrom ?? ""));
    const current = candidates.at(-1);
    if (!current) continue;
    const previous = candidates.at(-2) ?? null;
    fees[channel] = { current, previous };
    for (const row of previous ? [current, previous] : [current]) if (checkedOn === null || row.checkedOn > checkedOn) checkedOn = row.checkedOn;
  }
  return { fees, checkedOn };
}
