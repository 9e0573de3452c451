import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { NotFoundPage } from "~/components/layout/NotFoundPage";
import { notFoundMeta } from "~/lib/meta";

/** Every path no other route claims, including /404 itself, answers 404 (spec 2 §2.4). */
export async function loader(_: LoaderFunctionArgs) {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export default function NotFoundRoute() {
  return <NotFoundPage />;
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export const meta: MetaFunction = ({ location }) => notFoundMeta(location.pathname);
