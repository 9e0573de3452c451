import { describe, expect, it } from "vitest";
import { keepPricingPageData } from "~/features/marketing/client-loader";
import { initialsOf } from "~/features/marketing/Section";

type Args = Parameters<typeof keepPricingPageData>[0];
const args = (current: string, next: string, extra: Partial<Args> = {}): Args =>
  ({
    currentUrl: new URL(current, "https://stayloop.io"),
    nextUrl: new URL(next, "https://stayloop.io"),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  }) as Args;

describe("when a pricing page reloads its data", () => {
  it("not for a new billing period: the toggle is instant", () => {
    expect(keepPricingPageData(args("/pricing", "/pricing?billing=yearly"))).toBe(false);
    expect(keepPricingPageData(args("/?billing=yearly", "/?billing=monthly"))).toBe(false);
  });

  it("not after a post elsewhere (footer newsletter, audit form)", () => {
    expect(keepPricingPageData(args("/", "/", { formMethod: "POST", formAction: "/resources/audit" }))).toBe(false);
  });

  it("yes for another page or another language", () => {
    expect(keepPricingPageData(args("/", "/pt"))).toBe(true);
    expect(keepPricingPageData(args("/pricing", "/about"))).toBe(true);
  });

  it("yes when other query parameters change", () => {
    expect(keepPricingPageData(args("/pricing", "/pricing?utm_source=mail"))).toBe(true);
  });
});

describe("initials avatars", () => {
  it.each([
    ["Marta Oliveira", "MO"],
    ["Hannah Whitfield", "HW"],
    ["Priya", "P"],
    ["  sofia  de  almeida ", "SA"],
  ])("%s → %s", (name, initials) => expect(initialsOf(name)).toBe(initials));
});
