import { toHelpArticle, type Row } from "~/backend/content-rows.server";
import {
  analyzeHelpQuery,
  correctTypo,
  longestSuffix,
  searchPrefixes,
  typoBudget,
  type HelpSearchQuery,
  type HelpSearchResult,
  type IndexWord,
  type SearchWord,
} from "../help-search";
import { runD1 } from "./context.server";
import { localized, withCategory } from "./localized.server";

/**
 * The help search on D1 (docs/decisions/0208-help-search.md): the FTS5 index of
 * migrations/0006_help_search.sql, asked for every word of the query (AND), or for any
 * of them when that finds nothing (OR), ranked by bm25 with the title weighted above the
 * summary above the body. Each word matches its stems as word beginnings; a word that
 * matches nothing the reader can see is corrected to the closest words of the index.
 */

/** bm25 weights of title, summary and body. */
const weights = "10.0, 4.0, 1.0";

/** One FTS5 alternative: a quoted word, as a prefix unless it must match exactly. */
const prefix = (stem: string) => `"${stem}"*`;
const exactly = (word: string) => `"${word}"`;
const alternatives = (group: string[]) => (group.length === 1 ? group[0] : `(${group.join(" OR ")})`);

const visibleIds = `SELECT id FROM (${localized("help_articles", { published: true })})`;

/** Whether an FTS5 expression matches an article the reader sees (?1 locale, ?2 expression). */
const matchesVisible = `SELECT EXISTS (
  SELECT 1 FROM help_search WHERE help_search MATCH ?2 AND article_id IN (${visibleIds})) AS hit`;

/** Index words that could be typos of a word: same first letter (as most typos keep), near length. */
const typoCandidates = `SELECT term, doc AS documents FROM help_search_vocab
  WHERE term >= ?1 AND term < ?2 AND length(term) BETWEEN ?3 AND ?4`;

const ranked = `SELECT r.* FROM (${withCategory("help_articles", "help_categories")}) r
  JOIN (SELECT article_id, bm25(help_search, ${weights}) AS score FROM help_search WHERE help_search MATCH ?2) m
    ON m.article_id = r.id
  ORDER BY m.score, r.display_order, r.title
  LIMIT ?3`;

/** The word beginnings of one analysed word, and how each is asked of FTS5. */
function lookupOf(word: SearchWord) {
  return word.exact
    ? { word, stems: [word.exact], form: exactly, budget: typoBudget(word.word) }
    : { word, stems: word.prefixes, form: prefix, budget: typoBudget(word.word) };
}

export async function searchHelpD1(db: D1Database, { query, locale, limit }: HelpSearchQuery): Promise<HelpSearchResult> {
  const words = analyzeHelpQuery(query);
  if (words.length === 0) return { articles: [], terms: [] };

  // One round trip: which forms of each word the reader's articles hold, and the index
  // words each could be a typo of.
  const lookups = words.map(lookupOf);
  const statements = lookups.flatMap(({ word, stems, form, budget }) => {
    const first = String.fromCodePoint(word.word.codePointAt(0)!);
    const next = String.fromCodePoint(first.codePointAt(0)! + 1);
    return [
      ...stems.map((stem) => db.prepare(matchesVisible).bind(locale, form(stem))),
      db.prepare(typoCandidates).bind(first, next, word.word.length - budget, word.word.length + budget + longestSuffix),
    ];
  });
  const answers = await runD1("help search words", () => db.batch<Record<string, unknown>>(statements));

  const groups: Array<{ forms: string[]; terms: string[] }> = [];
  let at = 0;
  for (const { word, stems, form } of lookups) {
    const hits = stems.filter((_, i) => answers[at + i]?.results[0]?.hit === 1);
    const candidates = (answers[at + stems.length]?.results ?? []) as unknown as IndexWord[];
    at += stems.length + 1;
    if (hits.length > 0) {
      groups.push({ forms: hits.map(form), terms: hits });
      continue;
    }
    const corrections = correctTypo(word.word, candidates).map((term) => searchPrefixes(term));
    if (corrections.length > 0) {
      const stems = [...new Set(corrections.flat())];
      groups.push({ forms: stems.map(prefix), terms: stems });
    }
  }
  if (groups.length === 0) return { articles: [], terms: [] };

  const run = async (joiner: string) => {
    const expression = groups.map((group) => alternatives(group.forms)).join(joiner);
    const { results } = await runD1("help search", () => db.prepare(ranked).bind(locale, expression, limit).all<Row>());
    return results;
  };
  let rows = await run(" AND ");
  if (rows.length === 0 && groups.length > 1) rows = await run(" OR ");
  return {
    articles: rows.map(toHelpArticle),
    terms: rows.length === 0 ? [] : [...new Set(groups.flatMap((group) => group.terms))],
  };
}
