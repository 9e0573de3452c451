import { foldForSearch } from "~/lib/search-text";
import { searchPrefixes, shortestPrefix, stemsOf } from "~/lib/search-stems";

/*
 * The analysis of a help search query on D1 (issue 12, docs/decisions/0208-help-search.md):
 * words, stems, stop words and typo corrections, used by d1/help-search.server.ts. Postgres
 * does the same in SQL (docs/decisions/0209-help-search-postgres.md);
 * tests/postgres/help-search-parity.test.ts holds the two to the same answers.
 */
/**
 * Words that say nothing about what is wanted, in either language (both are searched on
 * the Portuguese site, whose English-only rows stay visible): articles, prepositions,
 * pronouns, question words and the fillers of a question ("how do I…", "como faço para…").
 */
const stopWords = new Set(
  [
    "a an and are as at be been but by can could did do does for from had has have how i if in into is it its",
    "me my no not of on or our should so that the their them there these this those to up us was we were",
    "what when where which who why will with would you your want need please",
    "as ao aos com como da das de do dos e ela ele em entre era essa esse esta este eu faco fazer foi ha isso",
    "isto ja mais mas meu meus minha minhas na nao nas no nos o onde os ou para pela pelas pelo pelos pode",
    "por porque posso pra preciso qual quais quando que quero se sem ser seu seus sua suas tem ter um uma umas uns voce",
  ]
    .join(" ")
    .split(" "),
);

/** The most words of one query that are looked up: a longer query is someone pasting text. */
export const maxSearchWords = 8;

/** One searched word: it matches a text word that equals `exact`, or begins with one of `prefixes`. */
export interface SearchWord {
  /** The word as typed, folded, hyphens removed: "E-mails" → "emails". */
  word: string;
  /** Folded stems (English Porter, Portuguese Snowball) and the word itself; empty for short words. */
  prefixes: string[];
  /** Set for words under three letters, which match only themselves. */
  exact: string | null;
}

/**
 * A visitor's query as the words to look for: case and accents folded, hyphens joined
 * ("check-in" → "checkin"; the index holds both forms), split on anything that is not a
 * letter or digit, in any order, repeats and stop words left out. A query of stop words
 * alone asks for nothing.
 */
export function analyzeHelpQuery(query: string): SearchWord[] {
  const lower = query.normalize("NFC").toLocaleLowerCase().replace(/(?<=[\p{L}\p{N}\p{M}])-(?=[\p{L}\p{N}])/gu, "");
  const words = new Map<string, SearchWord>();
  for (const token of lower.split(/[^\p{L}\p{N}\p{M}]+/u)) {
    const word = foldForSearch(token);
    // A lone letter is what is left of "guest's" or "e mail": it says nothing either.
    if (!word || stopWords.has(word) || /^\p{L}$/u.test(word) || words.has(word)) continue;
    const short = word.length < shortestPrefix;
    words.set(word, { word, prefixes: short ? [] : searchPrefixes(token), exact: short ? word : null });
    if (words.size === maxSearchWords) break;
  }
  return [...words.values()];
}

/** How many edits a word may be from an index word to count as a typo of it: none under 4 letters. */
export function typoBudget(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

/**
 * Edits (insert, delete, substitute, swap two neighbours) between `a` and `b`, or
 * `max + 1` as soon as it is sure to be more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows of the edit table (the swap looks two rows back), reused.
  let twoBack = new Uint8Array(b.length + 1);
  let above = Uint8Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Uint8Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, twoBack[j - 2]! + 1);
      row[j] = best;
      rowBest = Math.min(rowBest, best);
    }
    if (rowBest > max) return max + 1;
    [twoBack, above, row] = [above, row, twoBack];
  }
  return Math.min(above[b.length]!, max + 1);
}

/** An index word and how many articles hold it. */
export interface IndexWord {
  term: string;
  documents: number;
}

/** The most corrections tried for one word (the closest, then the commonest). */
const maxCorrections = 3;
/** How much longer than the typed word an index word may be and still have a stem near it. */
export const longestSuffix = 3;

/**
 * The index words a mistyped word most likely meant: the fewest edits, within its typo
 * budget, between the two words or their stems ("invoce", stem "invoc", is one edit
 * from "invoic", the stem of "invoices"); the commonest first. A word the index holds
 * is never corrected.
 */
export function correctTypo(word: string, candidates: readonly IndexWord[]): string[] {
  const budget = typoBudget(word);
  if (budget === 0 || candidates.some(({ term }) => term === word)) return [];
  const typed = [...new Set([word, ...stemsOf(word)])];
  const edits = (term: string) => {
    // Stemming is the costly part: only for words too long to be a few edits from the typed one.
    const forms = term.length > word.length + budget ? stemsOf(term) : [term];
    return Math.min(...forms.flatMap((form) => typed.map((mine) => editDistance(mine, form, budget))));
  };
  const scored = candidates
    .filter(({ term }) => sharesTrigram(word, term))
    .map((candidate) => ({ ...candidate, edits: edits(candidate.term) }))
    .filter(({ edits }) => edits <= budget);
  const fewest = Math.min(...scored.map(({ edits }) => edits));
  return scored
    .filter(({ edits }) => edits === fewest)
    .sort((a, b) => b.documents - a.documents || a.term.localeCompare(b.term))
    .slice(0, maxCorrections)
    .map(({ term }) => term);
}

/** A word and its typo keep at least one run of three letters in common ("calandar", "calendar": "cal"). */
function sharesTrigram(word: string, term: string): boolean {
  for (let i = 0; i + 3 <= word.length; i++) if (term.includes(word.slice(i, i + 3))) return true;
  return false;
}
