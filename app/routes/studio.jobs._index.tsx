import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { can } from "~/features/studio/policy";
import { requireCan } from "~/features/studio/studio.server";
import { formatDateTimeUtc } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";

/** /studio/jobs: every job, open or closed (issue 43 item 2, decision 0503). Recruiters, editors, admins. */
export const handle = { page: { cache: "private", sitemap: false }, alternates: false, shell: "studio" } satisfies RouteHandle;

export async function loader({ context }: LoaderFunctionArgs) {
  const member = requireCan(context, "read", "jobs");
  const now = new Date().toISOString();
  const jobs = await context.backend.listStudioJobs();
  return json(
    {
      applications: can(member, "read", "applications"),
      jobs: jobs.map((job) => ({
        id: job.id,
        title: job.en.title,
        translated: job.pt !== null,
        // Closed as the public site sees it (decision 0309): switched off, or past its closing date.
        state: !job.active ? "Closed" : job.validThrough && job.validThrough <= now ? "Closed (closing date passed)" : "Open",
        closing: job.validThrough,
      })),
    },
    { headers: studioHeaders }
  );
}

export default function StudioJobs() {
  const { jobs, applications } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Jobs</h1>
      <p className="st-muted">The Sales Development Representative job is part of the site's code and is not listed here.</p>
      <p>
        <Link className="st-button st-button-primary" to="/studio/jobs/new">
          New job
        </Link>
      </p>
      <ScrollRegion className="st-table-wrap" label="Jobs">
        <table className="st-table">
          <thead>
            <tr>
              <th scope="col">Job</th>
              <th scope="col">State</th>
              <th scope="col">Closing date</th>
              <th scope="col">Languages</th>
              {applications ? <th scope="col">Applications</th> : null}
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.id}>
                <td>
                  <Link to={`/studio/jobs/${job.id}`}>{job.title}</Link>
                </td>
                <td>{job.state}</td>
                <td>{job.closing ? formatDateTimeUtc(job.closing, "en") : "Open until closed"}</td>
                <td>{job.translated ? "English, Portuguese" : "English"}</td>
                {applications ? (
                  <td>
                    <Link to={`/studio/applications?job=${encodeURIComponent(job.id)}`}>Applications to {job.title}</Link>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Jobs | StayLoop Studio" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
