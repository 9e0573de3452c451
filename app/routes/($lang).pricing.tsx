import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { Icon, featureIcons } from "~/features/marketing/Icons";
import { Container } from "~/components/layout/PageSection";
import { CenteredSection, CheckList } from "~/features/marketing/Section";
import { CalculatorTeaser } from "~/features/marketing/calculator/CalculatorTeaser";
import { PricingSection } from "~/features/marketing/pricing/PricingSection";
import { Frozen } from "~/components/ui/frozen";
import { LocalLink } from "~/components/ui/links";
import type { RouteHandle } from "~/lib/route-handle";
import { comparisonRows } from "~/features/marketing/loaders.server";
import { marketingMeta, pricingMeta } from "~/features/marketing/meta";
import { billingPeriods, parseBillingPeriod } from "~/features/marketing/pricing/pricing";
import { trial } from "~/lib/site";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

/** No React in the browser (DESIGN §9): app/features/marketing/pricing/pricing.enhance.ts makes the billing switch instant. */
export const handle = {
  page: { cache: "marketing", query: { billing: billingPeriods }, sitemap: "listed", bench: { name: "Pricing", budget: "light" } },
  enhance: ["pricing"],
} satisfies RouteHandle;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "pricing");
  return json({
    meta: pricingMeta(t, trial.days),
    billing: parseBillingPeriod(new URL(request.url).searchParams.get("billing")),
    rows: await comparisonRows(context, lang),
  });
}

/** /pricing (spec 1 §2.4, spec 2 §2.1): start free, pay when you save. */
export default function PricingPage() {
  const { t } = useTranslation("pricing");
  const { billing, rows } = useLoaderData<typeof loader>();
  const points = t("page.points", { returnObjects: true }) as string[];
  const featureLinks = [
    { slug: "email-campaigns", label: t("page.emailCampaignsLink") },
    { slug: "ai-content-creation", label: t("page.aiContentLink") },
  ] as const;

  return (
    <>
      <section aria-labelledby="pricing-page-title" className="bg-gradient-to-b from-teal-50 to-white">
        <Container className="py-16 text-center sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-teal-800">{t("page.eyebrow")}</p>
          <h1 id="pricing-page-title" className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t("page.title")}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">{t("page.subtitle")}</p>
          <div
            className="mx-auto mt-10 max-w-3xl rounded-2xl border border-teal-200 bg-white p-6 text-left shadow-sm sm:p-8"
            data-free-plan
          >
            <h2 className="text-xl font-bold text-slate-900">{t("page.freePlanTitle")}</h2>
            <p className="mt-2 text-slate-700">{t("page.freePlanText", { days: trial.days })}</p>
            <CheckList
              items={points}
              className="mt-4 grid gap-2 sm:grid-cols-3"
              itemClass="flex gap-2 text-sm text-slate-800"
              iconClass="text-teal-700"
            />
          </div>
        </Container>
      </section>
      <Frozen id="pricing.section" component={PricingSection} props={{ billing, rows, path: "/pricing" }} />
      <CalculatorTeaser tone="grey" />
      <CenteredSection titleId="pricing-more-title" title={t("page.moreTitle")} width="max-w-4xl" className="py-16 sm:py-20">
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {featureLinks.map((link) => (
            <li key={link.slug}>
              <LocalLink
                to={`/features/${link.slug}`}
                className="flex h-full items-center gap-4 rounded-2xl border border-slate-200 p-5 font-semibold text-slate-900 hover:border-teal-600 hover:text-teal-800"
              >
                <span className="icon-tile shrink-0">
                  <Icon name={featureIcons[link.slug]} className="h-6 w-6" />
                </span>
                <span className="flex-1">{link.label}</span>
                <Icon name="arrowRight" className="h-5 w-5" />
              </LocalLink>
            </li>
          ))}
        </ul>
      </CenteredSection>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => marketingMeta(data?.meta, { location, matches });
