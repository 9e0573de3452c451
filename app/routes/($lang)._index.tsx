import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { auditEstimate } from "~/features/marketing/calculator/audit-estimate";
import { CalculatorTeaser } from "~/features/marketing/calculator/CalculatorTeaser";
import { calculatorFields, readCalculator } from "~/features/marketing/calculator/commission";
import { DemoSection } from "~/features/marketing/home/DemoSection";
import { Faq, useFaqItems } from "~/features/marketing/home/Faq";
import { FeaturesGrid } from "~/features/marketing/home/FeaturesGrid";
import { FinalCta } from "~/features/marketing/home/FinalCta";
import { Frozen } from "~/components/ui/frozen";
import { HeroSection } from "~/features/marketing/home/HeroSection";
import { StructuredData } from "~/features/marketing/home/StructuredData";
import { Testimonials } from "~/features/marketing/home/Testimonials";
import { PricingSection } from "~/features/marketing/pricing/PricingSection";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { comparisonRows } from "~/features/marketing/loaders.server";
import { homeMeta, marketingMeta } from "~/features/marketing/meta";
import { billingPeriods, parseBillingPeriod } from "~/features/marketing/pricing/pricing";
import { trial } from "~/lib/site";
import { useRootData } from "~/lib/root-data";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

/**
 * No React in the browser (DESIGN §9): the FAQ is <details name>, the forms and the layout
 * are enhanced by app/enhance/site.enhance.ts, the billing switch and the video by their modules.
 */
export const handle = {
  page: {
    cache: "marketing",
    // The pricing teaser's period; the calculator's figures shown beside the free-audit form.
    query: { billing: billingPeriods, ...anyValueOf(calculatorFields) },
    sitemap: "listed",
    bench: { name: "Home", budget: "light" },
  },
  enhance: ["pricing", "video"],
} satisfies RouteHandle;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "home");
  const query = new URL(request.url).searchParams;
  return json({
    meta: homeMeta(t, trial.days),
    billing: parseBillingPeriod(query.get("billing")),
    rows: await comparisonRows(context, lang),
    estimate: auditEstimate(readCalculator((name) => query.get(name), lang), lang),
  });
}

/**
 * The landing page (spec 1 §2.3): seven sections, then the footer. The sections are rendered once per isolate and language and copied into each page (<Frozen>,
 * decisions 0052, 0053): those of text alone once, the pricing once per billing period and
 * comparison table. The demo form shows what the visitor typed, and is rendered every time.
 */
export default function HomePage() {
  const { billing, rows, estimate } = useLoaderData<typeof loader>();
  const root = useRootData();
  const faq = useFaqItems();
  return (
    <>
      <StructuredData origin={root?.origin ?? ""} faq={faq} />
      <Frozen id="home.hero" component={HeroSection} />
      <Frozen id="home.features" component={FeaturesGrid} />
      <Frozen id="home.testimonials" component={Testimonials} />
      <Frozen id="home.calculator-teaser" component={CalculatorTeaser} props={{ tone: "line" }} />
      <Frozen id="pricing.section" component={PricingSection} props={{ billing, rows, path: "/", anchor: "pricing" }} />
      <Frozen id="home.faq" component={Faq} />
      <DemoSection estimate={estimate} />
      <Frozen id="home.final-cta" component={FinalCta} />
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  marketingMeta(data?.meta, { location, matches });
