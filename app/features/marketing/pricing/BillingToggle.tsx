import { Link } from "@remix-run/react";
import { useEffect, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { billingPeriods, maximumYearlyDiscount, type BillingPeriod } from "~/features/marketing/pricing/pricing";

/** How long the maximum-discount badge bounces when yearly is chosen (spec 1 §4, §9). */
export const badgeBounceMs = 2000;

/**
 * Monthly / yearly. Two links with `?billing=` so it works without JavaScript (the page
 * reloads on the same section); with JavaScript the choice applies at once and the
 * address follows without reloading anything: React does it where the page runs the
 * app, app/features/marketing/pricing/pricing.enhance.ts where the document does not hydrate.
 */
export function BillingToggle({
  billing,
  onChange,
  anchor,
}: {
  billing: BillingPeriod;
  onChange: (period: BillingPeriod, event: MouseEvent<HTMLAnchorElement>) => void;
  anchor?: string;
}) {
  const { t } = useTranslation("pricing");
  const bouncing = useBounce(billing);
  return (
    <div className="flex flex-col items-center gap-3">
      <nav aria-label={t("toggle.label")} className="inline-flex rounded-full border border-slate-300 bg-white p-1 shadow-sm">
        {billingPeriods.map((period) => (
          <Link
            key={period}
            to={{ search: `?billing=${period}`, hash: anchor }}
            preventScrollReset
            replace
            aria-current={period === billing ? "true" : undefined}
            data-billing={period}
            onClick={(event) => onChange(period, event)}
            className="rounded-full px-5 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 aria-[current=true]:bg-teal-700 aria-[current=true]:text-white"
          >
            {t(`toggle.${period}`)}
          </Link>
        ))}
      </nav>
      <span
        data-max-discount
        data-bouncing={bouncing ? "true" : "false"}
        data-bounce-ms={badgeBounceMs}
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

/**
 * True for 2 s after yearly is chosen (and on a page that opens on yearly). The class
 * bounces twice (2 × 1 s) by itself, so the badge also stops without JavaScript.
 */
function useBounce(billing: BillingPeriod) {
  const [bouncing, setBouncing] = useState(billing === "yearly");
  useEffect(() => {
    if (billing !== "yearly") {
      setBouncing(false);
      return;
    }
    setBouncing(true);
    const timer = window.setTimeout(() => setBouncing(false), badgeBounceMs);
    return () => window.clearTimeout(timer);
  }, [billing]);
  return bouncing;
}
