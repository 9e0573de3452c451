/**
 * Is this a whole PDF? What a reader needs to open it without repairing it (ISO 32000-1
 * §7.5): the header at the very start, the `%%EOF` marker at the end with nothing after it
 * but a little whitespace, and a `startxref` offset pointing at a cross-reference section,
 * either an `xref` table followed by its `trailer` or a cross-reference stream object
 * (`/Type /XRef`), both naming the document's `/Root`. Not a parser: the objects themselves
 * are not read (docs/decisions/0308-resume-structure-and-utf8.md says why and what that leaves).
 */

/** PDF whitespace (ISO 32000-1 table 1): NUL, tab, line feed, form feed, carriage return, space. */
const whitespace = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
/** Readers look for `%%EOF` in the last 1,024 bytes; after it only whitespace is accepted. */
const tailBytes = 1024;
/** How much of a trailer or cross-reference stream dictionary is read. */
const dictionaryWindow = 64 * 1024;

/** Bytes as Latin-1 text, so that every byte is one character at the same index. */
function latin1(bytes: Uint8Array): string {
  let text = "";
  for (let start = 0; start < bytes.length; start += 8192) {
    text += String.fromCharCode(...bytes.subarray(start, start + 8192));
  }
  return text;
}

/** The offset the last `startxref` gives, when the file ends `startxref <n> %%EOF` and then only whitespace. */
function lastStartXref(bytes: Uint8Array): number | null {
  const tailStart = Math.max(0, bytes.length - tailBytes);
  const tail = latin1(bytes.subarray(tailStart));
  const eof = tail.lastIndexOf("%%EOF");
  if (eof === -1) return null;
  for (let index = tailStart + eof + 5; index < bytes.length; index++) {
    if (!whitespace.has(bytes[index]!)) return null;
  }
  const pointer = /startxref[\0\t\n\f\r ]+(\d{1,10})[\0\t\n\f\r ]*$/.exec(tail.slice(0, eof));
  return pointer ? Number(pointer[1]) : null;
}

function skipWhitespace(bytes: Uint8Array, at: number): number {
  while (at < bytes.length && whitespace.has(bytes[at]!)) at++;
  return at;
}

/**
 * `xref`, then subsections (a "first count" line and `count` entries of 20 bytes, 19 for
 * writers that end a line with one character), then `trailer` and its dictionary.
 */
function isXrefTable(bytes: Uint8Array, start: number): boolean {
  if (latin1(bytes.subarray(start, start + 4)) !== "xref") return false;
  let at = start + 4;
  for (let subsections = 0; subsections < 100_000; subsections++) {
    at = skipWhitespace(bytes, at);
    const head = latin1(bytes.subarray(at, at + 48));
    if (head.startsWith("trailer")) {
      const rest = latin1(bytes.subarray(at + "trailer".length, at + "trailer".length + dictionaryWindow));
      const end = rest.indexOf("startxref");
      return /^[\0\t\n\f\r ]*<</.test(rest) && namesRoot(end === -1 ? rest : rest.slice(0, end));
    }
    const subsection = /^\d{1,10} +(\d{1,10})[\0\t\f ]*(?:\r\n|\r|\n)/.exec(head);
    if (!subsection) return false;
    at += subsection[0].length;
    const count = Number(subsection[1]);
    if (count === 0) continue;
    const entry = latin1(bytes.subarray(at, at + 20));
    if (!/^\d{10} \d{5} [fn]/.test(entry)) return false;
    const entryLength = /^.{18}[ \r\n][\r\n]/s.test(entry) ? 20 : 19;
    at += count * entryLength;
    if (at > bytes.length) return false;
  }
  return false;
}

/** The trailer (or the cross-reference stream's dictionary) names the document catalog. */
const namesRoot = (dictionary: string) => /\/Root(?![A-Za-z0-9])/.test(dictionary);

function isXrefStream(section: string): boolean {
  const object = /^\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj[\0\t\n\f\r ]*<</.exec(section);
  if (!object) return false;
  const stream = section.indexOf("stream", object[0].length);
  if (stream === -1) return false;
  const dictionary = section.slice(object[0].length - 2, stream);
  return /\/Type[\0\t\n\f\r ]*\/XRef(?![A-Za-z0-9])/.test(dictionary) && namesRoot(dictionary);
}

export function isWholePdf(bytes: Uint8Array): boolean {
  if (!/^%PDF-[12]\.\d/.test(latin1(bytes.subarray(0, 8)))) return false;
  const offset = lastStartXref(bytes);
  if (offset === null || offset < 9 || offset >= bytes.length) return false;
  const start = skipWhitespace(bytes, offset);
  return isXrefTable(bytes, start) || isXrefStream(latin1(bytes.subarray(start, start + dictionaryWindow)));
}
