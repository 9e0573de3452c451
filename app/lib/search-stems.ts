import { stemmer as stemEnglish } from "@orama/stemmers/english";
import { stemmer as stemPortuguese } from "@orama/stemmers/portuguese";
import { foldForSearch } from "~/lib/search-text";

/*
 * The stems a help search matches a word by (docs/decisions/0208-help-search.md), shared by
 * the D1 query analysis (app/backend/d1/help-query.server.ts) and the "Related articles"
 * ranking (app/features/content/help/related.ts). A file of its own so that browser code
 * importing the folding (lib/search-text.ts) never bundles the stemmers.
 */
/** Prefixes shorter than this would match too much ("co*"): such words match exactly. */
export const shortestPrefix = 3;
/** A stem shorter than this is left out ("beta" → "bet*" would find "better"); the word itself stays. */
const shortestStem = 4;

/** The stems of a word, folded: English (Porter) and Portuguese (Snowball, which wants the accents). */
export function stemsOf(lowerWord: string): string[] {
  const folded = foldForSearch(lowerWord);
  return [stemEnglish(folded), stemPortuguese(lowerWord), stemPortuguese(folded)].map(foldForSearch);
}

/** The word beginnings a word matches: itself and its stems, none starting with another (that one covers it). */
export function searchPrefixes(lowerWord: string): string[] {
  const folded = foldForSearch(lowerWord);
  const all = [folded, ...stemsOf(lowerWord).filter((stem) => stem.length >= shortestStem)]
    .filter((stem) => stem.length >= shortestPrefix)
    .sort((a, b) => a.length - b.length);
  return all.filter((stem, i) => !all.slice(0, i).some((shorter) => stem.startsWith(shorter)));
}

