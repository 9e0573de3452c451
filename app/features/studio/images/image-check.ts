import type { LibraryImageType } from "~/lib/library-images";

/**
 * What an uploaded file is, read from its bytes alone (issue 43 item 7, decision 0507): the
 * name and the type the browser declared say nothing. Each format's header is parsed far enough
 * to read the width and height, and its container is walked to its end, so a renamed file, a
 * cut-off header, a file with something glued after the image (the usual polyglot: an image
 * followed by a ZIP or HTML) and an absurd size are refused. No package in the project reads
 * these headers in workerd; `image-size`-like parsers read the width and stop, which is what a
 * polyglot counts on.
 */
export type ImageCheck =
  | { ok: true; type: LibraryImageType; width: number; height: number }
  | { ok: false; reason: ImageRefusal };

export type ImageRefusal = "empty" | "tooLarge" | "notImage" | "truncated" | "trailing" | "hostile" | "dimensions";

/** The library takes files up to 5 MB (issue 43 item 7). */
export const maxImageBytes = 5 * 1024 * 1024;
/** Larger than any photo the site would show, small enough that no page asks a phone to decode a bomb. */
export const maxImageSide = 12_000;
const maxPixels = 50_000_000;

class Refused extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(reason);
  }
}
const refuse = (reason: ImageRefusal): never => {
  throw new Refused(reason);
};

export function checkImage(bytes: Uint8Array): ImageCheck {
  if (bytes.byteLength === 0) return { ok: false, reason: "empty" };
  if (bytes.byteLength > maxImageBytes) return { ok: false, reason: "tooLarge" };
  try {
    const found = readHeader(bytes);
    if (found.width < 1 || found.height < 1 || found.width > maxImageSide || found.height > maxImageSide || found.width * found.height > maxPixels) {
      return { ok: false, reason: "dimensions" };
    }
    if (hasMarkup(bytes)) return { ok: false, reason: "hostile" };
    return { ok: true, ...found };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  }
}

function readHeader(bytes: Uint8Array): { type: LibraryImageType; width: number; height: number } {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: "jpeg", ...jpeg(bytes) };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { type: "png", ...png(bytes) };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return { type: "webp", ...webp(bytes) };
  if (ascii(bytes, 4, 4) === "ftyp") return { type: "avif", ...avif(bytes) };
  return refuse("notImage");
}

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, index) => bytes[index] === byte);
const ascii = (bytes: Uint8Array, at: number, length: number) => (at + length <= bytes.byteLength ? String.fromCharCode(...bytes.subarray(at, at + length)) : "");
function need(bytes: Uint8Array, end: number) {
  if (end > bytes.byteLength) refuse("truncated");
}
const u16be = (bytes: Uint8Array, at: number) => (need(bytes, at + 2), (bytes[at]! << 8) | bytes[at + 1]!);
const u32be = (bytes: Uint8Array, at: number) => (need(bytes, at + 4), ((bytes[at]! << 24) >>> 0) + ((bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!));
const u16le = (bytes: Uint8Array, at: number) => (need(bytes, at + 2), bytes[at]! | (bytes[at + 1]! << 8));
const u24le = (bytes: Uint8Array, at: number) => (need(bytes, at + 3), bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16));
const u32le = (bytes: Uint8Array, at: number) => (need(bytes, at + 4), u24le(bytes, at) + bytes[at + 3]! * 0x1000000);

/**
 * JPEG: the marker segments up to the first scan, the frame header (SOF) among them for the
 * size; then the scan data to the end-of-image marker, which must be the file's last two bytes.
 */
function jpeg(bytes: Uint8Array) {
  let at = 2;
  let size: { width: number; height: number } | null = null;
  for (;;) {
    need(bytes, at + 2);
    if (bytes[at] !== 0xff) refuse("notImage");
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) refuse("notImage");
    const length = u16be(bytes, at + 2);
    if (length < 2) refuse("notImage");
    need(bytes, at + 2 + length);
    // SOF0–SOF15, but DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      size = { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    }
    at += 2 + length;
    if (marker === 0xda) break;
  }
  if (!size) refuse("notImage");
  // After the first scan header: entropy-coded data, where 0xFF is always followed by 0x00
  // (stuffing), a restart marker or a fill byte; any other marker is a segment with its length
  // (the tables and headers of a progressive file's next scan), skipped whole; EOI ends the image.
  while (at + 1 < bytes.byteLength) {
    if (bytes[at] !== 0xff) {
      at += 1;
      continue;
    }
    const next = bytes[at + 1]!;
    if (next === 0xd9) {
      if (at + 2 !== bytes.byteLength) refuse("trailing");
      return size!;
    }
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) {
      at += next === 0xff ? 1 : 2;
      continue;
    }
    const length = u16be(bytes, at + 2);
    if (length < 2) refuse("notImage");
    need(bytes, at + 2 + length);
    at += 2 + length;
  }
  return refuse("truncated");
}

/** PNG: IHDR first (the size), then every chunk with its CRC, IEND last and nothing after it. */
function png(bytes: Uint8Array) {
  if (ascii(bytes, 12, 4) !== "IHDR") refuse(bytes.byteLength < 16 ? "truncated" : "notImage");
  const width = u32be(bytes, 16);
  const height = u32be(bytes, 20);
  let at = 8;
  for (;;) {
    const length = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    need(bytes, at + 12 + length);
    if (!/^[A-Za-z]{4}$/.test(type)) refuse("notImage");
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== u32be(bytes, at + 8 + length)) refuse("notImage");
    at += 12 + length;
    if (type === "IEND") break;
  }
  if (at !== bytes.byteLength) refuse("trailing");
  return { width, height };
}

/** WebP: a RIFF whose declared size is exactly the file's, and the size from VP8X, VP8L or VP8. */
function webp(bytes: Uint8Array) {
  const riffSize = u32le(bytes, 4);
  if (riffSize + 8 < bytes.byteLength) refuse("trailing");
  if (riffSize + 8 > bytes.byteLength) refuse("truncated");
  const chunk = ascii(bytes, 12, 4);
  need(bytes, 30);
  if (chunk === "VP8X") return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  if (chunk === "VP8L") {
    if (bytes[20] !== 0x2f) refuse("notImage");
    const bits = u32le(bytes, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8 ") {
    if (!startsWith(bytes.subarray(23), [0x9d, 0x01, 0x2a])) refuse("notImage");
    return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  return refuse("notImage");
}

/**
 * AVIF (ISO BMFF): an `ftyp` naming the avif brand; top-level boxes that add up to the file
 * exactly; the primary item's `ispe` property (meta → iprp → ipco, tied to it by ipma).
 */
function avif(bytes: Uint8Array) {
  const boxes = children(bytes, 0, bytes.byteLength);
  const ftyp = boxes[0];
  if (!ftyp || ftyp.type !== "ftyp") refuse("notImage");
  const brands: string[] = [];
  for (let at = ftyp!.body; at + 4 <= ftyp!.end; at += 4) if (at !== ftyp!.body + 4) brands.push(ascii(bytes, at, 4));
  if (!brands.includes("avif") && !brands.includes("avis")) refuse("notImage");
  const meta = boxes.find((box) => box.type === "meta");
  if (!meta) return refuse("notImage");
  const inMeta = children(bytes, meta.body + 4, meta.end);
  const pitm = inMeta.find((box) => box.type === "pitm");
  const primary = pitm ? (bytes[pitm.body] === 0 ? u16be(bytes, pitm.body + 4) : u32be(bytes, pitm.body + 4)) : null;
  const iprp = inMeta.find((box) => box.type === "iprp");
  if (!iprp) return refuse("notImage");
  const inIprp = children(bytes, iprp.body, iprp.end);
  const ipco = inIprp.find((box) => box.type === "ipco");
  if (!ipco) return refuse("notImage");
  const properties = children(bytes, ipco.body, ipco.end);
  const ipma = inIprp.find((box) => box.type === "ipma");
  const associated = ipma && primary !== null ? primaryProperties(bytes, ipma, primary) : null;
  const ispe = properties.find((box, index) => box.type === "ispe" && (!associated || associated.includes(index + 1)));
  if (!ispe) return refuse("notImage");
  return { width: u32be(bytes, ispe.body + 4), height: u32be(bytes, ispe.body + 8) };
}

interface Box {
  type: string;
  body: number;
  end: number;
}

function children(bytes: Uint8Array, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let at = start;
  while (at < end) {
    let size = u32be(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    let body = at + 8;
    if (size === 1) {
      const high = u32be(bytes, at + 8);
      if (high !== 0) refuse("dimensions");
      size = u32be(bytes, at + 12);
      body = at + 16;
    } else if (size === 0) size = end - at;
    if (size < body - at) refuse("notImage");
    if (at + size > end) refuse(end === bytes.byteLength ? "truncated" : "notImage");
    if (!/^[\x20-\x7e]{4}$/.test(type)) refuse(end === bytes.byteLength && boxes.length ? "trailing" : "notImage");
    boxes.push({ type, body, end: at + size });
    at += size;
  }
  return boxes;
}

/** The property indexes (1-based) the ipma box gives item `item`. */
function primaryProperties(bytes: Uint8Array, ipma: Box, item: number): number[] | null {
  const version = bytes[ipma.body]!;
  const wide = (bytes[ipma.body + 3]! & 1) === 1;
  const count = u32be(bytes, ipma.body + 4);
  let at = ipma.body + 8;
  for (let entry = 0; entry < count && at < ipma.end; entry += 1) {
    const id = version < 1 ? u16be(bytes, at) : u32be(bytes, at);
    at += version < 1 ? 2 : 4;
    need(bytes, at + 1);
    const associations = bytes[at]!;
    at += 1;
    const indexes: number[] = [];
    for (let index = 0; index < associations; index += 1) {
      indexes.push(wide ? u16be(bytes, at) & 0x7fff : (need(bytes, at + 1), bytes[at]! & 0x7f));
      at += wide ? 2 : 1;
    }
    if (id === item) return indexes;
  }
  return null;
}

/**
 * Markup a browser or a server would run if the file were ever served as something else: an
 * image with an HTML page or a script in a comment or metadata chunk is someone's experiment,
 * not a photo. Compressed data holding one of these by chance is as good as impossible.
 */
const markup = ["<script", "<html", "<?php", "<svg", "<!doctype", "<iframe", "<body"].map((needle) => Array.from(needle, (char) => char.charCodeAt(0)));
function hasMarkup(bytes: Uint8Array): boolean {
  for (let at = bytes.indexOf(0x3c); at !== -1; at = bytes.indexOf(0x3c, at + 1)) {
    // ASCII letters compared without case (| 0x20 lowers A–Z and leaves the rest of a needle as is).
    if (markup.some((needle) => needle.every((code, index) => index === 0 || ((bytes[at + index] ?? 0) | 0x20) === code || bytes[at + index] === code))) return true;
  }
  return false;
}

let crcTable: Uint32Array | null = null;
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
