import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { parseCommentId } from "~/backend/roadmap-comments";
import { StudioFormFields, StudioPager } from "~/features/studio/StudioShell";
import { formTokenFor, readStudioPost, requireCan } from "~/features/studio/studio.server";
import { heldPageSize, readDecision } from "~/features/studio-roadmap/forms";
import { formatDateTimeUtc } from "~/lib/dates";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";

/**
 * /studio/comments: the roadmap comments held for review (decision 0029), oldest first, a page of
 * 50 at a time; each approved or rejected by its own buttons, or the ticked ones at once (one form,
 * no JavaScript needed). Every decision is an audit entry (issue 43 item 3, decision 0504). The
 * signed links in the comment's event keep working beside this page: whichever comes first decides.
 */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf(["after", "done", "n", "skipped"]) }, alternates: false, shell: "studio" } satisfies RouteHandle;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = requireCan(context, "read", "comments");
  const url = new URL(request.url);
  const after = parseCommentId(url.searchParams.get("after"));
  const [rows, token] = await Promise.all([context.backend.listHeldComments({ after, limit: heldPageSize + 1 }), formTokenFor(context, member)]);
  const comments = rows.slice(0, heldPageSize);
  const done = url.searchParams.get("done");
  const count = (name: string) => Math.min(Number(url.searchParams.get(name)) || 0, 1000);
  return json(
    {
      comments,
      token,
      older: rows.length > heldPageSize ? `after=${comments.at(-1)?.id}` : null,
      paged: after !== null,
      done: done === "approve" || done === "reject" ? { decision: done, n: count("n"), skipped: count("skipped") } : null,
    },
    { headers: studioHeaders },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { member, form } = await readStudioPost(request, context, "publish", "comments");
  const request_ = readDecision(form);
  if (!request_.ok) return json({ message: request_.message, checked: request_.checked }, { status: 400, headers: studioHeaders });
  const changed = await context.backend.decideHeldComments(request_.ids, request_.decision, { email: member.email, role: member.role });
  const query = new URLSearchParams({ done: request_.decision, n: String(changed.length), skipped: String(request_.ids.length - changed.length) });
  return redirect(`/studio/comments?${query}`, { headers: studioHeaders });
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

export default function StudioComments() {
  const { comments, token, older, paged, done } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const checked = new Set(refused?.checked ?? []);
  return (
    <>
      <h1>Held comments</h1>
      <p className="st-muted">
        Roadmap comments with a link wait here until someone approves them (they then show on the item's page) or rejects them (nobody sees them). Oldest first.
      </p>
      {done && !refused ? (
        <p className="st-notice" role="status">
          {`${done.decision === "approve" ? "Approved" : "Rejected"} ${plural(done.n, "comment")}.`}
          {done.skipped ? ` ${plural(done.skipped, "comment")} had been decided already and stayed as they were.` : ""}
        </p>
      ) : null}
      {refused ? (
        <p className="st-alert" role="alert" id="held-error">
          {refused.message}
        </p>
      ) : null}
      {comments.length === 0 ? (
        <p>{paged ? "No more held comments after the last page." : "No comments are waiting for review."}</p>
      ) : (
        <Form method="post" aria-label="Held comments" aria-describedby={refused ? "held-error" : undefined}>
          <StudioFormFields token={token} />
          <ol className="st-grid" aria-label="Comments waiting for review">
            {comments.map((comment) => (
              <li key={comment.id} className="st-panel">
                <p>
                  <input type="checkbox" name="id" value={comment.id} id={`held-${comment.id}`} defaultChecked={checked.has(comment.id)} />{" "}
                  <label htmlFor={`held-${comment.id}`}>
                    <strong>{comment.authorName}</strong> on “{comment.itemTitle}”
                  </label>
                </p>
                <p className="st-muted">
                  {formatDateTimeUtc(comment.createdAt, "en")} ·{" "}
                  <a href={`/roadmap/${comment.itemId}`}>Item {comment.itemId} on the site</a>
                </p>
                <blockquote className="st-preview" style={{ whiteSpace: "pre-line" }}>
                  {comment.content}
                </blockquote>
                <div className="st-actions">
                  <button className="st-button st-button-primary" type="submit" name="decide" value={`approve:${comment.id}`} aria-label={`Approve the comment by ${comment.authorName} on “${comment.itemTitle}”`}>
                    Approve
                  </button>
                  <button className="st-button st-button-danger" type="submit" name="decide" value={`reject:${comment.id}`} aria-label={`Reject the comment by ${comment.authorName} on “${comment.itemTitle}”`}>
                    Reject
                  </button>
                </div>
              </li>
            ))}
          </ol>
          <div className="st-actions">
            <button className="st-button st-button-primary" type="submit" name="decide" value="approve">
              Approve selected
            </button>
            <button className="st-button st-button-danger" type="submit" name="decide" value="reject">
              Reject selected
            </button>
          </div>
        </Form>
      )}
      <StudioPager path="/studio/comments" older={older} label="Pages of held comments" />
      {paged ? (
        <p>
          <a href="/studio/comments">Back to the oldest held comments</a>
        </p>
      ) : null}
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Held comments | StayLoop Studio" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
