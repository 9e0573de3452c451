import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

// The help center as a visitor uses it, with JavaScript and without: every journey runs in
// both Playwright projects. With JavaScript the page runs app/features/content/help/help-search.enhance.ts and
// app/enhance/dialog.ts, not React (docs/decisions/0016).

const main = (page: Page) => page.getByRole("main");

/**
 * The server renders the dialog open; Escape closes it only once app/enhance/dialog.ts has
 * reopened it as a modal, which a test must wait for after each page load.
 */
async function expectModal(page: Page) {
  await expect.poll(() => page.evaluate(() => document.querySelector("dialog")?.matches(":modal") ?? false)).toBe(true);
}

test.describe("help center", () => {
  test("search as a plain GET, open an article's dialog, close it", async ({ page, visit, javaScriptEnabled, browser }) => {
    await visit("/help-center");
    await expect(main(page).getByRole("heading", { name: "How can we help you?" })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Articles in Account & Setup" })).toBeVisible();
    const search = page.getByRole("search").getByRole(javaScriptEnabled ? "combobox" : "searchbox", { name: "Search help articles" });
    await expect(search).toHaveAttribute("placeholder", "Search for help articles...");
    await search.fill("calendar");
    if (javaScriptEnabled) {
      const suggestions = page.getByRole("listbox", { name: "Articles" });
      await expect(suggestions.getByRole("option", { name: /My calendar is not syncing/ })).toBeVisible();
    }
    await search.press("Enter");
    await expect(page).toHaveURL(/\/help-center\?q=calendar$/);
    await expect(main(page).getByRole("heading", { name: 'Search results for "calendar"' })).toBeVisible();
    await expect(main(page).getByText('Searching for "calendar"')).toBeVisible();

    await main(page).getByRole("link", { name: "Read more: My calendar is not syncing" }).click();
    await expect(page).toHaveURL(/\/help-center\/calendar-not-syncing\?q=calendar$/);
    const dialog = page.getByRole("dialog", { name: "My calendar is not syncing" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Bookings & Channels")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Check the basics" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Email Campaigns" })).toHaveAttribute("href", "/features/email-campaigns");
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });

    if (javaScriptEnabled) {
      await expectModal(page);
      await page.keyboard.press("Escape");
    } else await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/help-center\?q=calendar(#open-help-center-calendar-not-syncing)?$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(main(page).getByRole("heading", { name: 'Search results for "calendar"' })).toBeVisible();

    await main(page).getByRole("link", { name: "Clear search" }).click();
    await expect(page).toHaveURL(/\/help-center$/);
    await expect(search).toHaveValue("");
  });

  test("a search result shows its category and the matched word marked in its title and snippet, in the dropdown too", async ({
    page,
    visit,
    javaScriptEnabled,
  }) => {
    await visit("/help-center");
    const search = page.getByRole("search").getByRole(javaScriptEnabled ? "combobox" : "searchbox", { name: "Search help articles" });
    await search.fill("Calendar");
    if (javaScriptEnabled) {
      const option = page.getByRole("listbox", { name: "Articles" }).getByRole("option", { name: /My calendar is not syncing/ });
      await expect(option).toBeVisible();
      await expect(option.locator("mark")).toHaveText(["calendar"]);
      await expect(option).toContainText("What to check when a calendar change");
    }
    await search.press("Enter");
    await expect(page).toHaveURL(/\/help-center\?q=Calendar$/);
    const result = main(page).getByRole("listitem").filter({ has: page.getByRole("heading", { name: "My calendar is not syncing" }) });
    await expect(result.getByRole("heading").locator("mark")).toHaveText("calendar");
    await expect(result.getByText("Bookings & Channels", { exact: true })).toBeVisible();
    const snippet = result.getByText(/What to check when a calendar change/);
    await expect(snippet.locator("mark")).toHaveText("calendar");
    // A word that begins with the term is marked whole.
    const channels = main(page).getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Connecting your channels" }) });
    await expect(channels.locator("mark")).toHaveText(["calendars"]);
  });

  test("in Portuguese, 'calendario' finds 'calendário', and a category lists its articles", async ({ page, visit, browser, javaScriptEnabled }) => {
    await visit("/pt/help-center?q=calendario");
    await expect(main(page).getByRole("heading", { name: 'Resultados da pesquisa por "calendario"' })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Meu calendário não está sincronizando", exact: true })).toBeVisible();
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });
    await main(page).getByRole("navigation", { name: "Categorias" }).getByRole("link", { name: "Cobrança e planos" }).click();
    await expect(page).toHaveURL(/\/pt\/help-center\?category=billing-plans$/);
    await expect(main(page).getByRole("heading", { name: "Artigos em Cobrança e planos" })).toBeVisible();
    await main(page).getByRole("link", { name: "Teste grátis e cobrança", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Teste grátis e cobrança" })).toBeVisible();
  });

  test("the dialog is a modal with JavaScript: focus stays inside, Escape closes it", async ({ page, visit, javaScriptEnabled }) => {
    await visit("/help-center/getting-started");
    const dialog = page.getByRole("dialog", { name: "Getting started with StayLoop" });
    await expect(dialog.getByText("Plan about 20 minutes for the first setup")).toBeVisible();
    if (!javaScriptEnabled) {
      await expect(dialog.getByRole("link", { name: "Close" })).toHaveAttribute("href", "/help-center#open-help-center-getting-started");
      return;
    }
    await expectModal(page);
    // Focus moves among the dialog's controls (and, past the last one, to the browser
    // itself), never to the page behind it.
    const focused = new Set<string>();
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() =>
        document.activeElement === document.body ? "browser" : document.activeElement?.closest("dialog") ? (document.activeElement.textContent ?? "") : "behind",
      );
      expect(where).not.toBe("behind");
      focused.add(where);
    }
    expect(focused.size).toBeGreaterThan(3);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/help-center$/);
  });

  test("the live search: results as you type, arrows and Enter open the chosen article; without JavaScript the form searches", async ({
    page,
    visit,
    javaScriptEnabled,
    browser,
  }) => {
    await visit("/help-center");
    const search = page.getByRole("search").getByRole(javaScriptEnabled ? "combobox" : "searchbox", { name: "Search help articles" });
    if (!javaScriptEnabled) {
      // The plain GET form is the search: the same query, the same results, a page load.
      await search.fill("calendar");
      await search.press("Enter");
      await expect(page).toHaveURL(/\/help-center\?q=calendar$/);
      await expect(main(page).getByRole("link", { name: "My calendar is not syncing", exact: true })).toBeVisible();
      return;
    }
    // The page is not React's: no Remix context, only the enhancement modules.
    expect(await page.evaluate(() => "__remixContext" in window)).toBe(false);
    await expect(search).toHaveAttribute("aria-expanded", "false");

    // While the answer is on its way the dropdown says so.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/help-center?q=calendar", async (route) => {
      await held;
      await route.continue();
    });
    await search.pressSequentially("calendar");
    // The dropdown shows it; the live region (role status) tells screen readers the same.
    await expect(page.getByRole("search").getByRole("paragraph").filter({ hasText: "Loading search results..." })).toBeVisible();
    await expect(page.getByRole("search").getByRole("status")).toHaveText("Loading search results...");
    release();
    const suggestions = page.getByRole("listbox", { name: "Articles" });
    const option = suggestions.getByRole("option", { name: /My calendar is not syncing/ });
    await expect(option).toBeVisible();
    await expect(option).toContainText("Bookings & Channels");
    await expect(search).toHaveAttribute("aria-expanded", "true");
    // Screen readers hear how many matches there are; the address is still the page's own.
    await expect(page.getByRole("search").getByRole("status")).toHaveText(/^\d+ articles?$/);
    await expect(page).toHaveURL(/\/help-center$/);
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });

    // Arrows move the highlight (wrapping), Escape closes the list and keeps what was typed;
    // an arrow reopens it on its first match.
    const count = await suggestions.getByRole("option").count();
    await search.press("ArrowUp");
    await expect(suggestions.getByRole("option").nth(count - 1)).toHaveAttribute("aria-selected", "true");
    await search.press("ArrowDown");
    await expect(suggestions.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await search.press("Escape");
    await expect(suggestions).toBeHidden();
    await expect(search).toHaveValue("calendar");

    // Enter on a highlighted match opens its dialog over the search for its title.
    await search.press("ArrowDown");
    await expect(suggestions.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    const index = await suggestions.getByRole("option").evaluateAll((options) =>
      options.findIndex((element) => element.textContent?.includes("My calendar is not syncing")),
    );
    for (let i = 0; i < index; i++) await search.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/help-center\/calendar-not-syncing\?q=My%20calendar%20is%20not%20syncing$/);
    await expect(page.getByRole("dialog", { name: "My calendar is not syncing" })).toBeVisible();
    await expect(main(page).getByText("Selected article: My calendar is not syncing")).toBeVisible();
    await expectModal(page);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/help-center\?q=My%20calendar%20is%20not%20syncing$/);
    await expect(search).toHaveValue("My calendar is not syncing");
    await expect(main(page).getByRole("heading", { name: 'Search results for "My calendar is not syncing"' })).toBeVisible();
  });

  test("a search that finds nothing offers Contact Support, by keyboard, with what was typed", async ({ page, visit, javaScriptEnabled, browser }) => {
    await visit("/help-center");
    const search = page.getByRole("search").getByRole(javaScriptEnabled ? "combobox" : "searchbox", { name: "Search help articles" });
    await search.fill("zebra stripes");
    if (!javaScriptEnabled) {
      // The page of results says the same under its empty list.
      await search.press("Enter");
      await expect(main(page).getByText("No articles found.")).toBeVisible();
      await main(page).getByText("Nothing in the help center matched your search.").getByRole("link", { name: "Contact Support" }).click();
    } else {
      await expect(page.getByRole("search").getByRole("paragraph").filter({ hasText: 'No articles found for "zebra stripes"' })).toBeVisible();
      const contact = page.getByRole("search").getByRole("link", { name: "Contact Support" });
      await expect(contact).toBeVisible();
      await expect(contact).toHaveAttribute("href", "/help-center/contact?q=zebra%20stripes");
      await expect(page.getByRole("search").getByRole("status")).toHaveText('No articles found for "zebra stripes". Our support team can answer it. Contact Support');
      await expectNoAxeViolations(page, { browser, javaScriptEnabled });
      // Tab goes from the box through the clear and search buttons to the link; the dropdown stays open on the way.
      for (let i = 0; i < 4 && !(await contact.evaluate((link) => link === document.activeElement)); i++) {
        await page.keyboard.press("Tab");
        await page.waitForTimeout(200);
        await expect(contact).toBeVisible();
      }
      await expect(contact).toBeFocused();
      await expect(page).toHaveURL(/\/help-center$/);
      await page.keyboard.press("Enter");
    }
    await expect(page).toHaveURL(/\/help-center\/contact\?q=zebra%20stripes$/);
    await expect(page.getByRole("form", { name: "Contact Support" }).getByRole("textbox", { name: "Subject (optional)" })).toHaveValue("zebra stripes");
  });

  test("the live search's empty and failed answers, and a click on a match, in Portuguese", async ({ page, visit, javaScriptEnabled }) => {
    await visit("/pt/help-center");
    const search = page.getByRole("search").getByRole(javaScriptEnabled ? "combobox" : "searchbox", { name: "Pesquisar artigos de ajuda" });
    if (!javaScriptEnabled) {
      await search.fill("zebra");
      await search.press("Enter");
      await expect(page).toHaveURL(/\/pt\/help-center\?q=zebra$/);
      await expect(main(page).getByText("Nenhum artigo encontrado.")).toBeVisible();
      return;
    }
    await search.fill("zebra");
    await expect(page.getByRole("search").getByRole("paragraph").filter({ hasText: 'Nenhum artigo encontrado para "zebra"' })).toBeVisible();
    await expect(page.getByRole("search").getByRole("status")).toHaveText('Nenhum artigo encontrado para "zebra". Nossa equipe de suporte pode responder. Fale com o suporte');
    await expect(page.getByRole("search").getByRole("link", { name: "Fale com o suporte" })).toHaveAttribute("href", "/pt/help-center/contact?q=zebra");

    // Before any search was made, the clear button empties the box in place.
    const clear = page.getByRole("search").getByRole("link", { name: "Limpar pesquisa" });
    await clear.click();
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(clear).toBeHidden();
    await expect(page.getByRole("listbox", { name: "Artigos" })).toBeHidden();
    await expect(page).toHaveURL(/\/pt\/help-center$/);

    // A search the site cannot answer says the articles failed to load.
    await page.route("**/help-center?q=falha", (route) => route.fulfill({ status: 503, body: "unavailable" }));
    await search.fill("falha");
    await expect(page.getByRole("search").getByRole("paragraph").filter({ hasText: "Falha ao carregar os artigos" })).toBeVisible();
    await expect(page.getByRole("search").getByRole("status")).toHaveText("Falha ao carregar os artigos");

    // One letter asks nothing and closes the list.
    await search.fill("c");
    await expect(page.getByRole("listbox", { name: "Artigos" })).toBeHidden();

    await search.fill("calendario");
    const option = page.getByRole("listbox", { name: "Artigos" }).getByRole("option", { name: /Meu calendário não está sincronizando/ });
    await option.click();
    await expect(page).toHaveURL(/\/pt\/help-center\/calendar-not-syncing\?q=/);
    await expect(page.getByRole("dialog", { name: "Meu calendário não está sincronizando" })).toBeVisible();
    await expect(main(page).getByText("Artigo selecionado: Meu calendário não está sincronizando")).toBeVisible();
  });
});
