import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

const featureLinks = [
  { title: "Email Automations", href: "/features/email-automations" },
  { title: "Guest Loyalty Program", href: "/features/guest-loyalty-program" },
  { title: "Personalized Guest Emails", href: "/features/personalized-guest-emails" },
  { title: "Direct Booking Links", href: "/features/direct-booking-links" },
  { title: "Channel Integration", href: "/features/channel-integration" },
  { title: "Performance Analytics", href: "/features/performance-analytics" },
  // The integrations directory closes the menu (issue 33 item 2).
  { title: "All integrations", href: "/integrations" },
];

function desktopFeatures(page: Page) {
  const nav = page.getByRole("banner").getByRole("navigation", { name: "Main navigation" });
  const menu = nav.locator("details", { has: page.locator("summary", { hasText: "Features" }) });
  return { nav, menu, summary: menu.locator("summary"), links: menu.getByRole("link") };
}

async function expectFeatureLinksVisible(scope: ReturnType<Page["locator"]>) {
  await expect(scope.getByRole("link")).toHaveCount(featureLinks.length);
  for (const { title, href } of featureLinks) {
    const link = scope.getByRole("link", { name: title });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", href);
  }
}

test.describe("header on a desktop screen", () => {
  test("the Features menu opens on click and closes on a second click", async ({ page, visit }) => {
    await visit("/");
    const features = desktopFeatures(page);
    await expect(features.summary).toBeVisible();
    await expect(features.links.first()).toBeHidden();

    await features.summary.click();
    await expect(features.menu).toHaveAttribute("open", "");
    await expectFeatureLinksVisible(features.menu);

    await features.summary.click();
    await expect(features.menu).not.toHaveAttribute("open");
    await expect(features.links.first()).toBeHidden();
  });

  test("the Features menu closes on a click outside it and on Escape", async ({ page, visit, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "A native <details> only closes by its own summary without JavaScript.");
    await visit("/");
    const features = desktopFeatures(page);

    await features.summary.click();
    await expect(features.links.first()).toBeVisible();
    // The open menu covers the middle of the hero: click the page's top-left corner instead.
    await page.getByRole("main").click({ position: { x: 8, y: 8 } });
    await expect(features.menu).not.toHaveAttribute("open");
    await expect(features.links.first()).toBeHidden();

    await features.summary.click();
    await expect(features.links.first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(features.menu).not.toHaveAttribute("open");
    await expect(features.links.first()).toBeHidden();
    await expect(features.summary).toBeFocused();
  });

  test("Log In and Start free trial open the app in a new tab", async ({ page, visit }) => {
    await visit("/");
    const header = page.getByRole("banner");
    for (const [name, href] of [
      ["Log In", "https://app.stayloop.io/login"],
      ["Start free trial", "https://app.stayloop.io/signup"],
    ] as const) {
      const link = header.getByRole("link", { name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /(^|\s)noopener(\s|$)/);
      await expect(link).toContainText("(opens in a new tab)");
    }
  });
});

test.describe("header on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button opens a panel with every destination", async ({ page, visit }) => {
    await visit("/");
    const header = page.getByRole("banner");
    const openMenu = header.locator("details:has(nav) > summary");
    await expect(openMenu).toBeVisible();
    await expect(header.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await expect(header.getByRole("link", { name: "Pricing" })).toBeHidden();

    await openMenu.click();
    const panel = header.getByRole("navigation", { name: "Menu" });
    await expect(panel.getByRole("link", { name: "Pricing" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    await expect(panel.getByRole("link", { name: "Blog" })).toBeVisible();
    await expect(header.getByRole("button", { name: "English" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Português" })).toBeVisible();
    for (const name of ["Log In", "Start free trial"]) {
      const link = header.getByRole("link", { name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /(^|\s)noopener(\s|$)/);
    }

    // The Features accordion inside the panel.
    const accordion = panel.locator("details", { has: page.locator("summary", { hasText: "Features" }) });
    await expect(accordion.getByRole("link").first()).toBeHidden();
    await accordion.locator("summary").click();
    await expectFeatureLinksVisible(accordion);

    // The same button closes the panel again.
    await openMenu.click();
    await expect(panel.getByRole("link", { name: "Pricing" })).toBeHidden();
  });

  // Tailwind composes shadows from layers that stay transparent until one is set.
  const noShadow = /^(none|rgba\(0, 0, 0, 0\) 0px 0px 0px 0px(, rgba\(0, 0, 0, 0\) 0px 0px 0px 0px)*)$/;
  // No page hydrates React: app/enhance/site.enhance.ts sets the state on a marketing page and on a board.
  for (const path of ["/", "/roadmap"]) {
    test(`on ${path} the header turns white with a shadow once the page scrolls past 50 px`, async ({ page, visit, javaScriptEnabled }) => {
      await visit(path);
      const header = page.locator("header.site-header");
      await expect(header).toHaveCSS("box-shadow", noShadow);
      await page.evaluate(() => window.scrollTo(0, 400));
      // Without JavaScript the stylesheet's scroll timeline paints the background; the shadow needs the script.
      await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
      if (javaScriptEnabled) {
        await expect(header).toHaveAttribute("data-scrolled", "true");
        await expect(header).not.toHaveCSS("box-shadow", noShadow);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveCSS("box-shadow", noShadow);
    });
  }
});
