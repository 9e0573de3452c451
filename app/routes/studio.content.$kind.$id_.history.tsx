import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { studioKindTables } from "~/backend/studio-kinds";
import { RevisionFields } from "~/features/studio/PieceForm";
import { can } from "~/features/studio/policy";
import { StudioFormFields } from "~/features/studio/StudioShell";
import { formText, formTokenFor, kindParam, readStudioPost, requireCan } from "~/features/studio/studio.server";
import { formatDateTimeUtc } from "~/lib/dates";
import type { RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";
import { notFound } from "~/server/not-found.server";

/** /studio/content/{kind}/{id}/history: every save of a piece, each with all its fields; any one restored as a new revision (issue 41 item 6). */
export const handle = { page: { cache: "private", sitemap: false }, alternates: false, shell: "studio" } satisfies RouteHandle;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const kind = kindParam(params.kind);
  const member = requireCan(context, "read", kind);
  const id = params.id ?? "";
  const [found, revisions, token] = await Promise.all([context.backend.getStudioPiece(kind, id), context.backend.listStudioRevisions(kind, id), formTokenFor(context, member)]);
  if (!found) throw notFound(studioHeaders);
  return json({ kind, piece: found.piece, revisions, token, canWrite: can(member, "write", kind) }, { headers: studioHeaders });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const kind = kindParam(params.kind);
  const { member, form } = await readStudioPost(request, context, "write", kind);
  const id = params.id ?? "";
  const found = await context.backend.getStudioPiece(kind, id);
  const number = Number(formText(form, "revision"));
  const revision = found && Number.isInteger(number) ? await context.backend.getStudioRevision(kind, id, number) : null;
  if (!found || !revision) throw notFound(studioHeaders);
  const result = await context.backend.saveStudioPiece(
    { kind, id, locale: found.piece.locale, fields: revision.fields, basedOn: found.piece.latestRevision, action: "restore", note: `Restored revision ${revision.id}` },
    { email: member.email, role: member.role },
  );
  if (!result.ok) throw new Response("Someone saved this piece a moment ago, or its old slug is now taken: open the history again and retry.", { status: 409, headers: studioHeaders });
  return redirect(`/studio/content/${kind}/${id}?done=restored`, { headers: studioHeaders });
}

export default function StudioHistory() {
  const { kind, piece, revisions, token, canWrite } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>History of “{piece.title}”</h1>
      <p className="st-muted">
        <Link to={`/studio/content/${kind}/${piece.id}`}>Back to the piece</Link>
      </p>
      {revisions.length ? (
        <ol reversed style={{ listStyle: "none", padding: 0 }}>
          {revisions.map((revision) => (
            <li key={revision.id} className="st-panel">
              <h2 style={{ marginTop: 0 }}>
                Revision {revision.id}
                {revision.id === piece.latestRevision ? " (latest)" : ""}
                {revision.id === piece.publishedRevision ? " (published)" : ""}
              </h2>
              <p className="st-muted">
                {revision.authorEmail}, {formatDateTimeUtc(revision.createdAt, "en")}
                {revision.basedOn ? `, based on revision ${revision.basedOn}` : ""}
                {revision.note ? ` — ${revision.note}` : ""}
              </p>
              <RevisionFields kind={kind} revision={revision} summary="All fields" />
              {canWrite && revision.id !== piece.latestRevision ? (
                <Form method="post" className="st-actions">
                  <StudioFormFields token={token} />
                  <input type="hidden" name="revision" value={revision.id} />
                  <button className="st-button" type="submit">
                    Restore revision {revision.id}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="st-panel">No revisions yet: this piece has not been saved in the studio. Its first save starts the history.</p>
      )}
      <p className="st-muted">{studioKindTables[kind].label}</p>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `History: ${data?.piece.title ?? ""} | StayLoop Studio` }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
