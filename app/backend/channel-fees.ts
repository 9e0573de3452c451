/**
 * The channel-fee planner's fee table (issue 33 item 1, decision 0401): what each booking
 * channel takes from the host, kept as data with its history, its sources and when it was
 * last checked (migrations/0024_channel_fees.sql, supabase/migrations/20261128000200_channel_fees.sql).
 */
export interface ChannelFeesPort {
  /** Every row of the fee table, in no particular order (a handful: the planner picks per market and date). */
  listChannelFees(): Promise<ChannelFeeRow[]>;
}

export type FeeChannel = "airbnb" | "booking" | "vrbo" | "direct";
export type FeeMarket = "all" | "br";

export interface ChannelFeeRow {
  channel: FeeChannel;
  market: FeeMarket;
  /** The fee in basis points (15.5 % is 1550): exact, whatever the backend's number type. */
  feeBasisPoints: number;
  /** `YYYY-MM-DD`, or null for a fee in force since before the table's records begin. */
  effectiveFrom: string | null;
  sourceUrl: string | null;
  /** `YYYY-MM-DD`: when the operator last checked the row against its source. */
  checkedOn: string;
  noteEn: string | null;
  notePt: string | null;
}
