import { queryD1, sqlText, subscribersWithEmails, uniqueEmail } from "./support/backend";
import { expect, statusRegion, test } from "./support/test";

// Journeys on the feature pages, each with and without JavaScript.

test.describe("AI content creation demo", () => {
  test("a content type fills in its prompt, and Generate shows the generated post", async ({ page, visit, javaScriptEnabled }) => {
    await visit("/features/ai-content-creation");
    await expect(page.getByText("In development: coming soon")).toBeVisible();
    const demo = page.locator('[data-module="ai-demo"]');
    const prompt = demo.getByLabel("Prompt");
    await expect(prompt).toHaveValue(/^Write an Instagram post about our two-bedroom beach apartment/);

    await demo.getByRole("link", { name: "Seasonal Offer" }).click();
    await expect(prompt).toHaveValue(/^Write a winter offer for past guests/);
    await expect(demo.getByRole("link", { name: "Seasonal Offer" })).toHaveAttribute("aria-current", "true");

    await demo.getByRole("button", { name: "Generate Content" }).click();
    if (javaScriptEnabled) {
      const busy = demo.getByRole("button", { name: "Generating…" });
      await expect(busy).toBeDisabled();
      await expect(page.locator("[data-ai-demo-generating]")).toBeVisible();
    }
    await expect(page.locator("[data-ai-demo-result]")).toContainText("Winter is our favourite secret");
    await expect(demo.getByRole("button", { name: "Generate Content" })).toBeEnabled();
    await expect(prompt).toHaveValue(/^Write a winter offer for past guests/);
  });

  test("an empty prompt asks for one", async ({ page, visit, javaScriptEnabled }) => {
    await visit("/features/ai-content-creation");
    const demo = page.locator('[data-module="ai-demo"]');
    const prompt = demo.getByLabel("Prompt");
    const generate = demo.getByRole("button", { name: "Generate Content" });
    await prompt.fill("");
    if (javaScriptEnabled) {
      await expect(generate).toBeDisabled();
      await prompt.fill("   ");
      await generate.click();
      await expect(statusRegion(page).getByText("Please enter a prompt")).toBeVisible();
    } else {
      await generate.click();
    }
    await expect(demo.getByText("Please enter a prompt")).toBeVisible();
    await expect(prompt).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("[data-ai-demo-result]")).toHaveCount(0);
  });

  test("Post to Instagram says it was posted and, with JavaScript, throws confetti for 5 seconds", async ({
    page,
    visit,
    javaScriptEnabled,
  }) => {
    // The confetti (canvas-confetti) is a chunk the demo imports only after a post
    // (tests/unit/enhance-bundles.test.ts): with JavaScript, the page requests no script after
    // its own until then (without it, each step is a page load of its own).
    await visit("/features/ai-content-creation");
    const confettiRequests: string[] = [];
    page.on("request", (request) => {
      if (javaScriptEnabled && request.resourceType() === "script") confettiRequests.push(request.url());
    });
    const demo = page.locator('[data-module="ai-demo"]');
    await demo.getByRole("link", { name: "Local Attractions" }).click();
    await demo.getByRole("button", { name: "Generate Content" }).click();
    await expect(page.locator("[data-ai-demo-result]")).toContainText("Three reasons to stay one more night");
    expect(confettiRequests, "the confetti library is not loaded up front").toEqual([]);

    await demo.getByRole("button", { name: "Post to Instagram" }).click();
    if (!javaScriptEnabled) {
      await expect(page.locator("[data-ai-demo-posted]")).toContainText("Posted to Instagram!");
      return;
    }
    await expect(statusRegion(page).getByText("Posted to Instagram!")).toBeVisible();
    const canvas = page.locator("body > canvas");
    await expect(canvas).toHaveCount(1);
    expect(confettiRequests.length).toBeGreaterThan(0);
    const started = Date.now();
    await expect(canvas).toHaveCount(0, { timeout: 7000 });
    expect(Date.now() - started).toBeGreaterThan(3500);
  });
});

test.describe("referral program waitlist", () => {
  test("scrolls to the waitlist and stores the signup as a Referral Program waitlist entry", async ({ page, visit }, testInfo) => {
    const email = uniqueEmail(testInfo, "waitlist");
    await visit("/features/referral-program");
    await expect(page.locator("[data-under-development]")).toContainText("Under development");
    await page.getByRole("link", { name: "Join the Waitlist" }).click();
    await expect(page).toHaveURL(/#waitlist$/);
    await expect(page.getByRole("heading", { name: "Join the waitlist" })).toBeInViewport();

    const form = page.locator("form#newsletter-referral-waitlist");
    await form.getByLabel("First name").fill("Camila");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone (optional)").fill("+55 21 99876-5432");
    await form.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(statusRegion(page).getByText("Added to Waitlist!")).toBeVisible();
    await expect(statusRegion(page).getByText("You've been added to our waitlist")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue("");

    const rows = await subscribersWithEmails(email);
    expect(rows).toEqual([
      expect.objectContaining({ name: "Camila", phone: "+55 21 99876-5432", is_waitlist: 1, feature_interest: "Referral Program", locale: "en" }),
    ]);
  });
});

test.describe("feature page links", () => {
  test("'Maximize Your Vacation Rental Success' leads to other pages, never back to itself", async ({ page, visit }) => {
    await visit("/pt/features/direct-booking-links");
    const related = page.locator("[data-related-links]").getByRole("link");
    await expect(related).toHaveCount(5);
    for (const href of await related.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).not.toBe("/pt/features/direct-booking-links");
      expect(href).toMatch(/^\/pt\//);
    }
    await page.locator("[data-marketing-stack]").getByRole("link", { name: /Programa de Fidelidade/ }).click();
    await expect(page).toHaveURL(/\/pt\/features\/guest-loyalty-program$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Programa de Fidelidade");
  });
});

test.afterAll(async () => {
  // Nothing from these journeys reaches the audit table.
  expect(await queryD1(`select count(*) as n from audit_requests where name = ${sqlText("Camila")}`)).toEqual([{ n: 0 }]);
});
