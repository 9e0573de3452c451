import { FormHooks } from "~/components/ui/form.hooks";
import type { Behaviours } from "~/enhance/behaviour";
import { RoadmapHooks as hooks } from "./roadmap.hooks";

/**
 * The roadmap item's comment form (spec 2 §2.8, §5):
 * 'Post Comment' is disabled while the comment is empty or blank, Cancel empties the form
 * in place instead of reloading it, and a comment just added (app/enhance/forms.ts has
 * swapped the list for the server's new one) is scrolled into the list's view, since
 * comments come oldest first. The posting itself is forms.ts's.
 */
export function startCommentForm(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const required = form.elements.namedItem(form.getAttribute(hooks.requiresText) ?? "");
  const submit = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!(required instanceof HTMLTextAreaElement || required instanceof HTMLInputElement) || !submit) return;
  const update = () => {
    if (form.getAttribute(FormHooks.busy) !== "true") submit.disabled = required.value.trim() === "";
  };
  update();
  form.addEventListener("input", update);
  form.addEventListener("enhanced-reply", (event) => {
    update();
    if ((event as CustomEvent<{ reset?: boolean }>).detail.reset) {
      const list = document.querySelector<HTMLElement>(`[${hooks.commentList}]`);
      if (list) list.scrollTop = list.scrollHeight;
    }
  });
  form.querySelector(`a[${hooks.clear}]`)?.addEventListener("click", (event) => {
    event.preventDefault();
    // Cleared, not reset: after a refused plain post the typed text is the fields' default.
    for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[type=text], textarea")) field.value = "";
    update();
  });
}

export default { [hooks.module]: startCommentForm } satisfies Behaviours;
