import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import {
  displayedYearlyDiscount,
  maximumYearlyDiscount,
  parseBillingPeriod,
  planLines,
  planPrice,
  plans,
  yearlyDiscountPercent,
  yearlyMonthlyPrice,
  type Plan,
} from "~/features/marketing/pricing/pricing";
import { resources } from "~/locales";

const plan = (id: Plan["id"]) => plans.find((p) => p.id === id)!;

async function pricingT(lang: "en" | "pt") {
  const i18n = createInstance();
  await i18n.init({ lng: lang, ns: ["pricing"], defaultNS: "pricing", resources: { [lang]: { pricing: resources[lang].pricing } } });
  return i18n.t.bind(i18n);
}

describe("prices (spec 1 §9)", () => {
  it("are 19 / 29 / 49 USD a month, with yearly totals of 182 / 278 / 470", () => {
    expect(plans.map((p) => [p.id, p.monthlyPrice, p.yearlyTotal])).toEqual([
      ["starter", 19, 182],
      ["professional", 29, 278],
      ["enterprise", 49, 470],
    ]);
  });

  it("show the yearly total / 12, rounded, as the per-month price", () => {
    expect(plans.map(yearlyMonthlyPrice)).toEqual([15, 23, 39]);
    expect(yearlyMonthlyPrice({ yearlyTotal: 186 })).toBe(16); // 15.5 rounds up
    expect(yearlyMonthlyPrice({ yearlyTotal: 185 })).toBe(15); // 15.42 rounds down
  });

  it("compute the saving as whole percent rounded down, 20% for every plan", () => {
    expect(plans.map(yearlyDiscountPercent)).toEqual([20, 20, 20]);
    expect(yearlyDiscountPercent({ monthlyPrice: 10, yearlyTotal: 100 })).toBe(16); // 16.67 → 16
    expect(maximumYearlyDiscount()).toBe(20);
    expect(maximumYearlyDiscount([{ ...plan("starter"), yearlyTotal: 150 }, plan("enterprise")])).toBe(34);
    expect(displayedYearlyDiscount).toBe(20);
  });

  it("give each card its price for the chosen period", () => {
    expect(planPrice(plan("professional"), "monthly")).toEqual({ perMonth: 29, billedYearly: null });
    expect(planPrice(plan("professional"), "yearly")).toEqual({ perMonth: 23, billedYearly: 278 });
  });

  it("mark Professional, and only Professional, as Most Popular", () => {
    expect(plans.filter((p) => p.popular).map((p) => p.id)).toEqual(["professional"]);
  });

  it.each([
    ["yearly", "yearly"],
    ["monthly", "monthly"],
    [null, "monthly"],
    ["YEARLY", "monthly"],
    ["weekly", "monthly"],
  ] as const)("read ?billing=%s as %s", (value, period) => {
    expect(parseBillingPeriod(value)).toBe(period);
  });
});

describe("plan cards list each plan's limits (spec 1 §9)", () => {
  it.each([
    [
      "starter",
      [
        "1 property",
        "1,000 emails a month",
        "1,000 guest contacts",
        "5 email templates",
        "10,000 AI tokens a month",
        "Email support, answered within 48 h",
        "No automations",
      ],
    ],
    [
      "professional",
      [
        "10 properties",
        "5,000 emails a month",
        "5,000 guest contacts",
        "25 email templates",
        "Unlimited automations",
        "50,000 AI tokens a month",
        "Priority support, answered within 24 h",
        "Custom branding on every email",
        "Booking attribution",
        "Basic guest loyalty program",
      ],
    ],
    [
      "enterprise",
      [
        "50 properties",
        "10,000 emails a month",
        "Unlimited guest contacts",
        "Unlimited email templates",
        "Unlimited AI tokens",
        "Advanced loyalty program with tiers and rewards",
        "Premium integrations",
        "Live chat support",
        "Advanced analytics",
      ],
    ],
  ] as const)("%s, in English", async (id, expected) => {
    const t = await pricingT("en");
    expect(planLines(plan(id)).map((line) => t(line.key, line.count === undefined ? {} : { count: line.count }))).toEqual(
      expected,
    );
  });

  it("only Starter has a line it does not include: automations", () => {
    expect(plans.flatMap((p) => planLines(p).filter((l) => !l.included).map((l) => `${p.id}:${l.key}`))).toEqual([
      "starter:lines.noAutomations",
    ]);
  });

  it("write numbers the Portuguese way on /pt", async () => {
    const t = await pricingT("pt");
    const lines = planLines(plan("starter")).map((line) => t(line.key, line.count === undefined ? {} : { count: line.count }));
    expect(lines.slice(0, 3)).toEqual(["1 propriedade", "1.000 e-mails por mês", "1.000 contatos de hóspedes"]);
  });

  it("have every line's text in both languages", () => {
    for (const lang of ["en", "pt"] as const) {
      const keys = JSON.stringify(resources[lang].pricing.lines);
      for (const line of plans.flatMap(planLines)) {
        const leaf = line.key.replace(/^lines\./, "");
        const variants = line.count === undefined ? [leaf] : [`${leaf}_one`, `${leaf}_other`];
        for (const variant of variants) {
          const path = variant.split(".");
          const value = path.reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources[lang].pricing.lines);
          expect(typeof value, `${lang} ${variant} in ${keys.slice(0, 20)}…`).toBe("string");
        }
      }
    }
  });
});
