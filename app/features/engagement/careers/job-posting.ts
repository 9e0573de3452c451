import type { JobListing } from "~/backend/types";
import { localizePath, type Lang } from "~/lib/i18n";

/**
 * schema.org JobPosting for one job's page, as Google's job posting documentation asks
 * (developers.google.com/search/docs/appearance/structured-data/job-posting; decisions 0309, 0047):
 * required title, description, datePosted, hiringOrganization and, for a remote job,
 * jobLocationType TELECOMMUTE with applicantLocationRequirements (an on-site job has a
 * jobLocation instead); recommended validThrough, employmentType, identifier, directApply and
 * baseSalary when the salary is published. Only on the job's own page: Google asks for no
 * JobPosting on a page that lists jobs.
 */
export interface JobPostingInput {
  job: Pick<
    JobListing,
    | "id"
    | "title"
    | "description"
    | "responsibilities"
    | "qualifications"
    | "workHours"
    | "location"
    | "employmentType"
    | "remote"
    | "postedAt"
    | "validThrough"
    | "applicantLocations"
    | "salary"
  >;
  origin: string;
  lang: Lang;
  organization: { name: string; logoPath: string };
  /** The headings the job's page puts over its lists and hours, in the page's language. */
  headings: JobSectionHeadings;
}

export interface JobSectionHeadings {
  responsibilities: string;
  qualifications: string;
  hours: string;
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The paragraphs of a description: blank-line-separated blocks, trimmed. */
export function descriptionParagraphs(description: string): string[] {
  return description
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
}

/** The description as Google shows it: HTML, one paragraph per blank-line-separated block, text escaped. */
export function descriptionHtml(description: string): string {
  return descriptionParagraphs(description)
    .map((block) => `<p>${escape(block).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/**
 * The full description Google for Jobs asks for (responsibilities, qualifications, hours
 * besides what the role is), in the order and with the headings the job's page shows them
 * (JobPage.tsx), so the markup says what the page says. A part the job does not have is left out.
 */
export function fullDescriptionHtml(
  job: Pick<JobListing, "description" | "responsibilities" | "qualifications" | "workHours">,
  headings: JobSectionHeadings,
): string {
  const list = (heading: string, items: string[]) =>
    items.length > 0 ? `<h3>${escape(heading)}</h3><ul>${items.map((item) => `<li>${escape(item)}</li>`).join("")}</ul>` : "";
  return [
    descriptionHtml(job.description),
    list(headings.responsibilities, job.responsibilities),
    list(headings.qualifications, job.qualifications),
    job.workHours ? `<h3>${escape(headings.hours)}</h3><p>${escape(job.workHours)}</p>` : "",
  ].join("");
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

export function jobPostingData({ job, origin, lang, organization, headings }: JobPostingInput): Record<string, unknown> {
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: fullDescriptionHtml(job, headings),
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
  if (job.responsibilities.length > 0) data.responsibilities = job.responsibilities;
  if (job.qualifications.length > 0) data.qualifications = job.qualifications;
  if (job.workHours) data.workHours = job.workHours;
  // Only a job that closes on a date says so; one open until filled has none (decision 0047).
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
