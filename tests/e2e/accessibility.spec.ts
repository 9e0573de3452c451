import { expectNoAxeViolations } from "./support/axe";
import { expect, statusRegion, test } from "./support/test";

test.describe("accessibility", () => {
  for (const path of ["/", "/pt", "/no-such-page"]) {
    test(`${path} has no axe violations`, async ({ page, visit, browser, javaScriptEnabled }) => {
      await visit(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, { browser, javaScriptEnabled });
    });
  }

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
