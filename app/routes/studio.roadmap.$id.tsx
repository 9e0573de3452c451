import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { roadmapStatuses } from "~/features/engagement/roadmap/schema";
import { FieldFrame, StudioFormFields } from "~/features/studio/StudioShell";
import { formTokenFor, readStudioPost, requireCan } from "~/features/studio/studio.server";
import { itemLimits, itemValuesOf, readItem, valuesOfItem, type ItemValues } from "~/features/studio-roadmap/forms";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";
import { notFound } from "~/server/not-found.server";

/**
 * /studio/roadmap/new and /studio/roadmap/{id}: an item's words in English and Portuguese (every
 * field the public roadmap shows), its column and, once Done, the day it shipped (issue 43 item 3,
 * decision 0504). A refused save answers 400 with each message next to its field and everything
 * typed kept; a save redirects here with a status message and is an audit entry. The item's row
 * and translation are content tables, so the edge's content version moves and the board follows.
 */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf(["done"]) }, alternates: false, shell: "studio" } satisfies RouteHandle;

/** The item a path names: null for "new", the id, or the studio's 404. */
function itemIdOf(param: string | undefined): number | null {
  if (param === "new") return null;
  if (!param || !/^[1-9]\d{0,11}$/.test(param)) throw notFound(studioHeaders);
  return Number(param);
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const member = requireCan(context, "read", "roadmap");
  const id = itemIdOf(params.id);
  const [item, token] = await Promise.all([id === null ? null : context.backend.getStudioRoadmapItem(id), formTokenFor(context, member)]);
  if (id !== null && !item) throw notFound(studioHeaders);
  const values: ItemValues = item ? valuesOfItem(item) : { title: "", description: "", category: "", pt_title: "", pt_description: "", pt_category: "", status: "Backlog", shipped_on: "" };
  return json(
    {
      id,
      values,
      storedStatus: item?.status ?? null,
      counts: item ? { upvotes: item.upvotes, comments: item.commentCount, held: item.heldCount } : null,
      token,
      saved: new URL(request.url).searchParams.get("done") === "saved",
    },
    { headers: studioHeaders },
  );
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const { member, form } = await readStudioPost(request, context, "write", "roadmap");
  const id = itemIdOf(params.id);
  const values = itemValuesOf(form);
  const stored = id === null ? null : await context.backend.getStudioRoadmapItem(id);
  if (id !== null && !stored) throw notFound(studioHeaders);
  const read = readItem(values, new Date().toISOString().slice(0, 10), stored?.status ?? null);
  if (!read.ok) return json({ errors: read.errors, values }, { status: 400, headers: studioHeaders });
  const saved = await context.backend.saveStudioRoadmapItem(id, read.item, { email: member.email, role: member.role });
  if (saved === null) throw notFound(studioHeaders);
  return redirect(`/studio/roadmap/${saved}?done=saved`, { headers: studioHeaders });
}

type Field = keyof ItemValues;

export default function StudioRoadmapItem() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const values = reply?.values ?? data.values;
  const errors: Partial<Record<Field, string>> = reply?.errors ?? {};
  const invalid = (name: Field) => (errors[name] ? true : undefined);
  const text = (name: Field, label: string, max: number, hint?: string) => (
    <FieldFrame id={`item-${name}`} label={label} hint={hint} error={errors[name]}>
      {(describedBy) => <input id={`item-${name}`} name={name} type="text" maxLength={max} defaultValue={values[name]} aria-invalid={invalid(name)} aria-describedby={describedBy} />}
    </FieldFrame>
  );
  const area = (name: Field, label: string) => (
    <FieldFrame id={`item-${name}`} label={label} hint={`Up to ${itemLimits.description} characters; shown as plain text.`} error={errors[name]}>
      {(describedBy) => <textarea id={`item-${name}`} name={name} rows={5} maxLength={itemLimits.description} defaultValue={values[name]} aria-invalid={invalid(name)} aria-describedby={describedBy} />}
    </FieldFrame>
  );
  return (
    <>
      <p>
        <Link to="/studio/roadmap">All roadmap items</Link>
      </p>
      <h1>{data.id === null ? "New roadmap item" : `Roadmap item ${data.id}`}</h1>
      {data.saved && !reply ? (
        <p className="st-notice" role="status">
          Saved. The public roadmap shows it within a minute.
        </p>
      ) : null}
      {reply ? (
        <p className="st-alert" role="alert">
          Nothing was saved: {Object.keys(errors).length === 1 ? "one field needs" : `${Object.keys(errors).length} fields need`} a change (see the messages below).
        </p>
      ) : null}
      {data.counts ? (
        <p className="st-muted">
          {data.counts.upvotes} votes · {data.counts.comments} comments{data.counts.held ? ` · ${data.counts.held} held for review` : ""} ·{" "}
          <a href={`/roadmap/${data.id}`}>See it on the site</a>
        </p>
      ) : null}
      <Form method="post" className="st-panel" noValidate>
        <StudioFormFields token={data.token} />
        <div className="st-grid st-grid-2">
          <fieldset className="st-fieldset">
            <legend>English</legend>
            {text("title", "Title", itemLimits.title)}
            {area("description", "Description")}
            {text("category", "Category (optional)", itemLimits.category, "e.g. Integrations")}
          </fieldset>
          <fieldset className="st-fieldset" lang="pt">
            <legend lang="en">Portuguese</legend>
            {text("pt_title", "Title", itemLimits.title)}
            {area("pt_description", "Description")}
            {text("pt_category", "Category (optional)", itemLimits.category, "e.g. Integrações")}
          </fieldset>
        </div>
        <FieldFrame id="item-status" label="Status (the board's column)" error={errors.status}>
          {(describedBy) => (
            <select id="item-status" name="status" defaultValue={values.status} aria-invalid={invalid("status")} aria-describedby={describedBy}>
              {roadmapStatuses.map((status) => (
                <option key={status}>{status}</option>
              ))}
              {/* A status of an older row outside the four stays choosable, so a save keeps it. */}
              {data.storedStatus && !(roadmapStatuses as readonly string[]).includes(data.storedStatus) ? <option value={data.storedStatus}>{`${data.storedStatus} (shown in Backlog)`}</option> : null}
            </select>
          )}
        </FieldFrame>
        <FieldFrame id="item-shipped_on" label="Shipped on (only when Done)" hint="The day it reached customers, YYYY-MM-DD; leave empty if not known." error={errors.shipped_on}>
          {(describedBy) => <input id="item-shipped_on" name="shipped_on" type="date" defaultValue={values.shipped_on} aria-invalid={invalid("shipped_on")} aria-describedby={describedBy} />}
        </FieldFrame>
        <button className="st-button st-button-primary" type="submit">
          {data.id === null ? "Add to the roadmap" : "Save"}
        </button>
      </Form>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.id ? `Roadmap item ${data.id}` : "New roadmap item"} | StayLoop Studio` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: HeadersFunction = () => studioHeaders;
