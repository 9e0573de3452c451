import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Header } from "~/components/layout/Header";
import { LaunchBanner } from "~/components/layout/LaunchBanner";
import { launchBannerStorageKey } from "~/lib/banner";
import { click, mount } from "./testing";
import site from "./site.enhance";

// The layout's behaviours (spec 1 §2.2, spec 2 §2.18): the header's shadow and menus, the
// launch banner's dismissal. The server's Header and LaunchBanner, started as on a page.

const menus = () => [...document.querySelectorAll("details")];
const openFirstMenu = () => {
  const menu = menus()[0]!;
  menu.open = true;
  return menu;
};

describe("site: the header", () => {
  it("turns white with a shadow once the page has scrolled past 50 px, and back", () => {
    mount(<Header isHome />, site);
    const header = document.querySelector("header")!;
    expect(header.getAttribute("data-scrolled")).toBe("false");
    window.scrollTo(0, 51);
    window.dispatchEvent(new Event("scroll"));
    expect(header.getAttribute("data-scrolled")).toBe("true");
    window.scrollTo(0, 50);
    window.dispatchEvent(new Event("scroll"));
    expect(header.getAttribute("data-scrolled")).toBe("false");
  });

  it("closes an open menu on a click outside it, not on a click inside", () => {
    mount(<Header isHome={false} />, site);
    const menu = openFirstMenu();
    click(menu.querySelector("ul")!);
    expect(menu.open).toBe(true);
    click(document.querySelector("header a")!.parentElement!);
    expect(menu.open).toBe(false);
  });

  it("closes an open menu on Escape and gives the focus back to its button", () => {
    mount(<Header isHome={false} />, site);
    const menu = openFirstMenu();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(menu.querySelector("summary"));
  });

  it("closes an open menu when focus moves on out of it, not while it moves inside it", () => {
    mount(<Header isHome={false} />, site);
    const menu = openFirstMenu();
    const [first, second] = [...menu.querySelectorAll("a")];
    first!.focus();
    second!.focus();
    expect(menu.open).toBe(true);
    const outside = [...document.querySelectorAll<HTMLAnchorElement>("header a")].find((link) => !menu.contains(link))!;
    outside.focus();
    expect(menu.open).toBe(false);
  });
});

describe("site: the narrow screens' menu (issue 44 item 3)", () => {
  it("closes the Features list open inside it when it closes, so it opens again closed", async () => {
    mount(<Header isHome={false} />, site);
    const menu = menus().find((details) => details.querySelector("nav details"))!;
    const features = menu.querySelector<HTMLDetailsElement>("nav details")!;
    menu.open = true;
    features.open = true;
    menu.open = false;
    // The toggle event is queued as a task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(features.open).toBe(false);
    menu.open = true;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(features.open).toBe(false);
  });

  it("names its button by what a press does, from text whose state CSS picks", () => {
    mount(<Header isHome={false} />, site);
    const button = menus().find((details) => details.querySelector("nav details"))!.querySelector("summary")!;
    expect(button.hasAttribute("aria-label")).toBe(false);
    expect([...button.querySelectorAll("span")].map((span) => [span.textContent, span.className])).toEqual([
      ["Open menu", "sr-only group-open:hidden"],
      ["Close menu", "sr-only hidden group-open:inline"],
    ]);
  });
});

describe("site: the launch banner", () => {
  let fetch: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    window.localStorage.clear();
    fetch = vi.fn(async () => new Response(null, { status: 303 }));
    vi.stubGlobal("fetch", fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("leaves at once on ×, remembers it in local storage and posts for the cookie", async () => {
    mount(<LaunchBanner />, site, { at: "/pricing" });
    click(document.querySelector("aside button")!);
    expect(document.querySelector("aside")).toBeNull();
    expect(window.localStorage.getItem(launchBannerStorageKey)).toBe("true");
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(new URL(url).pathname).toBe("/resources/banner");
    expect(Object.fromEntries(init.body as FormData)).toMatchObject({ _enhanced: "1" });
  });

  it("stays away when local storage remembers the dismissal, and restores the cookie", () => {
    window.localStorage.setItem(launchBannerStorageKey, "true");
    mount(<LaunchBanner />, site);
    expect(document.querySelector("aside")).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
