import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { markedUpFacts, missingFacts, requiredProblems, type Lang } from "./support/structured-data";
import { sweepPages, type AxeState } from "./support/sweep-pages";
import { expect, tabTo, test } from "./support/test";

/**
 * One page sweep (issue 42, decision 0056): every page of the route table is opened once per
 * project, English with JavaScript and Portuguese without (support/sweep-pages.ts lists them),
 * and every check that is about a page as a whole runs on that one load:
 * - it answers its status and shows its `h1`;
 * - it never scrolls sideways at 360 px (issue 10 item 4) or at 320 px, the narrowest width
 *   WCAG 1.4.10 reflows to: wide content scrolls or wraps inside its own box;
 * - whatever scrolls sideways at 320 px is a region that takes focus and has a name, and on the
 *   pages that have one at 390 px it is reached by Tab and scrolls with the arrow keys (decision 0045);
 * - each JSON-LD block has what Google documents as required for its type and every fact it
 *   marks up is there to read (decisions 0046, 0047; rules in support/structured-data.ts), with
 *   exactly the types the list names;
 * - axe finds nothing, as loaded and in the states the list names (decision 0039);
 * - with JavaScript, the browser runs the page's scripts without a Content Security Policy
 *   violation (decision 0032).
 */

const desktop = { width: 1280, height: 720 };

/** Widens nothing: the document is no wider than the window, or the message names the widest elements. */
async function expectNoSidewaysScroll(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 780 });
  const overflow = await page.evaluate(() => {
    const widest = [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .filter((element) => element.getClientRects().length > 0)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join(".")}`);
    return { scrollWidth: document.documentElement.scrollWidth, widest };
  });
  expect(overflow.scrollWidth, `${path} at ${width} px is ${overflow.scrollWidth} px wide: ${overflow.widest.join(", ")}`).toBeLessThanOrEqual(width);
}

/** Marks every visible element that scrolls sideways now (`data-scroller`) and returns their indexes. */
function markScrollers(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => {
        const { overflowX } = getComputedStyle(element);
        return (overflowX === "auto" || overflowX === "scroll") && element.checkVisibility() && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element, index) => {
        element.setAttribute("data-scroller", String(index));
        return index;
      }),
  );
}

/** Whatever scrolls sideways is a named region that takes focus. */
async function expectNamedRegions(page: Page, path: string, width: number): Promise<void> {
  const offenders = await page.evaluate(
    (at) =>
      [...document.querySelectorAll<HTMLElement>("[data-scroller]")]
        .filter((element) => element.tabIndex !== 0 || element.getAttribute("role") !== "region" || !element.getAttribute("aria-label"))
        .map((element) => `${at}: ${element.outerHTML.slice(0, 100)}`),
    `${path} at ${width} px`,
  );
  expect(offenders).toEqual([]);
}

/** At 390 px, the page's sideways regions are reached by Tab, named, and scroll with the arrow keys. */
async function expectKeyboardScrolling(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator("[data-scroller]").evaluateAll((elements) => elements.forEach((element) => element.removeAttribute("data-scroller")));
  const scrollers = await markScrollers(page);
  expect(scrollers.length, "the page has a region that scrolls sideways at 390 px").toBeGreaterThan(0);
  for (const index of scrollers) {
    const region = page.locator(`[data-scroller="${index}"]`);
    await expect(region).toHaveAttribute("tabindex", "0");
    await expect(region).toHaveAttribute("role", "region");
    await expect(region).toHaveAccessibleName(/\S/);
    await tabTo(page, region, { max: 200 });
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  }
}

/** Each JSON-LD block sound and every fact it marks up readable; exactly `types` when given. */
async function expectStructuredData(page: Page, path: string, lang: Lang, types: string[] | undefined): Promise<void> {
  const texts = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ""));
  const blocks = texts.map((text) => JSON.parse(text) as unknown);
  if (types) expect(blocks.map((block) => (block as Record<string, unknown>)["@type"]).sort(), `${path}: JSON-LD types`).toEqual([...types].sort());
  // What a visitor can read: the rendered text, and what a collapsed <details> shows once opened.
  const { text, links } = await page.evaluate(() => ({
    text: [document.body.innerText, ...[...document.querySelectorAll("details")].map((details) => details.textContent ?? "")].join("\n"),
    links: [...document.querySelectorAll("a[href]")].map((link) => link.getAttribute("href") ?? ""),
  }));
  const origin = new URL(page.url()).origin;
  const problems: string[] = [];
  for (const block of blocks) {
    problems.push(...requiredProblems(block, origin).map((problem) => `${path}: ${problem}`));
    for (const fact of missingFacts(markedUpFacts(block, lang), text, links)) {
      problems.push(`${path}: ${fact.what} is not on the page: ${"link" in fact ? fact.link : JSON.stringify(fact.text)}`);
    }
  }
  expect(problems).toEqual([]);
}

/** Puts the page in a state axe reads again: a form showing its errors. */
const prepare: Record<Exclude<AxeState, "as loaded">, (page: Page, javaScriptEnabled: boolean) => Promise<void>> = {
  "audit form errors": async (page) => {
    const form = page.locator("form#audit-request");
    await form.getByRole("button", { name: /Get my free audit|Quero minha auditoria grátis/ }).click();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(3);
  },
  "prompt error": async (page, javaScriptEnabled) => {
    const demo = page.locator('[data-module="ai-demo"]');
    await demo.getByRole("textbox").fill(javaScriptEnabled ? "  " : "");
    await demo.getByRole("button", { name: /Generate Content|Gerar Conteúdo/ }).click();
    await expect(demo.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
  },
  // Typed figures (with JavaScript, computed as typed): one field out of range, the rest giving figures once fixed.
  "calculator errors": async (page) => {
    await page.getByLabel("Average nightly rate").fill("150");
    await page.getByLabel("Booked nights a year").fill("400");
    await page.getByLabel("Nights booked through OTAs (%)").fill("80");
    await expect(page.getByLabel("Booked nights a year")).toHaveAttribute("aria-invalid", "true");
  },
};

test.beforeEach(async ({ page }) => {
  // The feature pages embed a video; the sweep stays offline.
  await page.route(/youtube(-nocookie)?\.com/, (route) => route.abort());
});

for (const entry of sweepPages) {
  test(`${entry.path}: the page as a whole, English with JavaScript and Portuguese without`, async ({ page, visit, browser, javaScriptEnabled }) => {
    const project = javaScriptEnabled ? "js" : "no-js";
    test.skip(entry.only !== undefined && entry.only !== project, `a state the ${entry.only} project opens`);
    test.setTimeout(entry.axe?.[project] ? 60_000 : 30_000);
    const lang: Lang = javaScriptEnabled ? "en" : "pt";
    const path = lang === "en" ? entry.path : `/pt${entry.path === "/" ? "" : entry.path}`;
    const violations = await listenForCspViolations(page, javaScriptEnabled);

    await page.setViewportSize({ width: 360, height: 780 });
    const response = await visit(path);
    expect(response?.status(), path).toBe(entry.status ?? 200);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, path, 360);
    await expectNoSidewaysScroll(page, path, 320);
    await markScrollers(page);
    await expectNamedRegions(page, path, 320);
    if (entry.scrollsAt390) await expectKeyboardScrolling(page);

    await page.setViewportSize(desktop);
    await expectStructuredData(page, path, lang, entry.jsonLd);
    for (const state of entry.axe?.[project] ?? []) {
      if (state !== "as loaded") await prepare[state](page, javaScriptEnabled);
      await expectNoAxeViolations(page, { browser, javaScriptEnabled });
    }
    expect(violations, `${path}: Content Security Policy violations`).toEqual([]);
  });
}

/** With JavaScript, every CSP violation the page reports (visit() waits until its modules ran, so a refused script would show). */
async function listenForCspViolations(page: Page, javaScriptEnabled: boolean): Promise<string[]> {
  const violations: string[] = [];
  if (!javaScriptEnabled) return violations;
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  return violations;
}
