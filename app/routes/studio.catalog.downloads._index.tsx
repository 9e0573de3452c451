import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { CatalogNav } from "~/features/studio/catalog/CatalogFields";
import { requireCan } from "~/features/studio/studio.server";
import type { RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";

/** /studio/catalog/downloads: the free downloads, published or not (decisions 0305, 0506). A few dozen at most: one page. */
export const handle = { page: { cache: "private", sitemap: false }, alternates: false, shell: "studio" } satisfies RouteHandle;

export async function loader({ context }: LoaderFunctionArgs) {
  requireCan(context, "read", "catalog");
  return json({ downloads: await context.backend.listStudioDownloads() }, { headers: studioHeaders });
}

export default function StudioDownloads() {
  const { downloads } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Downloads</h1>
      <CatalogNav />
      <ScrollRegion className="st-table-wrap" label="Downloads">
        <table className="st-table">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Portuguese title</th>
              <th scope="col">File</th>
              <th scope="col">On the site</th>
            </tr>
          </thead>
          <tbody>
            {downloads.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={`/studio/catalog/downloads/${row.id}`}>{row.en.name}</Link>
                </td>
                <td lang="pt-BR">{row.pt?.name ?? <span lang="en">English shown</span>}</td>
                <td>{row.fileUrl.split("/").pop()}</td>
                <td>{row.isPublished ? "Published" : "Hidden"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Downloads | StayLoop Studio" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
