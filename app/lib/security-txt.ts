import { contactEmails } from "./site";

/** Where RFC 9116 puts the file. */
export const securityTxtPath = "/.well-known/security.txt";

/** How far ahead Expires lies, counted from the start of the day it is served (under a year, as RFC 9116 §2.5.5 recommends). */
export const securityTxtDays = 364;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The site's security.txt (RFC 9116): who to write to about a vulnerability, until when this
 * file holds, in which languages, and its own canonical address on the public origin.
 *
 * Expires is counted from the day it is served rather than written down (decision 0108):
 * what the file says comes from `contactEmails`, deployed with the site, so it is true for
 * as long as this code serves it, and a date in the source would go stale on its own
 * while nothing else changed. Rounded to the day, so every answer of a day is the same
 * bytes (cacheable) and Expires is always between 363 and 364 days ahead.
 */
export function securityTxt({ origin, now }: { origin: string; now: Date }): string {
  const today = Math.floor(now.getTime() / dayMs) * dayMs;
  const expires = new Date(today + securityTxtDays * dayMs).toISOString().replace(/\.000Z$/, "Z");
  return [
    `Contact: mailto:${contactEmails.security}`,
    `Expires: ${expires}`,
    "Preferred-Languages: en, pt",
    `Canonical: ${origin}${securityTxtPath}`,
    "",
  ].join("\n");
}
