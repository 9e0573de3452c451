/**
 * The monthly/yearly switch's hooks (pricing.enhance.ts): the section it starts on
 * (PricingSection), the toggle's links and the badge (BillingToggle), each period's prices
 * (PlanCard) and the block that says which period shows.
 */
export enum PricingHooks {
  module = "pricing",
  link = "data-billing",
  variant = "data-billing-variant",
  current = "data-billing-current",
  badge = "data-max-discount",
  bouncing = "data-bouncing",
  bounceMs = "data-bounce-ms",
}
