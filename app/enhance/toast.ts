import type { EnhancedToast } from "~/lib/enhanced-reply";

/** How long a toast stays before it leaves by itself. */
export const toastLifetimeMs = 7000;

/**
 * Shows a toast in the page's status region, cloned from the <template> the server
 * rendered (so the markup, classes and the translated dismiss label are the server's;
 * the colours follow `data-toast`), and keeps at most three.
 */
export function showToast(toast: EnhancedToast): void {
  const region = document.querySelector<HTMLElement>("[data-toaster]");
  const template = region?.querySelector<HTMLTemplateElement>("template[data-toast-template]");
  if (!region || !template) return;
  const element = template.content.firstElementChild?.cloneNode(true);
  if (!(element instanceof HTMLElement)) return;
  element.dataset.toast = toast.kind;
  const title = element.querySelector("[data-toast-title]");
  const description = element.querySelector("[data-toast-description]");
  if (title) title.textContent = toast.title;
  if (description) {
    if (toast.description) description.textContent = toast.description;
    else description.remove();
  }
  region.appendChild(element);
  const shown = region.querySelectorAll("[data-toast]");
  for (let i = 0; i < shown.length - 3; i++) shown[i]?.remove();
  makeDismissible(element);
}

/** A toast leaves on its close button or after a while; the server's flash toast too. */
export function makeDismissible(element: HTMLElement): void {
  element.querySelector<HTMLButtonElement>("[data-toast-dismiss]")?.removeAttribute("hidden");
  const timer = window.setTimeout(() => element.remove(), toastLifetimeMs);
  element.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[data-toast-dismiss]")) return;
    window.clearTimeout(timer);
    element.remove();
  });
}
