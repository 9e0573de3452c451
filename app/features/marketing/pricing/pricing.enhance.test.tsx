import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { click, mount, serverMarkup, visibleText } from "~/enhance/testing";
import type { BillingPeriod } from "./pricing";
import pricing from "./pricing.enhance";
import { PricingSection } from "./PricingSection";

// The billing switch as a visitor with JavaScript uses it (spec 1 §4): the server's markup of
// the pricing block, this module started on it, clicks on the toggle's links.

const section = (billing: BillingPeriod) => <PricingSection billing={billing} rows={null} path="/pricing" />;
const link = (name: RegExp) => [...document.querySelectorAll("nav a")].find((a) => name.test(a.textContent ?? ""))!;
const badge = () => document.querySelector("nav + span")!;
/** What the server shows for a period, to compare the switched page with. */
function serverView(billing: BillingPeriod, lang: "en" | "pt" = "en") {
  const page = document.createElement("div");
  page.innerHTML = serverMarkup(section(billing), { lang });
  return visibleText(page);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("pricing: the monthly/yearly switch", () => {
  it("shows yearly prices at once on Yearly, as the server renders ?billing=yearly, without loading a page", () => {
    const body = mount(section("monthly"), pricing, { at: "/pricing" });
    expect(visibleText(body)).toBe(serverView("monthly"));

    const followed = click(link(/yearly/i));

    expect(followed).toBe(false);
    expect(visibleText(body)).toBe(serverView("yearly"));
    expect(visibleText(body)).not.toBe(serverView("monthly"));
    expect(link(/yearly/i).getAttribute("aria-current")).toBe("true");
    expect(link(/monthly/i).hasAttribute("aria-current")).toBe(false);
    expect(window.location.pathname + window.location.search).toBe("/pricing?billing=yearly");
  });

  it("bounces the maximum-discount badge for 2 s when yearly is chosen, not when monthly is", () => {
    mount(section("monthly"), pricing, { at: "/" });
    expect(badge().getAttribute("data-bouncing")).toBe("false");
    click(link(/yearly/i));
    expect(badge().getAttribute("data-bouncing")).toBe("true");
    vi.advanceTimersByTime(1999);
    expect(badge().getAttribute("data-bouncing")).toBe("true");
    vi.advanceTimersByTime(1);
    expect(badge().getAttribute("data-bouncing")).toBe("false");

    click(link(/monthly/i));
    expect(badge().getAttribute("data-bouncing")).toBe("false");
    expect(window.location.search).toBe("?billing=monthly");
  });

  it("on a page opened on yearly, stops the badge's bounce after its 2 s", () => {
    mount(section("yearly"), pricing, { at: "/pricing?billing=yearly" });
    expect(badge().getAttribute("data-bouncing")).toBe("true");
    vi.advanceTimersByTime(2000);
    expect(badge().getAttribute("data-bouncing")).toBe("false");
  });

  it("leaves a Ctrl-click (new tab) to the browser", () => {
    const body = mount(section("monthly"), pricing, { at: "/pricing" });
    const followed = click(link(/yearly/i), { ctrlKey: true });
    expect(followed).toBe(true);
    expect(visibleText(body)).toBe(serverView("monthly"));
  });

  it("switches the Portuguese page the same way", () => {
    const body = mount(section("monthly"), pricing, { lang: "pt", at: "/pt/pricing" });
    click(link(/anual/i));
    expect(visibleText(body)).toBe(serverView("yearly", "pt"));
    expect(window.location.search).toBe("?billing=yearly");
  });
});
