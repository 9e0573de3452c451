import { ToastHooks, ToasterHooks } from "~/components/ui/toast.hooks";
import type { EnhancedToast } from "~/lib/enhanced-reply";
import { createAll } from "./behaviour";

/** How long a toast stays before it leaves by itself. */
export const toastLifetimeMs = 7000;

/** The event `showToast` sends the status region (detail: the EnhancedToast). */
const toastEvent = "stayloop-toast";

/**
 * Asks the page's status region for a toast. Any browser module may call it; the region's
 * behaviour (the layout's module) shows it, so a page module carries none of the toast code.
 */
export function showToast(toast: EnhancedToast): void {
  document.dispatchEvent(new CustomEvent<EnhancedToast>(toastEvent, { detail: toast }));
}

/**
 * The status region: shows each toast asked for, cloned from the <template> the server
 * rendered (so the markup, classes and the translated dismiss label are the server's; the
 * colours follow the toast's kind), and keeps at most three.
 */
export function startToaster(region: HTMLElement): void {
  const template = region.querySelector<HTMLTemplateElement>(`template[${ToasterHooks.template}]`);
  if (!template) return;
  document.addEventListener(toastEvent, (event) => {
    const toast = (event as CustomEvent<EnhancedToast>).detail;
    const element = template.content.firstElementChild?.cloneNode(true);
    if (!(element instanceof HTMLElement)) return;
    element.setAttribute(ToastHooks.kind, toast.kind);
    const title = element.querySelector(`[${ToastHooks.title}]`);
    const description = element.querySelector(`[${ToastHooks.description}]`);
    if (title) title.textContent = toast.title;
    if (description) {
      if (toast.description) description.textContent = toast.description;
      else description.remove();
    }
    region.appendChild(element);
    const shown = region.querySelectorAll(`[${ToastHooks.kind}]`);
    for (let i = 0; i < shown.length - 3; i++) shown[i]?.remove();
    createAll(element);
  });
}

/** A toast (the server's flash, or one shown in place) leaves on its close button or after a while. */
export function startToast(element: HTMLElement): void {
  element.querySelector(`[${ToastHooks.dismiss}]`)?.removeAttribute("hidden");
  const timer = window.setTimeout(() => element.remove(), toastLifetimeMs);
  element.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest(`[${ToastHooks.dismiss}]`)) return;
    window.clearTimeout(timer);
    element.remove();
  });
}
