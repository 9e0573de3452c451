import { useTranslation } from "~/lib/translation";
import { LocalLink } from "~/components/ui/links";
import { dialogOpenerId } from "~/lib/dialog-opener";
import { buttonClass } from "~/components/ui/buttons";
import { contactEmails } from "~/lib/site";
import type { JobListing } from "~/backend/types";

/** What a job's card shows. */
export type JobCardData = Pick<JobListing, "id" | "title" | "department" | "location" | "type" | "description">;

/** A mail link that opens the visitor's mail app with a subject, to send a resume. */
function SendResumeLink({ className }: { className: string }) {
  const { t } = useTranslation("careers");
  const href = `mailto:${contactEmails.careers}?subject=${encodeURIComponent(t("positions.mailSubject"))}`;
  return (
    <a href={href} className={className}>
      {t("positions.sendResume")}
      <span className="sr-only"> ({contactEmails.careers})</span>
    </a>
  );
}

/**
 * 'Open Positions' (spec 2 §2.2): a card per job with its badges and 'Apply Now', which
 * opens the application dialog at /careers/apply/{jobId}, and a link to the job's own page
 * (/careers/{jobId}, issue 22 item 2); 'No Open Positions' when there
 * is no job at all.
 */
export function OpenPositions({ jobs }: { jobs: JobCardData[] }) {
  const { t } = useTranslation("careers");
  return (
    <section id="open-positions" aria-labelledby="careers-positions" className="scroll-mt-24 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="careers-positions" className="text-3xl font-bold text-slate-900">
          {t("positions.heading")}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">{t("positions.intro")}</p>
        {jobs.length === 0 ? (
          <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <h3 className="text-xl font-semibold text-slate-900">{t("positions.noneHeading")}</h3>
            <p className="mx-auto mt-2 max-w-xl text-slate-700">{t("positions.noneText")}</p>
            <SendResumeLink className={`${buttonClass("primary", "md")} mt-6`} />
          </div>
        ) : (
          <ul aria-label={t("positions.listLabel")} className="mt-8 grid gap-6 md:grid-cols-2">
            {jobs.map((job) => (
              <li key={job.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="job-card">
                <h3 className="text-xl font-semibold text-slate-900">
                  <LocalLink to={`/careers/${job.id}`} className="underline-offset-4 hover:underline">
                    {job.title}
                  </LocalLink>
                </h3>
                <dl className="mt-3 flex flex-wrap gap-2 text-sm">
                  {(
                    [
                      ["department", job.department],
                      ["location", job.location],
                      ["type", job.type],
                    ] as const
                  ).map(([key, value]) => (
                    <div key={key} className="rounded-full bg-teal-50 px-3 py-1 text-teal-900">
                      <dt className="sr-only">{t(`positions.${key}`)}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
                <p className="mt-4 flex-1 text-slate-700">{job.description}</p>
                <div className="mt-6 flex flex-wrap gap-3">
                  <LocalLink to={`/careers/apply/${job.id}`} id={dialogOpenerId(`/careers/apply/${job.id}`)} className={buttonClass("primary", "md")}>
                    {t("positions.apply")}
                    <span className="sr-only"> — {job.title}</span>
                  </LocalLink>
                  <LocalLink to={`/careers/${job.id}`} className={buttonClass("secondary", "md")}>
                    {t("positions.viewJob")}
                    <span className="sr-only"> — {job.title}</span>
                  </LocalLink>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-12 rounded-2xl bg-teal-900 p-8 text-white sm:flex sm:items-center sm:justify-between sm:gap-8">
          <div>
            <h3 className="text-2xl font-bold">{t("positions.notFitHeading")}</h3>
            <p className="mt-2 max-w-2xl text-teal-50">{t("positions.notFitText")}</p>
          </div>
          <SendResumeLink className={`${buttonClass("secondary", "md")} mt-6 shrink-0 sm:mt-0`} />
        </div>
      </div>
    </section>
  );
}
