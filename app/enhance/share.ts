/** The share popup's size (spec 2 §9). */
const width = 600;
const height = 400;

/**
 * An article's share links (spec 2 §2.6) open the network's page in a 600×400 popup centred on
 * the window; without JavaScript, or with a modifier key or another button, they open a new
 * tab as the links say. Every byte here is on every page (decision 0051): the list holds only
 * share links, `window.open` reads `left`/`top` as integers and keeps the popup on screen, and
 * `noreferrer` implies `noopener`.
 */
export function startShare(list: HTMLElement): void {
  list.addEventListener("click", (event) => {
    const link = (event.target as Element).closest("a");
    if (!link || event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const left = screenX + (outerWidth - width) / 2;
    const top = screenY + (outerHeight - height) / 2;
    window.open(link.href, "share", `width=${width},height=${height},left=${left},top=${top},noreferrer`);
  });
}
