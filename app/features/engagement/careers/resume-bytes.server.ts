/** Byte searches for the resume checks: a resume is up to 5 MB, so no copy of it is made as text. */

export const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

function matchesAt(bytes: Uint8Array, pattern: Uint8Array, at: number): boolean {
  for (let index = 0; index < pattern.length; index++) if (bytes[at + index] !== pattern[index]) return false;
  return true;
}

/**
 * The first offset of `pattern` in `bytes[from, to)`, or -1. Candidates are found with the
 * typed array's own indexOf (native, some ten times a loop in JavaScript): a 5 MB resume is
 * searched in milliseconds.
 */
export function indexOfBytes(bytes: Uint8Array, pattern: Uint8Array, from = 0, to = bytes.length): number {
  const last = Math.min(to, bytes.length) - pattern.length;
  for (let at = bytes.indexOf(pattern[0]!, Math.max(0, from)); at !== -1 && at <= last; at = bytes.indexOf(pattern[0]!, at + 1)) {
    if (matchesAt(bytes, pattern, at)) return at;
  }
  return -1;
}

/** The last offset of `pattern` in `bytes[from, to)`, or -1. */
export function lastIndexOfBytes(bytes: Uint8Array, pattern: Uint8Array, from = 0, to = bytes.length): number {
  const first = Math.max(0, from);
  const start = Math.min(to, bytes.length) - pattern.length;
  if (start < first) return -1;
  for (let at = bytes.lastIndexOf(pattern[0]!, start); at >= first; at = at === 0 ? -1 : bytes.lastIndexOf(pattern[0]!, at - 1)) {
    if (matchesAt(bytes, pattern, at)) return at;
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
