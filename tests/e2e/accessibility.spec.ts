import { expectNoAxeViolations } from "./support/axe";
import { expect, statusRegion, test } from "./support/test";

// axe on every page as loaded is the page sweep's (page-sweep.spec.ts); here, a state a visitor makes.
test.describe("accessibility", () => {
  test("the footer form has no axe violations while it shows an error", async ({
    page,
    visit,
    browser,
    javaScriptEnabled,
  }) => {
    await visit("/");
    const form = page.locator("form#newsletter-footer");
    await form.getByLabel("Email", { exact: true }).fill("someone@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText("Please enter your name")).toBeVisible();
    await expect(form.getByLabel("First name", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(statusRegion(page).getByText("Name required")).toBeVisible();
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });
  });
});
