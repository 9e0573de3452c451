import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";
import type { Tab } from "./tab";

/**
 * Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core (which needs no
 * geckodriver: it speaks BiDi to the browser itself). Playwright 1.65's BiDi Firefox sends
 * ESR 153 a command it lacks (emulation.setMediaFeaturesOverride) for every new context, so
 * it opens no page there.
 */
export const firefoxPath = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export function firefoxMissing(): string | null {
  return existsSync(firefoxPath) ? null : "Firefox is not installed: `sudo apt-get install -y firefox-esr` (or set FIREFOX_PATH)";
}

/**
 * A headless Firefox window on the test site at `baseUrl`. Without JavaScript it runs with
 * the preference `javascript.enabled` off (ESR 153 has no BiDi command for it): pages run no
 * script, WebDriver's synchronous scripts still do, but a promise never settles, so nothing
 * here waits on one in the page (a click is the mouse at the element's middle).
 */
export async function launchFirefox({ baseUrl, javaScriptEnabled }: { baseUrl: string; javaScriptEnabled: boolean }): Promise<Tab> {
  const problem = firefoxMissing();
  if (problem) throw new Error(problem);
  const downloads = mkdtempSync(join(tmpdir(), "firefox-downloads-"));
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath,
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
    extraPrefsFirefox: {
      "javascript.enabled": javaScriptEnabled,
      // Attachments go straight to this folder, asking nothing.
      "browser.download.dir": downloads,
      "browser.download.folderList": 2,
      "browser.download.useDownloadDir": true,
      "browser.download.always_ask_before_handling_new_types": false,
      "browser.download.start_downloads_in_tmp_dir": false,
      // Firefox shows a downloaded PDF in a tab of its own (pdf.js), the browser's doing and
      // not the site's; saved only, a tab the site opens is the only other one counted.
      "pdfjs.disabled": true,
    },
  });
  let page = (await browser.pages())[0] ?? (await browser.newPage());
  const element = async (selector: string) => {
    const found = await page.$(selector);
    if (!found) throw new Error(`firefox: nothing matches ${selector}`);
    return found;
  };

  return {
    engine: "firefox",
    javaScriptEnabled,
    downloads,
    async fresh() {
      // After a download that a page started by itself (the ready page's refresh), puppeteer
      // 24 waits on that page for a navigation that never ends: its next goto times out.
      const next = await browser.newPage();
      await page.close();
      page = next;
    },
    async open(path) {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: "load" });
    },
    async click(selector) {
      const [x, y] = await page.evaluate((css: string) => {
        const target = document.querySelector(css);
        if (!target) return [Number.NaN, Number.NaN];
        target.scrollIntoView({ block: "center", inline: "center" });
        const box = target.getBoundingClientRect();
        return [box.left + box.width / 2, box.top + box.height / 2];
      }, selector);
      if (Number.isNaN(x)) throw new Error(`firefox: nothing matches ${selector}`);
      await page.mouse.click(x!, y!);
    },
    async type(selector, text) {
      await page.evaluate((css: string) => document.querySelector<HTMLElement>(css)?.focus(), selector);
      await page.keyboard.type(text);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async upload(selector, file) {
      const input = await element(selector);
      await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(file);
    },
    evaluate(fn, ...args) {
      return page.evaluate(fn as (...values: unknown[]) => never, ...args);
    },
    async windowCount() {
      return (await browser.pages()).length;
    },
    async resize(width, height) {
      await page.setViewport({ width, height });
    },
    async close() {
      await browser.close();
      rmSync(downloads, { recursive: true, force: true });
    },
  };
}
