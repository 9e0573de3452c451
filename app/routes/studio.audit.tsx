import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { studioKinds } from "~/backend/studio";
import { studioAreas } from "~/features/studio/policy";
import { requireCan } from "~/features/studio/studio.server";
import { formatDateTimeUtc } from "~/lib/dates";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";

/** /studio/audit: every studio write, newest first, by person and kind (issue 41 item 8). Admins only. */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf(["person", "kind", "before"]) }, alternates: false, shell: "studio" } satisfies RouteHandle;

const pageSize = 100;
/** What an entry is about: a content kind, the staff, or an inbox and library area (decision 0502). */
const kinds: readonly string[] = [...studioKinds, "staff", ...studioAreas];
const isKind = (kind: string) => (studioKinds as readonly string[]).includes(kind);

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireCan(context, "read-audit");
  const url = new URL(request.url);
  const person = url.searchParams.get("person")?.trim().toLowerCase() || "";
  const kind = kinds.includes(url.searchParams.get("kind") ?? "") ? (url.searchParams.get("kind") as string) : "";
  const beforeText = url.searchParams.get("before") ?? "";
  const before = /^\d{1,12}$/.test(beforeText) ? Number(beforeText) : undefined;
  const [entries, staff] = await Promise.all([
    context.backend.listAudit({ actorEmail: person || undefined, kind: kind || undefined, before, limit: pageSize + 1 }),
    context.backend.listStaff(),
  ]);
  return json({ entries: entries.slice(0, pageSize), more: entries.length > pageSize, person, kind, staff: staff.map((member) => member.email) }, { headers: studioHeaders });
}

export default function StudioAudit() {
  const { entries, more, person, kind, staff } = useLoaderData<typeof loader>();
  const next = new URLSearchParams({ ...(person ? { person } : {}), ...(kind ? { kind } : {}), before: String(entries.at(-1)?.id ?? "") });
  return (
    <>
      <h1>Audit log</h1>
      <p className="st-muted">Every write made in the studio. Nobody can change or delete an entry, in either backend.</p>
      <Form method="get" className="st-filters" aria-label="Filter the audit log">
        <div className="st-field">
          <label htmlFor="audit-person">Person</label>
          <select id="audit-person" name="person" defaultValue={person}>
            <option value="">Anyone</option>
            {staff.map((email) => (
              <option key={email}>{email}</option>
            ))}
          </select>
        </div>
        <div className="st-field">
          <label htmlFor="audit-kind">Kind</label>
          <select id="audit-kind" name="kind" defaultValue={kind}>
            <option value="">Any</option>
            {kinds.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </div>
        <div className="st-field">
          <button className="st-button" type="submit">
            Filter
          </button>
        </div>
      </Form>
      {entries.length ? (
        <ScrollRegion className="st-table-wrap" label="Audit entries">
          <table className="st-table">
            <thead>
              <tr>
                <th scope="col">When (UTC)</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">What</th>
                <th scope="col">Revisions</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTimeUtc(entry.at, "en")}</td>
                  <td>
                    {entry.actorEmail} <span className="st-muted">({entry.actorRole})</span>
                  </td>
                  <td>{entry.action}</td>
                  <td>
                    {isKind(entry.kind) && entry.itemId ? <Link to={`/studio/content/${entry.kind}/${entry.itemId}`}>{entry.kind}</Link> : entry.kind} {!isKind(entry.kind) ? entry.itemId : null}
                    {entry.detail ? <div className="st-muted">{entry.detail}</div> : null}
                  </td>
                  <td>
                    {entry.beforeRevision ?? "—"} → {entry.afterRevision ?? "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p className="st-panel">No entries match.</p>
      )}
      {more ? (
        <p>
          <Link to={`/studio/audit?${next.toString()}`}>Older entries</Link>
        </p>
      ) : null}
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Audit log | StayLoop Studio" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
