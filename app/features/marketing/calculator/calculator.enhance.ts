import { calculatorFields, calculatorSearch, formatAmount, formatBound, parseLocaleNumber, readCalculator } from "./commission";

/**
 * The calculator's figures as the visitor types (issue 22 item 1): the same pure function
 * the server renders with, the messages and labels the server put in data attributes, the
 * address kept in step (replaceState) so it can still be shared. Without this module the
 * form is a GET and the server does the same.
 */
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-calculator]")) enhanceCalculator(form);

const messageAttribute = { required: "messageRequired", notNumber: "messageNotNumber", outOfRange: "messageOutOfRange", notWhole: "messageNotWhole" } as const;

function enhanceCalculator(form: HTMLFormElement) {
  const lang = form.dataset.lang === "pt" ? "pt" : "en";
  const results = document.querySelector<HTMLElement>("[data-calculator-results]");
  if (!results) return;
  const touched = new Set<string>();

  const update = () => {
    const data = new FormData(form);
    const result = readCalculator((name) => {
      const value = data.get(name);
      return typeof value === "string" ? value : null;
    }, lang);
    for (const name of calculatorFields) {
      const wrapper = form.querySelector<HTMLElement>(`[data-calculator-field="${name}"]`);
      const input = wrapper?.querySelector("input");
      const message = wrapper?.querySelector<HTMLElement>("[data-calculator-error]");
      if (!wrapper || !input || !message) continue;
      // A field the visitor has not reached yet is not told off while they type another one.
      const error = touched.has(name) || result.raw[name] !== "" ? result.errors[name] : undefined;
      const hint = `${input.id}-hint`;
      message.textContent = error ? (wrapper.dataset[messageAttribute[error]] ?? "") : "";
      message.hidden = !error;
      if (error) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
      input.setAttribute("aria-describedby", error ? `${message.id} ${hint}` : hint);
    }
    const shown = result.figures ? "figures" : calculatorFields.some((name) => result.raw[name] !== "" && result.errors[name]) ? "errors" : "prompt";
    results.dataset.calculatorResults = shown;
    for (const block of results.querySelectorAll<HTMLElement>("[data-calculator-state]")) block.hidden = block.dataset.calculatorState !== shown;
    if (result.figures) {
      setText(results, "[data-calculator-paid]", formatAmount(result.figures.paid, lang));
      setText(results, "[data-calculator-saved]", formatAmount(result.figures.saved, lang));
      const shift = parseLocaleNumber(result.raw.shift, lang);
      setText(results, "[data-calculator-shift]", shift === null ? "" : formatBound(shift, lang));
    }
    const search = calculatorSearch(result.raw);
    const audit = results.querySelector<HTMLAnchorElement>("[data-calculator-audit]");
    if (audit) audit.href = `${form.dataset.auditBase ?? "/"}${search}#audit-request`;
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${search}`);
  };

  form.addEventListener("input", update);
  form.dataset.calculatorLive = "true";
  form.addEventListener("focusout", (event) => {
    if (event.target instanceof HTMLInputElement) touched.add(event.target.name);
  });
}

function setText(root: HTMLElement, selector: string, text: string) {
  const element = root.querySelector(selector);
  if (element && element.textContent !== text) element.textContent = text;
}
