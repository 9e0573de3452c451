import type { Page } from "@playwright/test";
import { queryD1, sqlText, uniqueEmail } from "./support/backend";
import { expect, test } from "./support/test";

// The home page's journeys, each with and without JavaScript. Nothing may come from the
// network: the video's player is refused, and the tests check that it is asked for only
// when it should be.

test.beforeEach(async ({ page }) => {
  await page.route(/youtube(-nocookie)?\.com/, (route) => route.abort());
});

// Both periods' prices are in the page (the switch is instant); a visitor sees one.
const prices = (page: Page) => page.locator("#pricing [data-price]:visible");
const saveBadges = (page: Page) => page.locator("#pricing [data-save-badge]:visible");

test.describe("pricing on the home page", () => {
  test("switches between monthly and yearly prices", async ({ page, visit, javaScriptEnabled }) => {
    await visit("/");
    const toggle = page.getByRole("navigation", { name: "Billing period" });
    await expect(prices(page)).toHaveText(["$19", "$29", "$49"]);
    await expect(saveBadges(page)).toHaveCount(0);
    await expect(page.locator('[data-plan="professional"]')).toContainText("Most Popular");

    // With JavaScript the switch happens in this page: a mark left on it survives.
    if (javaScriptEnabled) await page.evaluate(() => document.documentElement.setAttribute("data-test-mark", "kept"));
    await toggle.getByRole("link", { name: "Yearly" }).click();
    await expect(prices(page)).toHaveText(["$15", "$23", "$39"]);
    if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-test-mark", "kept");
    await expect(saveBadges(page)).toHaveText(["Save 20%", "Save 20%", "Save 20%"]);
    await expect(page.locator("#pricing [data-yearly-total]:visible")).toContainText(["$278 billed yearly"]);
    await expect(page.locator('[data-plan="starter"] a[href*="billing=yearly"]:visible')).toHaveCount(1);
    await expect(toggle.getByRole("link", { name: "Yearly" })).toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(/[?&]billing=yearly/);
    // The maximum-discount badge bounces for 2 seconds, then rests.
    const badge = page.locator("[data-max-discount]");
    await expect(badge).toHaveText("Save up to 20%");
    await expect(badge).toHaveAttribute("data-bouncing", "true");
    await expect(badge).toHaveCSS("animation-iteration-count", "2");
    if (javaScriptEnabled) await expect(badge).toHaveAttribute("data-bouncing", "false", { timeout: 3000 });
    // Without JavaScript the page reloaded on the pricing section.
    if (!javaScriptEnabled) expect(new URL(page.url()).hash).toBe("#pricing");
    await expect(page.locator("#pricing")).toBeInViewport();

    await toggle.getByRole("link", { name: "Monthly" }).click();
    await expect(prices(page)).toHaveText(["$19", "$29", "$49"]);
    await expect(saveBadges(page)).toHaveCount(0);
    await expect(badge).toHaveAttribute("data-bouncing", "false");
  });

  test("on /pt: Portuguese prices, comparison rows and audit messages", async ({ page, visit }) => {
    await visit("/pt?billing=yearly");
    await expect(prices(page)).toHaveText(["US$15", "US$23", "US$39"]);
    const table = page.getByRole("table", { name: "Recursos incluídos nos planos Starter, Professional e Enterprise" });
    await expect(table.getByRole("rowheader", { name: /Contatos de hóspedes/ })).toBeVisible();
    await expect(table.locator("tbody[data-category]").first()).toHaveAttribute("data-category", "Propriedades e hóspedes");

    // The audit form speaks Portuguese here too.
    const form = page.locator("form#audit-request");
    await form.getByLabel("URL do imóvel").fill("não é um link");
    await form.getByRole("button", { name: "Quero minha auditoria grátis" }).click();
    await expect(form.getByText("Por favor, insira uma URL válida")).toBeVisible();
    await expect(form.getByText("O nome é obrigatório")).toBeVisible();
  });
});

test.describe("FAQ and structured data", () => {
  test("opens one answer at a time, an open answer closes again, and the JSON-LD carries the FAQ and no rating (decision 0046)", async ({
    page,
    visit,
  }) => {
    await visit("/#faq");
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    // The organization and the site are named; no rating nobody gave (tests/e2e/page-sweep.spec.ts checks every block).
    expect(blocks.map((block) => block["@type"])).toEqual(["Organization", "WebSite", "FAQPage"]);
    expect(JSON.stringify(blocks)).not.toContain("aggregateRating");
    expect(blocks.find((block) => block["@type"] === "FAQPage").mainEntity).toHaveLength(5);

    const items = page.locator("#faq details");
    await expect(items).toHaveCount(5);
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeInViewport();

    await page.getByText("How does the free trial work?").click();
    await expect(page.getByText(/You get 7 days with every Professional feature/)).toBeVisible();
    await page.getByText("Which channel managers can I connect?").click();
    await expect(page.getByText(/Hostaway is live today/)).toBeVisible();
    await expect(page.getByText(/You get 7 days with every Professional feature/)).toBeHidden();
    await expect(page.locator("#faq details[open]")).toHaveCount(1);

    await page.getByText("Which channel managers can I connect?").click();
    await expect(page.locator("#faq details[open]")).toHaveCount(0);
  });
});

test.describe("free-audit form", () => {
  test("shows each message, keeps what was typed, then stores a valid request", async ({ page, visit }, testInfo) => {
    const email = uniqueEmail(testInfo, "audit");
    await visit("/");
    const form = page.locator("form#audit-request");
    const url = form.getByLabel("Property URL");
    const name = form.getByLabel("Your name");
    const mail = form.getByLabel("Email");
    const submit = form.getByRole("button", { name: "Get my free audit" });

    await submit.click();
    await expect(form.getByText("Property URL is required")).toBeVisible();
    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Email is required")).toBeVisible();
    await expect(url).toHaveAttribute("aria-invalid", "true");

    await url.fill("my beach flat in Ericeira");
    await name.fill("Joana");
    await mail.fill("joana.example.com");
    await submit.click();
    await expect(form.getByText("Please enter a valid URL")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(mail).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(name).toHaveValue("Joana");
    await expect(url).toHaveValue("my beach flat in Ericeira");

    await url.fill("airbnb.com/rooms/48213");
    await mail.fill(email);
    await submit.click();
    await expect(
      page.getByText("Thank you! Your audit request has been successfully submitted. We'll be in touch within 24 hours."),
    ).toBeVisible();
    await expect(url).toHaveValue("");
    await expect(mail).toHaveValue("");
    await expect(form.getByText("Please enter a valid URL")).toHaveCount(0);

    const rows = await queryD1(`select property_url, name, email, locale, status from audit_requests where email = ${sqlText(email)}`);
    expect(rows).toEqual([{ property_url: "https://airbnb.com/rooms/48213", name: "Joana", email, locale: "en", status: "new" }]);
  });
});

test.describe("hero video", () => {
  test("without JavaScript, the poster links to the video", async ({ page, visit, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "With JavaScript the player replaces the poster.");
    await visit("/");
    const poster = page.locator('[data-video-state="poster"]');
    await expect(poster.getByRole("link", { name: /Watch the 2-minute product tour/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.youtube\.com\/watch\?v=/,
    );
    await expect(poster.getByRole("img")).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("waits with 'Loading video...' until the mouse comes in, then loads the player once", async ({ page, visit, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "Without JavaScript there is only the poster.");
    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("youtube")) requested.push(request.url());
    });
    await visit("/");
    const video = page.locator("[data-video-state]");
    await expect(video).toHaveAttribute("data-video-state", "placeholder");
    await expect(video.getByText("Loading video...")).toBeVisible();
    expect((await video.boundingBox())!.height).toBeGreaterThanOrEqual(315);
    expect(requested).toEqual([]);

    await video.hover();
    const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
    await expect(player).toHaveCount(1);
    await expect(player).toHaveAttribute("title", "StayLoop product tour");
    await page.mouse.wheel(0, 400);
    await page.mouse.move(5, 5);
    await video.hover();
    await expect(page.locator("iframe")).toHaveCount(1);
  });

  test("loads the player by itself after 3 seconds", async ({ page, visit, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "Without JavaScript there is only the poster.");
    await visit("/");
    const started = Date.now();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toHaveCount(1, { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThan(1500);
  });
});
