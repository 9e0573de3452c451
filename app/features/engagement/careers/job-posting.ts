import type { JobListing } from "~/backend/types";
import { localizePath, type Lang } from "~/lib/i18n";

/**
 * schema.org JobPosting for one job's page, as Google's job posting documentation asks
 * (developers.google.com/search/docs/appearance/structured-data/job-posting; decision 0309):
 * required title, description, datePosted, hiringOrganization and, for a remote job,
 * jobLocationType TELECOMMUTE with applicantLocationRequirements (an on-site job has a
 * jobLocation instead); recommended validThrough, employmentType, identifier, directApply and
 * baseSalary when the salary is published. Only on the job's own page: Google asks for no
 * JobPosting on a page that lists jobs.
 */
export interface JobPostingInput {
  job: Pick<
    JobListing,
    "id" | "title" | "description" | "location" | "employmentType" | "remote" | "postedAt" | "validThrough" | "applicantLocations" | "salary"
  >;
  origin: string;
  lang: Lang;
  organization: { name: string; logoPath: string };
}

/** The description as Google shows it: HTML, one paragraph per blank-line-separated block, text escaped. */
export function descriptionHtml(description: string): string {
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return description
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escape(block).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/**
 * A country's name from its ISO 3166-1 alpha-2 code in the language asked ("BR" → "Brazil" /
 * "Brasil"); anything that is not such a code is shown as it is.
 */
export function countryName(code: string, lang: Lang | "en"): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return new Intl.DisplayNames([lang === "pt" ? "pt-BR" : "en"], { type: "region", fallback: "code" }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function jobPostingData({ job, origin, lang, organization }: JobPostingInput): Record<string, unknown> {
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: descriptionHtml(job.description),
    identifier: { "@type": "PropertyValue", name: organization.name, value: job.id },
    datePosted: job.postedAt.slice(0, 10),
    employmentType: job.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      name: organization.name,
      sameAs: origin,
      logo: `${origin}${organization.logoPath}`,
    },
    directApply: true,
    url: `${origin}${localizePath(`/careers/${job.id}`, lang)}`,
    inLanguage: lang === "pt" ? "pt-BR" : "en",
  };
  if (job.validThrough) data.validThrough = job.validThrough;
  if (job.remote) {
    data.jobLocationType = "TELECOMMUTE";
    // A remote job without named countries is open to its location's wording (an AdministrativeArea).
    data.applicantLocationRequirements =
      job.applicantLocations.length > 0
        ? job.applicantLocations.map((code) => ({ "@type": "Country", name: countryName(code, "en") }))
        : [{ "@type": "AdministrativeArea", name: job.location }];
  } else {
    data.jobLocation = { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: job.location } };
  }
  if (job.salary) {
    const { currency, min, max, unit } = job.salary;
    data.baseSalary = {
      "@type": "MonetaryAmount",
      currency,
      value:
        min === max
          ? { "@type": "QuantitativeValue", value: min, unitText: unit }
          : { "@type": "QuantitativeValue", minValue: min, maxValue: max, unitText: unit },
    };
  }
  return data;
}
