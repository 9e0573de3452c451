import { useTranslation } from "~/lib/translation";
import { ExternalLink } from "~/components/ui/links";
import { buttonClass } from "~/components/ui/buttons";
import { billingPeriods, displayedYearlyDiscount, planLines, planPrice, type BillingPeriod, type Plan } from "~/features/marketing/pricing/pricing";
import { appUrls, trial } from "~/lib/site";
import { Icon } from "../Icons";
import { hook } from "~/components/ui/hook";
import { PricingHooks } from "./pricing.hooks";

/** The application's sign-up, told which plan and billing period the visitor picked. */
export function planSignUpUrl(plan: Plan, billing: BillingPeriod): string {
  const url = new URL(appUrls.signUp);
  url.searchParams.set("plan", plan.id);
  url.searchParams.set("billing", billing);
  return url.toString();
}

/** One plan (spec 1 §3 'Plan card'): name, subheader, price and period, savings, lines, button, trial text. */
export function PlanCard({ plan, billing }: { plan: Plan; billing: BillingPeriod }) {
  const { t } = useTranslation("pricing");
  const name = t(`plans.${plan.id}.name`);
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      data-plan={plan.id}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8 ${
        plan.popular ? "border-teal-700 ring-2 ring-teal-700 lg:-my-4 lg:py-10" : "border-slate-200"
      }`}
    >
      {plan.popular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-teal-700 px-4 py-1 text-sm font-semibold text-white">
          {t("card.mostPopular")}
        </p>
      ) : null}
      <h3 id={`plan-${plan.id}`} className="text-xl font-bold text-slate-900">
        {name}
      </h3>
      <p className="mt-2 min-h-12 text-sm text-slate-700">{t(`plans.${plan.id}.subheader`)}</p>

      {/* Both periods are in the page, so app/features/marketing/pricing/pricing.enhance.ts switches them at once. */}
      {billingPeriods.map((period) => (
        <PlanPrice key={period} plan={plan} billing={period} hidden={period !== billing} />
      ))}
      <p className="mt-2 text-center text-xs text-slate-600">{t("card.trialText", { days: trial.days })}</p>

      <h4 className="mt-8 text-sm font-semibold text-slate-900">{t("card.includes")}</h4>
      <ul className="plan-lines mt-3 space-y-3 text-sm text-slate-800">
        {planLines(plan).map((line) => (
          <li key={line.key}>
            <Icon
              name={line.included ? "check" : "cross"}
              className={line.included ? "text-teal-700" : "text-slate-500"}
            />
            <span className={line.included ? undefined : "text-slate-600"}>
              {t(line.key, line.count === undefined ? undefined : { count: line.count })}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** Price, period, savings and the sign-up button of one billing period. */
function PlanPrice({ plan, billing, hidden }: { plan: Plan; billing: BillingPeriod; hidden: boolean }) {
  const { t } = useTranslation("pricing");
  const price = planPrice(plan, billing);
  return (
    <div {...hook(PricingHooks.variant, billing)} hidden={hidden}>
        <div className="mt-6 flex items-baseline gap-1">
          <span className="text-5xl font-extrabold tracking-tight text-slate-900" data-price>
            {`${t("card.currency")}${price.perMonth}`}
          </span>
          <span className="text-base font-medium text-slate-700">{t("card.perMonth")}</span>
        </div>
        <div className="mt-2 flex min-h-7 flex-wrap items-center gap-2 text-sm text-slate-700">
          {price.billedYearly === null ? (
            <span>{t("card.billedMonthly")}</span>
          ) : (
            <>
              <span data-yearly-total>{t("card.billedYearly", { total: price.billedYearly })}</span>
              <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-900" data-save-badge>
                {t("card.save", { percent: displayedYearlyDiscount })}
              </span>
            </>
          )}
        </div>

        <ExternalLink
          href={planSignUpUrl(plan, billing)}
          className={`${buttonClass(plan.popular ? "primary" : "secondary", "md")} mt-6 w-full`}
        >
          {t(`plans.${plan.id}.button`)}
        </ExternalLink>
    </div>
  );
}
