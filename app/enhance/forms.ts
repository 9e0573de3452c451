import { FormHooks as hooks } from "~/components/ui/form.hooks";
import type { EnhancedReply } from "~/lib/enhanced-reply";
import { enhancedFieldName, referrerHostField } from "~/lib/forms";
import { createAll } from "./behaviour";
import { showToast } from "./toast";

/**
 * The one client-side enhancement of forms (DESIGN §7), the behaviour "form" (hooks:
 * app/components/ui/form.hooks.ts). A `<form method="post" data-module="form">` that
 * already works as a plain post gains: posting in place with `_enhanced=1`; its submit
 * buttons disabled and showing their `busyLabel` meanwhile (a form posting to a page's own
 * route names it in `route`, see `inPlaceUrl`); the action's rendered messages under the
 * fields (`<p id="{field id}-error">`, classes from the form's `errorClass`) and in the
 * elements marked `formError`/`formSuccess` with the form's id; a toast; the fields cleared
 * on success; the parts of the page the post changed (when the reply says `refresh`, the ids
 * the form lists in its `refresh` hook) swapped for fresh copies, and their behaviours started. An error message leaves once the browser finds the corrected
 * field valid. Page modules can listen for the form's `enhanced-reply` event (detail: the
 * EnhancedReply), sent once the page shows the outcome. If the post cannot be made in
 * place, the form is sent the plain way.
 */
export function startForm(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const marker = document.createElement("input");
  marker.type = "hidden";
  marker.name = enhancedFieldName;
  marker.value = "1";
  form.appendChild(marker);
  // Where the visitor came from, when it was another site and on this very page: its host only
  // (decision 0050). The post's Referer already names this page and its campaign.
  const cameFrom = externalReferrerHost();
  if (cameFrom) {
    const field = document.createElement("input");
    field.type = "hidden";
    field.name = referrerHostField;
    field.value = cameFrom;
    form.appendChild(field);
  }

  form.addEventListener("submit", (event) => {
    if (form.getAttribute(hooks.plain) === "true") return;
    event.preventDefault();
    void submitInPlace(form, marker, event.submitter);
  });
  form.addEventListener("input", (event) => {
    const field = event.target;
    if (isField(field) && field.getAttribute("aria-invalid") === "true" && field.validity.valid) clearFieldError(field);
  });
}

/** The host of the other site this page was opened from (`document.referrer`), or null. */
export function externalReferrerHost(): string | null {
  try {
    const host = new URL(document.referrer).hostname;
    return host && host !== location.hostname ? host : null;
  } catch {
    return null;
  }
}

async function submitInPlace(form: HTMLFormElement, marker: HTMLInputElement, submitter: HTMLElement | null) {
  if (form.getAttribute(hooks.busy) === "true") return;
  const body = new FormData(form);
  if (submitter instanceof HTMLButtonElement && submitter.name) body.append(submitter.name, submitter.value);
  const restore = showBusy(form);
  // Loaded while the post is in flight: no wait after it, and no bytes on pages where nobody posts.
  const refresher = import("./refresh").catch(() => null);
  let reply: EnhancedReply | undefined;
  try {
    const response = await fetch(inPlaceUrl(form), { method: "POST", body, headers: { Accept: "application/json" } });
    reply = ((await response.json()) as { enhanced?: EnhancedReply }).enhanced;
  } catch {
    reply = undefined;
  }
  if (!reply) {
    restore();
    // Offline, or an answer this module cannot read: let the browser post it and show the outcome.
    form.setAttribute(hooks.plain, "true");
    marker.remove();
    form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null);
    return;
  }
  // The buttons stay busy until the page shows the new state, so a vote cannot look uncounted in between.
  if (reply.refresh) {
    const ids = (form.getAttribute(hooks.refresh) ?? "").split(" ").filter(Boolean);
    const fresh = await (await refresher)?.refreshParts({ ...reply.refresh, ids });
    if (!fresh) {
      // The post was stored but the page could not be read again: load it whole.
      location.assign(new URL(reply.refresh.from ?? location.href, location.href).href);
      return;
    }
    for (const part of fresh) createAll(part);
  }
  restore();
  applyReply(form, reply);
  form.dispatchEvent(new CustomEvent<EnhancedReply>("enhanced-reply", { detail: reply }));
}

/**
 * Where a form posts in place. A form whose action is a page's route (a dialog's votes,
 * comments, application and download) names that route in `route`: it is then
 * sent as a Remix data request (`?_data=`), which answers the action's JSON instead of
 * rendering the page. The form's own query (the list's filters) is kept.
 */
export function inPlaceUrl(form: HTMLFormElement): string {
  const route = form.getAttribute(hooks.route);
  if (!route) return form.action;
  const url = new URL(form.action);
  url.searchParams.set("_data", route);
  return url.href;
}

export function showBusy(form: HTMLFormElement): () => void {
  form.setAttribute(hooks.busy, "true");
  const buttons = [...form.querySelectorAll<HTMLButtonElement>("button:not([type]), button[type=submit]")];
  // The nodes themselves, not their text: labels can hold icons and words for screen readers only.
  const contents = buttons.map((button) => [...button.childNodes]);
  const disabled = buttons.map((button) => button.disabled);
  for (const button of buttons) {
    button.disabled = true;
    const label = button.getAttribute(hooks.busyLabel);
    if (label) button.textContent = label;
  }
  return () => {
    form.removeAttribute(hooks.busy);
    buttons.forEach((button, index) => {
      button.disabled = disabled[index] ?? false;
      if (button.hasAttribute(hooks.busyLabel)) button.replaceChildren(...(contents[index] ?? []));
    });
  };
}


export function applyReply(form: HTMLFormElement, reply: EnhancedReply) {
  for (const field of form.querySelectorAll("[aria-invalid=true]")) if (isField(field)) clearFieldError(field);
  let firstInvalid: HTMLElement | null = null;
  for (const [name, message] of Object.entries(reply.fieldErrors ?? {})) {
    const field = form.elements.namedItem(name);
    if (!isField(field)) continue;
    showFieldError(form, field, message);
    firstInvalid ??= field;
  }
  showOutcome(document.querySelector<HTMLElement>(`[${hooks.formError}="${form.id}"]`), reply.formError);
  showOutcome(document.querySelector<HTMLElement>(`[${hooks.formSuccess}="${form.id}"]`), reply.formSuccess);
  if (reply.reset) form.reset();
  if (reply.toast) showToast(reply.toast);
  firstInvalid?.focus();
}

function showOutcome(element: HTMLElement | null, text: string | undefined) {
  if (!element) return;
  element.textContent = text ?? "";
  element.hidden = !text;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function isField(node: unknown): node is Field {
  return node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;
}

export function showFieldError(form: HTMLFormElement, field: Field, message: string) {
  const id = `${field.id}-error`;
  let element = document.getElementById(id);
  if (!element) {
    element = document.createElement("p");
    element.id = id;
    element.className = form.getAttribute(hooks.errorClass) ?? "";
    field.insertAdjacentElement("afterend", element);
  }
  element.textContent = message;
  field.setAttribute("aria-invalid", "true");
  const described = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((token) => token && token !== id);
  field.setAttribute("aria-describedby", [id, ...described].join(" "));
}

export function clearFieldError(field: Field) {
  const id = `${field.id}-error`;
  document.getElementById(id)?.remove();
  field.removeAttribute("aria-invalid");
  const described = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((token) => token && token !== id);
  if (described.length > 0) field.setAttribute("aria-describedby", described.join(" "));
  else field.removeAttribute("aria-describedby");
}
