/**
 * Is this a whole Word document (.docx)? What Word needs to open it (ECMA-376 part 2, on the
 * zip format of PKWARE's APPNOTE 6.3): a zip that begins with its first entry's local header
 * and has its end-of-central-directory record within its last 64 KB (bytes after it are
 * tolerated, as zip readers tolerate them), whose central directory is where that record
 * says, with every entry's header and local header in place; among the entries
 * `[Content_Types].xml`, which must declare `/word/document.xml` as a Word document's main
 * part, and `word/document.xml` itself. `[Content_Types].xml` is inflated with the platform's
 * DecompressionStream, reading at most 256 KB of it. docs/decisions/0308-resume-structure-and-utf8.md
 * says why no zip library, docs/decisions/0310-resumes-that-readers-open.md what is tolerated.
 */

const localHeader = 0x04034b50;
const centralHeader = 0x02014b50;
const endRecord = 0x06054b50;
const zip64Locator = 0x07064b50;
const zip64EndRecord = 0x06064b50;
/** [Content_Types].xml of a resume is well under a kilobyte; more than this is not read. */
const contentTypesMaxBytes = 256 * 1024;
/**
 * The main part of a Word document, or of a template (.dotx) named .docx, which LibreOffice and
 * Google Docs open as a document; never a macro-enabled one (.docm, .dotm), whose macros a
 * reviewer's Word could run (decision 0310).
 */
const wordMainType = /\bContentType\s*=\s*["']application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.(?:document|template)\.main\+xml["']/;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The end-of-central-directory records a zip reader would try, last first: where the
 * signature stands within the last 64 KB (the longest comment), its comment within the file.
 * Bytes after the record and its comment are tolerated, as zip readers (and Word) tolerate them.
 */
function* endRecords(data: DataView): Generator<number> {
  const lowest = Math.max(0, data.byteLength - 22 - 0xffff);
  for (let at = data.byteLength - 22; at >= lowest; at--) {
    if (data.getUint32(at, true) === endRecord && at + 22 + data.getUint16(at + 20, true) <= data.byteLength) yield at;
  }
}

/** The central directory's entries, or null when the zip's structure does not hold together. */
export function zipEntries(bytes: Uint8Array): Entry[] | null {
  if (bytes.byteLength < 22) return null;
  const data = view(bytes);
  if (data.getUint32(0, true) !== localHeader) return null;
  for (const end of endRecords(data)) {
    const entries = directoryAt(bytes, data, end);
    if (entries) return entries;
  }
  return null;
}

/** The entries of the central directory that the record at `end` describes, when every header is where it says. */
function directoryAt(bytes: Uint8Array, data: DataView, end: number): Entry[] | null {
  let count = data.getUint16(end + 10, true);
  let size = data.getUint32(end + 12, true);
  let offset = data.getUint32(end + 16, true);
  let directoryEnd = end;
  if (end >= 20 && data.getUint32(end - 20, true) === zip64Locator) {
    const record = Number(data.getBigUint64(end - 12, true));
    if (record + 56 > end || data.getUint32(record, true) !== zip64EndRecord) return null;
    count = Number(data.getBigUint64(record + 32, true));
    size = Number(data.getBigUint64(record + 40, true));
    offset = Number(data.getBigUint64(record + 48, true));
    directoryEnd = record;
  }
  if (count === 0 || offset + size !== directoryEnd) return null;
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const entries: Entry[] = [];
  let at = offset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > directoryEnd || data.getUint32(at, true) !== centralHeader) return null;
    const nameLength = data.getUint16(at + 28, true);
    const next = at + 46 + nameLength + data.getUint16(at + 30, true) + data.getUint16(at + 32, true);
    if (next > directoryEnd) return null;
    const localOffset = data.getUint32(at + 42, true);
    // 0xFFFFFFFF: the offset is in a zip64 extra field; a resume never needs one, so it is not followed.
    if (localOffset !== 0xffffffff && (localOffset + 30 > offset || data.getUint32(localOffset, true) !== localHeader)) return null;
    let name: string;
    try {
      name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    } catch {
      // Word writes UTF-8 names; other bytes are not a name Word would look for.
      name = "";
    }
    entries.push({ name, method: data.getUint16(at + 10, true), compressedSize: data.getUint32(at + 20, true), localOffset });
    at = next;
  }
  return at === directoryEnd ? entries : null;
}

/** An entry's bytes as stored, after its local header. */
function storedBytes(bytes: Uint8Array, entry: Entry): Uint8Array | null {
  if (entry.localOffset === 0xffffffff) return null;
  const data = view(bytes);
  const start = entry.localOffset + 30 + data.getUint16(entry.localOffset + 26, true) + data.getUint16(entry.localOffset + 28, true);
  const end = start + entry.compressedSize;
  return end <= bytes.byteLength ? bytes.subarray(start, end) : null;
}

/** Inflates a deflated entry, reading at most `maxBytes` of it; null when it is corrupt or longer. */
async function inflate(stored: Uint8Array, maxBytes: number): Promise<Uint8Array | null> {
  const stream = new Blob([stored as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  return new Uint8Array(await new Blob(chunks as Uint8Array<ArrayBuffer>[]).arrayBuffer());
}

async function entryText(bytes: Uint8Array, entry: Entry, maxBytes: number): Promise<string | null> {
  const stored = storedBytes(bytes, entry);
  if (!stored) return null;
  const content = entry.method === 0 ? stored : entry.method === 8 ? await inflate(stored, maxBytes) : null;
  if (!content || content.byteLength > maxBytes) return null;
  return new TextDecoder().decode(content);
}

/**
 * `[Content_Types].xml` declares `/word/document.xml` as a Word document's main part: by its
 * own `Override`, or, when it has none, by the `Default` for the `xml` extension (OPC part
 * names and extensions compare without case).
 */
function declaresWordDocument(contentTypes: string): boolean {
  const elements = (tag: string) => [...contentTypes.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "g"))].map(([element]) => element);
  const own = elements("Override").find((element) => /\bPartName\s*=\s*["']\/word\/document\.xml["']/i.test(element));
  const declared = own ?? elements("Default").find((element) => /\bExtension\s*=\s*["']xml["']/i.test(element));
  return declared !== undefined && wordMainType.test(declared);
}

export async function isWholeDocx(bytes: Uint8Array): Promise<boolean> {
  const entries = zipEntries(bytes);
  if (!entries) return false;
  const contentTypes = entries.find((entry) => entry.name === "[Content_Types].xml");
  if (!contentTypes || !entries.some((entry) => entry.name === "word/document.xml")) return false;
  const text = await entryText(bytes, contentTypes, contentTypesMaxBytes);
  return text !== null && declaresWordDocument(text);
}
