import type { ChannelFeeRow, FeeMarket } from "~/backend/channel-fees";
import type { Lang } from "~/lib/i18n";
import { tableChannels, type FeeTable } from "./fee-table";
import { formatMoney, formatNights, formatPercent, type Currency, type NumberField, type PlannerChannel, type PlannerError, type PlannerResult } from "./planner";

/**
 * The planner's result as the page shows it: every figure already written in the page's
 * language and the host's currency, so the loader's JSON carries text, never a BigInt.
 */
export interface PlannerView {
  raw: Record<NumberField, string>;
  currency: Currency;
  market: FeeMarket;
  errors: Partial<Record<NumberField, PlannerError>>;
  state: "prompt" | "errors" | "figures";
  figures: {
    channels: Array<{ channel: PlannerChannel; nights: string; rate: string; fee: string; gross: string; taken: string; kept: string }>;
    gross: string;
    taken: string;
    kept: string;
    breakEvens: Array<{ channel: PlannerChannel; previous: string; current: string; effectiveFrom: string | null; rate: string; payout: string; breakEven: string }>;
    repeat: { share: string; movedNights: string; gain: string; kept: string };
  } | null;
  table: FeeTableView;
}

export interface FeeTableView {
  checkedOn: string | null;
  rows: Array<{ channel: PlannerChannel; fee: string; previous: string | null; effectiveFrom: string | null; sourceUrl: string | null; note: string | null }>;
}

export function plannerView(result: PlannerResult, table: FeeTable, lang: Lang): PlannerView {
  const money = (cents: bigint) => formatMoney(cents, result.currency, lang);
  const figures = result.figures;
  return {
    raw: result.raw,
    currency: result.currency,
    market: result.market,
    errors: result.errors,
    state: figures ? "figures" : result.pristine ? "prompt" : "errors",
    figures: figures && {
      channels: figures.channels.map((line) => ({
        channel: line.channel,
        nights: formatNights(line.nights, lang),
        rate: money(line.rateCents),
        fee: formatPercent(line.feeBasisPoints, lang),
        gross: money(line.grossCents),
        taken: money(line.feeCents),
        kept: money(line.keptCents),
      })),
      gross: money(figures.grossCents),
      taken: money(figures.feeCents),
      kept: money(figures.keptCents),
      breakEvens: figures.breakEvens.map((line) => ({
        channel: line.channel,
        previous: formatPercent(line.previousBasisPoints, lang),
        current: formatPercent(line.currentBasisPoints, lang),
        effectiveFrom: line.effectiveFrom,
        rate: money(line.rateCents),
        payout: money(line.payoutCents),
        breakEven: money(line.breakEvenCents),
      })),
      repeat: {
        share: formatPercent(figures.repeat.shareBasisPoints, lang),
        movedNights: formatNights(figures.repeat.movedNights, lang),
        gain: money(figures.repeat.gainCents),
        kept: money(figures.repeat.keptCents),
      },
    },
    table: feeTableView(table, lang),
  };
}

function feeTableView(table: FeeTable, lang: Lang): FeeTableView {
  const note = (row: ChannelFeeRow) => (lang === "pt" ? row.notePt : row.noteEn) ?? null;
  return {
    checkedOn: table.checkedOn,
    rows: tableChannels.flatMap((channel) => {
      const fee = table.fees[channel];
      if (!fee) return [];
      return [{
        channel,
        fee: formatPercent(fee.current.feeBasisPoints, lang),
        previous: fee.previous ? formatPercent(fee.previous.feeBasisPoints, lang) : null,
        effectiveFrom: fee.current.effectiveFrom,
        sourceUrl: fee.current.sourceUrl,
        note: note(fee.current),
      }];
    }),
  };
}
