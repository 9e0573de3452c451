import type { Lang } from "~/lib/i18n";

/**
 * Reading time of an article or tutorial (issue 29 item 6, docs/decisions/0218-reading-time-and-updates.md):
 * its words at the reading speed of its language, in whole minutes, one at least. Speeds are
 * the IReST standardized silent-reading rates for adults (Trauzettel-Klosinski & Dietz, 2012):
 * English about 228 words a minute, Portuguese about 181 (longer words).
 */
export const wordsPerMinute: Record<Lang, number> = { en: 228, pt: 181 };

/** The words a reader reads in a markdown body: link targets and markup are not words. */
export function wordCount(markdown: string): number {
  const text = markdown
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/<[^>]+>/g, " ")
    .replace(/https?:\/\/\S+/g, " ");
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

export function readingMinutes(words: number, lang: Lang): number {
  return Math.max(1, Math.round(words / wordsPerMinute[lang]));
}
