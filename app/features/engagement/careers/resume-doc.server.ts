/**
 * Is this a whole Word document (.doc: Word 6.0, 95 and 97-2003, and Word 2.0)? What Word and LibreOffice
 * need to open it: an OLE compound file ([MS-CFB]) whose header, allocation table (FAT, found
 * through the DIFAT), directory and `WordDocument` stream (its name compared without case, as
 * [MS-CFB] 2.6.4 compares names) hold together, that stream beginning with a File Information
 * Block of Word 6.0 or later ([MS-DOC] 2.5.2), and every sector in
 * use present in the file, so a file cut short is refused. Spare sectors or other bytes after
 * the last sector in use are tolerated: readers reach sectors by their number and never look
 * there. Every chain is followed with a bound, so a loop or an offset past the end refuses
 * the file instead of hanging. docs/decisions/0308-resume-structure-and-utf8.md says why no
 * OLE library, docs/decisions/0310-resumes-that-readers-open.md what is tolerated and why.
 */

const signature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const endOfChain = 0xfffffffe;
const noStream = 0xffffffff;
const directoryEntryBytes = 128;
/**
 * The FIB's wIdent is 0xA5EC from Word 97 on, 0xA5DC for Word 6.0 and 95, and other 0xA5xx and
 * 0xA6xx values in some national editions of Word 6 and 95 (0xA699 is one): readers go by the
 * version number (nFib) that follows, Word 6.0's 101 or later.
 */
const isWordIdentifier = (wIdent: number) => wIdent >>> 8 === 0xa5 || wIdent >>> 8 === 0xa6;
const firstWord6Version = 101;
/** The smallest FIB ([MS-DOC] FibBase) is 32 bytes. */
const fibBaseBytes = 32;

interface Sectors {
  data: DataView;
  size: number;
  /** How many sectors the file holds after its header (a short last one counts). */
  count: number;
  fat: Uint32Array;
  /** The sectors holding the FAT and the DIFAT. */
  reserved: number[];
}

/** The sector ids of a chain, or null when it leaves the file, loops or runs longer than `limit`. */
function chain(table: Uint32Array, start: number, count: number, limit: number): number[] | null {
  const ids: number[] = [];
  for (let id = start; id !== endOfChain; id = table[id]!) {
    if (id >= count || id >= table.length || ids.length >= limit) return null;
    ids.push(id);
  }
  return ids;
}

/** The FAT, read from the sectors the header's DIFAT (and the DIFAT chain after it) lists. */
function readFat(data: DataView, size: number, count: number): { fat: Uint32Array; reserved: number[] } | null {
  const fatSectors = data.getUint32(0x2c, true);
  if (fatSectors === 0 || fatSectors > count) return null;
  const ids: number[] = [];
  for (let index = 0; index < 109 && ids.length < fatSectors; index++) ids.push(data.getUint32(0x4c + 4 * index, true));
  let difat = data.getUint32(0x44, true);
  const difatIds: number[] = [];
  for (let hops = 0; ids.length < fatSectors; hops++) {
    if (difat >= count || hops > count) return null;
    difatIds.push(difat);
    const base = (difat + 1) * size;
    if (base + size > data.byteLength) return null;
    for (let index = 0; index < size / 4 - 1 && ids.length < fatSectors; index++) ids.push(data.getUint32(base + 4 * index, true));
    difat = data.getUint32(base + size - 4, true);
  }
  const perSector = size / 4;
  const fat = new Uint32Array(fatSectors * perSector);
  for (const [position, id] of ids.entries()) {
    const base = (id + 1) * size;
    if (id >= count || base + size > data.byteLength) return null;
    for (let index = 0; index < perSector; index++) fat[position * perSector + index] = data.getUint32(base + 4 * index, true);
  }
  return { fat, reserved: [...ids, ...difatIds] };
}

/** Reads the header: version 3 (512-byte sectors) or 4 (4,096), little-endian, 64-byte mini sectors. */
function readSectors(bytes: Uint8Array): Sectors | null {
  if (bytes.byteLength < 512 || !signature.every((byte, index) => bytes[index] === byte)) return null;
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const major = data.getUint16(0x1a, true);
  const shift = data.getUint16(0x1e, true);
  if (data.getUint16(0x1c, true) !== 0xfffe || data.getUint16(0x20, true) !== 6) return null;
  if (!((major === 3 && shift === 9) || (major === 4 && shift === 12))) return null;
  const size = 1 << shift;
  const count = Math.ceil((bytes.byteLength - size) / size);
  if (count <= 0) return null;
  const table = readFat(data, size, count);
  return table ? { data, size, count, ...table } : null;
}

interface DirectoryEntry {
  name: string;
  type: number;
  left: number;
  right: number;
  child: number;
  start: number;
  size: number;
}

function directory(sectors: Sectors): DirectoryEntry[] | null {
  const { data, size, count, fat } = sectors;
  const ids = chain(fat, data.getUint32(0x30, true), count, count);
  if (!ids || ids.length === 0) return null;
  const entries: DirectoryEntry[] = [];
  for (const id of ids) {
    const base = (id + 1) * size;
    if (base + size > data.byteLength) return null;
    for (let offset = base; offset < base + size; offset += directoryEntryBytes) {
      const nameBytes = Math.min(data.getUint16(offset + 0x40, true), 64);
      let name = "";
      for (let at = 0; at + 2 < nameBytes; at += 2) name += String.fromCharCode(data.getUint16(offset + at, true));
      entries.push({
        name,
        type: data.getUint8(offset + 0x42),
        left: data.getUint32(offset + 0x44, true),
        right: data.getUint32(offset + 0x48, true),
        child: data.getUint32(offset + 0x4c, true),
        start: data.getUint32(offset + 0x74, true),
        // Version 3 files may leave garbage in the high half of the size: only the low half counts.
        size: data.getUint32(offset + 0x78, true),
      });
    }
  }
  return entries[0]?.type === 5 ? entries : null;
}

/** The root storage's stream called `name`, found through its red-black tree of children. */
function rootStream(entries: DirectoryEntry[], name: string): DirectoryEntry | null {
  const pending = [entries[0]!.child];
  const seen = new Set<number>();
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (id === noStream) continue;
    const entry = entries[id];
    if (!entry || seen.has(id)) return null;
    seen.add(id);
    if (entry.type === 2 && entry.name.toUpperCase() === name.toUpperCase()) return entry;
    pending.push(entry.left, entry.right);
  }
  return null;
}

/** The first bytes of a stream whose chain covers its whole size, or null. */
function streamStart(sectors: Sectors, entries: DirectoryEntry[], stream: DirectoryEntry): DataView | null {
  const { data, size, count, fat } = sectors;
  const cutoff = data.getUint32(0x38, true);
  if (stream.size >= cutoff) {
    const ids = chain(fat, stream.start, count, count);
    if (!ids || ids.length !== Math.ceil(stream.size / size)) return null;
    const base = (ids[0]! + 1) * size;
    return base + fibBaseBytes <= data.byteLength ? new DataView(data.buffer, data.byteOffset + base, fibBaseBytes) : null;
  }
  // A small stream lives in the mini stream (the root entry's chain), in 64-byte sectors listed by the mini FAT.
  const root = entries[0]!;
  const rootIds = chain(fat, root.start, count, count);
  const miniFatIds = chain(fat, data.getUint32(0x3c, true), count, count);
  if (!rootIds || !miniFatIds || miniFatIds.length === 0) return null;
  const miniFat = new Uint32Array(miniFatIds.length * (size / 4));
  miniFatIds.forEach((id, position) => {
    for (let index = 0; index < size / 4; index++) miniFat[position * (size / 4) + index] = data.getUint32((id + 1) * size + 4 * index, true);
  });
  const miniCount = Math.floor(Math.min(root.size, rootIds.length * size) / 64);
  const ids = chain(miniFat, stream.start, miniCount, miniCount);
  if (!ids || ids.length !== Math.ceil(stream.size / 64)) return null;
  const position = ids[0]! * 64;
  const base = (rootIds[Math.floor(position / size)]! + 1) * size + (position % size);
  return base + fibBaseBytes <= data.byteLength ? new DataView(data.buffer, data.byteOffset + base, fibBaseBytes) : null;
}

/**
 * The highest sector anything uses (the FAT and DIFAT, the directory, every stream, the mini
 * stream and its FAT), or null when a chain is broken or leaves the file (it was cut short).
 */
function lastUsedSector(sectors: Sectors, entries: DirectoryEntry[]): number | null {
  const { data, count, fat } = sectors;
  const cutoff = data.getUint32(0x38, true);
  const starts = [data.getUint32(0x30, true)];
  if (data.getUint32(0x40, true) > 0) starts.push(data.getUint32(0x3c, true));
  for (const entry of entries) {
    if ((entry.type === 2 && entry.size >= cutoff) || (entry.type === 5 && entry.size > 0)) starts.push(entry.start);
  }
  let last = Math.max(...sectors.reserved);
  for (const start of starts) {
    const ids = chain(fat, start, count, count);
    if (!ids) return null;
    for (const id of ids) last = Math.max(last, id);
  }
  return last;
}

/**
 * Word for Windows 2.0 wrote no compound file: the file is the FIB (identifier 0xA5DB, version
 * 45) and what it points at, up to cbMac, where Word's data ends. LibreOffice still opens these;
 * one cut short ends before cbMac.
 */
function isWord2Document(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 0x24) return false;
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.getUint16(0, true) !== 0xa5db || data.getUint16(2, true) !== 45) return false;
  const fcMin = data.getUint32(0x18, true);
  const fcMac = data.getUint32(0x1c, true);
  const cbMac = data.getUint32(0x20, true);
  return fcMin >= 0x24 && fcMin <= fcMac && fcMac <= cbMac && cbMac <= bytes.byteLength;
}

export function isWholeDoc(bytes: Uint8Array): boolean {
  if (isWord2Document(bytes)) return true;
  const sectors = readSectors(bytes);
  const entries = sectors ? directory(sectors) : null;
  if (!sectors || !entries) return false;
  // Every sector in use is in the file: it was not cut short. What follows the last one is never read.
  const last = lastUsedSector(sectors, entries);
  if (last === null || (last + 2) * sectors.size > bytes.byteLength) return false;
  const stream = rootStream(entries, "WordDocument");
  if (!stream || stream.size < fibBaseBytes) return false;
  const fib = streamStart(sectors, entries, stream);
  return fib !== null && isWordIdentifier(fib.getUint16(0, true)) && fib.getUint16(2, true) >= firstWord6Version;
}
