/**
 * Which roadmap comments are held for review (issue 19 item 4; decision 0029): those with a
 * link. A link is `http://` or `https://` anywhere, `www.` at a word's start, or a bare
 * domain: a dotted name whose last label is a common top-level domain (or any letters
 * followed by a path, `name.tld/…`). "e.g.", "v2.0", "Node.js" or "file.txt" are not links.
 */
const scheme = /\bhttps?:\/\//i;
const www = /(^|[^\p{L}\p{N}.-])www\./iu;
const commonTopLevel =
  "com|net|org|io|co|ai|app|dev|info|biz|xyz|site|online|store|shop|top|club|link|click|live|me|ly|gl|gg|tv|to|cc|us|uk|eu|de|fr|es|it|nl|ru|cn|in|br|pt|mx|ar|au|ca|jp|kr";
const bareDomain = new RegExp(
  `(^|[^\\p{L}\\p{N}@._-])(?:[\\p{L}\\p{N}-]+\\.)+(?:(?:${commonTopLevel})(?![\\p{L}\\p{N}-])|\\p{L}{2,24}/)`,
  "iu",
);

export function containsLink(text: string): boolean {
  return scheme.test(text) || www.test(text) || bareDomain.test(text);
}

export const moderationActions = ["publish", "hide"] as const;
