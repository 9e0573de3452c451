import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { CatalogNav } from "~/features/studio/catalog/CatalogFields";
import { kindNames, statusNames } from "~/features/studio/catalog/catalog-forms";
import { requireCan } from "~/features/studio/studio.server";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";

/**
 * /studio/catalog/integrations: the integrations directory's rows, published or not (issue 43
 * item 6, decision 0506). A handful of systems, so one page: nothing to page.
 */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf(["done"]) }, alternates: false, shell: "studio" } satisfies RouteHandle;

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireCan(context, "read", "catalog");
  const integrations = await context.backend.listStudioIntegrations();
  const done = new URL(request.url).searchParams.get("done");
  return json({ integrations, saved: integrations.find((row) => row.slug === done)?.name ?? null }, { headers: studioHeaders });
}

export default function StudioIntegrations() {
  const { integrations, saved } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Integrations</h1>
      <CatalogNav />
      {saved ? (
        <p className="st-notice" role="status">
          {`Saved ${saved}. The public pages show it within a minute.`}
        </p>
      ) : null}
      <ScrollRegion className="st-table-wrap" label="Integrations">
        <table className="st-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Kind</th>
              <th scope="col">Status</th>
              <th scope="col">Roadmap</th>
              <th scope="col">Portuguese</th>
              <th scope="col">On the site</th>
            </tr>
          </thead>
          <tbody>
            {integrations.map((row) => (
              <tr key={row.slug}>
                <td>
                  <Link to={`/studio/catalog/integrations/${row.slug}`}>{row.name}</Link>
                </td>
                <td>{kindNames[row.kind]}</td>
                <td>{statusNames[row.status]}</td>
                <td>{row.roadmapItemId ? `Item ${row.roadmapItemId}` : "None"}</td>
                <td>{row.pt ? "Translated" : "English shown"}</td>
                <td>{row.isPublished ? <a href={`/integrations/${row.slug}`}>Published</a> : "Hidden"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Integrations | StayLoop Studio" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
