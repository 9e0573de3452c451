import type { JobListing, JobSalary } from "~/backend/types";
import { formatLongDate } from "~/lib/dates";
import type { Lang } from "~/lib/i18n";
import { translator } from "~/server/i18n.server";
import { countryName } from "./job-posting";
import type { JobPageData } from "./JobPage";

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

/**
 * What a job's page shows, in `lang` (issue 22 item 2, decision 0309): the public page's loader and
 * the studio's preview (decision 0503) both render `JobPage` from this, so the preview is the page.
 */
export async function jobPageView(job: JobListing, lang: Lang) {
  const t = await translator(lang, "careers");
  const list = new Intl.ListFormat(lang === "pt" ? "pt-BR" : "en", { type: "conjunction" });
  const view: JobPageData = {
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
  };
  return {
    meta: { title: t("meta.jobTitle", { title: job.title }), description: job.description.slice(0, 160) },
    headings: { responsibilities: t("job.responsibilitiesHeading"), qualifications: t("job.qualificationsHeading"), hours: t("job.hoursHeading") },
    view,
  };
}
