import { readFileSync } from "node:fs";
import type { Download, Page } from "@playwright/test";
import { notifications } from "../fixtures/engagement/e2e";
import { expectNoAxeViolations } from "./support/axe";
import { queryD1, sqlText, uniqueEmail } from "./support/backend";
import { expect, test } from "./support/test";

const checklist = {
  slug: "direct-booking-launch-checklist",
  name: "Direct Booking Launch Checklist",
  file: new URL("../../seed/files/r2/downloads/direct-booking-launch-checklist.pdf", import.meta.url),
};

/**
 * A document's module scripts run before DOMContentLoaded: with JavaScript, wait for them
 * after following a link, so a post goes in place rather than the plain way.
 */
async function enhanced(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.waitForLoadState("domcontentloaded");
}

/** downloadsPerEmail in app/server/abuse.server.ts (a changed limit fails the refusal test). */
const downloadsPerEmail = 10;

function downloadDialog(page: Page, name: string, lang: "en" | "pt" = "en") {
  const dialog = page.getByRole("dialog", { name: lang === "pt" ? `Baixe "${name}"` : `Get "${name}"` });
  return {
    dialog,
    name: dialog.getByLabel(lang === "pt" ? "Nome" : "Name", { exact: true }),
    email: dialog.getByLabel(lang === "pt" ? "E-mail" : "Email", { exact: true }),
    submit: dialog.getByRole("button", { name: lang === "pt" ? "Baixar recurso gratuito" : "Get Free Resource" }),
  };
}

test.describe("free downloads", () => {
  test("the list filters by text and category through the address, and says when nothing matches", async ({
    page,
    visit,
    javaScriptEnabled,
  }) => {
    await visit("/downloads");
    await expect(page.getByRole("heading", { level: 1, name: "Free Resources" })).toBeVisible();
    const cards = page.getByTestId("resource-card");
    await expect(cards.getByRole("heading")).toHaveText([
      "Direct Booking Launch Checklist",
      "Guest Email Templates Pack",
      "Seasonal Pricing Playbook",
      "OTA Commission Calculator",
    ]);
    const search = page.getByRole("searchbox", { name: "Search" });
    await expect(search).toHaveAttribute("placeholder", "Search resources...");
    await search.fill("PRICING");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/downloads\?q=PRICING&category=$/);
    await expect(cards.getByRole("heading")).toHaveText(["Seasonal Pricing Playbook"]);

    const category = page.getByRole("combobox", { name: "Category" });
    await expect(category.locator("option")).toHaveText(["All categories", "Calculators", "Checklists", "Guides", "Templates"]);
    if (javaScriptEnabled) {
      // The new category applies at once; while the next page loads, the list says so. Playwright
      // waits for a navigation before it looks at the page, so the page notes what it showed.
      await page.evaluate(() => {
        const loading = document.querySelector<HTMLElement>("[data-resources-loading]")!;
        const results = document.querySelector<HTMLElement>("[data-resources-results]")!;
        new MutationObserver(() => {
          const shown = (element: HTMLElement) => (element.checkVisibility() ? element.innerText : "(hidden)");
          sessionStorage.setItem("downloads-while-loading", `${shown(loading)}|${shown(results)}`);
        }).observe(loading, { attributes: true });
      });
      await category.selectOption("Templates");
      await expect(page).toHaveURL(/category=Templates/);
      expect(await page.evaluate(() => sessionStorage.getItem("downloads-while-loading"))).toBe("Loading resources...|(hidden)");
    } else {
      await category.selectOption("Templates");
      await page.getByRole("button", { name: "Search", exact: true }).click();
    }
    await expect(page).toHaveURL(/category=Templates/);
    await expect(page.getByText("No resources found matching your criteria.")).toBeVisible();
    await expect(cards).toHaveCount(0);

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/downloads$/);
    await expect(cards).toHaveCount(4);
  });

  test("the form's messages show next to its fields in Portuguese, and nothing is stored", async ({
    page,
    visit,
    browser,
    javaScriptEnabled,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, "baixar");
    await visit("/pt/downloads");
    await page.getByRole("link", { name: "Baixar — Guia de preços por temporada" }).click();
    await enhanced(page, javaScriptEnabled);
    const form = downloadDialog(page, "Guia de preços por temporada", "pt");
    await expect(form.dialog.getByText("Informe seus dados para acessar este recurso gratuito.")).toBeVisible();
    await expect(form.dialog.getByText("Enviaremos novidades ocasionais sobre novos recursos.")).toBeVisible();
    await form.name.fill("J");
    await form.email.fill(email.replace("@", " at "));
    await form.submit.click();
    // With JavaScript the messages come in place: the dialog's address has not changed.
    if (javaScriptEnabled) await expect(page).toHaveURL(/\/pt\/downloads\/seasonal-pricing-playbook$/);
    await expect(form.dialog.getByText("O nome deve ter pelo menos 2 caracteres")).toBeVisible();
    await expect(form.name).toHaveAccessibleDescription("O nome deve ter pelo menos 2 caracteres");
    await expect(form.dialog.getByText("Por favor, insira um endereço de e-mail válido")).toBeVisible();
    await expect(form.email).toHaveAttribute("aria-invalid", "true");
    await expect(form.name).toHaveValue("J");
    await expect(form.email).toHaveValue(email.replace("@", " at "));
    // The list with the dialog and its errors over it: no axe violations.
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });
    expect(await queryD1(`select id from download_leads where name = 'J' or email like ${sqlText(`%${email.split("@")[0]}%`)}`)).toEqual([]);
  });
});

test.describe("a download", () => {
  // The automation webhook is checked over HTTP with a receiver of its own
  // (tests/integration/http/engagement-downloads.test.ts): the site must know its address
  // when it starts, and a second server per project would double this file's time.
  test("stores the lead and delivers the file", async ({ page, visit, javaScriptEnabled }, testInfo) => {
    const email = uniqueEmail(testInfo, "lead");
    await visit("/downloads?q=checklist");
    await page.getByRole("link", { name: `Download — ${checklist.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/downloads/${checklist.slug}\\?q=checklist$`));
    await enhanced(page, javaScriptEnabled);
    const form = downloadDialog(page, checklist.name);
    await expect(form.dialog.getByText("Please provide your information to access this free resource.")).toBeVisible();
    await expect(form.dialog.getByText("We'll send you occasional updates about new resources.")).toBeVisible();
    await form.name.fill("Marta Sousa");
    await form.email.fill(email);

    let download: Download;
    if (javaScriptEnabled) {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(new RegExp(`/downloads/${checklist.slug}\\?.*_data=`), async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      });
      // The download starts from the page itself: no tab a browser could block (decision 0048).
      const tabs: Page[] = [];
      page.context().on("page", (tab) => tabs.push(tab));
      const started = page.waitForEvent("download");
      await form.submit.click();
      await expect(form.dialog.getByRole("button", { name: "Processing..." })).toBeDisabled();
      release();
      download = await started;
      await expect(notifications(page).getByText("Success!")).toBeVisible();
      await expect(notifications(page).getByText("Your download is ready.")).toBeVisible();
      // The dialog closes onto the list as it was filtered.
      await expect(page).toHaveURL(/\/downloads\?q=checklist$/);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(tabs).toEqual([]);
    } else {
      // Without JavaScript the page after the post starts the download itself.
      const started = page.waitForEvent("download");
      await form.submit.click();
      download = await started;
      await expect(notifications(page).getByText("Success!")).toBeVisible();
      await expect(form.dialog.getByText("Your download is ready.")).toBeVisible();
      await expect(form.dialog.getByRole("link", { name: `Download “${checklist.name}”` })).toBeVisible();
    }
    expect(download.suggestedFilename()).toBe(`${checklist.slug}.pdf`);
    expect(readFileSync((await download.path())!).equals(readFileSync(checklist.file))).toBe(true);

    expect(
      await queryD1(`select name, email, resource_slug, resource_name, locale from download_leads where email = ${sqlText(email)}`),
    ).toEqual([{ name: "Marta Sousa", email, resource_slug: checklist.slug, resource_name: checklist.name, locale: "en" }]);
  });

  test("a refused email is said in the dialog, which stays open with what was typed", async ({ page, visit, javaScriptEnabled }, testInfo) => {
    // Without JavaScript the refusal is the dialog the server answers with, proven over HTTP
    // (tests/integration/http/engagement-downloads.test.ts: its alert, what was typed, no redirect).
    test.skip(!javaScriptEnabled, "Without JavaScript the refusal is server HTML: tests/integration/http/engagement-downloads.test.ts.");
    test.slow();
    const email = uniqueEmail(testInfo, "many");
    // The email has had its downloads for this hour (decision 0010).
    for (let i = 0; i < downloadsPerEmail; i++) {
      const earlier = await page.request.post(`/downloads/${checklist.slug}`, { form: { name: "Many", email }, maxRedirects: 0 });
      expect(earlier.status()).toBe(303);
    }
    await visit(`/downloads/${checklist.slug}`);
    const form = downloadDialog(page, checklist.name);
    await form.name.fill("Many Times");
    await form.email.fill(email);
    await form.submit.click();
    const refusal = "Too many downloads from this email address or your connection. Please wait a while and try again.";
    await expect(form.dialog.getByRole("alert")).toHaveText(`Error${refusal}`);
    if (javaScriptEnabled) {
      await expect(notifications(page).getByText(refusal)).toBeVisible();
      await expect(form.submit).toBeEnabled();
    }
    await expect(page).toHaveURL(new RegExp(`/downloads/${checklist.slug}$`));
    await expect(form.name).toHaveValue("Many Times");
    await expect(form.email).toHaveValue(email);
    expect(await queryD1(`select count(*) as n from download_leads where email = ${sqlText(email)}`)).toEqual([{ n: downloadsPerEmail }]);
  });
});

test.describe("the download dialog", () => {
  test("is a modal with JavaScript: focus stays inside, Escape closes it onto the filtered list, Back reopens it", async ({
    page,
    visit,
    javaScriptEnabled,
  }) => {
    await visit(`/downloads/${checklist.slug}?q=checklist`);
    const form = downloadDialog(page, checklist.name);
    await expect(form.dialog).toBeVisible();
    const close = form.dialog.getByRole("link", { name: "Close" });
    // Close leads to the list as it was filtered, onto the resource's Download link (decision 0045).
    await expect(close).toHaveAttribute("href", `/downloads?q=checklist#open-downloads-${checklist.slug}`);
    if (!javaScriptEnabled) {
      await close.click();
      await expect(page).toHaveURL(new RegExp(`/downloads\\?q=checklist#open-downloads-${checklist.slug}$`));
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByTestId("resource-card").getByRole("heading")).toHaveText([checklist.name]);
      return;
    }
    // Focus moves among the dialog's controls (and, past the last one, to the browser
    // itself), never to the page behind it.
    await expect(form.dialog.locator(":focus")).toHaveCount(1);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() =>
        document.activeElement === document.body ? "browser" : document.activeElement?.closest("dialog") ? "dialog" : "behind",
      );
      expect(where).not.toBe("behind");
    }
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/downloads\?q=checklist$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByTestId("resource-card").getByRole("heading")).toHaveText([checklist.name]);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/downloads/${checklist.slug}\\?q=checklist$`));
    await expect(form.dialog).toBeVisible();
    await close.click();
    await expect(page).toHaveURL(/\/downloads\?q=checklist$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
