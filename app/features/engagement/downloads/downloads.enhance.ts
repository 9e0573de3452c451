import type { Behaviours } from "~/enhance/behaviour";
import type { EnhancedReply } from "~/lib/enhanced-reply";
import { DownloadFormHooks, DownloadsHooks } from "./downloads.hooks";

/**
 * Free downloads (spec 2 §2.11) (decision 0015). The
 * filters are a GET form and the cards plain links, so this only adds what the spec gives
 * JavaScript: a new category applies at once, and 'Loading resources...' shows while the
 * next list loads. The download form posts in place through forms.ts ('Processing...');
 * success opens the file in a new tab and closes the dialog or, if the browser blocks the
 * tab, puts a link to the file in the form's place.
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

function deliver(form: HTMLFormElement, fileUrl: string) {
  const tab = window.open(fileUrl, "_blank");
  const dialog = form.closest("dialog");
  if (tab) {
    tab.opener = null;
    // Already loaded where a dialog is ("dialog" in the route's handle): no extra request.
    if (dialog) void import("~/enhance/dialog").then(({ closeRouteDialog }) => closeRouteDialog(dialog));
    return;
  }
  const template = form.querySelector<HTMLTemplateElement>(`template[${DownloadFormHooks.ready}]`);
  if (!template) return;
  const ready = template.content.cloneNode(true) as DocumentFragment;
  const link = ready.querySelector("a");
  if (link) link.href = fileUrl;
  form.replaceWith(ready);
  link?.focus();
}

export default { [DownloadsHooks.module]: startFilters, [DownloadFormHooks.module]: startDownloadForm } satisfies Behaviours;
