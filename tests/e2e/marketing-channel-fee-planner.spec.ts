import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

// The channel-fee planner (issue 33 item 1, decision 0401), with and without JavaScript: a GET
// form, so "Planejar"/"Plan" sends it either way and the address is the result. Figures are
// worked out by hand in the comments. axe and the widths of its states (a host's figures, errors,
// the widest figures) are the page sweep's (page-sweep.spec.ts).

const nbsp = (text: string) => text.replace(/ /g, "\u00a0");

test.beforeEach(async ({ page }) => {
  await page.route(/youtube(-nocookie)?\.com/, (route) => route.abort());
});

const row = (page: Page, channel: string) => page.locator(`[data-planner-line="${channel}"]`);

test("a host in Brazil enters their mix in Portuguese, fixes a mistake and shares the result", async ({ page, visit }) => {
  await visit("/pt/channel-fee-planner");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quanto seus canais de reserva realmente ficam?");
  await expect(page.getByText("Taxas verificadas em 28 de novembro de 2026.")).toBeVisible();
  await expect(page.getByLabel("Moeda")).toHaveValue("BRL");
  await expect(page.getByLabel("Onde você hospeda")).toHaveValue("br");

  await page.getByLabel("Airbnb: Noites por ano").fill("120");
  await page.getByLabel("Airbnb: Diária média").fill("180");
  await page.getByLabel("Booking.com: Noites por ano").fill("60");
  await page.getByLabel("Booking.com: Diária média").fill("cento e setenta");
  await page.getByLabel("Reservas diretas: Noites por ano").fill("20");
  await page.getByLabel("Reservas diretas: Diária média").fill("160");
  await page.getByRole("button", { name: "Planejar" }).click();
  const rate = page.getByLabel("Booking.com: Diária média");
  await expect(rate).toHaveAttribute("aria-invalid", "true");
  await expect(rate).toHaveValue("cento e setenta");
  await expect(rate).toHaveAccessibleDescription("Informe um número, como 150 ou 150,50.");
  await expect(page.getByText("Confira os campos destacados para ver seus números.")).toBeVisible();

  await rate.fill("170");
  await page.getByRole("button", { name: "Planejar" }).click();
  // 120 × 180 = 21.600; 16 % = 3.456; 60 × 170 = 10.200; 15 % = 1.530; total kept 35.000 − 4.986 = 30.014
  await expect(row(page, "airbnb").locator("[data-planner-kept]")).toHaveText(nbsp("R$ 18.144,00"));
  await expect(row(page, "booking").locator("[data-planner-taken]")).toHaveText(nbsp("R$ 1.530,00"));
  await expect(row(page, "total").locator("[data-planner-kept]")).toHaveText(nbsp("R$ 30.014,00"));
  // 180 × 0,96 ÷ 0,84 = 205,71
  await expect(page.locator('[data-planner-break-even="airbnb"]')).toContainText(nbsp("cobre R$ 205,71 por noite"));
  // 20 % × (3.456 + 1.530) = 997,20
  await expect(page.locator("[data-planner-repeat]")).toContainText(nbsp("deixa R$ 997,20 a mais por ano"));
  await expect(page.locator("body")).not.toContainText("NaN");

  // The address is the result: opened again, it shows the same figures.
  const shared = page.url();
  expect(shared).toContain("booking_rate=170");
  await visit(shared);
  await expect(row(page, "total").locator("[data-planner-kept]")).toHaveText(nbsp("R$ 30.014,00"));
});

test("an English host elsewhere plans in euros with a channel of their own, and reaches the calculator", async ({ page, visit }) => {
  await visit("/commission-calculator");
  await page.getByRole("link", { name: "Several channels? See what each one takes with the channel-fee planner." }).click();
  await expect(page).toHaveURL(/\/channel-fee-planner$/);
  await page.getByLabel("Currency").selectOption("EUR");
  await page.getByLabel("Vrbo: Average nightly rate").fill("99.99");
  await page.getByLabel("Vrbo: Nights a year").fill("10");
  await page.getByLabel("Other channel: Nights a year").fill("5");
  await page.getByLabel("Other channel: Average nightly rate").fill("100");
  await page.getByLabel("Other channel: Its fee (%)").fill("12.5");
  await page.getByRole("button", { name: "Plan" }).click();
  // Vrbo 999.90 at 8 % = 79.99; other 500 at 12.5 % = 62.50
  await expect(row(page, "vrbo").locator("[data-planner-taken]")).toHaveText("€79.99");
  await expect(row(page, "other").locator("[data-planner-kept]")).toHaveText("€437.50");
  await expect(page.getByText("None of your channels has changed its fee in our table.")).toBeVisible();
  await page.getByRole("link", { name: "One OTA and one rate? The commission calculator is quicker." }).click();
  await expect(page).toHaveURL(/\/commission-calculator$/);
});
