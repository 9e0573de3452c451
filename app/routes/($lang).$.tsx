import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { NotFoundPage } from "~/components/layout/NotFoundPage";
import { notFoundMeta } from "~/lib/meta";
import { notFound } from "~/server/not-found.server";
import type { RouteHandle } from "~/lib/route-handle";

// The 404 answer is kept with the not-found windows (page-cache.server.ts), whatever the path.
export const handle = { page: { cache: "marketing", sitemap: false } } satisfies RouteHandle;

/** Every path no other route claims, including /404 itself, answers 404 (spec 2 §2.4). */
export async function loader(_: LoaderFunctionArgs) {
  throw notFound();
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export const meta: MetaFunction = ({ location }) => notFoundMeta(location.pathname);
