import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/i18n";
import { mount, serverMarkup, visibleText } from "~/enhance/testing";
import calculator from "./calculator.enhance";
import { readCalculator, type CalculatorField } from "./commission";
import { CommissionCalculator } from "./CommissionCalculator";

// The commission calculator with JavaScript (issue 22 item 1): the figures follow what the
// visitor types, as the server would answer the same query, and the address follows.

const query = (search: string) => new URLSearchParams(search);
const page = (search: string, lang: Lang = "en") => <CommissionCalculator result={readCalculator((name) => query(search).get(name), lang)} />;
const results = (root: Pick<ParentNode, "querySelector">) => root.querySelector("section")!;
/** The results block as the server renders it for `search`. */
function serverResults(search: string, lang: Lang = "en") {
  const html = document.createElement("div");
  html.innerHTML = serverMarkup(page(search, lang), { lang });
  return visibleText(results(html));
}
function type(name: CalculatorField, value: string) {
  const input = document.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
  return input;
}
const full = "nightly_rate=150&nights=250&ota_share=60&commission=15&shift=25";

describe("calculator: figures as the visitor types", () => {
  it("shows the figures the server shows for the same values, and keeps the address in step", () => {
    mount(page(""), calculator, { at: "/commission-calculator" });
    expect(visibleText(results(document))).toBe(serverResults(""));
    for (const [name, value] of query(full)) type(name as CalculatorField, value);
    expect(visibleText(results(document))).toBe(serverResults(full));
    expect(visibleText(results(document))).toMatch(/\d/);
    expect(window.location.search).toBe(`?${full}`);
    expect(document.querySelector<HTMLAnchorElement>("section a")!.getAttribute("href")).toBe(`/?${full}#audit-request`);
  });

  it("tells off a field only once the visitor has left it or typed in it, with the server's message", () => {
    mount(page(""), calculator, { at: "/commission-calculator" });
    const rate = type("nightly_rate", "abc");
    expect(rate.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(`${rate.id}-error`)!.textContent).toBe("Please enter a number, like 150 or 150.50.");
    expect(document.getElementById(`${rate.id}-error`)!.hidden).toBe(false);
    // Fields not reached yet stay quiet.
    expect(document.querySelectorAll("[aria-invalid=true]")).toHaveLength(1);
    expect(visibleText(results(document))).toContain("Check the highlighted fields to see your figures.");
    type("nightly_rate", "150");
    expect(rate.hasAttribute("aria-invalid")).toBe(false);
    expect(document.getElementById(`${rate.id}-error`)!.hidden).toBe(true);
  });

  it("reads and writes Portuguese numbers on the Portuguese page", () => {
    const pt = "nightly_rate=150%2C50&nights=250&ota_share=60&commission=15&shift=25";
    mount(page("", "pt"), calculator, { lang: "pt", at: "/pt/commission-calculator" });
    for (const [name, value] of query(pt)) type(name as CalculatorField, value);
    expect(visibleText(results(document))).toBe(serverResults(pt, "pt"));
    expect(document.querySelector<HTMLAnchorElement>("section a")!.getAttribute("href")).toMatch(/^\/pt\?/);
  });
});
