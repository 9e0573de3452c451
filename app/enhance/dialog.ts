import { DialogHooks as hooks } from "~/components/ui/dialog.hooks";

/**
 * Route dialogs (DESIGN §5.3, §5.7). The server renders the RouteDialog open over its
 * parent page, with Close as a plain link to the parent: that works without JavaScript.
 * This behaviour reopens it as a modal (`showModal()`: focus kept inside, the page behind
 * inert, Escape), and closes it the way the hydrated app did: a 300 ms fade, then the
 * address returns to the parent page, which is already rendered beneath, so nothing is
 * fetched. Back reopens it. Registered by dialog.enhance.ts; careers.enhance.ts and downloads.enhance.ts close it
 * after a post.
 *
 * However it closes (Close, Escape, a post that succeeded, Back), focus goes to the link on
 * the parent page that opens it, named by the fragment of the Close link (lib/dialog-opener.ts),
 * as the APG dialog pattern asks: the next Tab goes on from there (WCAG 2.4.3, decision 0045).
 */
export const closeDelayMs = 300;

export function startRouteDialog(dialog: HTMLElement): void {
  if (!(dialog instanceof HTMLDialogElement)) return;
  // The path, not the whole address: the query and fragment are the dialog's own state
  // (a page of comments, #comments), which an in-place post may change with replaceState.
  const ownPath = location.pathname;
  const closeLink = dialog.querySelector<HTMLAnchorElement>(`a[${hooks.close}]`);
  // The server's stand-in for ::backdrop; the modal dialog brings its own.
  document.querySelector(`[${hooks.overlay}]`)?.remove();
  // What Tab scrolls to lands below the sticky title bar, however many lines its title takes
  // (WCAG 2.4.11); the stylesheet's value stands without JavaScript.
  const bar = dialog.querySelector<HTMLElement>(`[${hooks.bar}]`);
  if (bar && typeof ResizeObserver === "function") {
    new ResizeObserver(() => {
      dialog.style.scrollPaddingTop = `${bar.offsetHeight + 8}px`;
    }).observe(bar);
  }
  const open = () => {
    dialog.removeAttribute(hooks.closing);
    if (dialog.open) dialog.close();
    dialog.showModal();
  };
  open();
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    closeRouteDialog(dialog);
  });
  closeLink?.addEventListener("click", (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    closeRouteDialog(dialog);
  });
  window.addEventListener("popstate", () => {
    if (location.pathname !== ownPath) {
      if (dialog.open) {
        dialog.close();
        openerOf(dialog)?.focus();
      }
    } else if (!dialog.open) open();
  });
}

/** Fades the dialog out, closes it and puts the parent page's address in the history. */
export function closeRouteDialog(dialog: HTMLDialogElement): void {
  if (dialog.getAttribute(hooks.closing) === "true" || !dialog.open) return;
  dialog.setAttribute(hooks.closing, "true");
  const href = dialog.querySelector<HTMLAnchorElement>(`a[${hooks.close}]`)?.href;
  window.setTimeout(() => {
    dialog.close();
    if (!href) return;
    // The fragment is for a page load without JavaScript; here the link is focused directly,
    // and the address stays the parent's own.
    const parent = new URL(href);
    parent.hash = "";
    history.pushState(null, "", parent.href);
    openerOf(dialog)?.focus();
  }, closeDelayMs);
}

/** The parent page's link that opens this dialog, if the page beneath shows one. */
function openerOf(dialog: HTMLDialogElement): HTMLElement | null {
  const href = dialog.querySelector<HTMLAnchorElement>(`a[${hooks.close}]`)?.href;
  const id = href ? decodeURIComponent(new URL(href).hash.slice(1)) : "";
  return id ? document.getElementById(id) : null;
}
