import type { Behaviours } from "~/enhance/behaviour";
import { ListsHooks as hooks } from "./lists.hooks";

/**
 * Blog and tutorial lists (spec 2 §2.5, §2.9). A new
 * category or tag is a plain link, so the browser loads the next page itself; until it
 * arrives, the list shows the spec's six loading skeletons (cloned from the server's
 * <template>) and the filter already marks the visitor's choice.
 * A page the back/forward cache restores shows its own list again.
 */
export function startList(list: HTMLElement): void {
  const results = list.querySelector<HTMLElement>(`[${hooks.results}]`);
  const template = list.querySelector<HTMLTemplateElement>(`template[${hooks.skeletons}]`);
  if (!results || !template) return;
  const filterLinks = [...list.querySelectorAll<HTMLAnchorElement>(`[${hooks.filter}] a`)];
  const marked = filterLinks.map((link) => link.getAttribute("aria-current"));
  let skeletons: Element | null = null;

  list.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
    if (!link || link.target || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const next = new URL(link.href);
    // Only a change of category or tag stays on this list; an article's link does not.
    if (next.origin !== window.location.origin || next.pathname !== window.location.pathname) return;
    for (const other of filterLinks) {
      if (other.href === next.href) other.setAttribute("aria-current", "page");
      else other.removeAttribute("aria-current");
    }
    const clone = template.content.firstElementChild?.cloneNode(true);
    if (!skeletons && clone instanceof Element) {
      skeletons = clone;
      results.insertAdjacentElement("beforebegin", skeletons);
    }
    results.hidden = true;
  });

  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    skeletons?.remove();
    skeletons = null;
    results.hidden = false;
    filterLinks.forEach((link, index) => {
      const value = marked[index];
      if (value) link.setAttribute("aria-current", value);
      else link.removeAttribute("aria-current");
    });
  });
}

export default { [hooks.module]: startList } satisfies Behaviours;
