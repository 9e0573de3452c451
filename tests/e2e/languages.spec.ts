import { expect, test } from "./support/test";

const englishHeading = "Win more direct bookings from the guests you already have";
const portugueseHeading = "Conquiste mais reservas diretas com os hóspedes que você já tem";

// The canonical and language-twin links are server HTML: tests/integration/http/pages.test.ts.
test.describe("languages", () => {
  test("/ is English and /pt is Portuguese", async ({ page, visit }) => {
    await visit("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(englishHeading);
    await expect(page.getByRole("banner").getByRole("link", { name: "Pricing" })).toBeVisible();

    await visit("/pt");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(portugueseHeading);
    await expect(page.getByRole("banner").getByRole("link", { name: "Preços" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Português" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("choosing Português on an English page lands on its Portuguese twin", async ({ page, visit }) => {
    await visit("/");
    await page.getByRole("banner").getByRole("button", { name: "Português" }).click();
    await expect(page).toHaveURL(/\/pt$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(portugueseHeading);
  });

  test.describe("a browser that prefers Portuguese", () => {
    test.use({ locale: "pt-BR" });

    test("opening / without a saved choice lands on /pt", async ({ page, context }) => {
      expect(await context.cookies()).toEqual([]);
      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/pt$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(portugueseHeading);
    });

    test("choosing English is remembered over the browser's language", async ({ page, context, visit }) => {
      await visit("/pt");
      await page.getByRole("banner").getByRole("button", { name: "English" }).click();
      await expect(page).toHaveURL(/\/$/);
      expect(new URL(page.url()).pathname).toBe("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(englishHeading);
      expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("en");

      // A later visit, still with Accept-Language pt-BR, stays in English.
      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(englishHeading);
    });
  });
});
