import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { cursorParam, originWords, readCursor } from "~/features/studio/careers/application-view";
import { StudioPager } from "~/features/studio/StudioShell";
import { requireCan } from "~/features/studio/studio.server";
import { builtInJob } from "~/features/engagement/careers/schema";
import { formatDateTimeUtc } from "~/lib/dates";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";
import { translator } from "~/server/i18n.server";

/**
 * /studio/applications: each job's applications, newest first, with status and source, fifty a
 * page on the server (issue 43 item 1, decision 0503). Recruiters and admins.
 */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf(["job", "before", "done"]) }, alternates: false, shell: "studio" } satisfies RouteHandle;

const pageSize = 50;

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireCan(context, "read", "applications");
  const url = new URL(request.url);
  const [counts, jobs, careers] = await Promise.all([context.backend.countApplicationsByJob(), context.backend.listStudioJobs(), translator("en", "careers")]);
  const titles = new Map<string, string>([[builtInJob.id, careers("builtInJob.title")], ...jobs.map((job) => [job.id, job.en.title] as const)]);
  const asked = url.searchParams.get("job");
  const job = asked && (counts.some((count) => count.jobId === asked) || titles.has(asked)) ? asked : (counts[0]?.jobId ?? null);
  const before = readCursor(url.searchParams.get("before"));
  const rows = job ? await context.backend.listJobApplications(job, before, pageSize + 1) : [];
  const shown = rows.slice(0, pageSize);
  const last = shown.at(-1);
  return json(
    {
      jobs: counts.map((count) => ({ id: count.jobId, title: titles.get(count.jobId) ?? count.jobId, applications: count.applications })),
      job,
      jobTitle: job ? (titles.get(job) ?? job) : null,
      applications: shown.map((application) => ({ ...application, origin: originWords(application) })),
      newer: before && job ? new URLSearchParams({ job }).toString() : null,
      older: rows.length > pageSize && last && job ? new URLSearchParams({ job, before: cursorParam(last.cursorAt, last.id) }).toString() : null,
      deleted: url.searchParams.get("done") === "deleted",
    },
    { headers: studioHeaders }
  );
}

export default function StudioApplications() {
  const { jobs, job, jobTitle, applications, newer, older, deleted } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Applications</h1>
      {deleted ? (
        <p className="st-notice" role="status">
          Deleted the application, its notes and its resume file. The audit log keeps only that it was deleted, by whom and when.
        </p>
      ) : null}
      {jobs.length === 0 ? <p>No applications yet.</p> : null}
      <nav aria-label="Jobs with applications">
        <ul className="st-actions">
          {jobs.map((item) => (
            <li key={item.id}>
              <Link to={`/studio/applications?job=${encodeURIComponent(item.id)}`} aria-current={item.id === job ? "page" : undefined}>
                {item.title} ({item.applications})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {job ? (
        <>
          <h2>{jobTitle}: newest first</h2>
          <ScrollRegion className="st-table-wrap" label={`Applications to ${jobTitle}`}>
            <table className="st-table">
              <thead>
                <tr>
                  <th scope="col">Applicant</th>
                  <th scope="col">Status</th>
                  <th scope="col">Sent</th>
                  <th scope="col">Email and phone</th>
                  <th scope="col">Page</th>
                  <th scope="col">Campaign</th>
                  <th scope="col">How they heard of us</th>
                </tr>
              </thead>
              <tbody>
                {applications.map((application) => (
                  <tr key={application.id}>
                    <td>
                      <Link to={`/studio/applications/${application.id}`}>{application.fullName}</Link>
                    </td>
                    <td>
                      <span className="st-badge">{application.status}</span>
                    </td>
                    <td>{formatDateTimeUtc(application.submittedAt, "en")}</td>
                    <td>
                      {application.email}
                      {application.phone ? <br /> : null}
                      {application.phone}
                    </td>
                    <td>{application.origin.page}</td>
                    <td>{application.origin.campaign}</td>
                    <td>{application.origin.heardAbout}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {applications.length === 0 ? <p>No applications to this job.</p> : null}
          <StudioPager path="/studio/applications" newer={newer} older={older} label="Pages of applications" />
        </>
      ) : null}
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Applications | StayLoop Studio" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
