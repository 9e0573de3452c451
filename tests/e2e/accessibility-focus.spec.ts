import type { Locator, Page } from "@playwright/test";
import { fixture, notifications, seeded } from "../fixtures/engagement/e2e";
import { uniqueEmail } from "./support/backend";
import { expect, tabTo, test } from "./support/test";

/**
 * Keyboard users keep their place (issue 30 item 1, decision 0045). Every journey here is
 * driven by the keyboard alone (Tab, Shift+Tab, Enter, Escape, arrows), with and without
 * JavaScript: closing a dialog route puts focus back on the link that opened it; header menus
 * get out of the way when focus leaves them; no focus stop ends up under the sticky header;
 * the dialog's title bar stays on top of what scrolls beneath it; the logo's name starts with
 * what it shows. That every region that scrolls sideways is named, reached by Tab and scrolled
 * with the arrow keys is a check of the page sweep (page-sweep.spec.ts), on every page.
 */

/** What has focus, as a short description for messages. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? "nothing");

/**
 * Whether the focused element can be seen where it is (WCAG 2.4.11: not entirely hidden):
 * some point of its box inside the window hits the element itself (or something inside
 * it), not the sticky header or an open menu.
 */
async function focusedIsUncovered(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const box = element.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    if (right <= left || bottom <= top) return false;
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.1, 0.5, 0.9]) {
        const hit = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
        if (hit !== null && (hit === element || element.contains(hit))) return true;
      }
    }
    return false;
  });
}

/** Closes the open route dialog by keyboard: Escape with JavaScript, else Tab to Close and Enter. */
async function closeDialog(page: Page, how: "escape" | "close"): Promise<void> {
  if (how === "escape") {
    await page.keyboard.press("Escape");
  } else {
    const close = page.getByRole("dialog").getByRole("link", { name: "Close" });
    await tabTo(page, close);
    await page.keyboard.press("Enter");
  }
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

async function expectFocusBackOn(page: Page, opener: Locator): Promise<void> {
  await expect(opener, `focus is on the opener (it is on ${await focused(page)})`).toBeFocused();
  expect(await focusedIsUncovered(page), "the opener is in view, not under the header").toBe(true);
}

const dialogRoutes = [
  {
    name: "roadmap item",
    parent: "/roadmap",
    opener: (page: Page) => page.getByRole("link", { name: new RegExp(seeded.qrCodes.title) }),
    dialog: new RegExp(`/roadmap/${seeded.qrCodes.id}$`),
    back: /\/roadmap(#open-roadmap-5)?$/,
  },
  {
    name: "download gate",
    parent: "/downloads?q=checklist",
    opener: (page: Page) => page.getByRole("link", { name: "Download — Direct Booking Launch Checklist" }),
    dialog: /\/downloads\/direct-booking-launch-checklist\?q=checklist$/,
    back: /\/downloads\?q=checklist(#open-downloads-direct-booking-launch-checklist)?$/,
  },
  {
    name: "job application",
    parent: "/careers",
    opener: (page: Page) => page.getByRole("link", { name: "Apply Now — Customer Success Manager (Portuguese & English)" }),
    dialog: /\/careers\/apply\/customer-success-manager-pt$/,
    back: /\/careers(#open-careers-apply-customer-success-manager-pt)?$/,
  },
  {
    name: "help article",
    parent: "/help-center",
    opener: (page: Page) => page.getByRole("heading", { name: "Getting started with StayLoop" }).getByRole("link"),
    dialog: /\/help-center\/getting-started$/,
    back: /\/help-center(#open-help-center-getting-started)?$/,
  },
] as const;

test.describe("closing a dialog route puts focus back on the link that opened it", () => {
  for (const route of dialogRoutes) {
    test(`${route.name}: Close${" "}and Escape lead back to the opener, and Tab goes on from there`, async ({ page, visit, javaScriptEnabled }) => {
      await visit(route.parent);
      const opener = route.opener(page);
      await tabTo(page, opener);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(route.dialog);
      await expect(page.getByRole("dialog")).toBeVisible();
      if (javaScriptEnabled) await expect(page.locator('#newsletter-footer input[name="_enhanced"]')).toHaveCount(1);

      // Close: a page load without JavaScript, the page beneath with it.
      await closeDialog(page, "close");
      await expect(page).toHaveURL(route.back);
      await expectFocusBackOn(page, opener);
      // The next Tab goes on from the opener, not from the top of the page.
      const before = await opener.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      await page.keyboard.press("Tab");
      const after = await page.evaluate(() => (document.activeElement?.getBoundingClientRect().top ?? -1) + window.scrollY);
      expect(after, `the stop after the opener (${await focused(page)}) is not back at the top`).toBeGreaterThanOrEqual(before - 200);
      expect(await focusedIsUncovered(page), "the stop after the opener is not under the header").toBe(true);

      if (!javaScriptEnabled) return;
      // Escape, which only a modal dialog (JavaScript) has.
      await tabTo(page, opener, { back: true });
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(route.dialog);
      await expect(page.locator('#newsletter-footer input[name="_enhanced"]')).toHaveCount(1);
      await closeDialog(page, "escape");
      await expect(page).toHaveURL(route.back);
      await expectFocusBackOn(page, opener);
    });
  }

  test("Back from a dialog opened in place also returns focus to its opener", async ({ page, visit, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "Without JavaScript Back is a page load the browser restores itself.");
    // The dialog's address loaded directly, closed, then opened again with Back and left with Back.
    await visit(`/roadmap/${seeded.qrCodes.id}`);
    await closeDialog(page, "escape");
    const opener = dialogRoutes[0].opener(page);
    await expectFocusBackOn(page, opener);
    await page.goBack();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.goForward();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("an application sent returns to the careers list on the Apply link it came from", async ({ page, visit, javaScriptEnabled }, testInfo) => {
    const route = dialogRoutes[2];
    await visit(route.parent);
    const opener = route.opener(page);
    await tabTo(page, opener);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(route.dialog);
    const dialog = page.getByRole("dialog");
    if (javaScriptEnabled) await expect(dialog.locator('form[data-module="careers"]')).toHaveCount(1);

    // Every field by keyboard; the file through the chooser the file field opens. The
    // listener goes on well before the key: adding one makes Playwright turn on Chromium's
    // chooser interception without waiting for it, so a Space that reached the page first
    // opened a chooser nobody hears (seen once, in a loaded CI run: a 30 s timeout).
    const chooser = page.waitForEvent("filechooser");
    await tabTo(page, dialog.getByLabel("Full name", { exact: true }));
    await page.keyboard.type("Joana Reis");
    await page.keyboard.press("Tab");
    await page.keyboard.type(uniqueEmail(testInfo, "focus"));
    await tabTo(page, dialog.getByLabel("Resume/CV", { exact: true }));
    await page.keyboard.press("Space");
    await (await chooser).setFiles(fixture("resume.pdf"));
    await tabTo(page, dialog.getByRole("button", { name: "Submit Application" }));
    await page.keyboard.press("Enter");

    await expect(notifications(page).getByText("Application submitted")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(route.back);
    await expectFocusBackOn(page, opener);
  });
});

test.describe("header menus on a desktop screen", () => {
  test("the Features menu closes when Tab leaves it, and the next stops are in view", async ({ page, visit, javaScriptEnabled }) => {
    await visit("/pricing");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Main navigation" });
    const menu = nav.locator("details", { has: page.locator("summary", { hasText: "Features" }) });
    const summary = menu.locator("summary");
    await tabTo(page, summary);
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("open", "");
    const links = menu.getByRole("link");
    await expect(links).toHaveCount(7);
    await tabTo(page, links.last());
    await expect(links.last()).toBeVisible();

    // Out of the menu, onto Pricing in the header's row.
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Pricing" })).toBeFocused();
    if (javaScriptEnabled) {
      await expect(menu).not.toHaveAttribute("open");
    }
    // On into the page: whatever the menu's state, it covers none of the next stops.
    for (let presses = 0; presses < 20 && !(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))); presses += 1) {
      await page.keyboard.press("Tab");
    }
    await expect(page.getByRole("main").locator(":focus")).toHaveCount(1);
    await expect(links.first()).toBeHidden();
    for (let stop = 0; stop < 12; stop += 1) {
      expect(await focusedIsUncovered(page), `stop ${stop} (${await focused(page)}) is in view`).toBe(true);
      await page.keyboard.press("Tab");
    }
    if (!javaScriptEnabled) {
      // The menu is still open (a <details> only its summary closes without JavaScript): it shows again when focus comes back.
      await expect(menu).toHaveAttribute("open", "");
      await tabTo(page, nav.getByRole("link", { name: "Pricing" }), { back: true, max: 40 });
      await expect(links.last()).toBeVisible();
    }
  });

  test("walking back up the page with Shift+Tab, no stop lands under the sticky header", async ({ page, visit }) => {
    await visit("/");
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Cookie Policy" });
    await tabTo(page, footerLink, { max: 250 });
    for (let stop = 0; stop < 60; stop += 1) {
      await page.keyboard.press("Shift+Tab");
      const inHeader = await page.evaluate(() => Boolean(document.activeElement?.closest(".site-header")));
      if (inHeader) break;
      expect(await focusedIsUncovered(page), `stop ${stop} back (${await focused(page)}) is in view`).toBe(true);
    }
  });
});

test.describe("header menu on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu closes when Tab leaves it, and the next stop is in view", async ({ page, visit, javaScriptEnabled }) => {
    await visit("/roadmap");
    const header = page.getByRole("banner");
    const toggle = header.locator("details:has(nav) > summary");
    const panel = header.getByRole("navigation", { name: "Menu" });
    await tabTo(page, toggle);
    await page.keyboard.press("Enter");
    await expect(panel.getByRole("link", { name: "Pricing" })).toBeVisible();
    const last = header.getByRole("link", { name: /Start free trial/ }).last();
    await tabTo(page, last);
    await page.keyboard.press("Tab");
    if (javaScriptEnabled) await expect(toggle.locator("xpath=..")).not.toHaveAttribute("open");
    await expect(panel.getByRole("link", { name: "Pricing" })).toBeHidden();
    for (let stop = 0; stop < 6; stop += 1) {
      expect(await focusedIsUncovered(page), `stop ${stop} (${await focused(page)}) is in view`).toBe(true);
      await page.keyboard.press("Tab");
    }
  });
});

test.describe("the application dialog on a short screen", () => {
  for (const { path, submit, width } of [
    { path: "/careers/apply/senior-full-stack-engineer", submit: "Submit Application", width: 390 },
    // The longest title, on the narrowest screen: three lines of bar.
    { path: "/pt/careers/apply/customer-success-manager-pt", submit: "Enviar candidatura", width: 320 },
  ]) {
    test(`${path} at ${width} px: its title bar stays on top of the form as the dialog scrolls, and covers no field`, async ({ page, visit }) => {
      await page.setViewportSize({ width, height: 600 });
      await visit(path);
      const dialog = page.getByRole("dialog");
      const title = dialog.getByRole("heading", { level: 2 });
      const close = dialog.getByRole("link", { name: /Close|Fechar/ });
      // Down the form by keyboard, which scrolls the dialog.
      await tabTo(page, dialog.getByRole("button", { name: submit }));
      expect(await dialog.evaluate((element) => element.scrollTop)).toBeGreaterThan(100);
      for (const part of [title, close]) {
        const onTop = await part.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && (hit === element || element.contains(hit));
        });
        expect(onTop, "the title bar is painted over what scrolls beneath it").toBe(true);
      }
      // Back up the form: the dialog scrolls each field into view below its title bar, not under it.
      for (let stop = 0; stop < 10; stop += 1) {
        await page.keyboard.press("Shift+Tab");
        if (await close.evaluate((element) => element === document.activeElement)) break;
        expect(await focusedIsUncovered(page), `stop ${stop} back (${await focused(page)}) is not under the title bar`).toBe(true);
      }
    });
  }
});

test.describe("the logo link", () => {
  test("its name starts with what it shows, on the home page and elsewhere, in both languages", async ({ page, visit }) => {
    await visit("/");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link").first()).toHaveAccessibleName("StayLoop — Direct bookings, on repeat (home page)");
    await visit("/pt");
    await expect(banner.getByRole("link").first()).toHaveAccessibleName("StayLoop — Reservas diretas, sempre de volta (página inicial)");
    await visit("/pricing");
    await expect(banner.getByRole("link").first()).toHaveAccessibleName("StayLoop (home page)");
  });

  test("on a phone, where the tagline is hidden, the name is what remains visible", async ({ page, visit }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit("/");
    await expect(page.getByRole("banner").getByRole("link").first()).toHaveAccessibleName("StayLoop (home page)");
  });
});
