import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { leadDeliveryStates, studioLeadKindNames, studioLeadKinds } from "~/backend/studio-leads";
import { LeadsTable } from "~/features/studio/inbox/LeadsTable";
import { leadQueryNames, leadQueryOf, loadLeadsPage } from "~/features/studio/inbox/leads.server";
import { can } from "~/features/studio/policy";
import { StudioPager } from "~/features/studio/StudioShell";
import { formText, formTokenFor, readStudioPost, requireCan } from "~/features/studio/studio.server";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";

/**
 * /studio/leads: every lead and its delivery, newest first (issue 43 item 4, decision 0505).
 * Support and admins. Filters by type, dates, campaign and delivery; pages on the server; the
 * CSV of what the filter shows; "Retry now" on an event not yet delivered.
 */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf([...leadQueryNames]) }, alternates: false, shell: "studio" } satisfies RouteHandle;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = requireCan(context, "read", "leads");
  const params = new URL(request.url).searchParams;
  const [page, token] = await Promise.all([loadLeadsPage(context, params), can(member, "write", "leads") ? formTokenFor(context, member) : null]);
  const done = params.get("done");
  return json({ ...page, token, done: done === "retry" || done === "gone" ? done : null }, { headers: studioHeaders });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { member, form } = await readStudioPost(request, context, "write", "leads");
  if (formText(form, "intent") !== "retry") return json({ error: "Unknown action." }, { status: 400, headers: studioHeaders });
  const id = formText(form, "id").slice(0, 64);
  const result = id ? await context.backend.retryStudioLead(id, new Date(), { email: member.email, role: member.role }) : "unknown";
  // Back to the list the button was on (its filter, never another address).
  const back = new URLSearchParams(formText(form, "back").slice(0, 1000));
  back.set("done", result === "due" ? "retry" : "gone");
  return redirect(`/studio/leads?${back.toString()}`, { status: 303, headers: studioHeaders });
}

export default function StudioLeads() {
  const { form, leads, older, paged, token, done } = useLoaderData<typeof loader>();
  const filterQuery = leadQueryOf(form);
  return (
    <>
      <h1>Leads</h1>
      <p className="st-muted">Every audit request, support request, job application, download and newsletter sign-up, with the state of the event the team was sent.</p>
      {done === "retry" ? (
        <p className="st-notice" role="status">
          Retry asked: the event is due now and goes out with the next delivery, within a minute.
        </p>
      ) : done === "gone" ? (
        <p className="st-notice" role="status">
          Nothing to retry: that event was delivered already, or no longer exists.
        </p>
      ) : null}
      <Form method="get" className="st-filters" aria-label="Filter the leads">
        <div className="st-field">
          <label htmlFor="leads-kind">Type</label>
          <select id="leads-kind" name="kind" defaultValue={form.kind}>
            <option value="">Any</option>
            {studioLeadKindNames.map((kind) => (
              <option key={kind} value={kind}>
                {studioLeadKinds[kind].label}
              </option>
            ))}
          </select>
        </div>
        <div className="st-field">
          <label htmlFor="leads-from">From (UTC day)</label>
          <input id="leads-from" name="from" type="date" defaultValue={form.from} />
        </div>
        <div className="st-field">
          <label htmlFor="leads-to">To (UTC day, included)</label>
          <input id="leads-to" name="to" type="date" defaultValue={form.to} />
        </div>
        <div className="st-field">
          <label htmlFor="leads-campaign">Campaign (utm_campaign)</label>
          <input id="leads-campaign" name="campaign" type="text" defaultValue={form.campaign} maxLength={200} />
        </div>
        <div className="st-field">
          <label htmlFor="leads-delivery">Delivery</label>
          <select id="leads-delivery" name="delivery" defaultValue={form.delivery}>
            <option value="">Any</option>
            {leadDeliveryStates.map((state) => (
              <option key={state} value={state}>
                {state === "retrying" ? "Waiting or retrying" : state === "failed" ? "Failed after 24 hours" : "Delivered"}
              </option>
            ))}
          </select>
        </div>
        <div className="st-field">
          <button className="st-button" type="submit">
            Filter
          </button>
        </div>
      </Form>
      <p>
        <a className="st-button" href={`/studio/leads/export.csv${filterQuery ? `?${filterQuery}` : ""}`}>
          Export these leads as CSV
        </a>
      </p>
      <LeadsTable leads={leads} token={token} back={leadQueryOf(form)} />
      <StudioPager path="/studio/leads" label="More leads" older={older} />
      {paged ? (
        <p>
          <Link to={`/studio/leads${filterQuery ? `?${filterQuery}` : ""}`}>Back to the newest leads</Link>
        </p>
      ) : null}
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Leads | StayLoop Studio" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
