/**
 * One browser window of another engine, driven the way a visitor uses the site: the smoke
 * journeys (journeys.ts) are written once against this and run in Firefox (firefox.ts, over
 * WebDriver BiDi) and WebKit (webkit.ts, over classic WebDriver) (docs/decisions/0048-firefox-and-webkit.md).
 */
export type Engine = "firefox" | "webkit";
export type Key = "Enter" | "Escape" | "Tab";

export interface Tab {
  readonly engine: Engine;
  readonly javaScriptEnabled: boolean;
  /** Where this browser saves what it downloads (a folder of its own, empty at launch). */
  readonly downloads: string;
  /** A new tab for the next journey, in place of this one (cookies stay). */
  fresh(): Promise<void>;
  /** Opens a path of the test site and waits for its load event. */
  open(path: string): Promise<void>;
  /** A pointer click in the middle of the first element matching `selector`, scrolled into view. */
  click(selector: string): Promise<void>;
  /** Focuses the first element matching `selector` and types `text` into it, key by key. */
  type(selector: string, text: string): Promise<void>;
  /** One key, pressed and released on whatever has focus. */
  press(key: Key): Promise<void>;
  /** Chooses `file` (an absolute path) in a file input. */
  upload(selector: string, file: string): Promise<void>;
  /** Runs `fn` in the page, synchronously, and answers its (JSON) result. */
  evaluate<Result, Args extends unknown[]>(fn: (...args: Args) => Result, ...args: Args): Promise<Result>;
  /** How many windows and tabs the browser has open. */
  windowCount(): Promise<number>;
  /** The size of the page's viewport, in CSS pixels (WebKit sizes the window around it). */
  resize(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

export class Timeout extends Error {}

/**
 * Asks the page until `fn` answers something truthy, and answers it. A page that is being
 * replaced (a navigation) may not answer: that counts as "not yet".
 */
export async function waitFor<Result, Args extends unknown[]>(
  tab: Tab,
  what: string,
  fn: (...args: Args) => Result,
  ...args: Args
): Promise<Result> {
  const deadline = Date.now() + 15_000;
  let last: unknown;
  for (;;) {
    try {
      last = await tab.evaluate(fn, ...args);
      if (last) return last as Result;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > deadline) throw new Timeout(`${tab.engine}: waited 15 s for ${what}; last answer: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the page at a path matching `path` has loaded and, with JavaScript, its
 * enhancement modules have run: the footer's newsletter form gains its `_enhanced` field
 * then (as tests/e2e/support/test.ts waits in Chromium).
 */
export function loaded(tab: Tab, path: RegExp): Promise<string> {
  return waitFor(
    tab,
    `a loaded page at ${path}`,
    (source: string, flags: string, scripted: boolean) => {
      const here = location.pathname + location.search;
      if (!new RegExp(source, flags).test(here) || document.readyState !== "complete") return "";
      if (scripted && document.querySelector('script[type="module"]') && !document.querySelector('#newsletter-footer input[name="_enhanced"]')) return "";
      return here;
    },
    path.source,
    path.flags,
    tab.javaScriptEnabled,
  );
}

/** The text a visitor sees in the first element matching `selector` ("" when none is shown). */
export function visibleText(tab: Tab, selector: string): Promise<string> {
  return tab.evaluate((css: string) => {
    const element = document.querySelector<HTMLElement>(css);
    return element && element.checkVisibility() ? element.innerText.trim() : "";
  }, selector);
}

/** Waits until the first element matching `selector` shows `text` (its visible text contains it). */
export function waitForText(tab: Tab, selector: string, text: string): Promise<string> {
  return waitFor(
    tab,
    `"${text}" in ${selector}`,
    (css: string, wanted: string) => {
      const element = document.querySelector<HTMLElement>(css);
      return element && element.checkVisibility() && element.innerText.includes(wanted) ? element.innerText : "";
    },
    selector,
    text,
  );
}
