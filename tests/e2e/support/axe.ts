import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect } from "./test";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type Violation = AxeResults["violations"][number];

/** One readable paragraph per violation: rule, impact, help, and the offending elements. */
function describeViolations(violations: Violation[]): string {
  if (violations.length === 0) return "no violations";
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map((node) => `    - ${node.target.join(" ")}\n      ${(node.failureSummary ?? "").replace(/\n/g, "\n      ")}`)
        .join("\n");
      const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : "";
      return `[${violation.impact ?? "?"}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join("\n\n");
}

/**
 * Runs axe on what the visitor sees now. axe-core needs timers, which never fire in a
 * page without JavaScript; there, the page's current DOM (the server's rendering, since
 * no script ran) is copied without its scripts into a page of a JavaScript-enabled
 * context at the same address and size, with the same stylesheets, and analysed there.
 */
export async function expectNoAxeViolations(page: Page, { browser, javaScriptEnabled }: { browser: Browser; javaScriptEnabled: boolean }) {
  if (javaScriptEnabled) {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations, describeViolations(results.violations)).toEqual([]);
    return;
  }

  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  const address = page.url().split("#")[0] ?? page.url();
  const context = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route(
      (url) => url.href.split("#")[0] === address,
      (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
    );
    await copy.goto(address);
    expect(await copy.locator("script").count(), "the copy runs none of the page's scripts").toBe(0);
    const results = await new AxeBuilder({ page: copy }).analyze();
    expect(results.violations, describeViolations(results.violations)).toEqual([]);
  } finally {
    await context.close();
  }
}

