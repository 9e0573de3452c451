import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { NotFoundPage } from "~/components/layout/NotFoundPage";
import { notFoundMeta } from "~/lib/meta";
import { notFound } from "~/server/not-found.server";

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
