/**
 * The help search dropdown's rules (spec 2 §2.7, docs/decisions/0206 and 0016), apart from
 * the DOM work of app/features/content/help/help-search.enhance.ts so they are unit-tested.
 */
import { cleanHelpQuery } from "./search";

/** Shorter queries show no dropdown: one letter matches nearly every article. */
export const minimumQueryLength = 2;
/** The dropdown lists at most this many matches, in the server's order. */
export const suggestionLimit = 8;
/** Typing pauses this long before the results are asked for. */
export const suggestionDelayMs = 200;

/** The query the dropdown asks for, or null while it is too short to ask. */
export function suggestionQuery(typed: string): string | null {
  const query = cleanHelpQuery(typed);
  return query.length >= minimumQueryLength ? query : null;
}

/** The highlighted option after an arrow key: wraps at both ends; -1 when there is none. */
export function moveActive(active: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return (active + 1) % count;
  return active <= 0 ? count - 1 : active - 1;
}

/**
 * Sent with the dropdown's reads of the results page, so the server can tell them from a
 * search the visitor made: half-typed words are not counted as searches that found nothing.
 */
export const liveSearchHeader = "X-Help-Live-Search";

/** The address of the same GET search the plain form makes (the help center's page). */
export function searchAddress(searchPath: string, query: string): string {
  return `${searchPath}?q=${encodeURIComponent(query)}`;
}

/**
 * Where choosing a suggestion goes: the article's dialog over the search for its title,
 * which the server announces as 'Selected article: {title}'.
 */
export function suggestionAddress(searchPath: string, slug: string, title: string): string {
  return `${searchPath}/${encodeURIComponent(slug)}?q=${encodeURIComponent(cleanHelpQuery(title))}`;
}

/** Fills `{name}` placeholders of a text the server rendered for the browser. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
