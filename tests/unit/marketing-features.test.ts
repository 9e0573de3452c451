import { describe, expect, it } from "vitest";
import { marketingStack, maxRelatedLinks, relatedLinks } from "~/features/marketing/features/feature-pages";
import { featureSlugs } from "~/lib/site";

describe("feature page links (spec 2 §2.16)", () => {
  it.each(featureSlugs)("%s: at most six related links, never itself", (slug) => {
    const links = relatedLinks(slug);
    expect(links.length).toBeLessThanOrEqual(maxRelatedLinks);
    expect(links).not.toContain(`/features/${slug}`);
    expect(new Set(links).size).toBe(links.length);
  });

  it("draws from pricing and five feature pages, in that order", () => {
    // Spec 2 §2.16, in its order.
    expect(relatedLinks("channel-integration").join(" ")).toBe(
      "/pricing /features/email-campaigns /features/ai-content-creation /features/guest-loyalty-program /features/performance-analytics /features/direct-booking-links",
    );
    expect(relatedLinks("email-campaigns")).toEqual([
      "/pricing",
      "/features/ai-content-creation",
      "/features/guest-loyalty-program",
      "/features/performance-analytics",
      "/features/direct-booking-links",
    ]);
  });

  it.each(featureSlugs)("%s: 'Complete Your Marketing Stack' is three other pages", (slug) => {
    const stack = marketingStack(slug);
    expect(stack).toHaveLength(3);
    expect(stack).not.toContain(slug);
    expect(new Set(stack).size).toBe(3);
  });

  it("is email campaigns, loyalty and analytics, except on one of those pages", () => {
    expect(marketingStack("referral-program")).toEqual(["email-campaigns", "guest-loyalty-program", "performance-analytics"]);
    expect(marketingStack("guest-loyalty-program")).toEqual(["email-campaigns", "ai-content-creation", "performance-analytics"]);
  });
});
