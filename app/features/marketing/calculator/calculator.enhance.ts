import type { Behaviours } from "~/enhance/behaviour";
import { CalculatorHooks as hooks } from "./calculator.hooks";
import { calculatorFields, calculatorSearch, formatAmount, formatBound, parseLocaleNumber, readCalculator } from "./commission";

/**
 * The calculator's figures as the visitor types (issue 22 item 1): the same pure function
 * the server renders with, the messages and labels the server put in data attributes, the
 * address kept in step (replaceState) so it can still be shared. Without this module the
 * form is a GET and the server does the same.
 */
const messageHook = {
  required: hooks.messageRequired,
  notNumber: hooks.messageNotNumber,
  outOfRange: hooks.messageOutOfRange,
  notWhole: hooks.messageNotWhole,
} as const;

export function startCalculator(root: HTMLElement): void {
  const form = root.querySelector("form");
  const results = root.querySelector<HTMLElement>(`[${hooks.results}]`);
  if (!form || !results) return;
  const lang = root.getAttribute(hooks.lang) === "pt" ? "pt" : "en";
  const touched = new Set<string>();

  const update = () => {
    const data = new FormData(form);
    const result = readCalculator((name) => {
      const value = data.get(name);
      return typeof value === "string" ? value : null;
    }, lang);
    for (const name of calculatorFields) {
      const wrapper = form.querySelector(`[${hooks.field}="${name}"]`);
      const input = wrapper?.querySelector("input");
      const message = wrapper?.querySelector<HTMLElement>(`[${hooks.error}]`);
      if (!wrapper || !input || !message) continue;
      // A field the visitor has not reached yet is not told off while they type another one.
      const error = touched.has(name) || result.raw[name] !== "" ? result.errors[name] : undefined;
      const hint = `${input.id}-hint`;
      message.textContent = error ? (wrapper.getAttribute(messageHook[error]) ?? "") : "";
      message.hidden = !error;
      if (error) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
      input.setAttribute("aria-describedby", error ? `${message.id} ${hint}` : hint);
    }
    const shown = result.figures ? "figures" : calculatorFields.some((name) => result.raw[name] !== "" && result.errors[name]) ? "errors" : "prompt";
    results.setAttribute(hooks.results, shown);
    for (const block of results.querySelectorAll<HTMLElement>(`[${hooks.state}]`)) block.hidden = block.getAttribute(hooks.state) !== shown;
    if (result.figures) {
      setText(results, hooks.paid, formatAmount(result.figures.paid, lang));
      setText(results, hooks.saved, formatAmount(result.figures.saved, lang));
      const shift = parseLocaleNumber(result.raw.shift, lang);
      setText(results, hooks.shift, shift === null ? "" : formatBound(shift, lang));
    }
    const search = calculatorSearch(result.raw);
    const audit = results.querySelector<HTMLAnchorElement>(`[${hooks.audit}]`);
    if (audit) audit.href = `${root.getAttribute(hooks.auditBase) ?? "/"}${search}#audit-request`;
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`);
  };

  form.addEventListener("input", update);
  form.addEventListener("focusout", (event) => {
    if (event.target instanceof HTMLInputElement) touched.add(event.target.name);
  });
}

function setText(root: HTMLElement, hook: hooks, text: string) {
  const element = root.querySelector(`[${hook}]`);
  if (element && element.textContent !== text) element.textContent = text;
}

export default { [hooks.module]: startCalculator } satisfies Behaviours;
