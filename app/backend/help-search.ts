import { stemmer as stemEnglish } from "@orama/stemmers/english";
import { stemmer as stemPortuguese } from "@orama/stemmers/portuguese";
import type { Lang } from "~/lib/i18n";
import type { HelpArticle } from "./content";

/**
 * Help center search (issue 12), shared by both adapters: the port's query and answer,
 * and the text folding both sides of a match agree on.
 */
export interface HelpSearchQuery {
  /** What the visitor typed, already trimmed and capped (features/content/help/search.ts). */
  query: string;
  locale: Lang;
  /** How many articles at most, best first. */
  limit: number;
}

export interface HelpSearchResult {
  /** Published articles in the reader's language (English where no translation), best first. */
  articles: HelpArticle[];
  /**
   * The folded word beginnings that matched (typo corrections and word stems included):
   * a word of a title, summary or body is highlighted when its folded form starts with one.
   */
  terms: string[];
}

/** Lower case, accents removed, runs of white space made one: "Ação  Rápida" → "acao rapida". */
export function foldForSearch(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * The spec's own rule (spec 2 §2.7): the title or summary contains the whole query,
 * ignoring case and accents.
 */
export function substringSearch(articles: HelpArticle[], { query, limit }: HelpSearchQuery): HelpSearchResult {
  const needle = foldForSearch(query);
  if (!needle) return { articles: [], terms: [] };
  const found = articles.filter(
    (article) => foldForSearch(article.title).includes(needle) || foldForSearch(article.summary).includes(needle),
  );
  return { articles: found.slice(0, limit), terms: [needle] };
}

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

/** Prefixes shorter than this would match too much ("co*"): such words match exactly. */
const shortestPrefix = 3;
/** A stem shorter than this is left out ("beta" → "bet*" would find "better"); the word itself stays. */
const shortestStem = 4;

/** The stems of a word, folded: English (Porter) and Portuguese (Snowball, which wants the accents). */
function stemsOf(lowerWord: string): string[] {
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
    if (!word || stopWords.has(word) || words.has(word)) continue;
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
  // Rows of the edit table: row i holds the edits between a's first i letters and each of b's prefixes.
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const above = rows[i - 1]!;
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      row.push(best);
    }
    if (Math.min(...row) > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
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
  const typed = new Set([word, ...stemsOf(word)]);
  const edits = (term: string) =>
    Math.min(...[term, ...stemsOf(term)].flatMap((form) => [...typed].map((mine) => editDistance(mine, form, budget))));
  const scored = candidates
    .map((candidate) => ({ ...candidate, edits: edits(candidate.term) }))
    .filter(({ edits }) => edits <= budget);
  const fewest = Math.min(...scored.map(({ edits }) => edits));
  return scored
    .filter(({ edits }) => edits === fewest)
    .sort((a, b) => b.documents - a.documents || a.term.localeCompare(b.term))
    .slice(0, maxCorrections)
    .map(({ term }) => term);
}
