import type { Lang } from "~/lib/i18n";

/**
 * The commission calculator (issue 22 item 1, docs/decisions/0107-commission-calculator.md):
 * one pure module the server renders with and the browser module recomputes with as the
 * visitor types, so both always show the same figures and the same messages. No zod here:
 * it would weigh more than the whole browser module.
 */

export const calculatorFields = ["nightly_rate", "nights", "ota_share", "commission", "shift"] as const;
export type CalculatorField = (typeof calculatorFields)[number];

/** The bounds of each field (inclusive), whether it must be whole, and its default. */
export const calculatorRules: Record<CalculatorField, { min: number; max: number; whole?: boolean; fallback?: string }> = {
  nightly_rate: { min: 1, max: 100_000 },
  nights: { min: 1, max: 366, whole: true },
  ota_share: { min: 0, max: 100 },
  commission: { min: 0, max: 50, fallback: "15" },
  shift: { min: 0, max: 100, fallback: "20" },
};

/** Longest value read from a field: a number this long is already far out of range. */
export const maxInputLength = 24;

export type CalculatorError = "required" | "notNumber" | "outOfRange" | "notWhole";
export type CalculatorRaw = Record<CalculatorField, string>;

export interface CalculatorFigures {
  /** What the host pays OTAs a year: nightly_rate × nights × ota_share/100 × commission/100. */
  paid: number;
  /** What moving `shift` % of the OTA nights to direct bookings saves: paid × shift/100. */
  saved: number;
}

export interface CalculatorResult {
  /** What the visitor typed (defaults filled in), to put back in the fields and the links. */
  raw: CalculatorRaw;
  /** The first problem of each field with one. */
  errors: Partial<Record<CalculatorField, CalculatorError>>;
  /** Null until every field holds a number in range. */
  figures: CalculatorFigures | null;
  /** True when the visitor has not sent the form yet: nothing is reported missing. */
  pristine: boolean;
}

const decimalSeparator: Record<Lang, "." | ","> = { en: ".", pt: "," };

/**
 * A number as a host writes it, in either language: "1,234.50" (en), "1.234,50" (pt),
 * "150", "150.5", "150,5", with spaces ignored. With both separators the last one is the
 * decimal mark. With one kind only: used twice or more it groups thousands; used once it is
 * the decimal mark when it is the language's, or when it is not followed by exactly three
 * digits ("1,5" is 1.5 in English too; "1,500" is 1500 in English, "1.500" 1500 in
 * Portuguese). Signs, exponents and anything else: not a number (null).
 */
export function parseLocaleNumber(input: string, lang: Lang): number | null {
  const value = input.replace(/[\s\u00a0\u202f]/g, "");
  if (!/^\d[\d.,]*$/.test(value) || /[.,]$/.test(value)) return null;
  const dots = value.split(".").length - 1;
  const commas = value.split(",").length - 1;
  let normalized: string;
  if (dots && commas) {
    const decimal = value.lastIndexOf(".") > value.lastIndexOf(",") ? "." : ",";
    const group = decimal === "." ? "," : ".";
    const [whole = "", fraction] = value.split(decimal);
    if (value.split(decimal).length !== 2 || !validGroups(whole, group)) return null;
    normalized = `${whole.split(group).join("")}.${fraction}`;
  } else if (dots + commas === 0) {
    normalized = value;
  } else {
    const mark = dots ? "." : ",";
    const count = dots || commas;
    const afterLast = value.length - value.lastIndexOf(mark) - 1;
    if (count > 1 || (mark !== decimalSeparator[lang] && afterLast === 3)) {
      if (!validGroups(value, mark)) return null;
      normalized = value.split(mark).join("");
    } else {
      normalized = value.replace(mark, ".");
    }
  }
  const number = Number(normalized);
  return Number.isFinite(number) ? number : null;
}

/** "1,234,567": one to three digits, then groups of exactly three. */
function validGroups(whole: string, group: string): boolean {
  const parts = whole.split(group);
  return parts.every((part, index) => (index === 0 ? /^\d{1,3}$/.test(part) || parts.length === 1 : /^\d{3}$/.test(part)));
}

/** Reads the five fields from a query string (or a form): the one function server and browser share. */
export function readCalculator(get: (name: CalculatorField) => string | null, lang: Lang): CalculatorResult {
  const pristine = calculatorFields.every((name) => get(name) === null);
  const raw = {} as CalculatorRaw;
  const numbers = {} as Record<CalculatorField, number>;
  const errors: CalculatorResult["errors"] = {};
  for (const name of calculatorFields) {
    const rule = calculatorRules[name];
    const given = get(name);
    const text = (given === null ? (rule.fallback ?? "") : given).trim().slice(0, maxInputLength);
    raw[name] = text;
    if (text === "") {
      if (!pristine) errors[name] = "required";
      continue;
    }
    const number = parseLocaleNumber(text, lang);
    if (number === null) errors[name] = "notNumber";
    else if (number < rule.min || number > rule.max) errors[name] = "outOfRange";
    else if (rule.whole && !Number.isInteger(number)) errors[name] = "notWhole";
    else numbers[name] = number;
  }
  const complete = calculatorFields.every((name) => numbers[name] !== undefined);
  return { raw, errors, pristine, figures: complete ? commissionFigures(numbers) : null };
}

export function commissionFigures(values: Record<CalculatorField, number>): CalculatorFigures {
  const paid = (values.nightly_rate * values.nights * values.ota_share * values.commission) / 10_000;
  return { paid, saved: (paid * values.shift) / 100 };
}

const locales: Record<Lang, string> = { en: "en-US", pt: "pt-BR" };

/**
 * A figure the way the visitor's language writes it, in no currency (hosts price in many;
 * the figures are in the currency of the nightly rate): whole units, grouped
 * ("12,345" in English, "12.345" in Portuguese).
 */
export function formatAmount(value: number, lang: Lang): string {
  return new Intl.NumberFormat(locales[lang], { maximumFractionDigits: 0 }).format(value);
}

/** A bound as shown in a message ("100,000" / "100.000"). */
export function formatBound(value: number, lang: Lang): string {
  return new Intl.NumberFormat(locales[lang], { maximumFractionDigits: 2 }).format(value);
}

/** The query string of these values (defaults included): the shareable address and the audit link carry it. */
export function calculatorSearch(raw: CalculatorRaw): string {
  const params = new URLSearchParams();
  for (const name of calculatorFields) params.set(name, raw[name]);
  return `?${params.toString()}`;
}
