import { expect, test } from "./support/test";

test.describe("page not found", () => {
  // The status, title, heading and link home of each kind of unknown path are server HTML:
  // tests/integration/http/pages.test.ts. Here, the link followed in a browser.
  test("an unknown English path answers 404 with a way back home", async ({ page, visit }) => {
    const response = await visit("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByText("The page you're looking for doesn't exist or has moved.")).toBeVisible();

    const home = page.getByRole("main").getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Win more direct bookings from the guests you already have",
    );
  });

  test("an unknown Portuguese path answers 404 in Portuguese", async ({ page, visit }) => {
    const response = await visit("/pt/nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ops! Página não encontrada");
    await expect(page).toHaveTitle("Página não encontrada | StayLoop");

    const home = page.getByRole("main").getByRole("link", { name: "Voltar ao Início" });
    await expect(home).toHaveAttribute("href", "/pt");
    await home.click();
    await expect(page).toHaveURL(/\/pt$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Conquiste mais reservas diretas com os hóspedes que você já tem",
    );
  });
});
