import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { BenefitsAndPerks, OurCulture, WhyWorkWithUs } from "~/features/engagement/careers/CareersSections";
import { OpenPositions } from "~/features/engagement/careers/OpenPositions";
import { buttonClass } from "~/components/ui/buttons";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/meta";
import { listCareersJobs } from "~/features/engagement/careers/careers.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

// Nothing on the page itself needs a script (docs/decisions/0014-careers-without-react.md).
export const handle = { page: { cache: "marketing", sitemap: "listed", bench: { name: "Careers", budget: "light" } } } satisfies RouteHandle;

/** Careers (spec 2 §2.2); the application dialog renders in the Outlet. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "careers");
  const jobs = await listCareersJobs(context, lang);
  return json({ meta: { title: t("meta.title"), description: t("meta.description") }, jobs });
}

export default function CareersPage() {
  const { jobs } = useLoaderData<typeof loader>();
  const { t } = useTranslation("careers");

  return (
    <>
      <section className="bg-gradient-to-b from-teal-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-teal-800">{t("hero.eyebrow")}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t("hero.heading")}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">{t("hero.text")}</p>
          <a href="#open-positions" className={`${buttonClass("primary", "lg")} mt-10`}>
            {t("hero.cta")}
          </a>
        </div>
      </section>
      <WhyWorkWithUs />
      <BenefitsAndPerks />
      <OurCulture />
      <OpenPositions jobs={jobs} />
      <Outlet />
    </>
  );
}

// No JobPosting here: Google asks for it on each job's own page, never on a list of jobs
// (docs/decisions/0309-job-pages.md); /careers/{jobId} carries it.
export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => pageMeta(data?.meta, { location, matches });
