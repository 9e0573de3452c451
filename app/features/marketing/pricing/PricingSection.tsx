import { useTranslation } from "~/lib/translation";
import { plans, type BillingPeriod } from "~/features/marketing/pricing/pricing";
import { trial } from "~/lib/site";
import { HeaderSection } from "../Section";
import { BillingToggle } from "./BillingToggle";
import { ComparisonTable, type ComparisonData } from "./ComparisonTable";
import { PlanCard } from "./PlanCard";
import { hook } from "~/components/ui/hook";
import { PricingHooks } from "./pricing.hooks";

/**
 * The pricing block of the home page and of /pricing (spec 1 §2.4): toggle, three plan
 * cards, the trial notice and the feature comparison table.
 */
export function PricingSection({
  billing,
  rows,
  path,
  anchor,
}: {
  billing: BillingPeriod;
  rows: ComparisonData;
  /** The page's path without its language ("/", "/pricing"), which the toggle's links keep. */
  path: string;
  /** Where a plain (no-JavaScript) toggle lands: "pricing" on the home page. */
  anchor?: string;
}) {
  const { t } = useTranslation("pricing");
  const header = { eyebrow: t("section.eyebrow"), title: t("section.title"), subtitle: t("section.subtitle") };

  return (
    <HeaderSection id="pricing" titleId="pricing-title" {...header} className="bg-slate-50 py-20 sm:py-24" data-module={PricingHooks.module}>
      <div className="mt-10">
        <BillingToggle billing={billing} path={path} anchor={anchor ? `#${anchor}` : undefined} />
      </div>
      <div className="mx-auto mt-14 grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3 lg:items-start" {...hook(PricingHooks.current, billing)}>
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} billing={billing} />
        ))}
      </div>
      <p className="mx-auto mt-10 max-w-2xl text-center text-slate-700" data-trial-notice>
        {t("trialNotice", { days: trial.days })}
      </p>
      <ComparisonTable rows={rows} />
    </HeaderSection>
  );
}
