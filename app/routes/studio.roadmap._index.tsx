import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { StudioPager } from "~/features/studio/StudioShell";
import { requireCan } from "~/features/studio/studio.server";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";

/**
 * /studio/roadmap: the roadmap's items, newest first, 50 a page (keyset on the id), each with its
 * status, votes, published and held comments (issue 43 item 3, decision 0504).
 */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf(["before"]) }, alternates: false, shell: "studio" } satisfies RouteHandle;

const pageSize = 50;

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireCan(context, "read", "roadmap");
  const beforeText = new URL(request.url).searchParams.get("before") ?? "";
  const before = /^\d{1,12}$/.test(beforeText) ? Number(beforeText) : null;
  const rows = await context.backend.listStudioRoadmapItems({ before, limit: pageSize + 1 });
  const items = rows.slice(0, pageSize);
  return json({ items, older: rows.length > pageSize ? `before=${items.at(-1)?.id}` : null, paged: before !== null }, { headers: studioHeaders });
}

export default function StudioRoadmap() {
  const { items, older, paged } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Roadmap</h1>
      <p className="st-muted">The items of the public roadmap in both languages. A change shows on the site within a minute.</p>
      <p className="st-actions">
        <Link className="st-button st-button-primary" to="/studio/roadmap/new">
          New item
        </Link>
      </p>
      {items.length === 0 ? (
        <p>No items here.</p>
      ) : (
        <ScrollRegion className="st-table-wrap" label="Roadmap items">
          <table className="st-table">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Status</th>
                <th scope="col">Votes</th>
                <th scope="col">Comments</th>
                <th scope="col">Held</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>
                    <Link to={`/studio/roadmap/${item.id}`}>{item.en.title}</Link>
                    {item.hasPortuguese ? null : <span className="st-muted"> (no Portuguese yet)</span>}
                  </td>
                  <td>
                    {item.status}
                    {item.shippedOn ? <span className="st-muted"> · shipped {item.shippedOn}</span> : null}
                  </td>
                  <td>{item.upvotes}</td>
                  <td>{item.commentCount}</td>
                  <td>{item.heldCount ? <Link to="/studio/comments">{item.heldCount}</Link> : 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <StudioPager path="/studio/roadmap" older={older} label="Pages of roadmap items" />
      {paged ? (
        <p>
          <Link to="/studio/roadmap">Back to the newest items</Link>
        </p>
      ) : null}
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Roadmap | StayLoop Studio" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
