import type { EnhancedReply } from "~/lib/enhanced-reply";
import { enhancedFieldName } from "~/lib/forms";
import { applyReply, clearFieldError, isField, showBusy } from "~/enhance/forms";

/**
 * Free downloads (spec 2 §2.11) on documents that do not hydrate (decision 0015). The
 * filters are a GET form and the cards plain links, so this only adds what the spec gives
 * JavaScript: a new category applies at once, and 'Loading resources...' shows while the
 * next list loads. The download form posts in place ('Processing...') and shows its
 * answer with the helpers of forms.ts; success opens the file in a new tab and closes the
 * dialog or, if the browser blocks the tab, puts a link to the file in the form's place.
 */
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-resource-filters]")) enhanceFilters(form);
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-download-form]")) enhanceDownloadForm(form);

function enhanceFilters(form: HTMLFormElement) {
  const loading = document.querySelector<HTMLElement>("[data-resources-loading]");
  const results = document.querySelector<HTMLElement>("[data-resources-results]");
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
 * Not `data-enhance`: the form's own address is the dialog's page, whose post answers with
 * the page; its `data-download-form` address is the route's data request, which answers JSON.
 */
function enhanceDownloadForm(form: HTMLFormElement) {
  const url = form.dataset.downloadForm;
  if (!url) return;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void post(form, url);
  });
  form.addEventListener("input", (event) => {
    const field = event.target;
    if (isField(field) && field.getAttribute("aria-invalid") === "true" && field.validity.valid) clearFieldError(field);
  });
}

async function post(form: HTMLFormElement, url: string) {
  if (form.dataset.busy === "true") return;
  const body = new FormData(form);
  body.set(enhancedFieldName, "1");
  const restore = showBusy(form);
  let reply: EnhancedReply | undefined;
  try {
    const response = await fetch(url, { method: "POST", body, headers: { Accept: "application/json" } });
    reply = ((await response.json()) as { enhanced?: EnhancedReply }).enhanced;
  } catch {
    reply = undefined;
  }
  restore();
  if (!reply) {
    // Offline, or an answer this cannot read: the plain post shows the outcome.
    form.submit();
    return;
  }
  applyReply(form, reply);
  // applyReply fills the failure box's text; its heading shows and hides with it.
  const failure = form.querySelector<HTMLElement>("[data-download-failure]");
  if (failure) failure.hidden = !reply.formError;
  if (reply.fileUrl) deliver(form, reply.fileUrl);
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
  const template = form.querySelector<HTMLTemplateElement>("template[data-download-ready]");
  if (!template) return;
  const ready = template.content.cloneNode(true) as DocumentFragment;
  const link = ready.querySelector("a");
  if (link) link.href = fileUrl;
  form.replaceWith(ready);
  link?.focus();
}
