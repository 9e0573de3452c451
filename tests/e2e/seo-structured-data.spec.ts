import type { Page } from "@playwright/test";
import { markedUpFacts, missingFacts, requiredProblems, type Lang } from "./support/structured-data";
import { expect, test } from "./support/test";

/**
 * Structured data that is true (issue 30 item 2; decisions 0046, 0047): on one page of every
 * type, each JSON-LD block has what Google documents as required for its type, and every fact
 * it marks up (names, headlines, dates, prices, ratings, answers, list items, breadcrumb steps)
 * is there for a visitor to read. The rules are in support/structured-data.ts.
 */

/** Pages that carry JSON-LD, with the types each must carry. */
const marked: Array<{ path: string; types: string[] }> = [
  { path: "/", types: ["Organization", "WebSite", "FAQPage"] },
  { path: "/pt", types: ["Organization", "WebSite", "FAQPage"] },
  { path: "/blog/post-stay-email-that-brings-guests-back", types: ["BlogPosting", "BreadcrumbList"] },
  { path: "/pt/tutorials/connect-your-channel-manager", types: ["TechArticle", "BreadcrumbList"] },
  { path: "/case-studies/casa-mar-azul-repeat-guests", types: ["Article", "BreadcrumbList"] },
  { path: "/pt/case-studies/alpine-hideaways-direct-bookings", types: ["Article", "BreadcrumbList"] },
  { path: "/careers/senior-full-stack-engineer", types: ["JobPosting"] },
  { path: "/pt/careers/customer-success-manager-pt", types: ["JobPosting"] },
  { path: "/careers/sdr-latam", types: ["JobPosting"] },
  { path: "/pt/channel-fee-planner", types: ["BreadcrumbList"] },
  { path: "/integrations/hostaway", types: ["BreadcrumbList"] },
  { path: "/pt/integrations/smoobu", types: ["BreadcrumbList"] },
];

/** Every other kind of page: whatever JSON-LD they may carry is checked the same way. */
const others = [
  "/pricing",
  "/about",
  "/features/guest-loyalty-program",
  "/blog",
  "/tutorials",
  "/case-studies",
  "/comparisons/mailchimp",
  "/careers",
  "/careers/apply/sdr-latam",
  "/help-center",
  "/help-center/getting-started",
  "/roadmap",
  "/downloads",
  "/privacy",
  "/commission-calculator",
  "/integrations",
  "/features/channel-integration",
];

async function jsonLdBlocks(page: Page): Promise<unknown[]> {
  const texts = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ""));
  return texts.map((text) => JSON.parse(text) as unknown);
}

/** What a visitor can read: the rendered text, and what a collapsed <details> shows once opened. */
async function readableText(page: Page): Promise<{ text: string; links: string[] }> {
  return page.evaluate(() => ({
    text: [document.body.innerText, ...[...document.querySelectorAll("details")].map((details) => details.textContent ?? "")].join("\n"),
    links: [...document.querySelectorAll("a[href]")].map((link) => link.getAttribute("href") ?? ""),
  }));
}

async function checkPage(page: Page, path: string): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const lang: Lang = path === "/pt" || path.startsWith("/pt/") ? "pt" : "en";
  const blocks = await jsonLdBlocks(page);
  const { text, links } = await readableText(page);
  const problems: string[] = [];
  for (const block of blocks) {
    problems.push(...requiredProblems(block, origin).map((problem) => `${path}: ${problem}`));
    for (const fact of missingFacts(markedUpFacts(block, lang), text, links)) {
      problems.push(`${path}: ${fact.what} is not on the page: ${"link" in fact ? fact.link : JSON.stringify(fact.text)}`);
    }
  }
  return problems;
}

test.describe("structured data that is true", () => {
  for (const { path, types } of marked) {
    test(`${path}: ${types.join(", ")} as Google documents them, every fact visible`, async ({ page, visit }) => {
      const response = await visit(path);
      expect(response?.status()).toBe(200);
      const blocks = (await jsonLdBlocks(page)) as Array<Record<string, unknown>>;
      expect(blocks.map((block) => block["@type"]).sort()).toEqual([...types].sort());
      expect(await checkPage(page, path)).toEqual([]);
    });
  }

  test("every other kind of page: any JSON-LD it carries is sound and shown", async ({ page, visit }) => {
    const problems: string[] = [];
    for (const path of others) {
      const response = await visit(path);
      expect(response?.status(), path).toBe(200);
      problems.push(...(await checkPage(page, path)));
    }
    expect(problems).toEqual([]);
  });

  test("the home page claims no rating, and names no price it does not show", async ({ page, visit }) => {
    await visit("/");
    const raw = (await page.locator('script[type="application/ld+json"]').allTextContents()).join("\n");
    expect(raw).not.toMatch(/aggregateRating|ratingValue|reviewCount|"price"/);
  });
});
