import type { EnhancedRefresh } from "~/lib/enhanced-reply";

/**
 * Swaps the elements a post changed for the same ids in one fresh GET of the page, so the
 * server's rendering stays the only one (counts, states, lists in the page's language).
 * Returns the new elements, or null when the page could not be read. Split from forms.ts
 * (imported when a post starts) so pages where nobody posts do not download it.
 */
export async function refreshParts({ ids, from }: EnhancedRefresh & { ids: string[] }): Promise<HTMLElement[] | null> {
  const target = new URL(from ?? location.href, location.href);
  let fresh: Document;
  try {
    const response = await fetch(target, { headers: { Accept: "text/html" }, cache: "no-store" });
    if (!response.ok) return null;
    fresh = new DOMParser().parseFromString(await response.text(), "text/html");
  } catch {
    return null;
  }
  const focused = document.activeElement;
  const parts: HTMLElement[] = [];
  for (const id of ids) {
    const current = document.getElementById(id);
    const replacement = fresh.getElementById(id);
    if (!current || !replacement) continue;
    const adopted = document.importNode(replacement, true);
    current.replaceWith(adopted);
    parts.push(adopted);
  }
  if (target.pathname + target.search !== location.pathname + location.search) history.replaceState(history.state, "", target.href);
  // Focus inside a swapped part would fall to the page: put it back on its counterpart.
  if (focused instanceof HTMLElement && !focused.isConnected && focused.id) document.getElementById(focused.id)?.focus();
  return parts;
}
