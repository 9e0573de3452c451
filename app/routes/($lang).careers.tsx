import { json, type LoaderFunctionArgs, type MetaDescriptor, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BenefitsAndPerks, OurCulture, WhyWorkWithUs } from "~/features/engagement/careers/CareersSections";
import { OpenPositions } from "~/features/engagement/careers/OpenPositions";
import { buttonClass } from "~/components/ui/buttons";
import { builtInJob } from "~/features/engagement/careers/schema";
import { localizePath, type Lang } from "~/lib/i18n";
import type { RouteHandle } from "~/lib/i18n-routes";
import { originOf, pageMeta } from "~/lib/meta";
import { siteName } from "~/lib/site";
import { listCareersJobs, type CareersJob } from "~/features/engagement/careers/careers.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

// Nothing on the page itself needs a script (docs/decisions/0014-careers-without-react.md).
export const handle = { i18n: ["careers"] } satisfies RouteHandle;

/** Careers (spec 2 §2.2); the application dialog renders in the Outlet. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "careers");
  const jobs = await listCareersJobs(context, lang);
  return json({ meta: { title: t("meta.title"), description: t("meta.description") }, jobs, lang });
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

/** schema.org JobPosting for a listed job (one script per job). */
function jobPosting(job: CareersJob, origin: string, lang: Lang): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: job.title,
      description: job.description,
      identifier: { "@type": "PropertyValue", name: siteName, value: job.id },
      datePosted: job.postedAt.slice(0, 10),
      employmentType: job.employmentType,
      hiringOrganization: { "@type": "Organization", name: siteName, sameAs: origin, logo: `${origin}/favicon.svg` },
      ...(job.remote
        ? {
            jobLocationType: "TELECOMMUTE",
            applicantLocationRequirements: (job.builtIn ? builtInJob.applicantRegions : [job.location]).map((name) => ({
              "@type": job.builtIn ? "Country" : "AdministrativeArea",
              name,
            })),
          }
        : { jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: job.location } } }),
      directApply: true,
      url: `${origin}${localizePath(`/careers/apply/${job.id}`, lang)}`,
      inLanguage: lang === "pt" ? "pt-BR" : "en",
    },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  const origin = originOf(matches);
  const postings = data ? data.jobs.map((job) => jobPosting(job, origin, data.lang)) : [];
  return pageMeta(data?.meta, { location, matches }, postings);
};
