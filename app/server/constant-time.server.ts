/**
 * Whether two secrets are equal, in time that does not depend on where they first differ
 * (so an attacker cannot find a token or a signature one character at a time). Only the
 * length is told apart early: use it for values of a known length (hex signatures,
 * the test server's token). Plain JavaScript rather than workerd's
 * `crypto.subtle.timingSafeEqual`, which Node (the unit tests, `scripts/`) does not have.
 */
export function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
