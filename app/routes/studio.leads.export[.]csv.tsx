import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { leadQueryNames, leadsCsvResponse } from "~/features/studio/inbox/leads.server";
import { requireCan } from "~/features/studio/studio.server";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";

/** /studio/leads/export.csv: every lead the filter matches, as a streamed CSV (issue 43 item 4, decision 0505). */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf([...leadQueryNames]) }, alternates: false, shell: "studio" } satisfies RouteHandle;

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireCan(context, "read", "leads");
  return leadsCsvResponse(context, new URL(request.url).searchParams, new Date());
}
