import type { ChannelFeeRow, FeeChannel, FeeMarket } from "./channel-fees";
import { BackendError } from "./types";

/** A row of channel_fees as either backend answers it (D1: REAL and TEXT; PostgREST: numeric as a JSON number or string, date as text). */
export interface ChannelFeeSqlRow {
  channel: string;
  market: string;
  fee_percent: number | string;
  effective_from: string | null;
  source_url: string | null;
  checked_on: string;
  note_en: string | null;
  note_pt: string | null;
}

const channels = new Set<string>(["airbnb", "booking", "vrbo", "direct"]);
const markets = new Set<string>(["all", "br"]);

/**
 * The row in the site's terms. The fee becomes basis points here, once: both schemas allow two
 * decimals at most, so ×100 and rounding gives the exact value a spreadsheet would use.
 */
export function toChannelFeeRow(row: ChannelFeeSqlRow): ChannelFeeRow {
  const percent = Number(row.fee_percent);
  if (!channels.has(row.channel) || !markets.has(row.market) || !Number.isFinite(percent)) {
    throw new BackendError(`channel_fees has a row the site cannot read: ${row.channel}/${row.market}`);
  }
  return {
    channel: row.channel as FeeChannel,
    market: row.market as FeeMarket,
    feeBasisPoints: Math.round(percent * 100),
    effectiveFrom: row.effective_from ? row.effective_from.slice(0, 10) : null,
    sourceUrl: row.source_url,
    checkedOn: String(row.checked_on).slice(0, 10),
    noteEn: row.note_en,
    notePt: row.note_pt,
  };
}
