import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, statusRegion, test } from "./support/test";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** One readable paragraph per violation: rule, impact, help, and the offending elements. */
function describeViolations(violations: AxeResults["violations"]): string {
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

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations, describeViolations(results.violations)).toEqual([]);
}

test.describe("accessibility", () => {
  for (const path of ["/", "/pt", "/no-such-page"]) {
    test(`${path} has no axe violations`, async ({ page, visit }) => {
      await visit(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("the footer form has no axe violations while it shows an error", async ({ page, visit }) => {
    await visit("/");
    const form = page.locator("form#newsletter-footer");
    await form.getByLabel("Email", { exact: true }).fill("someone@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("Please enter your name")).toBeVisible();
    await expect(statusRegion(page).getByText("Name required")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
