import { format, formatDistanceStrict } from "date-fns";
import { enUS, ptBR } from "date-fns/locale";
import type { Lang } from "./i18n";

const locales = { en: enUS, pt: ptBR } as const;

/**
 * The spec's long date. English uses its pattern 'MMMM d, yyyy' ("May 10, 2025");
 * Portuguese uses the same information in Portuguese word order ("10 de maio de 2025"),
 * see docs/decisions/0003-dates-in-portuguese.md.
 */
export function formatLongDate(value: string | Date, lang: Lang): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const pattern = lang === "pt" ? "d 'de' MMMM 'de' yyyy" : "MMMM d, yyyy";
  return format(date, pattern, { locale: locales[lang] });
}

/** Relative time ending in 'ago' ("3 days ago" / "há 3 dias"). */
export function formatRelative(value: string | Date, lang: Lang, now: Date = new Date()): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return formatDistanceStrict(date, now, { addSuffix: true, locale: locales[lang] });
}

/** A date and time in UTC, in the reader's language ("December 7, 2026 at 9:00 AM UTC"). */
export function formatDateTimeUtc(value: string | Date, lang: Lang): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const text = new Intl.DateTimeFormat(lang === "pt" ? "pt-BR" : "en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(date);
  return `${text} UTC`;
}
