import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

// The integrations directory (issue 33 item 2, decision 0451), with and without JavaScript: a
// host finds it from the Features menu, narrows it by type and status with the GET form, meets
// the empty state, opens a connector that is not live yet, goes to vote for it on the roadmap
// and comes back from the roadmap item. No axe violations on the way.

const cards = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 2 });

async function filter(page: Page, kind: string, status: string) {
  await page.getByLabel("Type").selectOption({ label: kind });
  await page.getByLabel("Status").selectOption({ label: status });
  await page.getByRole("button", { name: "Show integrations" }).click();
}

test("a host finds whether StayLoop works with their PMS, and votes for the one they need", async ({ page, visit, browser, javaScriptEnabled }) => {
  await visit("/pricing");
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main navigation" });
  await nav.locator("summary", { hasText: "Features" }).click();
  await nav.getByRole("link", { name: /All integrations/ }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Integrations");
  await expect(cards(page)).toHaveText(["Hostaway", "Guesty", "Lodgify", "Smoobu"]);
  await expect(page.getByText("4 integrations", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, { browser, javaScriptEnabled });

  await filter(page, "Property management system", "All statuses");
  await expect(page).toHaveURL(/\/integrations\?kind=pms&status=$/);
  await expect(cards(page)).toHaveText(["Lodgify"]);
  await expect(page.getByText("1 integration: Property management system")).toBeVisible();
  // The form keeps what was chosen.
  await expect(page.getByLabel("Type")).toHaveValue("pms");

  await filter(page, "Property management system", "Planned");
  await expect(page.getByRole("heading", { level: 2, name: "No integration matches these filters" })).toBeVisible();
  await expect(page.getByText("Nothing matches Property management system, Planned yet.")).toBeVisible();
  await expectNoAxeViolations(page, { browser, javaScriptEnabled });
  await page.getByRole("link", { name: "Show all integrations" }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(cards(page)).toHaveCount(4);

  await filter(page, "All types", "In progress");
  await expect(cards(page)).toHaveText(["Guesty", "Lodgify"]);
  await page.getByRole("link", { name: "Guesty", exact: true }).click();
  await expect(page).toHaveURL(/\/integrations\/guesty$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guesty");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Home/Integrations/Guesty");
  await expect(page.getByRole("heading", { level: 2, name: "What will sync" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Until it is live" })).toBeVisible();
  await expectNoAxeViolations(page, { browser, javaScriptEnabled });

  await page.getByRole("link", { name: "Vote for Guesty on the roadmap" }).click();
  await expect(page).toHaveURL(/\/roadmap\/6$/);
  const dialog = page.getByRole("dialog", { name: "Guesty and Lodgify integrations" });
  await expect(dialog).toBeVisible();
  const directory = dialog.getByRole("navigation", { name: "In the integrations directory" });
  await expect(directory.getByRole("link")).toHaveText(["Guesty: what syncs and how to connect it", "Lodgify: what syncs and how to connect it"]);
  await expectNoAxeViolations(page, { browser, javaScriptEnabled });
  await directory.getByRole("link", { name: "Guesty: what syncs and how to connect it" }).click();
  await expect(page).toHaveURL(/\/integrations\/guesty$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guesty");
});

test("em português: o diretório, o filtro e a página de uma integração disponível", async ({ page, visit, browser, javaScriptEnabled }) => {
  await visit("/pt/integrations?status=live");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(page.getByLabel("Status")).toHaveValue("live");
  await expect(cards(page)).toHaveText(["Hostaway"]);
  await page.getByRole("link", { name: "Hostaway", exact: true }).click();
  await expect(page).toHaveURL(/\/pt\/integrations\/hostaway$/);
  await expect(page.getByRole("heading", { level: 2, name: "O que sincroniza" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Como conectar" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Veja o Hostaway no roadmap" })).toHaveAttribute("href", "/pt/roadmap/1");
  await expectNoAxeViolations(page, { browser, javaScriptEnabled });
});

test("the channel-integration page links each system and the whole directory", async ({ page, visit, browser, javaScriptEnabled }) => {
  await visit("/features/channel-integration");
  const table = page.getByRole("table", { name: /Channel managers and property management systems/ });
  await expect(table.getByRole("rowheader")).toHaveText(["Hostaway", "Guesty", "Lodgify", "Smoobu"]);
  await expect(table.getByRole("row", { name: /Smoobu/ })).toContainText("Planned");
  await expectNoAxeViolations(page, { browser, javaScriptEnabled });
  await page.getByRole("link", { name: "See every integration: what syncs, how to connect it, and what is coming" }).click();
  await expect(page).toHaveURL(/\/integrations$/);
});
