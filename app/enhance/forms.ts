import type { EnhancedReply } from "~/lib/enhanced-reply";
import { enhancedFieldName } from "~/lib/forms";
import { showToast } from "./toast";

/**
 * The one client-side enhancement of forms on documents that do not hydrate (DESIGN §7).
 * A `<form method="post" data-enhance>` that already works as a plain post gains:
 * posting in place with `_enhanced=1`; its submit buttons disabled and showing their
 * `data-busy-label` meanwhile; the action's rendered messages under the fields
 * (`<p id="{field id}-error">`, classes from the form's `data-error-class`) and in the
 * elements marked `data-form-error`/`data-form-success` with the form's id; a toast; the fields cleared on success. An error message leaves
 * once the browser finds the corrected field valid. Page modules can listen for the
 * form's `enhanced-reply` event (detail: the EnhancedReply). If the post cannot be made
 * in place, the form is sent the plain way.
 */
export function enhanceForms(scope: ParentNode = document): void {
  for (const form of scope.querySelectorAll<HTMLFormElement>("form[data-enhance]")) enhanceForm(form);
}

function enhanceForm(form: HTMLFormElement) {
  if (form.dataset.enhanced === "true") return;
  form.dataset.enhanced = "true";
  const marker = document.createElement("input");
  marker.type = "hidden";
  marker.name = enhancedFieldName;
  marker.value = "1";
  form.appendChild(marker);

  form.addEventListener("submit", (event) => {
    if (form.dataset.plain === "true") return;
    event.preventDefault();
    void submitInPlace(form, marker, event.submitter);
  });
  form.addEventListener("input", (event) => {
    const field = event.target;
    if (isField(field) && field.getAttribute("aria-invalid") === "true" && field.validity.valid) clearFieldError(field);
  });
}

async function submitInPlace(form: HTMLFormElement, marker: HTMLInputElement, submitter: HTMLElement | null) {
  if (form.dataset.busy === "true") return;
  const body = new FormData(form);
  if (submitter instanceof HTMLButtonElement && submitter.name) body.append(submitter.name, submitter.value);
  const restore = showBusy(form);
  let reply: EnhancedReply | undefined;
  try {
    const response = await fetch(form.action, { method: "POST", body, headers: { Accept: "application/json" } });
    reply = ((await response.json()) as { enhanced?: EnhancedReply }).enhanced;
  } catch {
    reply = undefined;
  }
  restore();
  if (!reply) {
    // Offline, or an answer this module cannot read: let the browser post it and show the outcome.
    form.dataset.plain = "true";
    marker.remove();
    form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null);
    return;
  }
  applyReply(form, reply);
  form.dispatchEvent(new CustomEvent<EnhancedReply>("enhanced-reply", { detail: reply }));
}

export function showBusy(form: HTMLFormElement): () => void {
  form.dataset.busy = "true";
  const buttons = [...form.querySelectorAll<HTMLButtonElement>("button:not([type]), button[type=submit]")];
  const labels = buttons.map((button) => button.textContent);
  for (const button of buttons) {
    button.disabled = true;
    if (button.dataset.busyLabel) button.textContent = button.dataset.busyLabel;
  }
  return () => {
    delete form.dataset.busy;
    buttons.forEach((button, index) => {
      button.disabled = false;
      if (button.dataset.busyLabel) button.textContent = labels[index] ?? "";
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
  showOutcome(document.querySelector<HTMLElement>(`[data-form-error="${form.id}"]`), reply.formError);
  showOutcome(document.querySelector<HTMLElement>(`[data-form-success="${form.id}"]`), reply.formSuccess);
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

function isField(node: unknown): node is Field {
  return node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;
}

export function showFieldError(form: HTMLFormElement, field: Field, message: string) {
  const id = `${field.id}-error`;
  let element = document.getElementById(id);
  if (!element) {
    element = document.createElement("p");
    element.id = id;
    element.className = form.dataset.errorClass ?? "";
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
