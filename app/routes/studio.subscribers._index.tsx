import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SubscribersTable } from "~/features/studio/inbox/SubscribersTable";
import { forgetRequestFor, loadSubscribersPage, subscriberQueryNames } from "~/features/studio/inbox/subscribers.server";
import { StudioPager } from "~/features/studio/StudioShell";
import { formText, formTokenFor, readStudioPost, requireCan } from "~/features/studio/studio.server";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";

/**
 * /studio/subscribers: the newsletter's subscribers (issue 43 item 5, decision 0505). Admins only.
 * Counts by status, a search by address, the consent each gave, the CSV, and "forget this person".
 */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf([...subscriberQueryNames]) }, alternates: false, shell: "studio" } satisfies RouteHandle;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = requireCan(context, "read", "subscribers");
  const params = new URL(request.url).searchParams;
  const [page, token] = await Promise.all([loadSubscribersPage(context, params), formTokenFor(context, member)]);
  const done = params.get("done");
  return json({ ...page, token, done: done === "forgotten" || done === "unknown" ? done : null }, { headers: studioHeaders });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { member, form } = await readStudioPost(request, context, "delete", "subscribers");
  if (formText(form, "intent") !== "forget") return json({ error: "Unknown action." }, { status: 400, headers: studioHeaders });
  const email = formText(form, "email").trim().toLowerCase().slice(0, 254);
  if (!email || formText(form, "confirm").trim().toLowerCase() !== email) {
    return json({ error: `To forget ${email || "someone"}, type their address exactly in the box beside the button.`, email }, { status: 400, headers: studioHeaders });
  }
  const forgotten = await context.backend.forgetSubscriber(await forgetRequestFor(context, email), new Date(), { email: member.email, role: member.role });
  const back = new URLSearchParams(formText(form, "back").slice(0, 1000));
  back.delete("after");
  back.set("done", forgotten ? "forgotten" : "unknown");
  return redirect(`/studio/subscribers?${back.toString()}`, { status: 303, headers: studioHeaders });
}

export default function StudioSubscribers() {
  const { counts, search, subscribers, older, paged, firstPage, token, done } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <>
      <h1>Subscribers</h1>
      {done === "forgotten" ? (
        <p className="st-notice" role="status">
          Forgotten: the address and name are gone from the subscribers, every lead and every lead event. Only a keyed hash proves they left.
        </p>
      ) : done === "unknown" ? (
        <p className="st-notice" role="status">
          No subscriber has that address (anymore): nothing was changed.
        </p>
      ) : null}
      {refused && "error" in refused ? (
        <p className="st-alert" role="alert">
          {refused.error}
        </p>
      ) : null}
      <dl className="st-dl st-panel" aria-label="Subscribers by status">
        <dt>Subscribed</dt>
        <dd>{counts.subscribed}</dd>
        <dt>Unsubscribed</dt>
        <dd>{counts.unsubscribed}</dd>
        <dt>Forgotten on request</dt>
        <dd>{counts.forgotten}</dd>
      </dl>
      <Form method="get" className="st-filters" role="search" aria-label="Search subscribers">
        <div className="st-field">
          <label htmlFor="subscribers-q">Address contains</label>
          <input id="subscribers-q" name="q" type="search" defaultValue={search} maxLength={254} />
        </div>
        <div className="st-field">
          <button className="st-button" type="submit">
            Search
          </button>
        </div>
      </Form>
      <p>
        <a className="st-button" href={`/studio/subscribers/export.csv${search ? `?${new URLSearchParams({ q: search }).toString()}` : ""}`}>
          Export {search ? "these subscribers" : "every subscriber"} as CSV
        </a>
      </p>
      <SubscribersTable subscribers={subscribers} token={token} back={firstPage} />
      <StudioPager path="/studio/subscribers" label="More subscribers" older={older} />
      {paged ? (
        <p>
          <Link to={`/studio/subscribers${firstPage ? `?${firstPage}` : ""}`}>Back to the first page</Link>
        </p>
      ) : null}
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Subscribers | StayLoop Studio" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
