import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { DirectBookingLinksPage } from "~/features/marketing/features/DirectBookingLinksPage";
import { featurePageCopy } from "~/features/marketing/loaders.server";
import { marketingMeta } from "~/features/marketing/meta";
import type { RouteHandle } from "~/lib/route-handle";

export const handle = { page: { cache: "marketing", sitemap: "listed", bench: { name: "Feature: direct-booking-links", budget: "light" } } } satisfies RouteHandle;

export async function loader({ params }: LoaderFunctionArgs) {
  return json(await featurePageCopy(params, "direct-booking-links"));
}

/** /features/direct-booking-links (spec 2 §2.16, §2.17). */
export default function FeaturePage() {
  const { page, layout } = useLoaderData<typeof loader>();
  return <DirectBookingLinksPage page={page} layout={layout} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  marketingMeta(data?.meta, { location, matches });
