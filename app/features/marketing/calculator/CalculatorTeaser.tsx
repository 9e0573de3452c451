import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/buttons";
import { LocalLink } from "~/components/ui/links";
import { Container } from "~/components/layout/PageSection";

/**
 * The way to the commission calculator from the pages whose argument it puts in figures:
 * home, pricing and the feature pages about direct bookings (issue 22 item 1).
 */
export function CalculatorTeaser({ tone = "light" }: { tone?: "light" | "grey" | "line" }) {
  const { t } = useTranslation("calculator");
  // The home page is near its 14 KB HTML budget (decision 0107): one line there.
  if (tone === "line")
    return (
      <p className="px-4 py-8 text-center text-slate-700" data-calculator-teaser>
        {t("teaserTitle")}{" "}
        <LocalLink to="/commission-calculator" className="font-semibold text-teal-800 underline">
          {t("teaserLink")}
        </LocalLink>
      </p>
    );
  return (
    <section aria-labelledby="calculator-teaser-title" className={`${tone === "grey" ? "bg-slate-50" : "bg-white"} py-12`} data-calculator-teaser>
      <Container className="max-w-4xl">
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-teal-200 bg-teal-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 id="calculator-teaser-title" className="text-xl font-bold text-slate-900">
              {t("teaserTitle")}
            </h2>
            <p className="mt-2 text-slate-700">{t("teaserText")}</p>
          </div>
          <LocalLink to="/commission-calculator" className={`${buttonClass("primary", "md")} shrink-0`}>
            {t("teaserLink")}
          </LocalLink>
        </div>
      </Container>
    </section>
  );
}
