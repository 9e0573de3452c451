import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { applicationStatuses, type ApplicationStatus } from "~/backend/studio-applications";
import { isApplicationId, originWords } from "~/features/studio/careers/application-view";
import { can } from "~/features/studio/policy";
import { FieldFrame, StudioFormFields } from "~/features/studio/StudioShell";
import { formText, formTokenFor, readStudioPost, requireCan } from "~/features/studio/studio.server";
import { formatDateTimeUtc } from "~/lib/dates";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";
import { notFound } from "~/server/not-found.server";

/**
 * /studio/applications/{id}: one application beside its resume, its status, notes, and deletion on
 * the applicant's request (issue 43 item 1, decision 0503). Recruiters and admins.
 */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf(["done"]) }, alternates: false, shell: "studio" } satisfies RouteHandle;

const noteMax = 5000;
const doneWords: Record<string, string> = { status: "Status changed.", note: "Note added." };
// eslint-disable-next-line no-control-regex -- a note with control characters is refused
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function idOf(param: string | undefined): string {
  if (!isApplicationId(param)) throw notFound(studioHeaders);
  return param.toLowerCase();
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const member = requireCan(context, "read", "applications");
  const id = idOf(params.id);
  const [application, token] = await Promise.all([context.backend.getJobApplication(id), formTokenFor(context, member)]);
  if (!application) throw notFound(studioHeaders);
  const { resumePath, ...shown } = application;
  return json(
    {
      application: { ...shown, origin: originWords(application), resumeType: resumePath.split(".").pop()?.toUpperCase() ?? "" },
      token,
      mayDelete: can(member, "delete", "applications"),
      done: doneWords[new URL(request.url).searchParams.get("done") ?? ""] ?? null,
    },
    { headers: studioHeaders }
  );
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const id = idOf(params.id);
  const { member, form } = await readStudioPost(request, context, (posted) => (formText(posted, "intent") === "delete" ? "delete" : "write"), "applications");
  const actor = { email: member.email, role: member.role };
  const intent = formText(form, "intent");
  if (intent === "status") {
    const status = formText(form, "status");
    if (!(applicationStatuses as readonly string[]).includes(status)) return json({ errors: { status: "Choose one of the statuses." }, note: "" }, { status: 400, headers: studioHeaders });
    if ((await context.backend.setApplicationStatus(id, status as ApplicationStatus, actor)) === "not-found") throw notFound(studioHeaders);
    return redirect(`/studio/applications/${id}?done=status`, { headers: studioHeaders });
  }
  if (intent === "note") {
    const note = formText(form, "note").trim();
    const error = !note ? "Write the note first." : [...note].length > noteMax ? `Keep a note to ${noteMax} characters.` : controlCharacters.test(note) ? "Remove the control characters." : null;
    if (error) return json({ errors: { note: error }, note: formText(form, "note") }, { status: 400, headers: studioHeaders });
    if (!(await context.backend.addApplicationNote(id, note, actor))) throw notFound(studioHeaders);
    return redirect(`/studio/applications/${id}?done=note`, { headers: studioHeaders });
  }
  if (intent === "delete") {
    if (formText(form, "confirm") !== "yes") return json({ errors: { confirm: "Tick the box to confirm the applicant asked for this." }, note: "" }, { status: 400, headers: studioHeaders });
    const application = await context.backend.getJobApplication(id);
    const deleted = await context.backend.deleteJobApplication(id, actor);
    if (!deleted) throw notFound(studioHeaders);
    return redirect(`/studio/applications?${new URLSearchParams({ job: application?.jobId ?? "", done: "deleted" })}`, { headers: studioHeaders });
  }
  return json({ errors: { status: "Unknown action." }, note: "" }, { status: 400, headers: studioHeaders });
}

export default function StudioApplication() {
  const { application, token, mayDelete, done } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const errors: Record<string, string | undefined> = reply?.errors ?? {};
  return (
    <>
      <p>
        <Link to={`/studio/applications?job=${encodeURIComponent(application.jobId)}`}>All applications to this job</Link>
      </p>
      <h1>{application.fullName}</h1>
      {done && !reply ? (
        <p className="st-notice" role="status">
          {done}
        </p>
      ) : null}
      <div className="st-grid st-grid-2">
        <section aria-labelledby="application-heading" className="st-panel">
          <h2 id="application-heading">The application</h2>
          <dl className="st-dl">
            <dt>Status</dt>
            <dd>{application.status}</dd>
            <dt>Job</dt>
            <dd>{application.jobId}</dd>
            <dt>Sent</dt>
            <dd>{formatDateTimeUtc(application.submittedAt, "en")}</dd>
            <dt>Email</dt>
            <dd>{application.email}</dd>
            <dt>Phone</dt>
            <dd>{application.phone ?? "—"}</dd>
            <dt>Language</dt>
            <dd>{application.locale}</dd>
            <dt>Page</dt>
            <dd>{application.origin.page}</dd>
            <dt>Campaign</dt>
            <dd>{application.origin.campaign}</dd>
            <dt>How they heard of us</dt>
            <dd>{application.origin.heardAbout}</dd>
            <dt>Cover letter</dt>
            <dd>{application.coverLetter ?? "—"}</dd>
          </dl>
        </section>
        <section aria-labelledby="resume-heading" className="st-panel">
          <h2 id="resume-heading">Resume</h2>
          <p>
            {application.resumeType} file, kept private: it downloads only through the studio, after your role is checked, and has no public address.
          </p>
          <p>
            <a className="st-button st-button-primary" href={`/studio/applications/${application.id}/resume`}>
              Download the resume
            </a>
          </p>
        </section>
      </div>
      <h2>Status</h2>
      <Form method="post" className="st-filters" aria-label="Change the status">
        <StudioFormFields token={token} intent="status" />
        <FieldFrame id="application-status" label="Status" error={errors.status}>
          {(describedBy) => (
            <select id="application-status" name="status" defaultValue={application.status} aria-invalid={errors.status ? true : undefined} aria-describedby={describedBy}>
              {applicationStatuses.map((status) => (
                <option key={status}>{status}</option>
              ))}
            </select>
          )}
        </FieldFrame>
        <div className="st-field">
          <button className="st-button" type="submit">
            Change the status
          </button>
        </div>
      </Form>
      <h2>Notes</h2>
      {application.notes.length === 0 ? <p className="st-muted">No notes yet.</p> : null}
      <ul>
        {application.notes.map((note) => (
          <li key={note.id} className="st-panel">
            <p className="st-muted">
              {note.author}, {formatDateTimeUtc(note.at, "en")}
            </p>
            <p>{note.body}</p>
          </li>
        ))}
      </ul>
      <Form method="post" noValidate aria-label="Add a note">
        <StudioFormFields token={token} intent="note" />
        <FieldFrame id="application-note" label="New note" hint="Seen by recruiters and admins. The audit log records that a note was added, not its words." error={errors.note}>
          {(describedBy) => <textarea id="application-note" name="note" defaultValue={reply?.note ?? ""} aria-invalid={errors.note ? true : undefined} aria-describedby={describedBy} />}
        </FieldFrame>
        <button className="st-button" type="submit">
          Add the note
        </button>
      </Form>
      {mayDelete ? (
        <>
          <h2>Delete on the applicant's request</h2>
          <Form method="post" className="st-panel" noValidate aria-label="Delete the application">
            <StudioFormFields token={token} intent="delete" />
            <p>Deleting removes the application, its notes and its resume file for good, in the database and in storage. The audit log keeps only that it was deleted, by whom and when.</p>
            <div className="st-field">
              <span>
                <input id="application-confirm" type="checkbox" name="confirm" value="yes" aria-invalid={errors.confirm ? true : undefined} aria-describedby={errors.confirm ? "application-confirm-error" : undefined} />{" "}
                <label htmlFor="application-confirm">The applicant asked for their data to be deleted</label>
              </span>
              {errors.confirm ? (
                <span className="st-error" id="application-confirm-error">
                  {errors.confirm}
                </span>
              ) : null}
            </div>
            <button className="st-button st-button-danger" type="submit">
              Delete the application and its resume
            </button>
          </Form>
        </>
      ) : null}
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Application | StayLoop Studio" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
