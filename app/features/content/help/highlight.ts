import { foldForSearch } from "~/lib/search-text";

/**
 * What a search result shows (issue 12): its title and a short snippet of the summary or
 * body, with the matched words marked. The answer is plain text cut into runs, which the
 * view renders as text nodes and <mark> elements: content never becomes markup, so a
 * `<script>` or `&amp;` in an article is shown as the characters it is.
 *
 * A word is matched when its folded form (foldForSearch) starts with one of the search's
 * terms (HelpSearchResult.terms). A term of several words ("calendar sync") marks the run
 * of consecutive words it spans. Hyphens and apostrophes join a word's parts, so "e-mail"
 * matches "email" and "mail" alike.
 */
export interface Segment {
  text: string;
  mark: boolean;
}

/** Characters a snippet shows at most, ellipses aside. */
export const snippetLength = 180;
/** How much text comes before the first match when the snippet starts mid-text. */
const leadLength = 50;
/** A body is searched for its snippet this far: a match past it shows the summary instead. */
const bodyScanLength = 20_000;

const wordPattern = /[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*/gu;
const joiners = /['’-]/g;
const edgePunctuation = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

interface Word {
  start: number;
  end: number;
  /** Folded, joiners removed: "E-mail" → "email". */
  key: string;
  /** Each part between joiners, folded: "pós-estadia" → ["pos", "estadia"]. */
  parts: string[];
}

const ascii = /^[\x20-\x7e]*$/;
/** foldForSearch without the joiners; plain ASCII (most words) skips the Unicode work. */
const keyOf = (value: string) => (ascii.test(value) ? value.toLowerCase() : foldForSearch(value)).replace(joiners, "");

/** Each term as its folded words; edge punctuation ("calendar?") is not part of a word. */
function termWords(terms: readonly string[]): string[][] {
  const sequences: string[][] = [];
  for (const term of terms) {
    const words = foldForSearch(term)
      .split(" ")
      .map((word) => {
        const trimmed = keyOf(word).replace(edgePunctuation, "");
        // "c++" trimmed to "c" would mark every word starting with c.
        return trimmed !== keyOf(word) && trimmed.length < 2 ? "" : trimmed;
      })
      .filter(Boolean);
    if (words.length) sequences.push(words);
  }
  return sequences;
}

/** The words of text[from, to), read one at a time so a scan can stop early. */
function* wordsOf(text: string, from: number, to: number): Generator<Word> {
  // One shared pattern (compiling a Unicode class per call costs more than the scan); each scan sets where it starts.
  wordPattern.lastIndex = from;
  for (let match = wordPattern.exec(text); match && match.index < to; match = wordPattern.exec(text)) {
    yield { start: match.index, end: match.index + match[0].length, key: keyOf(match[0]), parts: match[0].split(joiners).map(keyOf) };
  }
}

const begins = (word: Word, term: string) => word.key.startsWith(term) || word.parts.some((part) => part.startsWith(term));

/**
 * The [start, end) ranges of text[from, to) to mark, in order and not overlapping; with
 * `first`, only the first one (a body is scanned only as far as its first match).
 */
export function matchedRanges(text: string, terms: readonly string[], { from = 0, to = text.length, first = false } = {}): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  // Any word starting with a term means the folded text holds it: most texts are passed over here.
  const folded = foldForSearch(text.slice(from, to)).replace(joiners, "");
  const sequences = termWords(terms).filter((sequence) => folded.includes(sequence[0]!));
  if (!sequences.length) return ranges;
  const longest = Math.max(...sequences.map((sequence) => sequence.length));
  // The last few words read, enough for the longest term to be checked from its first word.
  const recent: Word[] = [];
  const check = (at: number) => {
    for (const sequence of sequences) {
      const last = at + sequence.length - 1;
      if (last >= recent.length) continue;
      const matches = sequence.every((term, j) => (at + j === last ? begins(recent[last]!, term) : recent[at + j]!.key === term));
      if (!matches) continue;
      const start = recent[at]!.start;
      const end = recent[last]!.end;
      const previous = ranges.at(-1);
      if (previous && start <= previous[1]) previous[1] = Math.max(previous[1], end);
      else ranges.push([start, end]);
      return;
    }
  };
  for (const word of wordsOf(text, from, to)) {
    recent.push(word);
    if (recent.length < longest) continue;
    check(0);
    recent.shift();
    if (first && ranges.length) return ranges;
  }
  for (let at = 0; at < recent.length && !(first && ranges.length); at++) check(at);
  return ranges;
}

/** The whole text in runs, matched words marked (a result's title). */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  return segmentsOf(text, matchedRanges(text, terms), 0, text.length);
}

/**
 * A result's snippet: the summary when it holds a matched word, otherwise the body's text
 * around its first matched word, otherwise the start of the summary; at most
 * `snippetLength` characters, cut between words where it can be, "…" where text was cut.
 */
export function resultSnippet({ summary, body }: { summary: string; body: string }, terms: readonly string[]): Segment[] {
  const inSummary = matchedRanges(summary, terms);
  if (inSummary.length) return excerpt(summary, inSummary);
  const text = plainHelpText(body.slice(0, bodyScanLength));
  const [first] = matchedRanges(text, terms, { first: true });
  if (!first) return excerpt(summary, []);
  const [start, end] = snippetWindow(text, first);
  return excerpt(text, matchedRanges(text, terms, { from: start, to: end }), [start, end]);
}

/** A help body's text as a reader sees it: no "#", "-", "**", link or code markup. */
export function plainHelpText(source: string): string {
  return source
    // A heading ends as a sentence, so it does not run into the line after it.
    .replace(/^[ \t]*#{1,6}[ \t]+(.*?)[ \t]*$/gm, (_, heading: string) => (/[.!?:;…]$/.test(heading) ? heading : `${heading}.`))
    .replace(/^[ \t]*[-*•][ \t]+/gm, "")
    .replace(/!?\[([^\]]*)\]\((?:[^()]|\([^()]*\))*\)/g, "$1")
    .replace(/\*\*|__|`/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function excerpt(text: string, ranges: Array<[number, number]>, window = snippetWindow(text, ranges[0])): Segment[] {
  const [start, end] = window;
  const segments = segmentsOf(text, ranges, start, end);
  if (start > 0) prepend(segments, "…");
  if (end < text.length) append(segments, "…");
  return segments;
}

/** Where the snippet starts and ends: a little before the first match, between words where it can be. */
function snippetWindow(text: string, first: [number, number] | undefined): [number, number] {
  if (text.length <= snippetLength) return [0, text.length];
  const [matchStart, matchEnd] = first ?? [0, 0];
  let start = Math.max(0, matchStart - leadLength);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    // Starts after a space when one comes before the match; a long word is cut instead.
    if (space !== -1 && space < matchStart) start = space + 1;
  }
  let end = Math.min(text.length, start + snippetLength);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > Math.max(start, matchEnd)) end = space;
  }
  // Never half a surrogate pair.
  if (/[\uDC00-\uDFFF]/.test(text[start] ?? "")) start += 1;
  if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? "")) end -= 1;
  return [start, end];
}

/** text[from, to) in runs; ranges are clipped to it; neighbouring plain runs are one. */
function segmentsOf(text: string, ranges: Array<[number, number]>, from: number, to: number): Segment[] {
  const segments: Segment[] = [];
  let cursor = from;
  for (const [rangeStart, rangeEnd] of ranges) {
    const start = Math.max(rangeStart, from);
    const end = Math.min(rangeEnd, to);
    if (end <= start) continue;
    if (start > cursor) append(segments, text.slice(cursor, start));
    segments.push({ text: text.slice(start, end), mark: true });
    cursor = end;
  }
  if (cursor < to) append(segments, text.slice(cursor, to));
  return segments;
}

function append(segments: Segment[], text: string) {
  const last = segments.at(-1);
  if (last && !last.mark) last.text += text;
  else segments.push({ text, mark: false });
}

function prepend(segments: Segment[], text: string) {
  const first = segments[0];
  if (first && !first.mark) first.text = text + first.text;
  else segments.unshift({ text, mark: false });
}
