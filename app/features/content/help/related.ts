import { foldForSearch } from "~/lib/search-text";
import { searchPrefixes } from "~/lib/search-stems";

/**
 * "Related articles" under a help article (issue 22 item 3, docs/decisions/0212-help-related-and-contact.md):
 * two to four other articles, those of the same category first, each group ordered by the
 * words it shares with the article. Pure: it ranks the list of every published article in the
 * reader's language, which the dialog already reads (one round trip, decision 0027), so both
 * backends give the same answer from the same rows.
 *
 * Words are the title's and summary's, folded (case and accents), reduced to their shortest
 * stem (English Porter, Portuguese Snowball, as the search does: "bookings" and "booking"
 * are one word), words under three letters left out. A shared word counts by how rare it is
 * among the articles (inverse document frequency), so "your" or "para", which most articles
 * have, weigh next to nothing and no stop-word list is needed.
 */
export interface RelatableArticle {
  slug: string;
  title: string;
  summary: string;
  isPopular?: boolean;
  category: { slug: string } | null;
}

export const relatedLimits = { min: 2, max: 4 } as const;

/** A title counts twice: it says what the article is about more surely than its summary. */
const titleWeight = 2;

/**
 * Stemming is the costly part (about 0.05 ms a word), so each isolate keeps the key of every
 * word it has seen (a help center has a few thousand distinct words; the map is emptied past
 * 20,000) and the words of every article object it has ranked: the help center's reads are
 * remembered per isolate (cache.server.ts), so the same objects come back until an edit.
 */
const keyCache = new Map<string, string | null>();
const wordsCache = new WeakMap<object, Map<string, number>>();

function wordKey(token: string): string | null {
  const known = keyCache.get(token);
  if (known !== undefined) return known;
  const folded = foldForSearch(token);
  const key = folded.length < 3 || /^\d+$/.test(folded) ? null : (searchPrefixes(token)[0] ?? folded);
  if (keyCache.size >= 20_000) keyCache.clear();
  keyCache.set(token, key);
  return key;
}

/** The article's words, each with its weight in this article (title words count more). */
export function articleWords(article: Pick<RelatableArticle, "title" | "summary">): Map<string, number> {
  const cached = wordsCache.get(article);
  if (cached) return cached;
  const words = new Map<string, number>();
  const add = (text: string, weight: number) => {
    const lower = text.normalize("NFC").toLocaleLowerCase().replace(/(?<=[\p{L}\p{N}\p{M}])-(?=[\p{L}\p{N}])/gu, "");
    for (const token of lower.split(/[^\p{L}\p{N}\p{M}]+/u)) {
      const key = token ? wordKey(token) : null;
      if (key) words.set(key, Math.max(words.get(key) ?? 0, weight));
    }
  };
  add(article.summary, 1);
  add(article.title, titleWeight);
  wordsCache.set(article, words);
  return words;
}

/**
 * The articles to show beside `current`, at most four: other articles of its category, then
 * articles of other categories that share a word with it, each group by shared words (rarer
 * words count more), ties kept in the list's own order (display order, title). When that
 * gives fewer than two, other articles fill up to two, popular ones first.
 */
export function relatedHelpArticles<T extends RelatableArticle>(current: RelatableArticle, all: readonly T[]): T[] {
  const seen = new Set<string>([current.slug]);
  const others = all.filter((article) => !seen.has(article.slug) && Boolean(seen.add(article.slug)));
  if (others.length === 0) return [];
  const vectors = new Map<string, Map<string, number>>();
  const documentFrequency = new Map<string, number>();
  for (const article of [current, ...others]) {
    const words = articleWords(article);
    vectors.set(article.slug, words);
    for (const word of words.keys()) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  }
  const total = others.length + 1;
  const mine = vectors.get(current.slug)!;
  const score = (article: T) => {
    let sum = 0;
    for (const [word, weight] of vectors.get(article.slug)!) {
      const own = mine.get(word);
      if (own !== undefined) sum += Math.min(own, weight) * Math.log((total + 1) / documentFrequency.get(word)!);
    }
    return sum;
  };
  const category = current.category?.slug ?? null;
  const ranked = others
    .map((article, order) => ({ article, order, score: score(article), same: category !== null && article.category?.slug === category }))
    .sort((a, b) => Number(b.same) - Number(a.same) || b.score - a.score || a.order - b.order);
  const chosen = ranked.filter((entry) => entry.same || entry.score > 0).slice(0, relatedLimits.max);
  if (chosen.length < relatedLimits.min) {
    const fill = ranked
      .filter((entry) => !chosen.includes(entry))
      .sort((a, b) => Number(Boolean(b.article.isPopular)) - Number(Boolean(a.article.isPopular)) || a.order - b.order);
    chosen.push(...fill.slice(0, relatedLimits.min - chosen.length));
  }
  return chosen.map((entry) => entry.article);
}
