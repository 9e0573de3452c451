import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test, type StudioSite } from "./support/studio";

/**
 * Issue 43 item 6's journey, with JavaScript and without, on the studio's copy of the site (the
 * edge cache on, so each change is seen as a visitor sees it; decision 0506): an editor at 320 px
 * changes an integration's status, a channel fee, a download's Portuguese title and its file,
 * and the public pages show each. Each catalog page is checked for sideways scroll and with axe
 * on the way. Refusals and the role matrix are proven over HTTP (tests/integration/http/studio-catalog.test.ts).
 */
const newFile = new URL("../../seed/files/r2/downloads/seasonal-pricing-playbook.pdf", import.meta.url);

/** Polls a public page until it says `text`: the edge follows the content version within a minute. */
async function publicShows(studio: StudioSite, path: string, text: string) {
  await expect.poll(async () => (await (await fetch(studio.url + path)).text()).includes(text), { timeout: 75_000, intervals: [1_000, 2_000, 3_000] }).toBe(true);
}

/** What a visitor downloads after the public form (decision 0305). */
async function publicFile(studio: StudioSite, slug: string): Promise<Buffer> {
  const lead = await fetch(`${studio.url}/downloads/${slug}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: studio.url },
    body: new URLSearchParams({ name: "Catalog Visitor", email: `catalog-${Date.now()}@example.com` }).toString(),
  });
  const token = new URL(lead.headers.get("Location") ?? "/", studio.url).searchParams.get("download");
  expect(token).toBeTruthy();
  const file = await fetch(`${studio.url}/resources/downloads/${slug}/file?token=${encodeURIComponent(token!)}`);
  expect(file.status).toBe(200);
  return Buffer.from(await file.arrayBuffer());
}

async function fitsAndPasses(page: Page, options: Parameters<typeof expectNoAxeViolations>[1]) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${page.url()} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, options);
}

test("an editor changes an integration, a fee and a download, and the public pages follow", async ({ studio, browser, javaScriptEnabled }) => {
  test.setTimeout(300_000);
  const axe = { browser, javaScriptEnabled };
  const { context, page } = await studio.signedIn("editor@example.com", { width: 320 });

  // An integration's status: Lodgify is in progress, and ships.
  await page.goto("/studio");
  await page.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Catalog" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible();
  await fitsAndPasses(page, axe);
  await page.getByRole("link", { name: "Lodgify" }).click();
  await fitsAndPasses(page, axe);
  await page.getByLabel("Status").selectOption("Live");
  await page.getByRole("button", { name: "Save integration" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved Lodgify. The public pages show it within a minute.");
  await expect(page.getByRole("row", { name: /Lodgify/ })).toContainText("Live");

  // A fee: Vrbo's row, as the planner shows it.
  await page.getByRole("navigation", { name: "Catalog" }).getByRole("link", { name: "Channel fees" }).click();
  await fitsAndPasses(page, axe);
  await page.getByRole("link", { name: "Edit Vrbo, Everywhere else, from the start" }).click();
  await fitsAndPasses(page, axe);
  await page.getByLabel("Fee (%)").fill("9.5");
  await page.getByLabel("Note (English)").fill("Raised in the studio.");
  await page.getByRole("button", { name: "Save fee row" }).click();
  await expect(page.getByRole("status")).toContainText("Fee saved.");
  await expect(page.getByRole("row", { name: /Vrbo/ }).first()).toContainText("9.5 %");

  // A download: its Portuguese title, then its file.
  await page.getByRole("navigation", { name: "Catalog" }).getByRole("link", { name: "Downloads" }).click();
  await fitsAndPasses(page, axe);
  await page.getByRole("link", { name: "Guest Email Templates Pack" }).click();
  await fitsAndPasses(page, axe);
  await page.getByLabel("Title (Portuguese)").fill("Pacote de modelos de e-mail, edição 2027");
  await page.getByRole("button", { name: "Save title and description" }).click();
  await expect(page.getByRole("status")).toContainText("Title and description saved.");
  await page.getByLabel("New file").setInputFiles(newFile.pathname);
  await page.getByRole("button", { name: "Replace the file" }).click();
  await expect(page.getByRole("status")).toContainText("File replaced");
  await context.close();

  // The public pages, through the edge cache.
  await publicShows(studio, "/integrations/lodgify", 'data-integration-status="live"');
  await publicShows(studio, "/channel-fee-planner", "Raised in the studio.");
  await publicShows(studio, "/pt/downloads", "Pacote de modelos de e-mail, edição 2027");
  expect((await publicFile(studio, "guest-email-templates")).equals(readFileSync(newFile))).toBe(true);

  // Each change is in the audit log, by the editor.
  const audit = studio.query("SELECT action, item_id FROM studio_audit WHERE kind = 'catalog' AND actor_email = 'editor@example.com' ORDER BY id");
  expect(audit).toEqual(
    expect.arrayContaining([
      { action: "integration.update", item_id: "integration:lodgify" },
      { action: "fee.update", item_id: expect.stringMatching(/^fee:\d+$/) },
      { action: "download.update", item_id: "download:guest-email-templates" },
      { action: "download.file", item_id: "download:guest-email-templates" },
    ]),
  );
});
