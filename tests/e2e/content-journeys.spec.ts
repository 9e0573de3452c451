import type { Locator, Page } from "@playwright/test";
import { fitTitle } from "../../app/lib/search-snippet";
import { expectNoAxeViolations } from "./support/axe";
import { subscribersWithEmails, uniqueEmail } from "./support/backend";
import { expect, statusRegion, test } from "./support/test";

// The content library as a visitor uses it, with JavaScript and without: every journey
// runs in both Playwright projects.

const main = (page: Page) => page.getByRole("main");

/**
 * Follows a category link of a list. With JavaScript the category arrives as a new
 * document; until then the list shows six placeholders instead of its cards and the filter
 * already marks the choice. They are read in the same task as the click: Playwright cannot
 * query the old document while the next one loads.
 */
async function followCategory(link: Locator, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return link.click();
  const loading = await link.evaluate((element: HTMLElement) => {
    element.click();
    const shown = (selector: string) => [...document.querySelectorAll(selector)].filter((node) => node.getClientRects().length > 0).length;
    return { skeletons: shown("main [data-skeleton]"), cards: shown("main article"), current: element.getAttribute("aria-current") };
  });
  expect(loading).toEqual({ skeletons: 6, cards: 0, current: "page" });
}

test.describe("blog", () => {
  test("a category, an article, its tag, and back to all categories", async ({ page, visit, javaScriptEnabled, browser }) => {
    await visit("/blog");
    await expect(main(page).getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    const filter = page.getByRole("navigation", { name: "Blog categories" });
    await expect(filter.getByRole("link", { name: "All Categories" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });

    await followCategory(filter.getByRole("link", { name: "Guest Loyalty" }), javaScriptEnabled);
    await expect(page).toHaveURL(/\/blog\?category=guest-loyalty$/);
    await expect(filter.getByRole("link", { name: "Guest Loyalty" })).toHaveAttribute("aria-current", "page");
    await expect(filter.getByRole("link", { name: "All Categories" })).not.toHaveAttribute("aria-current", "page");
    const cards = main(page).getByRole("article");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card.getByRole("link", { name: "Guest Loyalty" })).toBeVisible();

    const title = (await cards.first().getByRole("heading", { level: 2 }).textContent()) ?? "";
    await cards.first().getByRole("link", { name: `Read More: ${title}` }).click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(title);
    // The head's title as a search result shows it (decision 0063: at most 60 characters).
    await expect(page).toHaveTitle(fitTitle(`${title} | Blog`));
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Guest Loyalty" })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Related Resources" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: /Share on Twitter/ })).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });

    const tag = main(page).getByRole("link", { name: "#guest loyalty" });
    await tag.click();
    await expect(page).toHaveURL(/\/blog\?tag=guest%20loyalty$/);
    await expect(main(page).getByText("Articles tagged “guest loyalty”")).toBeVisible();
    await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "All Categories" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(main(page).getByRole("article")).toHaveCount(9);
    // Back to the tagged list (from the back/forward cache where there is one): its cards, no placeholders.
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?tag=guest%20loyalty$/);
    await expect(main(page).getByRole("article").first()).toBeVisible();
    await expect(main(page).locator("[data-skeleton]")).toHaveCount(0);
  });

  test("in Portuguese, with an English article where no translation exists", async ({ page, visit, browser, javaScriptEnabled }) => {
    await visit("/pt/blog?category=email-marketing");
    await expect(page.getByRole("navigation", { name: "Categorias do blog" }).getByRole("link", { name: "E-mail marketing" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await main(page).getByRole("link", { name: "O e-mail pós-estadia que traz os hóspedes de volta", exact: true }).click();
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("O e-mail pós-estadia que traz os hóspedes de volta");
    await expect(main(page).getByRole("link", { name: /Voltar ao Blog/ })).toHaveAttribute("href", "/pt/blog");
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });

    await visit("/pt/blog/guest-data-you-already-have");
    await expect(main(page).locator("article").first()).toHaveAttribute("lang", "en");
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("The Guest Data You Already Have — and How to Use It Properly");
  });

  test("an unknown article says so with a way back", async ({ page, visit }) => {
    const response = await visit("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Article not found");
    await expect(main(page).getByText("The article you're looking for doesn't exist or has been removed.")).toBeVisible();
    await main(page).getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("share links open the network with the page's address, in a 600×400 popup with JavaScript", async ({ page, visit, javaScriptEnabled }) => {
    // The share pages are answered here (the tests run offline), for the popup too.
    await page.context().route(/twitter\.com|facebook\.com|linkedin\.com/, (route) => route.fulfill({ status: 200, body: "shared" }));
    await visit("/blog/referral-rewards-that-work");
    const twitter = main(page).getByRole("link", { name: /Share on Twitter/ });
    const href = await twitter.getAttribute("href");
    expect(href).toContain(`url=${encodeURIComponent(page.url())}`);
    expect(href).toContain(`text=${encodeURIComponent("Referral Rewards That Guests Actually Use")}`);
    const popupPromise = page.waitForEvent("popup");
    await twitter.click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    if (javaScriptEnabled) {
      expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 400]);
    }
    expect(popup.url()).toContain("twitter.com/intent/tweet");
    await expect(page).toHaveURL(/\/blog\/referral-rewards-that-work$/);
  });
});

test.describe("tutorials, case studies and comparisons", () => {
  test("a tutorial category, a tutorial, and back", async ({ page, visit, browser, javaScriptEnabled }) => {
    await visit("/tutorials");
    await expect(main(page).getByRole("heading", { level: 1, name: "Tutorials & Guides" })).toBeVisible();
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });
    await followCategory(page.getByRole("navigation", { name: "Tutorial categories" }).getByRole("link", { name: "Automations" }), javaScriptEnabled);
    await expect(page.getByRole("navigation", { name: "Tutorial categories" }).getByRole("link", { name: "Automations" })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveURL(/\/tutorials\?category=automations$/);
    await main(page).getByRole("link", { name: "Set Up the Basic Email Flow", exact: true }).click();
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Set Up the Basic Email Flow");
    await expect(main(page).getByText("By Sofia Almeida")).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Related Tutorials" })).toBeVisible();
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });
    await main(page).getByRole("link", { name: "Back to Tutorials" }).click();
    await expect(page).toHaveURL(/\/tutorials$/);

    const missing = await visit("/tutorials/no-such-tutorial");
    expect(missing?.status()).toBe(404);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Tutorial Not Found");
    await expect(main(page).getByRole("link", { name: "Browse All Tutorials" })).toHaveAttribute("href", "/tutorials");
  });

  test("a success story opens from the list and offers the trial in a new tab", async ({ page, visit, javaScriptEnabled, browser }) => {
    await visit("/case-studies");
    await expect(main(page).getByRole("heading", { level: 1, name: "Our Success Stories" })).toBeVisible();
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });
    await main(page).getByRole("link", { name: "Read Success Story: Alpine Hideaways Moved 38% of Bookings Direct" }).click();
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Alpine Hideaways Moved 38% of Bookings Direct");
    await expect(main(page).getByRole("heading", { name: "Results Summary" })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "Want similar results?" })).toBeVisible();
    const trial = main(page).getByRole("link", { name: /Start Free Trial/ });
    await expect(trial).toHaveAttribute("href", "https://app.stayloop.io/signup");
    await expect(trial).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });
  });

  test("a comparison's table, and an unpublished one ends at /404", async ({ page, visit, javaScriptEnabled, browser }) => {
    await visit("/comparisons");
    await expect(main(page).getByRole("heading", { level: 1, name: "StayLoop vs Competitors" })).toBeVisible();
    await main(page).getByRole("link", { name: "View Comparison: StayLoop vs Mailchimp" }).click();
    await expect(page).toHaveURL(/\/comparisons\/mailchimp$/);
    const table = main(page).getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Feature", "StayLoop", "Mailchimp"]);
    await expect(table.getByRole("rowheader")).toHaveText([
      "Loyalty Programs",
      "Setup & Ease of Use",
      "Data Integration",
      "Email Content Generation",
      "Cost Model",
      "Post-Booking Relationship",
      "Support",
    ]);
    await expect(main(page).getByRole("heading", { name: "The Bottom Line" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: /Start Your Free Trial/ })).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });
    // On a phone the table scrolls sideways, inside a region keyboards can reach.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(main(page).getByRole("region", { name: "Feature comparison: StayLoop and Mailchimp" })).toHaveAttribute("tabindex", "0");
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });

    const response = await visit("/comparisons/hubspot");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  });
});

// Last in this file: reading the stored row runs `wrangler d1 execute`, which briefly drops
// the test server's connections; content-safety.spec.ts waits for the server afterwards.
test.describe("newsletter block", () => {
  test("the tutorials' 'Get Updates' block subscribes the visitor", async ({ page, visit }, testInfo) => {
    const email = uniqueEmail(testInfo, "tutorials");
    await visit("/pt/tutorials");
    const form = page.locator("form#newsletter-tutorials");
    await form.getByLabel("Primeiro nome", { exact: true }).fill("Rita");
    await form.getByLabel("E-mail", { exact: true }).fill(email);
    await form.getByRole("button", { name: "Receber novidades" }).click();
    await expect(statusRegion(page).getByText("Inscrição confirmada!")).toBeVisible();
    await expect(page).toHaveURL(/\/pt\/tutorials(#newsletter-tutorials)?$/);
    const [row] = await subscribersWithEmails(email);
    expect(row).toMatchObject({ name: "Rita", locale: "pt", is_waitlist: 0, feature_interest: "Newsletter" });
  });
});
