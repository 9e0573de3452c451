import { useTranslation } from "~/lib/translation";
import { LocalLink } from "~/components/ui/links";
import { buttonClass } from "~/components/ui/buttons";
import type { JobListing } from "~/backend/types";
import { descriptionParagraphs, type JobSectionHeadings } from "./job-posting";

/** What a job's page shows, already in the page's language (dates and salary formatted on the server). */
export interface JobPageData
  extends Pick<JobListing, "id" | "title" | "department" | "location" | "type" | "description" | "responsibilities" | "qualifications" | "workHours"> {
  posted: string;
  /** The closing date, or the words for a job open until filled. */
  validThrough: string;
  salary: string | null;
  where: string | null;
}

/**
 * A job's own page (issue 22 item 2): its badges, the whole description — what the role is,
 * what the person will do, what we look for, the hours (decision 0047) — the facts Google
 * for Jobs reads from the JSON-LD as visible text too, and Apply, which opens the
 * application dialog over the careers list (`/careers/apply/{jobId}`, decision 0309).
 * The JSON-LD's description is made from the same parts, in the same order, under the same
 * headings (job-posting.ts `fullDescriptionHtml`).
 */
export function JobPage({ job, headings }: { job: JobPageData; headings: JobSectionHeadings }) {
  const { t } = useTranslation("careers");
  const facts = (
    [
      ["posted", job.posted],
      ["validThrough", job.validThrough],
      ["salary", job.salary],
      ["where", job.where],
    ] as const
  ).filter((fact): fact is readonly [(typeof fact)[0], string] => fact[1] !== null);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <LocalLink to="/careers#open-positions" className="text-sm font-semibold text-teal-800 underline-offset-4 hover:underline">
        <span aria-hidden="true">← </span>
        {t("job.back")}
      </LocalLink>
      <p className="mt-8 text-sm font-semibold uppercase tracking-wide text-teal-800">{t("job.eyebrow")}</p>
      <h1 className="mt-2 break-words text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{job.title}</h1>
      <ul className="mt-4 flex flex-wrap gap-2 text-sm" aria-label={t("job.detailsLabel")}>
        {[job.department, job.location, job.type].map((badge) => (
          <li key={badge} className="rounded-full bg-teal-50 px-3 py-1 text-teal-900">
            {badge}
          </li>
        ))}
      </ul>
      <dl className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-2">
        {facts.map(([key, value]) => (
          <div key={key}>
            <dt className="text-sm font-medium text-slate-600">{t(`job.${key}`)}</dt>
            <dd className="mt-1 text-slate-900" data-testid={`job-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="job-about" className="mt-10">
        <h2 id="job-about" className="text-2xl font-bold text-slate-900">
          {t("job.aboutHeading")}
        </h2>
        <div className="mt-4 space-y-4 text-lg text-slate-700" data-testid="job-description">
          {descriptionParagraphs(job.description).map((block, index) => (
            <p key={index}>{block}</p>
          ))}
        </div>
        {(
          [
            ["responsibilities", job.responsibilities],
            ["qualifications", job.qualifications],
          ] as const
        )
          .filter(([, items]) => items.length > 0)
          .map(([part, items]) => (
            <section key={part} aria-labelledby={`job-${part}`} className="mt-8">
              <h3 id={`job-${part}`} className="text-xl font-bold text-slate-900">
                {headings[part]}
              </h3>
              <ul className="mt-3 list-disc space-y-2 pl-6 text-lg text-slate-700" data-testid={`job-${part}`}>
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        {job.workHours ? (
          <section aria-labelledby="job-hours" className="mt-8">
            <h3 id="job-hours" className="text-xl font-bold text-slate-900">
              {headings.hours}
            </h3>
            <p className="mt-3 text-lg text-slate-700" data-testid="job-hours">
              {job.workHours}
            </p>
          </section>
        ) : null}
      </section>
      <section aria-labelledby="job-apply" className="mt-10 rounded-2xl bg-slate-50 p-6">
        <h2 id="job-apply" className="text-2xl font-bold text-slate-900">
          {t("job.applyHeading")}
        </h2>
        <p className="mt-2 text-slate-700">{t("job.applyText")}</p>
        <LocalLink to={`/careers/apply/${job.id}`} className={`${buttonClass("primary", "lg")} mt-6`}>
          {t("job.apply")}
          <span className="sr-only"> — {job.title}</span>
        </LocalLink>
      </section>
    </article>
  );
}
