import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { Container } from "~/components/layout/PageSection";
import { LocalLink } from "~/components/ui/links";
import { CommissionCalculator } from "~/features/marketing/calculator/CommissionCalculator";
import { calculatorFields, readCalculator } from "~/features/marketing/calculator/commission";
import { marketingMeta } from "~/features/marketing/meta";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

/** No React in the browser (DESIGN §9): calculator.enhance.ts updates the figures as the visitor types. */
export const handle = {
  page: { cache: "marketing", query: anyValueOf(calculatorFields), sitemap: "listed", bench: { name: "Commission calculator", budget: "light" } },
  enhance: ["calculator"],
} satisfies RouteHandle;

/**
 * /commission-calculator (issue 22 item 1, decision 0107): the figures come from the query
 * string, so the address is the result. Values out of range or not numbers answer 200 with
 * the messages next to their fields, like a search that found nothing: the page is still
 * the page the visitor asked for.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "calculator");
  const query = new URL(request.url).searchParams;
  return json({
    meta: { title: t("meta.title"), description: t("meta.description") },
    result: readCalculator((name) => query.get(name), lang),
  });
}

export default function CommissionCalculatorPage() {
  const { t } = useTranslation("calculator");
  // The planner's own line (its namespace): several channels, each with its own fee (decision 0401).
  const { t: planner } = useTranslation("planner");
  const { result } = useLoaderData<typeof loader>();
  const assumptions = t("assumptions", { returnObjects: true }) as string[];
  return (
    <section aria-labelledby="calculator-title" className="bg-gradient-to-b from-teal-50 to-white">
      <Container className="py-16 sm:py-20">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-teal-800">{t("eyebrow")}</p>
          <h1 id="calculator-title" className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {t("title")}
          </h1>
          <p className="mt-6 text-lg text-slate-700">{t("subtitle")}</p>
        </div>
        <div className="mt-12">
          <CommissionCalculator result={result} />
        </div>
        <div className="mx-auto mt-12 max-w-3xl">
          <h2 className="text-2xl font-bold text-slate-900">{t("assumptionsTitle")}</h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700" data-calculator-assumptions>
            {assumptions.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-6 text-slate-700">
            <LocalLink to="/channel-fee-planner" className="font-semibold text-teal-800 underline">
              {planner("teaser")}
            </LocalLink>
          </p>
        </div>
      </Container>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => marketingMeta(data?.meta, { location, matches });
