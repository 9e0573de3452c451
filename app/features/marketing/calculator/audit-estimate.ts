import type { Lang } from "~/lib/i18n";
import { calculatorSearch, formatAmount, formatBound, parseLocaleNumber, type CalculatorResult } from "./commission";

/** The calculator's figures as the free-audit form shows them (written out, in the page's language). */
export interface AuditEstimate {
  paid: string;
  saved: string;
  shift: string;
  /** The calculator's query string, to go back and change the figures. */
  search: string;
}

/**
 * The calculator's link to the free audit (issue 22 item 1) carries its five values to the
 * home page; the audit form shows the figures they give. Null unless all five are valid:
 * a partial or broken link shows the plain form.
 */
export function auditEstimate(result: CalculatorResult, lang: Lang): AuditEstimate | null {
  if (!result.figures) return null;
  return {
    paid: formatAmount(result.figures.paid, lang),
    saved: formatAmount(result.figures.saved, lang),
    shift: formatBound(parseLocaleNumber(result.raw.shift, lang) ?? 0, lang),
    search: calculatorSearch(result.raw),
  };
}
