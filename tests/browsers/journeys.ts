import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { loaded, visibleText, waitFor, waitForText, type Tab } from "./tab";

/**
 * The smoke set every other engine walks (docs/decisions/0048-firefox-and-webkit.md): the
 * header's menus, the language, a form post with its reply, a dialog by keyboard, a download
 * and an upload. Chromium walks these and much more in tests/e2e/; here each journey is
 * short, and asserts what the visitor sees and what the backend stored.
 */
export interface Site {
  /** Rows of a statement run on the test site's D1 database. */
  query: <Row = Record<string, unknown>>(sql: string) => Row[];
}

export interface Journey {
  name: string;
  run: (tab: Tab, site: Site) => Promise<void>;
}

const header = "header.site-header";
const notifications = '[role="status"][aria-label="Notifications"]';
const seededFile = (path: string) => new URL(`../../${path}`, import.meta.url);
const checklist = {
  slug: "direct-booking-launch-checklist",
  name: "Direct Booking Launch Checklist",
  bytes: () => readFileSync(seededFile("seed/files/r2/downloads/direct-booking-launch-checklist.pdf")),
};
const resume = new URL("../fixtures/engagement/resume.pdf", import.meta.url).pathname;

function uniqueEmail(tab: Tab, label: string) {
  return `${label}-${tab.engine}-${tab.javaScriptEnabled ? "js" : "nojs"}-${Date.now().toString(36)}@example.com`;
}

const sql = (value: string) => `'${value.replace(/'/g, "''")}'`;

const isOpen = (css: string) => document.querySelector<HTMLDetailsElement>(css)?.open === true;
const shows = (css: string) => document.querySelector<HTMLElement>(css)?.checkVisibility() === true;

export const journeys: Journey[] = [
  {
    name: "the header turns solid once the page scrolls, with or without JavaScript",
    async run(tab) {
      await tab.open("/");
      await loaded(tab, /^\/$/);
      await tab.evaluate(() => window.scrollTo(0, 400));
      // Opaque white: page text no longer shows through the menu (the Firefox defect of issue 30).
      await waitFor(tab, "a white header", (css: string) => getComputedStyle(document.querySelector(css)!).backgroundColor === "rgb(255, 255, 255)", header);
      await tab.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    name: "the Features menu on a wide screen and the menu button on a narrow one lead to their pages",
    async run(tab) {
      await tab.open("/");
      await loaded(tab, /^\/$/);
      const features = `${header} nav details[data-menu]`;
      expect(await tab.evaluate(shows, `${features} a[href="/features/guest-loyalty-program"]`)).toBe(false);
      await tab.click(`${features} > summary`);
      await waitFor(tab, "the Features menu open", isOpen, features);
      await waitFor(tab, "its links shown", shows, `${features} a[href="/features/guest-loyalty-program"]`);
      await tab.click(`${features} a[href="/features/guest-loyalty-program"]`);
      await loaded(tab, /^\/features\/guest-loyalty-program$/);
      expect(await visibleText(tab, "h1")).toMatch(/loyalty/i);

      await tab.resize(390, 844);
      try {
        await tab.open("/pricing");
        await loaded(tab, /^\/pricing$/);
        const menu = `${header} > div > details[data-menu]`;
        expect(await tab.evaluate(shows, `${menu} a[href="/blog"]`)).toBe(false);
        await tab.click(`${menu} > summary`);
        await waitFor(tab, "the menu open", shows, `${menu} a[href="/blog"]`);
        await tab.click(`${menu} nav details > summary`);
        await waitFor(tab, "its Features links shown", shows, `${menu} a[href="/features/email-automations"]`);
        await tab.click(`${menu} a[href="/blog"]`);
        await loaded(tab, /^\/blog$/);
        // Nothing sideways at this width.
        expect(await tab.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      } finally {
        await tab.resize(1280, 800);
      }
    },
  },
  {
    name: "Português in the header lands on the Portuguese twin, and English back",
    async run(tab) {
      await tab.open("/pricing");
      await loaded(tab, /^\/pricing$/);
      const choose = (lang: string) => `${header} div > form[action="/resources/language"] button[value="${lang}"]`;
      await tab.click(choose("pt"));
      await loaded(tab, /^\/pt\/pricing$/);
      expect(await tab.evaluate(() => document.documentElement.lang)).toBe("pt-BR");
      expect(await visibleText(tab, `${header} nav`)).toContain("Recursos");
      expect(await tab.evaluate((css: string) => document.querySelector(css)?.getAttribute("aria-current"), choose("pt"))).toBe("true");
      await tab.click(choose("en"));
      await loaded(tab, /^\/pricing$/);
      expect(await tab.evaluate(() => document.documentElement.lang)).toBe("en");
    },
  },
  {
    name: "the footer's newsletter form posts, says so, and the subscriber is stored",
    async run(tab, site) {
      const email = uniqueEmail(tab, "news");
      await tab.open("/blog");
      await loaded(tab, /^\/blog$/);
      await tab.type("#newsletter-footer-name", "Joana");
      await tab.type("#newsletter-footer-email", email);
      await tab.click('#newsletter-footer button[type="submit"]');
      await waitForText(tab, notifications, "Subscribed!");
      expect(await visibleText(tab, notifications)).toContain("You've been added to our newsletter");
      // With JavaScript the post went in place; without, the page came back to the form.
      expect(await tab.evaluate(() => location.pathname)).toBe("/blog");
      expect(site.query(`select name, locale from newsletter_subscribers where email = ${sql(email)}`)).toEqual([{ name: "Joana", locale: "en" }]);
    },
  },
  {
    name: "a dialog by keyboard: Enter on its link opens it, Escape (or its Close link without JavaScript) closes it",
    async run(tab) {
      await tab.open("/downloads");
      await loaded(tab, /^\/downloads$/);
      await tab.evaluate((css: string) => document.querySelector<HTMLElement>(css)!.focus(), `a[href="/downloads/${checklist.slug}"]`);
      await tab.press("Enter");
      await loaded(tab, new RegExp(`^/downloads/${checklist.slug}$`));
      await waitFor(tab, "the dialog open", () => document.querySelector("dialog")?.open === true);
      expect(await visibleText(tab, "dialog h2")).toBe(`Get "${checklist.name}"`);
      if (tab.javaScriptEnabled) {
        // A modal: focus starts inside it.
        await waitFor(tab, "focus in the modal", () => document.querySelector("dialog")!.matches(":modal") && !!document.activeElement?.closest("dialog"));
        await tab.press("Escape");
        await waitFor(tab, "the dialog closed", () => !document.querySelector("dialog")?.open && location.pathname === "/downloads");
      } else {
        await tab.evaluate(() => document.querySelector<HTMLElement>("dialog a[data-dialog-close]")!.focus());
        await tab.press("Enter");
        await loaded(tab, /^\/downloads$/);
        expect(await tab.evaluate(() => document.querySelector("dialog"))).toBe(null);
      }
    },
  },
  {
    name: "a download stores the lead and the file arrives in the same window, with no second click",
    async run(tab, site) {
      const email = uniqueEmail(tab, "lead");
      await tab.open(`/downloads/${checklist.slug}`);
      await loaded(tab, new RegExp(`^/downloads/${checklist.slug}$`));
      await tab.type(`#download-${checklist.slug}-name`, "Marta Sousa");
      await tab.type(`#download-${checklist.slug}-email`, email);
      await tab.click(`#download-${checklist.slug} button[type="submit"]`);
      await waitForText(tab, notifications, "Your download is ready.");
      if (tab.javaScriptEnabled) {
        // The dialog closes onto the list.
        await waitFor(tab, "the dialog closed", () => !document.querySelector("dialog")?.open && location.pathname === "/downloads");
      } else {
        await waitForText(tab, "dialog", "Your download is ready.");
      }
      const file = join(tab.downloads, `${checklist.slug}.pdf`);
      const deadline = Date.now() + 15_000;
      while (!(existsSync(file) && readFileSync(file).equals(checklist.bytes()))) {
        if (Date.now() > deadline) throw new Error(`${tab.engine}: the file never arrived in ${tab.downloads}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // No tab or popup was opened for it (WebKit blocks one opened after the post's answer).
      expect(await tab.windowCount()).toBe(1);
      expect(site.query(`select name, resource_slug from download_leads where email = ${sql(email)}`)).toEqual([
        { name: "Marta Sousa", resource_slug: checklist.slug },
      ]);
    },
  },
  {
    name: "a job application with a small PDF is stored with its resume",
    async run(tab, site) {
      const email = uniqueEmail(tab, "applicant");
      await tab.open("/careers/apply/sdr-latam");
      await loaded(tab, /^\/careers\/apply\/sdr-latam$/);
      await tab.type("#apply-sdr-latam-fullName", "Ana Ribeiro");
      await tab.type("#apply-sdr-latam-email", email);
      await tab.upload("#apply-sdr-latam-resume", resume);
      await tab.click('#apply-sdr-latam button[type="submit"]');
      await waitForText(tab, notifications, "Application submitted");
      await loaded(tab, /^\/careers$/);
      const rows = site.query<{ full_name: string; resume_path: string }>(`select full_name, resume_path from job_applications where email = ${sql(email)}`);
      expect(rows).toEqual([{ full_name: "Ana Ribeiro", resume_path: expect.stringMatching(/^resumes\/.+\.pdf$/) }]);
    },
  },
];
