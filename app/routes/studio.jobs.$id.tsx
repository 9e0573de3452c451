import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { JobPage } from "~/features/engagement/careers/JobPage";
import { jobPageView } from "~/features/engagement/careers/job-view.server";
import { JobForm } from "~/features/studio/careers/JobForm";
import previewStyles from "~/features/studio/careers/job-preview.css";
import { jobFormValues, jobIdPattern, readJobForm } from "~/features/studio/careers/job-form";
import { previewListing } from "~/features/studio/careers/job-preview.server";
import { StudioFormFields } from "~/features/studio/StudioShell";
import { formText, formTokenFor, readStudioPost, requireCan } from "~/features/studio/studio.server";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";
import { notFound } from "~/server/not-found.server";

/**
 * /studio/jobs/{id} and /studio/jobs/new: a job's every field in both languages, its preview as the
 * public page renders it, close and reopen (issue 43 item 2, decision 0503).
 */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf(["done"]) }, alternates: false, shell: "studio" } satisfies RouteHandle;

const doneWords: Record<string, string> = {
  created: "Created. The job is open: its page and the careers list show it within a minute.",
  saved: "Saved. Visitors see the change within a minute.",
  closed: "Closed. Its page now answers “not found” and it has left the careers list and the sitemap.",
  reopened: "Reopened. Its page and the careers list show it again within a minute.",
};

function jobIdOf(param: string | undefined): string | null {
  if (param === "new") return null;
  if (!param || !jobIdPattern.test(param)) throw notFound(studioHeaders);
  return param;
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const member = requireCan(context, "read", "jobs");
  const id = jobIdOf(params.id);
  const [job, token] = await Promise.all([id ? context.backend.getStudioJob(id) : null, formTokenFor(context, member)]);
  if (id && !job) throw notFound(studioHeaders);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  const closed = job ? !job.active || (job.validThrough !== null && job.validThrough <= new Date().toISOString()) : false;
  return json({ id, title: job?.en.title ?? null, closed, values: jobFormValues(job), token, done: doneWords[done] ?? null }, { headers: studioHeaders });
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const id = jobIdOf(params.id);
  const { member, form } = await readStudioPost(request, context, (posted) => (["close", "reopen"].includes(formText(posted, "intent")) ? "publish" : "write"), "jobs");
  const actor = { email: member.email, role: member.role };
  const intent = formText(form, "intent");
  if (intent === "close" || intent === "reopen") {
    if (!id) throw notFound(studioHeaders);
    const answer = await context.backend.setStudioJobOpen(id, intent === "reopen", actor);
    if (answer === "not-found") throw notFound(studioHeaders);
    return redirect(`/studio/jobs/${id}?done=${intent === "close" ? "closed" : "reopened"}`, { headers: studioHeaders });
  }
  const now = new Date();
  const { values, errors, job } = readJobForm(form, id ? "update" : "create", id, now.toISOString().slice(0, 10));
  if (!job) return json({ values, errors, preview: null }, { status: 400, headers: studioHeaders });
  if (intent === "preview-en" || intent === "preview-pt") {
    // One language at a time: the page's sections carry fixed ids, so two copies would collide.
    const lang = intent === "preview-pt" ? "pt" : "en";
    const existing = id ? await context.backend.getStudioJob(id) : null;
    const page = await jobPageView(previewListing(job, lang, existing?.postedAt || now.toISOString()), lang);
    return json({ values, errors, preview: { lang, ...page } }, { headers: studioHeaders });
  }
  const answer = await context.backend.saveStudioJob(job, id ? "update" : "create", actor);
  if (answer === "taken") return json({ values, errors: { id: "A job already has this address; choose another." }, preview: null }, { status: 400, headers: studioHeaders });
  if (answer === "not-found") throw notFound(studioHeaders);
  return redirect(`/studio/jobs/${job.id}?done=${id ? "saved" : "created"}`, { headers: studioHeaders });
}

export default function StudioJob() {
  const { id, title, closed, values, token, done } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const errors = reply?.errors ?? {};
  const count = Object.keys(errors).length;
  return (
    <>
      <h1>{id ? `Job: ${title}` : "New job"}</h1>
      {done && !reply ? (
        <p className="st-notice" role="status">
          {done}
        </p>
      ) : null}
      {count ? (
        <p className="st-alert" role="alert">
          Nothing was saved: {count === 1 ? "one field needs" : `${count} fields need`} a change (messages beside them).
        </p>
      ) : null}
      {id ? (
        <div className="st-panel">
          <p>
            {closed ? "Closed: its page answers “not found” and it is off the careers list." : "Open: "}
            {closed ? null : <a href={`/careers/${id}`}>its public page</a>}
          </p>
          <Form method="post">
            <StudioFormFields token={token} intent={closed ? "reopen" : "close"} />
            <button className={closed ? "st-button" : "st-button st-button-danger"} type="submit">
              {closed ? "Reopen the job" : "Close the job"}
            </button>
          </Form>
        </div>
      ) : null}
      {reply?.preview ? (
        <section aria-labelledby="job-preview-heading">
          <h2 id="job-preview-heading">Preview in {reply.preview.lang === "pt" ? "Portuguese" : "English"} (not saved)</h2>
          <p className="st-muted">
            {reply.preview.lang === "pt" ? "/pt/careers/" : "/careers/"}
            {reply.values.id || id}
          </p>
          <div className="st-preview st-job-preview" lang={reply.preview.lang}>
            <JobPage job={reply.preview.view} headings={reply.preview.headings} />
          </div>
        </section>
      ) : null}
      <JobForm key={JSON.stringify(reply?.values ?? values)} token={token} creating={!id} values={reply?.values ?? values} errors={errors} />
    </>
  );
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: previewStyles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.title ?? "New job"} | StayLoop Studio` }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
