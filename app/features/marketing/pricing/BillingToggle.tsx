import { useTranslation } from "~/lib/translation";
import { billingPeriods, maximumYearlyDiscount, type BillingPeriod } from "~/features/marketing/pricing/pricing";
import { hook } from "~/components/ui/hook";
import { LocalLink } from "~/components/ui/links";
import { PricingHooks } from "./pricing.hooks";

/** How long the maximum-discount badge bounces when yearly is chosen (spec 1 §4, §9). */
const badgeBounceMs = 2000;

/**
 * Monthly / yearly. Two links with `?billing=` so it works without JavaScript (the page
 * reloads on the same section); with JavaScript, pricing.enhance.ts
 * applies the choice at once and the address follows without reloading anything. The
 * badge bounces on a page that opens on yearly: the class bounces twice (2 × 1 s) by
 * itself, and the module bounces it again for `data-bounce-ms` when yearly is chosen.
 * `path` is the page's own (without its language): the links are made from it rather than
 * from the router's location, so the section can be copied from page to page (<Frozen>).
 */
export function BillingToggle({ billing, path, anchor }: { billing: BillingPeriod; path: string; anchor?: string }) {
  const { t } = useTranslation("pricing");
  return (
    <div className="flex flex-col items-center gap-3">
      <nav aria-label={t("toggle.label")} className="inline-flex rounded-full border border-slate-300 bg-white p-1 shadow-sm">
        {billingPeriods.map((period) => (
          <LocalLink
            key={period}
            to={`${path}?billing=${period}${anchor ?? ""}`}
            aria-current={period === billing ? "true" : undefined}
            {...hook(PricingHooks.link, period)}
            className="rounded-full px-5 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 aria-[current=true]:bg-teal-700 aria-[current=true]:text-white"
          >
            {t(`toggle.${period}`)}
          </LocalLink>
        ))}
      </nav>
      <span
        {...hook(PricingHooks.badge)}
        {...hook(PricingHooks.bouncing, billing === "yearly")}
        {...hook(PricingHooks.bounceMs, badgeBounceMs)}
        // animate-bounce runs 1 s per bounce; two of them are the spec's 2 seconds (an inline
        // style, as the utility's shorthand would otherwise reset the count).
        style={{ animationIterationCount: 2 }}
        className="inline-flex items-center rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 data-[bouncing=true]:motion-safe:animate-bounce"
      >
        {t("toggle.maxDiscount", { percent: maximumYearlyDiscount() })}
      </span>
    </div>
  );
}
