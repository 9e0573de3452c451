import { localizePath, type Lang } from "~/lib/i18n";

/**
 * Phrases linked to site pages wherever they appear in article and tutorial bodies
 * (spec 2 §2.6 and §2.10), with their Portuguese equivalents for Portuguese content
 * (docs/decisions/0204-article-formatting-and-sanitising.md). Matching ignores case.
 */
export const autoLinkTargets: ReadonlyArray<{ to: string; phrases: readonly string[] }> = [
  { to: "/pricing", phrases: ["OTA commissions", "pricing strategy", "comissões das OTAs", "estratégia de preços"] },
  { to: "/features/direct-booking-links", phrases: ["direct bookings", "reservas diretas"] },
  { to: "/features/guest-loyalty-program", phrases: ["guest loyalty", "fidelização de hóspedes"] },
  {
    to: "/features/email-campaigns",
    phrases: ["email automation", "vacation rental marketing", "automação de e-mail", "marketing para aluguel por temporada"],
  },
  { to: "/features/ai-content-creation", phrases: ["AI content", "conteúdo com IA"] },
  { to: "/features/performance-analytics", phrases: ["performance analytics", "análise de desempenho"] },
];

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const targetByPhrase = new Map(
  autoLinkTargets.flatMap(({ to, phrases }) => phrases.map((phrase) => [phrase.toLocaleLowerCase(), to] as const)),
);

// Longest first, so "vacation rental marketing" wins over any shorter phrase inside it;
// never part of a longer word ("direct bookingsX").
const phrasePattern = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[...targetByPhrase.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|")})(?![\\p{L}\\p{N}])`,
  "giu",
);

/**
 * Links the phrases in a run of already-escaped HTML text (no tags inside). Each phrase
 * is linked once per document, at its first occurrence: `used` carries what was linked.
 */
export function linkPhrases(escapedText: string, lang: Lang, used: Set<string>): string {
  return escapedText.replace(phrasePattern, (match: string) => {
    const key = match.toLocaleLowerCase();
    const to = targetByPhrase.get(key);
    if (!to || used.has(key)) return match;
    used.add(key);
    return `<a href="${localizePath(to, lang)}">${match}</a>`;
  });
}
