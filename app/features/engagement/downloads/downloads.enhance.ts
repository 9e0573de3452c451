import type { Behaviours } from "~/enhance/behaviour";
import type { EnhancedReply } from "~/lib/enhanced-reply";
import { DownloadFormHooks, DownloadsHooks } from "./downloads.hooks";

/**
 * Free downloads (spec 2 §2.11) (decision 0015). The
 * filters are a GET form and the cards plain links, so this only adds what the spec gives
 * JavaScript: a new category applies at once, and 'Loading resources...' shows while the
 * next list loads. The download form posts in place through forms.ts ('Processing...');
 * success starts the file's download and closes the dialog.
 */
export function startFilters(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const loading = document.querySelector<HTMLElement>(`[${DownloadsHooks.loading}]`);
  const results = document.querySelector<HTMLElement>(`[${DownloadsHooks.results}]`);
  const showLoading = (on: boolean) => {
    if (loading) loading.hidden = !on;
    if (results) results.hidden = on;
  };
  form.querySelector("select")?.addEventListener("change", () => form.requestSubmit());
  // The browser keeps this page on screen until the filtered one arrives.
  form.addEventListener("submit", () => showLoading(true));
  // Back to this page from the browser's memory: it was left while loading.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) showLoading(false);
  });
}

/**
 * The form posts in place through app/enhance/forms.ts (the behaviour "form", as a data
 * request to its dialog's route); this shows what only this form has once the reply is on
 * the page.
 */
export function startDownloadForm(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  form.addEventListener("enhanced-reply", (event) => {
    const reply = (event as CustomEvent<EnhancedReply>).detail;
    // forms.ts fills the failure box's text; its heading shows and hides with it.
    const failure = form.querySelector<HTMLElement>(`[${DownloadFormHooks.failure}]`);
    if (failure) failure.hidden = !reply.formError;
    if (reply.fileUrl) deliver(form, reply.fileUrl);
  });
}

/**
 * Starts the download from this page, as the ready page's refresh does without JavaScript:
 * the file is an attachment, so the page stays. A tab opened once the post has answered is a
 * popup the browser may block, WebKit does (the click that allowed one is spent by then), and
 * the visitor needed a second click (decision 0048).
 */
function deliver(form: HTMLFormElement, fileUrl: string) {
  const link = document.createElement("a");
  link.href = fileUrl;
  link.download = "";
  link.click();
  const dialog = form.closest("dialog");
  // Already loaded where a dialog is ("dialog" in the route's handle): no extra request.
  if (dialog) void import("~/enhance/dialog").then(({ closeRouteDialog }) => closeRouteDialog(dialog));
}

export default { [DownloadsHooks.module]: startFilters, [DownloadFormHooks.module]: startDownloadForm } satisfies Behaviours;
