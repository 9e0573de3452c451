import type { Behaviours } from "~/enhance/behaviour";
import type { HelpFeedbackStep } from "./feedback";
import { HelpFeedbackHooks as hooks } from "./help-feedback.hooks";

/**
 * "Was this article helpful?" in place (docs/decisions/0211-helpful-feedback.md). forms.ts
 * posts each step; once the server has stored it, this shows the next step (the comment
 * after No, the thanks after Yes or the comment) and moves focus there, so the keyboard
 * stays inside the dialog and a screen reader reads where the visitor now is.
 */
export function startHelpFeedback(root: HTMLElement): void {
  const step = (name: HelpFeedbackStep) => root.querySelector<HTMLElement>(`[${hooks.step}="${name}"]`);
  const ask = step("ask");
  const comment = step("comment");
  const thanks = step("thanks");
  let answer = "";

  const show = (next: HTMLElement | null) => {
    for (const element of [ask, comment, thanks]) if (element) element.hidden = element !== next;
    (next?.querySelector<HTMLElement>("textarea") ?? next)?.focus();
  };
  const onStored = (next: () => HTMLElement | null) => (event: Event) => {
    if ((event as CustomEvent<{ reset?: boolean }>).detail.reset) show(next());
  };

  ask?.addEventListener("submit", (event) => {
    answer = (event as SubmitEvent).submitter?.getAttribute("value") ?? "";
  });
  ask?.addEventListener("enhanced-reply", onStored(() => (answer === "no" ? comment : thanks)));
  comment?.addEventListener("enhanced-reply", onStored(() => thanks));
}

export default { [hooks.module]: startHelpFeedback } satisfies Behaviours;
