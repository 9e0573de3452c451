/**
 * "Was this article helpful?" in place (docs/decisions/0211-helpful-feedback.md). forms.ts
 * posts each step; once the server has stored it, this shows the next step (the comment
 * after No, the thanks after Yes or the comment) and moves focus there, so the keyboard
 * stays inside the dialog and a screen reader reads where the visitor now is.
 */
for (const root of document.querySelectorAll<HTMLElement>("[data-help-feedback]")) {
  const step = (name: string) => root.querySelector<HTMLElement>(`[data-feedback-step="${name}"]`);
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
