import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/features/marketing/legal/LegalDocument";
import { legalDocument } from "~/features/marketing/loaders.server";
import { marketingMeta } from "~/features/marketing/meta";
import type { RouteHandle } from "~/lib/route-handle";

export const handle = { page: { cache: "marketing", sitemap: "listed", bench: { name: "Privacy policy", budget: "static" } } } satisfies RouteHandle;

export async function loader({ params }: LoaderFunctionArgs) {
  return json(await legalDocument(params, "privacy"));
}

/** /privacy (spec 2 §2.3). */
export default function LegalPage() {
  const data = useLoaderData<typeof loader>();
  return <LegalDocument {...data} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  marketingMeta(data?.meta, { location, matches });
