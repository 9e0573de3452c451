import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

// The commission calculator (issue 22 item 1), with and without JavaScript: with it the
// figures follow the typing and the address keeps up; without it "Calculate" sends the GET
// form and the server answers the same figures. Either way the audit link carries them.

test.beforeEach(async ({ page }) => {
  await page.route(/youtube(-nocookie)?\.com/, (route) => route.abort());
});

async function open(page: Page, visit: (path: string) => Promise<unknown>, path: string, javaScriptEnabled: boolean) {
  await visit(path);
  if (javaScriptEnabled) await expect(page.locator('[data-module="calculator"]')).toHaveAttribute("data-calculator-init", "");
}

/** Sends the form the way the visitor does: nothing to press with JavaScript, "Calculate" without. */
async function calculate(page: Page, javaScriptEnabled: boolean, name: RegExp) {
  if (!javaScriptEnabled) await page.getByRole("button", { name }).click();
}

test("a host works out their commission, fixes a mistake and takes the figures to the free audit", async ({ page, visit, javaScriptEnabled }) => {
  await open(page, visit, "/commission-calculator", javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What do OTA commissions cost you?");
  await expect(page.getByText("Enter your nightly rate, booked nights and OTA share to see your figures.")).toBeVisible();
  await expect(page.getByLabel("OTA commission (%)")).toHaveValue("15");
  await expect(page.getByLabel("OTA nights moved to direct bookings (%)")).toHaveValue("20");

  await page.getByLabel("Average nightly rate").fill("1,250");
  await page.getByLabel("Booked nights a year").fill("3000");
  await page.getByLabel("Nights booked through OTAs (%)").fill("90");
  await calculate(page, javaScriptEnabled, /Calculate/);
  const nights = page.getByLabel("Booked nights a year");
  await expect(nights).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please enter a number from 1 to 366.")).toBeVisible();
  await expect(page.getByText("Check the highlighted fields to see your figures.")).toBeVisible();
  await expect(page.locator("[data-calculator-paid]")).toBeHidden();
  await expect(page.locator("body")).not.toContainText("NaN");

  await nights.fill("300");
  await calculate(page, javaScriptEnabled, /Calculate/);
  await expect(nights).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please enter a number from 1 to 366.")).toBeHidden();
  await expect(page.locator("[data-calculator-paid]")).toHaveText("50,625");
  await expect(page.locator("[data-calculator-saved]")).toHaveText("10,125");
  await expect(page).toHaveURL(/\/commission-calculator\?nightly_rate=1%2C250&nights=300&ota_share=90&commission=15&shift=20$/);

  // The address is the result: opened again, it shows the same figures.
  const shared = page.url();
  await open(page, visit, shared, javaScriptEnabled);
  await expect(page.locator("[data-calculator-paid]")).toHaveText("50,625");

  await page.getByRole("link", { name: "Get a free audit with these figures" }).click();
  await expect(page).toHaveURL(/\/\?nightly_rate=1%2C250&nights=300&ota_share=90&commission=15&shift=20#audit-request$/);
  await expect(page.locator("form#audit-request")).toBeInViewport();
  await expect(page.locator("[data-audit-estimate]")).toContainText(
    "you pay OTAs about 50,625 a year in commission, and moving 20 % of those nights direct saves about 10,125.",
  );
});

test("in Portuguese the numbers are read and written the Portuguese way", async ({ page, visit, javaScriptEnabled }) => {
  await open(page, visit, "/pt/commission-calculator", javaScriptEnabled);
  await page.getByLabel("Diária média").fill("1.250,50");
  await page.getByLabel("Noites reservadas por ano").fill("300");
  await page.getByLabel("Noites reservadas pelas OTAs (%)").fill("90");
  await page.getByLabel("Comissão da OTA (%)").fill("17,5");
  await page.getByLabel("Noites das OTAs levadas para reservas diretas (%)").fill("25");
  await calculate(page, javaScriptEnabled, /Calcular/);
  await expect(page.locator("[data-calculator-paid]")).toHaveText("59.086");
  await expect(page.locator("[data-calculator-saved]")).toHaveText("14.772");
  await expect(page.getByText(/Levar 25 % dessas noites/)).toBeVisible();

  await page.getByLabel("Diária média").fill("muito");
  await calculate(page, javaScriptEnabled, /Calcular/);
  await expect(page.getByText("Informe um número, como 150 ou 150,50.")).toBeVisible();
  await expect(page.getByLabel("Diária média")).toHaveValue("muito");
  await expect(page.locator("body")).not.toContainText("NaN");
});

test("is reached from the home page and from pricing", async ({ page, visit }) => {
  for (const path of ["/", "/pricing"]) {
    await visit(path);
    await page.getByRole("link", { name: "Open the commission calculator" }).click();
    await expect(page).toHaveURL(/\/commission-calculator$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What do OTA commissions cost you?");
  }
});
