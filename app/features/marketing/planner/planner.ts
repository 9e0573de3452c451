import type { FeeMarket } from "~/backend/channel-fees";
import type { Lang } from "~/lib/i18n";
import { maxInputLength, parseLocaleNumber } from "../calculator/commission";
import type { FeeTable } from "./fee-table";

/**
 * The channel-fee planner (issue 33 item 1, decision 0401): what each booking channel takes
 * from a host's mix, what the host keeps, the rate that keeps a payout across a fee change,
 * and what moving repeat guests to direct bookings is worth. Pure: the loader reads the query
 * string with it and renders what it returns. Money is exact (BigInt, never a float sum), so
 * the figures are the ones a spreadsheet gives, rounded half up to cents only when shown.
 */

export const plannerChannels = ["airbnb", "booking", "vrbo", "direct", "other"] as const;
export type PlannerChannel = (typeof plannerChannels)[number];

export const currencies = ["USD", "EUR", "BRL"] as const;
export type Currency = (typeof currencies)[number];
export const markets = ["br", "all"] as const satisfies readonly FeeMarket[];

/** The query parameters the page reads, in the order they enter the edge cache key. */
export const plannerFields = [
  "currency",
  "market",
  ...plannerChannels.flatMap((channel) => [`${channel}_nights`, `${channel}_rate`] as const),
  "other_fee",
  "repeat_share",
] as const;
export type PlannerField = (typeof plannerFields)[number];
/** The fields typed as numbers (the currency and the market are chosen from lists). */
export type NumberField = Exclude<PlannerField, "currency" | "market">;
export const numberFields = plannerFields.filter((name): name is NumberField => name !== "currency" && name !== "market");

/** Bounds (inclusive), whether the value must be whole, and the default shown on a first visit. */
export const plannerRules: Record<NumberField, { min: number; max: number; whole?: boolean; fallback?: string }> = {
  ...(Object.fromEntries(
    plannerChannels.flatMap((channel) => [
      [`${channel}_nights`, { min: 0, max: 10_000, whole: true }],
      [`${channel}_rate`, { min: 1, max: 100_000 }],
    ]),
  ) as Record<`${PlannerChannel}_nights` | `${PlannerChannel}_rate`, { min: number; max: number; whole?: boolean }>),
  other_fee: { min: 0, max: 50 },
  repeat_share: { min: 0, max: 100, fallback: "20" },
};

export type PlannerError = "required" | "notNumber" | "outOfRange" | "notWhole" | "noChannel" | "noFee";

/** The language's usual currency and market on a first visit: a Portuguese page is most often a host in Brazil. */
export const defaults: Record<Lang, { currency: Currency; market: FeeMarket }> = {
  en: { currency: "USD", market: "all" },
  pt: { currency: "BRL", market: "br" },
};

export interface ChannelFigures {
  channel: PlannerChannel;
  nights: number;
  rateCents: bigint;
  feeBasisPoints: number;
  /** What guests pay for these nights, in cents. */
  grossCents: bigint;
  /** What the channel takes, in cents (rounded half up). */
  feeCents: bigint;
  /** What the host keeps, in cents. */
  keptCents: bigint;
}

export interface BreakEven {
  channel: PlannerChannel;
  previousBasisPoints: number;
  currentBasisPoints: number;
  effectiveFrom: string | null;
  rateCents: bigint;
  /** What a night paid the host at the previous fee. */
  payoutCents: bigint;
  /** The nightly rate that pays the host the same at today's fee. */
  breakEvenCents: bigint;
}

export interface PlannerFigures {
  channels: ChannelFigures[];
  grossCents: bigint;
  feeCents: bigint;
  keptCents: bigint;
  breakEvens: BreakEven[];
  repeat: {
    shareBasisPoints: number;
    /** Nights moved to direct bookings (may be a fraction: 20 % of 45 nights is 9, of 44 is 8.8). */
    movedNights: number;
    /** What the host keeps on top of today's total, in cents (negative if direct costs more). */
    gainCents: bigint;
    keptCents: bigint;
  };
}

export interface PlannerResult {
  /** What the visitor typed (defaults filled in), to put back in the fields. */
  raw: Record<NumberField, string>;
  currency: Currency;
  market: FeeMarket;
  errors: Partial<Record<NumberField, PlannerError>>;
  figures: PlannerFigures | null;
  pristine: boolean;
}

/** Exact amounts: everything is computed in 1/10^8 of a cent (nights × cents × basis points × basis points) and rounded once. */
const scale = 100_000_000n;
const roundScaled = (value: bigint): bigint => (value >= 0n ? (value + scale / 2n) / scale : -((-value + scale / 2n) / scale));
const toBasisPoints = (percent: number) => Math.round(percent * 100);
const toCents = (amount: number) => BigInt(Math.round(amount * 100));

/** Where the host hosts, as the address says, or the language's usual answer (it picks the fee table's rows). */
export function readMarket(text: string | null, lang: Lang): FeeMarket {
  return markets.find((code) => code === text) ?? defaults[lang].market;
}

export function readPlanner(get: (name: PlannerField) => string | null, lang: Lang, table: FeeTable): PlannerResult {
  const pristine = plannerFields.every((name) => get(name) === null);
  const currencyText = get("currency");
  const currency = currencies.find((code) => code === currencyText) ?? defaults[lang].currency;
  const market = readMarket(get("market"), lang);

  const raw = {} as Record<NumberField, string>;
  const numbers: Partial<Record<NumberField, number>> = {};
  const errors: PlannerResult["errors"] = {};
  for (const name of numberFields) {
    const rule = plannerRules[name];
    const given = get(name);
    const text = (given === null ? (rule.fallback ?? "") : given).trim().slice(0, maxInputLength);
    raw[name] = text;
    if (text === "") continue;
    const number = parseLocaleNumber(text, lang);
    if (number === null) errors[name] = "notNumber";
    else if (number < rule.min || number > rule.max) errors[name] = "outOfRange";
    else if (rule.whole && !Number.isInteger(number)) errors[name] = "notWhole";
    else numbers[name] = number;
  }
  if (!pristine && raw.repeat_share === "") errors.repeat_share = "required";

  // A channel is in the mix once either of its fields holds something; then both are needed (and "other" needs its fee).
  const used = plannerChannels.filter((channel) => raw[`${channel}_nights`] !== "" || raw[`${channel}_rate`] !== "");
  for (const channel of used) {
    const needed: NumberField[] = [`${channel}_nights`, `${channel}_rate`, ...(channel === "other" ? (["other_fee"] as const) : [])];
    for (const name of needed) if (raw[name] === "") errors[name] = "required";
    if (channel !== "other" && !table.fees[channel] && !errors[`${channel}_nights`]) errors[`${channel}_nights`] = "noFee";
  }
  if (!pristine && used.length === 0) errors.airbnb_nights = "noChannel";

  const complete = !pristine && used.length > 0 && Object.keys(errors).length === 0;
  return { raw, currency, market, errors, pristine, figures: complete ? plannerFigures(used, numbers, table) : null };
}

function plannerFigures(used: readonly PlannerChannel[], numbers: Partial<Record<NumberField, number>>, table: FeeTable): PlannerFigures {
  const channels: ChannelFigures[] = [];
  const breakEvens: BreakEven[] = [];
  const directBasisPoints = table.fees.direct?.current.feeBasisPoints ?? 0;
  const shareBasisPoints = toBasisPoints(numbers.repeat_share ?? 0);
  let gross = 0n;
  let fee = 0n;
  let gain = 0n;
  let movedNights = 0;
  for (const channel of used) {
    const nights = numbers[`${channel}_nights`] ?? 0;
    const rateCents = toCents(numbers[`${channel}_rate`] ?? 0);
    const feeBasisPoints = channel === "other" ? toBasisPoints(numbers.other_fee ?? 0) : (table.fees[channel]?.current.feeBasisPoints ?? 0);
    const grossCents = BigInt(nights) * rateCents;
    // In 1/10^8 cent: gross × fee bp × 10^4.
    const feeScaled = grossCents * BigInt(feeBasisPoints) * 10_000n;
    gross += grossCents * scale;
    fee += feeScaled;
    const feeCents = roundScaled(feeScaled);
    channels.push({ channel, nights, rateCents, feeBasisPoints, grossCents, feeCents, keptCents: grossCents - feeCents });
    if (channel !== "direct") {
      // A repeat guest moved to a direct booking pays the same rate; the host pays the direct fee instead of this one.
      gain += grossCents * BigInt(feeBasisPoints - directBasisPoints) * BigInt(shareBasisPoints);
      movedNights += (nights * shareBasisPoints) / 10_000;
    }
    const history = channel === "other" ? undefined : table.fees[channel];
    if (history?.previous && rateCents > 0n) {
      const previousBasisPoints = history.previous.feeBasisPoints;
      const currentBasisPoints = history.current.feeBasisPoints;
      breakEvens.push({
        channel,
        previousBasisPoints,
        currentBasisPoints,
        effectiveFrom: history.current.effectiveFrom,
        rateCents,
        payoutCents: divideRounded(rateCents * BigInt(10_000 - previousBasisPoints), 10_000n),
        breakEvenCents: divideRounded(rateCents * BigInt(10_000 - previousBasisPoints), BigInt(10_000 - currentBasisPoints)),
      });
    }
  }
  // Kept is gross less the rounded fee, as a spreadsheet's columns add up (never a cent adrift).
  const grossCents = roundScaled(gross);
  const feeCents = roundScaled(fee);
  const keptCents = grossCents - feeCents;
  const gainCents = roundScaled(gain);
  return {
    channels,
    grossCents,
    feeCents,
    keptCents,
    breakEvens,
    repeat: { shareBasisPoints, movedNights, gainCents, keptCents: keptCents + gainCents },
  };
}

/** a / b rounded half up (both positive; a fee is below 100 %, so b is never 0). */
function divideRounded(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (b * 2n);
}

const locales: Record<Lang, string> = { en: "en-US", pt: "pt-BR" };

/** Formatters built once per isolate: a page writes some forty figures, and building an Intl.NumberFormat costs more than using one. */
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(key: string, lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locales[lang], options);
    formatters.set(key, format);
  }
  return format;
}

/** An amount in cents as the page's language writes it in the host's currency ("R$ 1.234,56", "$1,234.56"); no conversion. */
export function formatMoney(cents: bigint, currency: Currency, lang: Lang): string {
  return formatter(`${lang}:${currency}`, lang, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(cents) / 100);
}

/** A fee in basis points as a percentage ("15.5 %", "15,5 %"), the calculator's way. */
export function formatPercent(basisPoints: number, lang: Lang): string {
  return `${formatter(`${lang}:2`, lang, { maximumFractionDigits: 2 }).format(basisPoints / 100)} %`;
}

/** A count of nights ("36", "8.8"). */
export function formatNights(nights: number, lang: Lang): string {
  return formatter(`${lang}:1`, lang, { maximumFractionDigits: 1 }).format(nights);
}
