import { test as base, expect, type Locator, type Page, type Request, type Response } from "@playwright/test";
import { useUniqueClientAddress } from "./backend";

/**
 * Playwright's `test` with two additions:
 * - every test's browser context comes from a client address of its own (`clientAddress`),
 *   so the newsletter's per-address rate limit never couples tests;
 * - `visit(path)` opens a page and, in the "js" project, waits until its enhancement
 *   modules (app/enhance/) have run, so a click reaches the enhanced page rather than the
 *   server-rendered markup.
 */
export const test = base.extend<{ clientAddress: string; visit: (path: string) => Promise<Response | null> }>({
  clientAddress: [
    async ({ context }, use, testInfo) => {
      await use(await useUniqueClientAddress(context, testInfo));
    },
    { auto: true },
  ],
  visit: async ({ page, javaScriptEnabled }, use) => {
    // What is still loading, for the message of a visit that times out: now and then
    // (about once in a few thousand loads) wrangler's dev proxy leaves one request of a page
    // unanswered; the message names it.
    // Each is named with how long it has waited and whether its headers came back, which tells
    // a request the server never answered from a body that never ended (decision 0035).
    const loading = new Map<Request, { since: number; status?: number }>();
    page.on("request", (request) => loading.set(request, { since: Date.now() }));
    page.on("response", (response) => {
      const entry = loading.get(response.request());
      if (entry) entry.status = response.status();
    });
    page.on("requestfinished", (request) => loading.delete(request));
    page.on("requestfailed", (request) => loading.delete(request));
    await use(async (path) => {
      let response: Response | null;
      try {
        // Under the 30 s test timeout, so that this message is the one reported.
        response = await page.goto(path, { timeout: 20_000 });
      } catch (error) {
        const now = Date.now();
        const pending = [...loading]
          .map(([request, { since, status }]) => {
            const state = status === undefined ? "no response" : `${status}, body unfinished`;
            return `${request.method()} ${request.url()} (${state} after ${now - since} ms)`;
          })
          .join(", ");
        throw new Error(`${error instanceof Error ? error.message : String(error)}\nStill loading: ${pending || "nothing"}`);
      }
      // 404 pages ship no scripts; every other page loads the layout module.
      if (javaScriptEnabled && (await shipsScripts(page))) await waitForHydration(page);
      return response;
    });
  },
});

export { expect };

/**
 * The footer's newsletter form (on every page) gains its hidden `_enhanced` field only
 * once app/enhance/forms.ts has run: the page is enhanced when it is there.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('#newsletter-footer input[name="_enhanced"]')).toHaveCount(1);
}

/** Whether the document loads any module script; 404 pages do not. */
export async function shipsScripts(page: Page): Promise<boolean> {
  return (await page.locator('script[type="module"]').count()) > 0;
}

/** The page's status region, where the outcome of a form post is announced. */
export function statusRegion(page: Page) {
  return page.getByRole("status");
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 120, back = false } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reached by ${back ? "Shift+Tab" : "Tab"} within ${max} presses`).toBeFocused();
}
