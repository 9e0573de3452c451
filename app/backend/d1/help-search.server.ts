import { cleanSearchText } from "~/lib/text-clean";
import { toHelpArticle, type Row } from "~/backend/content-rows.server";
import type { HelpSearchQuery, HelpSearchResult } from "~/backend/content";
import { analyzeHelpQuery, correctTypo, longestSuffix, typoBudget, type IndexWord, type SearchWord } from "./help-query.server";
import { searchPrefixes } from "~/lib/search-stems";
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
 * The best ?5 of the index's matches, by bm25 alone, counted: reading an article's row is
 * what costs with thousands of matches, so only these are read (?5 = -1: all of them).
 */
const bounded = (match: string) => `SELECT article_id, score, count(*) OVER () AS n FROM (
    SELECT article_id, bm25(help_search, ${weights}) AS score FROM help_search WHERE ${match} ORDER BY score LIMIT ?5)`;

/** The reader's articles among `matches`, best first; `cut` says the bound may have left some out. */
const part = (matches: string, cut: string, tier: number) => `SELECT ${tier} AS tier, ${cut} AS cut, x.*, ${categoryJson}
    FROM ${matches} m
    JOIN help_articles x ON x.id = m.article_id
    LEFT JOIN help_categories c0 ON c0.id = x.category_id
    LEFT JOIN cats c ON c.slug = c0.slug
    WHERE ${seen}
    ORDER BY m.score, x.display_order, x.title
    LIMIT ?4`;

/**
 * The reader's articles with every word (?2) best first, then those with some word (?3)
 * and not all of them, best first. One statement, driven by the index rather than by
 * every row; SQLite runs the second part only when the first leaves places under the
 * LIMIT (?4) of the whole.
 */
const ranked = `WITH cats AS (${localized("help_categories", { published: false })}),
    every AS MATERIALIZED (${bounded("help_search MATCH ?2")})
  SELECT * FROM (${part("every", "m.n >= ?5", 0)})
  UNION ALL
  SELECT * FROM (${part(
    `(${bounded("help_search MATCH ?3 AND article_id NOT IN (SELECT article_id FROM help_search WHERE help_search MATCH ?2)")})`,
    "m.n >= ?5 OR (SELECT count(*) FROM every) >= ?5",
    1,
  )})
  LIMIT ?4`;

/** How many of the index's matches are read at first, per part, for each place asked for. */
const candidatesPerPlace = 10;

/** The word beginnings of one analysed word, and how each is asked of FTS5. */
function lookupOf(word: SearchWord) {
  return word.exact
    ? { word, beginnings: [word.exact], form: exactly, budget: typoBudget(word.word) }
    : { word, beginnings: word.prefixes, form: prefix, budget: typoBudget(word.word) };
}

export async function searchHelpD1(db: D1Database, { query, locale, limit }: HelpSearchQuery): Promise<HelpSearchResult> {
  const words = analyzeHelpQuery(cleanSearchText(query));
  if (words.length === 0) return { articles: [], terms: [] };

  const lookups = words.map(lookupOf);
  const rank = (groups: Group[], bound = limit * candidatesPerPlace) => {
    const expression = (joiner: string) => groups.map((group) => alternatives(group.forms)).join(joiner);
    return db.prepare(ranked).bind(locale, expression(" AND "), expression(" OR "), limit, bound);
  };
  // Exact all the same: when the places are not all filled and the bound may be why (or a
  // part found no row of the reader's, which says nothing), the ranking runs unbounded.
  const complete = async (rows: Row[], groups: Group[]) => {
    const last = rows.at(-1);
    const cut = rows.length < limit && (!last || last.cut === 1 || (last.tier === 0 && groups.length > 1));
    return found(cut ? (await runD1("help search", () => rank(groups, -1).all<Row>())).results : rows, groups);
  };
  // One round trip in the common case: which beginnings of each word the index holds (its
  // vocabulary, not the articles: a common word's articles are many), and the ranking with
  // every beginning, whose answer stands when each word has one (a beginning the index
  // lacks matches nothing). Otherwise a second trip reads the index words a word missing
  // from it could be a typo of, and a third ranks again.
  const checks = lookups.flatMap(({ beginnings, form }) =>
    beginnings.map((beginning) => db.prepare(inIndex).bind(beginning, form === exactly ? 1 : 0)),
  );
  const everything = lookups.map(({ beginnings, form }) => ({ forms: beginnings.map(form), terms: beginnings }));
  const answers = await runD1("help search", () => db.batch<Row>([...checks, rank(everything)]));
  let at = 0;
  const matched = lookups.map(({ beginnings, form }) => {
    const hits = beginnings.filter((_, i) => answers[at + i]?.results[0]?.hit === 1);
    at += beginnings.length;
    return { forms: hits.map(form), terms: hits };
  });
  if (matched.every((group) => group.terms.length > 0)) return complete(answers.at(-1)?.results ?? [], matched);

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
  return complete((await runD1("help search", () => rank(groups).all<Row>())).results, groups);
}

/** One word's FTS5 alternatives and the beginnings they stand for. */
interface Group {
  forms: string[];
  terms: string[];
}

function found(rows: Row[], groups: Group[]): HelpSearchResult {
  return {
    articles: rows.map(toHelpArticle),
    terms: rows.length === 0 ? [] : [...new Set(groups.flatMap((group) => group.terms))],
  };
}

/** A mistyped word's group: the beginnings of the index words it most likely meant (none for nonsense). */
function corrected(word: string, candidates: IndexWord[]): Group {
  const stems = [...new Set(correctTypo(word, candidates).flatMap((term) => searchPrefixes(term)))];
  return { forms: stems.map(prefix), terms: stems };
}
