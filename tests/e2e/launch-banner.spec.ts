import type { BrowserContext } from "@playwright/test";
import { expect, test } from "./support/test";

const bannerText = "New: the StayLoop public roadmap is open. Vote for what we build next.";

async function bannerCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "launch_banner_hidden")?.value ?? null;
}

test.describe("launch banner", () => {
  test("is shown until dismissed, and stays dismissed on later pages", async ({
    page,
    context,
    visit,
    javaScriptEnabled,
  }) => {
    await visit("/");
    const dismiss = page.getByRole("button", { name: "Dismiss announcement" });
    await expect(page.getByText(bannerText)).toBeVisible();
    await expect(page.getByRole("link", { name: "See the roadmap" })).toHaveAttribute("href", "/roadmap");

    await dismiss.click();
    await expect(page.getByText(bannerText)).toBeHidden();
    await expect(dismiss).toHaveCount(0);
    await expect.poll(() => bannerCookie(context)).toBe("1");
    if (javaScriptEnabled) {
      expect(await page.evaluate(() => window.localStorage.getItem("launchBannerHidden"))).toBe("true");
    }

    // The server no longer renders it: a fresh load of this page and of another one.
    await visit("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(bannerText)).toHaveCount(0);
    const pt = await page.request.get("/pt");
    expect(pt.status()).toBe(200);
    expect(await pt.text()).not.toContain('data-module="launch-banner"');
    await visit("/pt");
    await expect(page.getByRole("button", { name: "Fechar aviso" })).toHaveCount(0);
  });

  test("is in the visitor's language on /pt and can be dismissed there", async ({ page, context, visit }) => {
    await visit("/pt");
    await expect(page.getByText("Novidade: o roadmap público do StayLoop está aberto.")).toBeVisible();
    await page.getByRole("button", { name: "Fechar aviso" }).click();
    await expect(page.getByText("Novidade: o roadmap público do StayLoop está aberto.")).toBeHidden();
    // Without JavaScript the dismissal is a post that comes back to the same page.
    expect(new URL(page.url()).pathname).toBe("/pt");
    await expect.poll(() => bannerCookie(context)).toBe("1");
    await visit("/");
    await expect(page.getByRole("button", { name: "Dismiss announcement" })).toHaveCount(0);
  });

  test("a dismissal remembered in local storage hides it and restores the cookie", async ({
    page,
    context,
    visit,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "Local storage is only read by the page's JavaScript.");
    await visit("/");
    await page.getByRole("button", { name: "Dismiss announcement" }).click();
    await expect.poll(() => bannerCookie(context)).toBe("1");

    await context.clearCookies();
    await visit("/");
    await expect(page.getByText(bannerText)).toBeHidden();
    await expect.poll(() => bannerCookie(context)).toBe("1");
  });
});
