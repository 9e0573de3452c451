/**
 * What a search result shows of a page (issue 44 item 6, decision 0063): a title of at most 60
 * characters and a description of at most 160, so a result is never cut mid-word. Every page's
 * head goes through these (app/lib/meta.ts), whatever its words came from: the copy in
 * app/locales, a blog article's title, a job's description.
 */
export const titleLimit = 60;
export const descriptionLimit = 160;

/** Where a title's own words end and the section or site name begins: "Own words | Blog". */
const suffixSeparators = [" | ", " — "];
const ellipsis = "…";
const characters = (text: string) => [...text].length;

/**
 * The title as given when it fits. Otherwise the page's own words first: the suffix after the
 * last separator (the section, "Careers at StayLoop") goes; own words still too long are cut
 * after their last whole word, with an ellipsis.
 */
export function fitTitle(title: string): string {
  if (characters(title) <= titleLimit) return title;
  const cut = Math.max(...suffixSeparators.map((separator) => title.lastIndexOf(separator)));
  const own = cut > 0 ? title.slice(0, cut).trim() : title;
  return characters(own) <= titleLimit ? own : clipAtWord(own, titleLimit);
}

/**
 * The description as given when it fits; otherwise its whole sentences that fit, when they say
 * enough (at least half the room), else its words up to the limit with an ellipsis.
 */
export function fitDescription(description: string): string {
  const text = description.replace(/\s+/g, " ").trim();
  if (characters(text) <= descriptionLimit) return text;
  let kept = "";
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (characters(next) > descriptionLimit) break;
    kept = next;
  }
  return characters(kept) >= descriptionLimit / 2 ? kept : clipAtWord(text, descriptionLimit);
}

/** The words of `text` that fit `limit` characters with an ellipsis after them (no dangling comma or dash). */
function clipAtWord(text: string, limit: number): string {
  const room = [...text].slice(0, limit).join("");
  const space = room.lastIndexOf(" ");
  const words = (space > limit / 2 ? room.slice(0, space) : [...room].slice(0, limit - 1).join("")).replace(/[\s,;:—–-]+$/u, "");
  return words + ellipsis;
}
