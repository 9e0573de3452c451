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
import { categoryJson, localized, seenByReader } from "./localized.server";

/**
 * The help search on D1 (docs/decisions/0208-help-search.md): the FTS5 index of
 * migrations/0006_help_search.sql, asked for every word of the query (AND); when that
 * finds fewer than the limit, articles with any of them (OR) follow. Each part is ranked
 * by bm25 with the title weighted above the summary above the body. Each word matches its stems as word beginnings; a word none
 * of whose beginnings the index holds is corrected to the closest words of the index.
 */

/** bm25 weights of title, summary and body. */
const weights = "10.0, 4.0, 1.0";

/** One FTS5 alternative: a quoted word, as a prefix unless it must match exactly. */
const prefix = (stem: string) => `"${stem}"*`;
const exactly = (word: string) => `"${word}"`;
const alternatives = (group: string[]) => (group.length === 1 ? group[0] : `(${group.join(" OR ")})`);

const seen = seenByReader("help_articles", { published: true });

/** Whether the index holds a word that is, or begins with, ?1 (?2: exactly). */
const inIndex = `SELECT EXISTS (
  SELECT 1 FROM help_search_vocab WHERE term >= ?1 AND (term = ?1 OR (?2 = 0 AND term < ?1 || char(1114111)))) AS hit`;

/** Index words that could be typos of a word: same first letter (as most typos keep), near length. */
const typoCandidates = `SELECT term, doc AS documents FROM help_search_vocab
  WHERE term >= ?1 AND term < ?2 AND length(term) BETWEEN ?3 AND ?4`;

/**
 * The reader's matching articles, best first, driven by the index rather than by every
 * row; ?4 (a JSON array) holds the articles already found, which are skipped.
 */
const ranked = `WITH cats AS (${localized("help_categories", { published: false })}),
    matches AS (SELECT article_id, bm25(help_search, ${weights}) AS score FROM help_search WHERE help_search MATCH ?2)
  SELECT x.*, ${categoryJson}
  FROM matches m
  JOIN help_articles x ON x.id = m.article_id
  LEFT JOIN help_categories c0 ON c0.id = x.category_id
  LEFT JOIN cats c ON c.slug = c0.slug
  WHERE ${seen} AND x.id NOT IN (SELECT value FROM json_each(?4))
  ORDER BY m.score, x.display_order, x.title
  LIMIT ?3`;

/** The word beginnings of one analysed word, and how each is asked of FTS5. */
function lookupOf(word: SearchWord) {
  return word.exact
    ? { word, beginnings: [word.exact], form: exactly, budget: typoBudget(word.word) }
    : { word, beginnings: word.prefixes, form: prefix, budget: typoBudget(word.word) };
}

export async function searchHelpD1(db: D1Database, { query, locale, limit }: HelpSearchQuery): Promise<HelpSearchResult> {
  const words = analyzeHelpQuery(query);
  if (words.length === 0) return { articles: [], terms: [] };

  // One round trip for which beginnings of each word the index holds (its vocabulary, not
  // the articles: a common word's articles are many); a second only when some word has
  // none, for the index words it could be a typo of.
  const lookups = words.map(lookupOf);
  const checks = lookups.flatMap(({ beginnings, form }) =>
    beginnings.map((beginning) => db.prepare(inIndex).bind(beginning, form === exactly ? 1 : 0)),
  );
  const answers = await runD1("help search words", () => db.batch<{ hit: number }>(checks));
  let at = 0;
  const matched = lookups.map(({ beginnings, form }) => {
    const hits = beginnings.filter((_, i) => answers[at + i]?.results[0]?.hit === 1);
    at += beginnings.length;
    return { forms: hits.map(form), terms: hits };
  });
  // Positions of the words the index lacks that are long enough to be typos.
  const unknown = lookups.flatMap(({ budget }, i) => (budget > 0 && matched[i]!.terms.length === 0 ? [i] : []));
  const scans = unknown.map((i) => {
    const { word, budget } = lookups[i]!;
    const first = String.fromCodePoint(word.word.codePointAt(0)!);
    const next = String.fromCodePoint(first.codePointAt(0)! + 1);
    return db.prepare(typoCandidates).bind(first, next, word.word.length - budget, word.word.length + budget + longestSuffix);
  });
  const scanned = scans.length > 0 ? await runD1("help search typos", () => db.batch<IndexWord>(scans)) : [];
  const candidates = new Map(unknown.map((i, n) => [i, scanned[n]?.results ?? []]));

  const groups = matched
    .map((group, i) => (group.terms.length > 0 ? group : corrected(lookups[i]!.word.word, candidates.get(i) ?? [])))
    .filter((group) => group.terms.length > 0);
  if (groups.length === 0) return { articles: [], terms: [] };

  const run = async (joiner: string, found: Row[]) => {
    const expression = groups.map((group) => alternatives(group.forms)).join(joiner);
    const skipped = JSON.stringify(found.map((row) => row.id));
    const statement = db.prepare(ranked).bind(locale, expression, limit - found.length, skipped);
    return (await runD1("help search", () => statement.all<Row>())).results;
  };
  // Articles with every word first; articles with some of them fill the places left.
  const every = await run(" AND ", []);
  const rows = every.length < limit && groups.length > 1 ? [...every, ...(await run(" OR ", every))] : every;
  return {
    articles: rows.map(toHelpArticle),
    terms: rows.length === 0 ? [] : [...new Set(groups.flatMap((group) => group.terms))],
  };
}

/** A mistyped word's group: the beginnings of the index words it most likely meant (none for nonsense). */
function corrected(word: string, candidates: IndexWord[]) {
  const stems = [...new Set(correctTypo(word, candidates).flatMap((term) => searchPrefixes(term)))];
  return { forms: stems.map(prefix), terms: stems };
}
