import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { JobPage } from "~/features/engagement/careers/JobPage";
import { requireCareersJob } from "~/features/engagement/careers/careers.server";
import { countryName, jobPostingData } from "~/features/engagement/careers/job-posting";
import { formatLongDate } from "~/lib/dates";
import type { Lang } from "~/lib/i18n";
import type { RouteHandle } from "~/lib/route-handle";
import { originOf, pageMeta } from "~/lib/meta";
import { organizationLogo } from "~/lib/organization";
import { siteName } from "~/lib/site";
import type { JobSalary } from "~/backend/types";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

// A page of text and links: no script (the Apply link opens the careers dialog route).
// A backend row that closes, so it lives like content, not like a deploy (decision 0309). It ships
// no module of its own (its Apply is a link to the dialog route): the layout's only.
export const handle = {
  page: { cache: "content", sitemap: "entries", bench: { name: "Job page", budget: "static", from: "/careers" } },
} satisfies RouteHandle;

type Translate = Awaited<ReturnType<typeof translator>>;

/** "€70,000 to €90,000 a year" / "70.000 € a 90.000 € por ano", grouped as the language writes figures. */
function salaryText(salary: JobSalary, lang: Lang, t: Translate): string {
  const money = new Intl.NumberFormat(lang === "pt" ? "pt-BR" : "en", {
    style: "currency",
    currency: salary.currency,
    maximumFractionDigits: 0,
  });
  const per = t(`job.per.${salary.unit}`);
  return salary.min === salary.max
    ? t("job.salaryOne", { amount: money.format(salary.min), per })
    : t("job.salaryRange", { min: money.format(salary.min), max: money.format(salary.max), per });
}

/** A job's own page (`/careers/{jobId}`, issue 22 item 2); an unknown, inactive or expired job is a 404. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const job = await requireCareersJob(context, lang, params.jobId);
  const t = await translator(lang, "careers");
  const list = new Intl.ListFormat(lang === "pt" ? "pt-BR" : "en", { type: "conjunction" });
  return json({
    meta: { title: t("meta.jobTitle", { title: job.title }), description: job.description.slice(0, 160) },
    lang,
    job,
    headings: { responsibilities: t("job.responsibilitiesHeading"), qualifications: t("job.qualificationsHeading"), hours: t("job.hoursHeading") },
    view: {
      id: job.id,
      title: job.title,
      department: job.department,
      location: job.location,
      type: job.type,
      description: job.description,
      responsibilities: job.responsibilities,
      qualifications: job.qualifications,
      workHours: job.workHours,
      posted: formatLongDate(job.postedAt, lang),
      // A job without a closing date says so in words, and its JSON-LD says nothing (decision 0047).
      validThrough: job.validThrough ? formatLongDate(job.validThrough, lang) : t("job.open"),
      salary: job.salary ? salaryText(job.salary, lang, t) : null,
      where: job.remote && job.applicantLocations.length > 0 ? t("job.remoteFrom", { places: list.format(job.applicantLocations.map((code) => countryName(code, lang))) }) : null,
    },
  });
}

export default function JobRoute() {
  const { view, headings } = useLoaderData<typeof loader>();
  return <JobPage job={view} headings={headings} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta(data?.meta, { location, matches }, data ? [{ "script:ld+json": jobPostingData({ job: data.job, origin: originOf(matches), lang: data.lang, organization: { name: siteName, logoPath: organizationLogo.path }, headings: data.headings }) }] : []);
