/**
 * Route dialogs (DESIGN §5.3, §5.7). The server renders
 * `<dialog data-route-dialog open>` over its parent page, with Close as a plain link to
 * the parent: that works without JavaScript. This module reopens it as a modal
 * (`showModal()`: focus kept inside, the page behind inert, Escape), and closes it the
 * way the hydrated app does: a 300 ms fade, then the address returns to the parent page,
 * which is already rendered beneath, so nothing is fetched. Back reopens it.
 */
const closeDelayMs = 300;

export function enhanceRouteDialogs(): void {
  for (const dialog of document.querySelectorAll<HTMLDialogElement>("dialog[data-route-dialog]")) enhanceRouteDialog(dialog);
}

function enhanceRouteDialog(dialog: HTMLDialogElement) {
  // The path, not the whole address: the query and fragment are the dialog's own state
  // (a page of comments, #comments), which an in-place post may change with replaceState.
  const ownPath = location.pathname;
  const closeLink = dialog.querySelector<HTMLAnchorElement>("a[data-dialog-close]");
  // The server's stand-in for ::backdrop; the modal dialog brings its own.
  document.querySelector("[data-dialog-overlay]")?.remove();
  const open = () => {
    delete dialog.dataset.closing;
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
      if (dialog.open) dialog.close();
    } else if (!dialog.open) open();
  });
}

/** Fades the dialog out, closes it and puts the parent page's address in the history. */
export function closeRouteDialog(dialog: HTMLDialogElement): void {
  if (dialog.dataset.closing === "true" || !dialog.open) return;
  dialog.dataset.closing = "true";
  const parent = dialog.querySelector<HTMLAnchorElement>("a[data-dialog-close]")?.href;
  window.setTimeout(() => {
    dialog.close();
    if (parent) history.pushState(null, "", parent);
  }, closeDelayMs);
}

enhanceRouteDialogs();
