// No zod here: the help search's browser module cleans its query with these (a few hundred bytes).
/**
 * What every form does with characters a visitor cannot see (docs/decisions/0009): they are
 * removed from names and texts before trimming and length checks, so a NUL-only value is
 * "required" rather than a database error, and every value that passes fits the databases'
 * length checks (SQLite's length() stops at a NUL; Postgres refuses NUL outright).
 *
 * Removed: C0 controls (tab and line breaks become a space in one-line fields and stay in
 * texts), DEL, C1 controls, U+FEFF, the bidi embeddings, overrides and isolates that reorder
 * the text around them on display, and unpaired surrogates. Kept: joiners, variation
 * selectors and tag characters (emoji need them), LRM/RLM (right-to-left names need them).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const invisible = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFEFF\u202A-\u202E\u2066-\u2069]/g;
// CRLF is one break: a form posted as multipart sends every line break as CRLF.
const singleLineBreaks = /\r\n|[\t\n\r\u2028\u2029]/g;
const lineBreaks = /\r\n?|[\u2028\u2029]/g;
// A pair stays; a lone half is dropped (lookbehind would break older Safari).
const surrogates = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

function withoutLoneSurrogates(value: string): string {
  return value.replace(surrogates, (match) => (match.length === 2 ? match : ""));
}

/** A name, phone or URL as stored: one line, visible characters, NFC. */
export function cleanSingleLine(value: string): string {
  return withoutLoneSurrogates(value).replace(singleLineBreaks, " ").replace(invisible, "").normalize("NFC");
}

/**
 * A comment, cover letter or prompt as stored: `\n` for every line break (a textarea posts
 * CRLF, which would count twice against its `maxlength`), tabs kept.
 */
export function cleanMultiLine(value: string): string {
  return withoutLoneSurrogates(value).replace(lineBreaks, "\n").replace(invisible, "").normalize("NFC");
}

/**
 * A search query as the help center shows, searches and counts it (issue 23 item 8): a
 * one-line field's cleaning (no NUL, control character, terminal escape or bidi override;
 * NFC) and one space between words. Both backends' adapters run it again on what they get.
 */
export function cleanSearchText(value: string): string {
  return cleanSingleLine(value).replace(/\s+/g, " ").trim();
}

