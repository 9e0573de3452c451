import { FormHooks } from "~/components/ui/form.hooks";
import type { Behaviours } from "~/enhance/behaviour";
import { showToast } from "~/enhance/toast";
import { aiDemoPromptMaxLength, aiDemoTiming } from "~/features/marketing/features/ai-demo";
import { AiDemoHooks as hooks } from "./ai-demo.hooks";

/**
 * 'Try It Yourself' on the AI content page (spec 2 §2.17, §4, §9). Without JavaScript the demo is links and posts the server answers; here it
 * plays in the page, nothing is sent: a content type fills in its sample prompt (texts in
 * the links' data attributes), Generate waits 1.5 s behind the generating state and shows
 * the type's canned post, Post to Instagram raises the success toast and 5 s of confetti
 * (confetti.ts, with canvas-confetti, is fetched only then). The panel's states are copies of the server's
 * `<template>` of its states, so their markup stays in AiDemo.tsx.
 */
const stateHook = { generating: hooks.generating, result: hooks.resultState, placeholder: hooks.placeholder } as const;
const links = `a[${hooks.contentType}]`;

export function startAiDemo(demo: HTMLElement): void {
  const form = demo.querySelector<HTMLFormElement>(`form[${hooks.form}]`);
  const prompt = demo.querySelector<HTMLTextAreaElement>("textarea[name=prompt]");
  const error = demo.querySelector<HTMLElement>("#ai-demo-prompt-error");
  const generate = demo.querySelector<HTMLButtonElement>("button[value=generate]");
  const label = generate?.querySelector<HTMLElement>(`[${hooks.label}]`);
  const postBox = demo.querySelector<HTMLElement>(`[${hooks.post}]`);
  const output = demo.querySelector<HTMLElement>(`[${hooks.output}]`);
  const states = demo.querySelector<HTMLTemplateElement>(`template[${hooks.states}]`);
  const typeInput = form?.querySelector<HTMLInputElement>("input[name=contentType]");
  if (!form || !prompt || !error || !generate || !label || !postBox || !output || !states || !typeInput) return;
  const idleLabel = label.textContent ?? "";
  let result = demo.querySelector("a[aria-current=true]")?.getAttribute(hooks.result) ?? "";
  let timer: number | undefined;
  let generating = false;

  const syncGenerate = () => {
    generate.disabled = generating || prompt.value === "";
    label.textContent = generating ? (generate.getAttribute(FormHooks.busyLabel) ?? idleLabel) : idleLabel;
  };

  /** Puts a copy of one of the template's states where the panel shows its state. */
  const show = (state: "generating" | "result" | "placeholder") => {
    output.querySelector(`[${hooks.generating}], [${hooks.resultState}], [${hooks.placeholder}]`)?.remove();
    // A post answered by the server (before this module ran) says so in the panel; any new step replaces it.
    output.querySelector(`[${hooks.posted}]`)?.remove();
    const copy = states.content.querySelector(`[${stateHook[state]}]`)?.cloneNode(true);
    if (!(copy instanceof HTMLElement)) return;
    if (state === "result") copy.textContent = result;
    output.querySelector("h3")?.insertAdjacentElement("afterend", copy);
    postBox.hidden = state !== "result";
  };

  const setError = (message: string | null) => {
    error.textContent = message ?? "";
    error.hidden = message === null;
    if (message === null) {
      prompt.removeAttribute("aria-invalid");
      prompt.removeAttribute("aria-describedby");
    } else {
      prompt.setAttribute("aria-invalid", "true");
      prompt.setAttribute("aria-describedby", error.id);
    }
  };

  demo.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest(links) : null;
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    for (const other of demo.querySelectorAll(links)) {
      if (other === link) other.setAttribute("aria-current", "true");
      else other.removeAttribute("aria-current");
    }
    typeInput.value = link.getAttribute(hooks.contentType) ?? "";
    prompt.value = link.getAttribute(hooks.prompt) ?? "";
    result = link.getAttribute(hooks.result) ?? "";
    window.clearTimeout(timer);
    generating = false;
    setError(null);
    show("placeholder");
    syncGenerate();
  });

  prompt.addEventListener("input", syncGenerate);
  syncGenerate();

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const submitter = event.submitter;
    if (submitter instanceof HTMLButtonElement && submitter.value === "post") {
      showToast({ kind: "success", title: submitter.getAttribute(hooks.postedTitle) ?? "", description: submitter.getAttribute(hooks.postedText) ?? undefined });
      void import("./confetti").then(({ celebrate }) => celebrate());
      return;
    }
    if (generating) return;
    const trimmed = prompt.value.trim();
    if (trimmed === "" || trimmed.length > aiDemoPromptMaxLength) {
      const message = error.getAttribute(trimmed === "" ? hooks.promptRequired : hooks.promptTooLong) ?? "";
      setError(message);
      showToast({ kind: "error", title: message });
      prompt.focus();
      return;
    }
    setError(null);
    generating = true;
    syncGenerate();
    show("generating");
    timer = window.setTimeout(() => {
      generating = false;
      syncGenerate();
      show("result");
    }, aiDemoTiming.generateMs);
  });
}

export default { [hooks.module]: startAiDemo } satisfies Behaviours;
