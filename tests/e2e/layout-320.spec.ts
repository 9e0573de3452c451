import { expect, test } from "./support/test";

/**
 * What only a browser can tell of issue 44 items 2 and 3, at 320 px (WCAG 1.4.10), with and
 * without JavaScript: the pages whose headings held a word wider than the screen (the
 * comparison's "StayLoop vs ActiveCampaign", the longest job and article titles) do not
 * scroll sideways; and the narrow screens' menu button is named for what a press does, open or
 * closed. The page sweep (tests/e2e) covers the other pages at its own widths.
 */
const width = 320;
test.use({ viewport: { width, height: 720 } });

const pages = [
  "/comparisons/activecampaign",
  "/pt/comparisons/activecampaign",
  "/comparisons/mailchimp",
  "/pt/careers/senior-full-stack-engineer",
  "/pt/blog/loyalty-program-for-small-hosts",
  "/pt/case-studies/casa-mar-azul-repeat-guests",
  "/pt/features/personalized-guest-emails",
  "/pt/integrations/guesty",
];

for (const path of pages) {
  test(`${path} does not scroll sideways at ${width} px`, async ({ page, visit }) => {
    expect((await visit(path))?.status()).toBe(200);
    const h1 = page.getByRole("heading", { level: 1 }).first();
    await expect(h1).toBeVisible();
    const { scrollWidth, heading } = await page.evaluate(() => {
      const title = document.querySelector("h1")!;
      return { scrollWidth: document.documentElement.scrollWidth, heading: title.getBoundingClientRect().right };
    });
    expect(scrollWidth, path).toBeLessThanOrEqual(width);
    expect(heading, `${path}: the h1 ends past the screen`).toBeLessThanOrEqual(width);
  });
}

test("the menu button says Open menu while closed and Close menu while open, and a reopened menu starts closed inside", async ({ page, visit, javaScriptEnabled }) => {
  await visit("/pricing");
  const header = page.getByRole("banner");
  // The narrow screens' menu: the header's details that hold a navigation (the wide Features menu is inside one).
  const menu = header.locator("details:has(nav)");
  const toggle = menu.locator("> summary");
  await expect(toggle).toHaveAccessibleName("Open menu");
  await toggle.click();
  await expect(toggle).toHaveAccessibleName("Close menu");
  // Found by markup: once the menu is closed its contents are hidden, and roles skip what is hidden.
  const features = menu.locator("nav details");
  await features.locator("summary").click();
  await expect(features).toHaveAttribute("open", "");
  await toggle.click();
  await expect(toggle).toHaveAccessibleName("Open menu");
  // The Features list closes with the menu (JavaScript); without it the details keep their state.
  if (javaScriptEnabled) {
    await expect(features).not.toHaveAttribute("open");
    await toggle.click();
    await expect(menu.getByRole("link", { name: "Email Automations" })).toBeHidden();
  }
});

test("the Portuguese menu button says Abrir menu, then Fechar menu", async ({ page, visit }) => {
  await visit("/pt/pricing");
  const header = page.getByRole("banner");
  const toggle = header.locator("details:has(nav) > summary");
  await expect(toggle).toHaveAccessibleName("Abrir menu");
  await toggle.click();
  await expect(toggle).toHaveAccessibleName("Fechar menu");
});
