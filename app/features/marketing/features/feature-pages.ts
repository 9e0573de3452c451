import type { FeatureSlug } from "~/lib/site";

/**
 * Links between feature pages (spec 2 §2.16). 'Maximize Your Vacation Rental Success'
 * draws from these six destinations, without the current page, at most six.
 */
export const relatedLinkTargets = [
  "/pricing",
  "/features/email-campaigns",
  "/features/ai-content-creation",
  "/features/guest-loyalty-program",
  "/features/performance-analytics",
  "/features/direct-booking-links",
] as const;
export type RelatedLinkTarget = (typeof relatedLinkTargets)[number];
export const maxRelatedLinks = 6;

export function relatedLinks(current: FeatureSlug): RelatedLinkTarget[] {
  return relatedLinkTargets.filter((path) => path !== `/features/${current}`).slice(0, maxRelatedLinks);
}

/**
 * 'Complete Your Marketing Stack': email campaigns, the loyalty program and analytics.
 * A page never links to itself: on one of those three, its place goes to the first
 * other feature of the related list, so the trio stays three.
 */
export const marketingStackSlugs = ["email-campaigns", "guest-loyalty-program", "performance-analytics"] as const;
const stackStandIn: FeatureSlug = "ai-content-creation";

export function marketingStack(current: FeatureSlug): FeatureSlug[] {
  return marketingStackSlugs.map((slug) => (slug === current ? stackStandIn : slug));
}

/** Where each feature page's illustration lives; all are 640 × 480 SVGs. */
export const featureImage = (slug: FeatureSlug) => ({
  src: `/images/marketing/features/${slug}.svg`,
  width: 640,
  height: 480,
});
