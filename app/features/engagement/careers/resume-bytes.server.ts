/** Byte searches for the resume checks: a resume is up to 5 MB, so no copy of it is made as text. */

export const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

function matchesAt(bytes: Uint8Array, pattern: Uint8Array, at: number): boolean {
  for (let index = 0; index < pattern.length; index++) if (bytes[at + index] !== pattern[index]) return false;
  return true;
}

/** The first offset of `pattern` in `bytes[from, to)`, or -1. */
export function indexOfBytes(bytes: Uint8Array, pattern: Uint8Array, from = 0, to = bytes.length): number {
  const first = pattern[0];
  const last = Math.min(to, bytes.length) - pattern.length;
  for (let at = Math.max(0, from); at <= last; at++) if (bytes[at] === first && matchesAt(bytes, pattern, at)) return at;
  return -1;
}

/** The last offset of `pattern` in `bytes[from, to)`, or -1. */
export function lastIndexOfBytes(bytes: Uint8Array, pattern: Uint8Array, from = 0, to = bytes.length): number {
  const first = pattern[0];
  for (let at = Math.min(to, bytes.length) - pattern.length; at >= Math.max(0, from); at--) {
    if (bytes[at] === first && matchesAt(bytes, pattern, at)) return at;
  }
  return -1;
}

/** Bytes as Latin-1 text, one character per byte at the same index (for short windows only). */
export function latin1(bytes: Uint8Array): string {
  let text = "";
  for (let start = 0; start < bytes.length; start += 8192) {
    text += String.fromCharCode(...bytes.subarray(start, start + 8192));
  }
  return text;
}
