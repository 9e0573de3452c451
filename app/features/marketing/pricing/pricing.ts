/**
 * Plans, prices and limits (spec 1 §9), and the arithmetic the pricing cards show.
 * The one place prices live: the home page section, /pricing and the tests read them here.
 */
export const billingPeriods = ["monthly", "yearly"] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

/** `?billing=yearly` selects yearly; anything else (or nothing) is monthly. */
export function parseBillingPeriod(value: string | null | undefined): BillingPeriod {
  return value === "yearly" ? "yearly" : "monthly";
}

export type PlanId = "starter" | "professional" | "enterprise";
export type Limit = number | "unlimited";
export type SupportLevel = "email48h" | "email24h" | "chat";

export interface Plan {
  id: PlanId;
  /** USD per month, billed monthly. */
  monthlyPrice: number;
  /** USD per year, billed yearly. */
  yearlyTotal: number;
  popular: boolean;
  limits: {
    properties: number;
    emailsPerMonth: number;
    guestContacts: Limit;
    templates: Limit;
    /** 0: no automations. */
    automations: Limit;
    aiTokens: Limit;
    support: SupportLevel;
  };
  /** What the plan adds beyond its limits, in the order the card lists them. */
  extras: ReadonlyArray<
    "customBranding" | "bookingAttribution" | "basicLoyalty" | "advancedLoyalty" | "premiumIntegrations" | "advancedAnalytics"
  >;
}

export const plans: readonly Plan[] = [
  {
    id: "starter",
    monthlyPrice: 19,
    yearlyTotal: 182,
    popular: false,
    limits: {
      properties: 1,
      emailsPerMonth: 1_000,
      guestContacts: 1_000,
      templates: 5,
      automations: 0,
      aiTokens: 10_000,
      support: "email48h",
    },
    extras: [],
  },
  {
    id: "professional",
    monthlyPrice: 29,
    yearlyTotal: 278,
    popular: true,
    limits: {
      properties: 10,
      emailsPerMonth: 5_000,
      guestContacts: 5_000,
      templates: 25,
      automations: "unlimited",
      aiTokens: 50_000,
      support: "email24h",
    },
    extras: ["customBranding", "bookingAttribution", "basicLoyalty"],
  },
  {
    id: "enterprise",
    monthlyPrice: 49,
    yearlyTotal: 470,
    popular: false,
    limits: {
      properties: 50,
      emailsPerMonth: 10_000,
      guestContacts: "unlimited",
      templates: "unlimited",
      automations: "unlimited",
      aiTokens: "unlimited",
      support: "chat",
    },
    extras: ["advancedLoyalty", "premiumIntegrations", "advancedAnalytics"],
  },
];

/** The per-month price a yearly plan shows: the yearly total / 12, rounded (spec 1 §9). */
export function yearlyMonthlyPrice(plan: Pick<Plan, "yearlyTotal">): number {
  return Math.round(plan.yearlyTotal / 12);
}

/** The saving of paying yearly against 12 monthly payments, in whole percent rounded down. */
export function yearlyDiscountPercent(plan: Pick<Plan, "monthlyPrice" | "yearlyTotal">): number {
  const twelveMonths = plan.monthlyPrice * 12;
  return Math.floor(((twelveMonths - plan.yearlyTotal) / twelveMonths) * 100);
}

/** The largest saving of any plan: the toggle's badge ('Save up to 20%'). */
export function maximumYearlyDiscount(list: readonly Plan[] = plans): number {
  return Math.max(...list.map(yearlyDiscountPercent));
}

/** The discount every card shows: the spec's cards always say 20%. */
export const displayedYearlyDiscount = 20;

/** What a card shows for a billing period. */
export function planPrice(plan: Plan, period: BillingPeriod) {
  return period === "yearly"
    ? { perMonth: yearlyMonthlyPrice(plan), billedYearly: plan.yearlyTotal }
    : { perMonth: plan.monthlyPrice, billedYearly: null };
}

/**
 * One line of a plan card: a translation key of the "pricing" namespace and its count.
 * `included: false` lines are shown crossed out (Starter's "No automations").
 */
export interface PlanLine {
  key: string;
  count?: number;
  included: boolean;
}

type Extra = Plan["extras"][number];
type LineName = keyof Plan["limits"] | Extra;

/**
 * The order of each card's lines, as spec 1 §9 lists them. Enterprise's list leaves
 * automations out (they are unlimited; the comparison table says so).
 */
const cardOrder: Record<PlanId, readonly LineName[]> = {
  starter: ["properties", "emailsPerMonth", "guestContacts", "templates", "aiTokens", "support", "automations"],
  professional: [
    "properties",
    "emailsPerMonth",
    "guestContacts",
    "templates",
    "automations",
    "aiTokens",
    "support",
    "customBranding",
    "bookingAttribution",
    "basicLoyalty",
  ],
  enterprise: [
    "properties",
    "emailsPerMonth",
    "guestContacts",
    "templates",
    "aiTokens",
    "advancedLoyalty",
    "premiumIntegrations",
    "support",
    "advancedAnalytics",
  ],
};

function lineFor(plan: Plan, name: LineName): PlanLine | null {
  if (name === "support") return { key: `lines.support.${plan.limits.support}`, included: true };
  if (name in plan.limits) {
    const value = plan.limits[name as keyof Plan["limits"]] as Limit;
    if (name === "automations" && value === 0) return { key: "lines.noAutomations", included: false };
    return value === "unlimited"
      ? { key: `lines.${name}Unlimited`, included: true }
      : { key: `lines.${name}`, count: value, included: true };
  }
  return plan.extras.includes(name as Extra) ? { key: `lines.${name}`, included: true } : null;
}

/** The lines of a plan card, in the order spec 1 §9 lists them. */
export function planLines(plan: Plan): PlanLine[] {
  return cardOrder[plan.id].map((name) => lineFor(plan, name)).filter((line): line is PlanLine => line !== null);
}
