import { ascii, indexOfBytes, lastIndexOfBytes, latin1 } from "./resume-bytes.server";

/**
 * Is this a PDF that a reader opens? What pdf.js, poppler and Acrobat need (ISO 32000-1 §7.5,
 * and what they repair): the `%PDF-` header within the first 1,024 bytes, objects, a final
 * `%%EOF` with no PDF section right after it (so the file was not cut short), and a document
 * catalog a reader can find: through the `startxref` offset (absolute, or counted from the
 * header as pdf.js does), or, when that offset is off, by rebuilding the cross-reference as
 * readers do, which needs a trailer or cross-reference stream naming `/Root`. Bytes before
 * the header (a byte-order mark, a spooler's line) and after `%%EOF` (a scanner's padding, a
 * mail gateway's footer) are tolerated, as readers tolerate them; a file that begins as another
 * format (a zip, an executable, markup) is not. Not a parser: the objects themselves are not read.
 * docs/decisions/0310-resumes-that-readers-open.md says why and what that leaves.
 */

/** PDF whitespace (ISO 32000-1 table 1): NUL, tab, line feed, form feed, carriage return, space. */
const whitespace = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;
/** Readers look for the header in the first 1,024 bytes. */
const headerWindow = 1024;
/** Where `startxref` is looked for before `%%EOF`, and how much of a cross-reference section or dictionary is read. */
const pointerWindow = 1024;
const dictionaryWindow = 64 * 1024;

const header = ascii("%PDF-");
const endMarker = ascii("%%EOF");
const objectKeyword = ascii("obj");
const rootName = ascii("/Root");

/**
 * Signatures of other formats: a file that begins with one of these is that format, whatever
 * `%PDF-` it carries in its first kilobyte (a zip holding a PDF, an executable, an HTML page
 * about PDF headers).
 */
const otherFormats = [
  [0x50, 0x4b, 0x03, 0x04], // zip
  [0xd0, 0xcf, 0x11, 0xe0], // OLE compound file
  [0x4d, 0x5a], // Windows executable
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal, Java class
  [0x23, 0x21], // #! script
  [0x3c], // < markup: HTML, XML, SVG
];

function beginsAsAnotherFormat(prefix: Uint8Array): boolean {
  let at = 0;
  if (prefix[0] === 0xef && prefix[1] === 0xbb && prefix[2] === 0xbf) at = 3;
  while (at < prefix.length && whitespace.has(prefix[at]!)) at++;
  return otherFormats.some((signature) => signature.every((byte, index) => prefix[at + index] === byte));
}

/** `obj` at `at` is an object's header `N G obj`: preceded by two numbers, followed by a delimiter. */
function isObjectHeader(bytes: Uint8Array, at: number, start: number): boolean {
  const next = bytes[at + 3];
  if (next !== undefined && !whitespace.has(next) && next !== 0x3c && next !== 0x5b && next !== 0x2f && next !== 0x25) return false;
  let index = at - 1;
  for (let number = 0; number < 2; number++) {
    if (index < start || !whitespace.has(bytes[index]!)) return false;
    while (index >= start && whitespace.has(bytes[index]!)) index--;
    if (!isDigit(bytes[index])) return false;
    while (index >= start && isDigit(bytes[index])) index--;
  }
  return index < start || !/[A-Za-z0-9.]/.test(String.fromCharCode(bytes[index]!));
}

/** Whether an object header `N G obj` appears in `bytes[from, to)`. */
function hasObject(bytes: Uint8Array, from: number, to: number): boolean {
  for (let at = indexOfBytes(bytes, objectKeyword, from, to); at !== -1; at = indexOfBytes(bytes, objectKeyword, at + 3, to)) {
    if (isObjectHeader(bytes, at, from)) return true;
  }
  return false;
}

/**
 * Whether a PDF section begins at `at` (after whitespace): an object, a cross-reference table,
 * a trailer, or the end of a stream or object. Right after the last `%%EOF` that means the file
 * was cut in what followed it (an update appended to it, the rest of a linearized file, the
 * file around an embedded one): a writer appends an update right after the `%%EOF` line, at
 * most after comment lines (ExifTool's `%BeginExifToolUpdate`, a second `%PDF-` header). A
 * scanner's padding or a mail gateway's footer begins with none of these. Only the first
 * kilobyte is read, so whatever is appended costs nothing.
 */
function sectionStartsAt(bytes: Uint8Array, at: number): boolean {
  const next = latin1(bytes.subarray(at, at + 1024));
  const section = /^(?:[\0\t\n\f\r ]|%[^\r\n]*)*(?:\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj|xref|trailer|startxref|endstream|endobj)(?![A-Za-z0-9])/;
  // Or the file ends in the middle of an object's header (`12 0 o`).
  const cutHeader = /^[\0\t\n\f\r ]*\d+(?:[\0\t\n\f\r ]+(?:\d+(?:[\0\t\n\f\r ]+(?:ob?)?)?)?)?$/;
  return section.test(next) || cutHeader.test(next);
}

/** The offset given by the last `startxref` just before `end` (the final `%%EOF`), or null. */
function startXref(bytes: Uint8Array, end: number): number | null {
  const before = latin1(bytes.subarray(Math.max(0, end - pointerWindow), end));
  const pointer = /startxref[\0\t\n\f\r ]+(\d{1,10})[\0\t\n\f\r ]*$/.exec(before);
  return pointer ? Number(pointer[1]) : null;
}

function skipWhitespace(bytes: Uint8Array, at: number): number {
  while (at < bytes.length && whitespace.has(bytes[at]!)) at++;
  return at;
}

/** The trailer (or the cross-reference stream's dictionary) names the document catalog. */
const namesRoot = (dictionary: string) => /\/Root(?![A-Za-z0-9])/.test(dictionary);

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

const objectStart = /^\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj[\0\t\n\f\r ]*<</;

function isXrefStream(bytes: Uint8Array, start: number): boolean {
  // The dictionary is read only when an object begins here: an offset that is off costs nothing.
  if (!objectStart.test(latin1(bytes.subarray(start, start + 64)))) return false;
  const section = latin1(bytes.subarray(start, start + dictionaryWindow));
  const object = objectStart.exec(section);
  if (!object) return false;
  const stream = section.indexOf("stream", object[0].length);
  if (stream === -1) return false;
  const dictionary = section.slice(object[0].length - 2, stream);
  return /\/Type[\0\t\n\f\r ]*\/XRef(?![A-Za-z0-9])/.test(dictionary) && namesRoot(dictionary);
}

/** The `startxref` offset leads to a cross-reference section naming `/Root`: no repair needed. */
function pointsAtXref(bytes: Uint8Array, offset: number): boolean {
  if (offset >= bytes.length) return false;
  const start = skipWhitespace(bytes, offset);
  return isXrefTable(bytes, start) || isXrefStream(bytes, start);
}

/**
 * A linearized file declares its length (`/L`) in its first object: a file shorter than that
 * was cut off after its first page, where a first `%%EOF` already stands.
 */
function cutAfterFirstPage(bytes: Uint8Array, start: number): boolean {
  const first = latin1(bytes.subarray(start, start + pointerWindow));
  const linearized = /^%PDF-[^\r\n]*[\r\n]+(?:%[^\r\n]*[\r\n]+)*\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj[\0\t\n\f\r ]*<<([^>]*\/Linearized[^>]*)>>/.exec(first);
  const length = linearized ? /\/L[\0\t\n\f\r ]+(\d{1,10})(?![\d.])/.exec(linearized[1]!) : null;
  return length !== null && Number(length[1]) > bytes.length - start;
}

export function isWholePdf(bytes: Uint8Array): boolean {
  const start = indexOfBytes(bytes, header, 0, headerWindow + header.length);
  if (start === -1 || !isDigit(bytes[start + header.length]) || beginsAsAnotherFormat(bytes.subarray(0, start))) return false;
  const end = lastIndexOfBytes(bytes, endMarker, start + header.length);
  // No %%EOF, or a section right after the last one: the file was cut short (in its body, or in what follows that %%EOF).
  if (end === -1 || sectionStartsAt(bytes, end + endMarker.length) || !hasObject(bytes, start, end)) return false;
  if (cutAfterFirstPage(bytes, start)) return false;
  const offset = startXref(bytes, end);
  if (offset !== null && (pointsAtXref(bytes, offset) || (start > 0 && pointsAtXref(bytes, start + offset)))) return true;
  // The offset is off (or missing): a reader rebuilds the cross-reference and needs a trailer naming the catalog.
  return lastIndexOfBytes(bytes, rootName, start, end) !== -1;
}
