import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { subscriberQueryNames, subscribersCsvResponse } from "~/features/studio/inbox/subscribers.server";
import { requireCan } from "~/features/studio/studio.server";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";

/** /studio/subscribers/export.csv: every subscriber the search matches, as a streamed CSV (issue 43 item 5, decision 0505). Admins only. */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf([...subscriberQueryNames]) }, alternates: false, shell: "studio" } satisfies RouteHandle;

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireCan(context, "read", "subscribers");
  return subscribersCsvResponse(context, new URL(request.url).searchParams, new Date());
}
