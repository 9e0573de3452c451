import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/test";

// axe on the marketing pages, with their forms showing errors. The two projects share
// the pages (English with JavaScript, Portuguese without) so that every layout and
// component is checked once in each rendering without running axe thirty times.

type Check = { path: string; prepare?: (page: Page, javaScriptEnabled: boolean) => Promise<void> };

const auditErrors: Check["prepare"] = async (page) => {
  const form = page.locator("form#audit-request");
  await form.getByRole("button", { name: /Get my free audit|Quero minha auditoria grátis/ }).click();
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(3);
};
const promptError: Check["prepare"] = async (page, javaScriptEnabled) => {
  const demo = page.locator('[data-module="ai-demo"]');
  await demo.getByRole("textbox").fill(javaScriptEnabled ? "  " : "");
  await demo.getByRole("button", { name: /Generate Content|Gerar Conteúdo/ }).click();
  await expect(demo.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
};
// Typed figures (with JavaScript, computed as typed): one field out of range, the rest giving figures once fixed.
const calculatorErrors: Check["prepare"] = async (page) => {
  await page.getByLabel("Average nightly rate").fill("150");
  await page.getByLabel("Booked nights a year").fill("400");
  await page.getByLabel("Nights booked through OTAs (%)").fill("80");
  await expect(page.getByLabel("Booked nights a year")).toHaveAttribute("aria-invalid", "true");
};

const checks: Record<"js" | "no-js", Check[]> = {
  js: [
    { path: "/", prepare: auditErrors },
    { path: "/features/ai-content-creation", prepare: promptError },
    { path: "/features/channel-integration" },
    { path: "/cookies" },
    { path: "/commission-calculator", prepare: calculatorErrors },
    { path: "/careers/senior-full-stack-engineer" },
  ],
  "no-js": [
    { path: "/pt/pricing?billing=yearly" },
    { path: "/pt/about" },
    { path: "/pt/features/referral-program" },
    { path: "/pt/features/email-automations" },
    { path: "/pt/privacy" },
    { path: "/pt/commission-calculator?nightly_rate=150&nights=200&ota_share=80" },
    { path: "/pt/commission-calculator?nightly_rate=abc&nights=400&ota_share=" },
    { path: "/pt/careers/customer-success-manager-pt" },
  ],
};

test.beforeEach(async ({ page }) => {
  await page.route(/youtube(-nocookie)?\.com/, (route) => route.abort());
});

test("marketing pages have no axe violations", async ({ page, visit, browser, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  for (const { path, prepare } of checks[javaScriptEnabled ? "js" : "no-js"]) {
    await visit(path);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    await prepare?.(page, javaScriptEnabled);
    await expectNoAxeViolations(page, { browser, javaScriptEnabled });
  }
});
