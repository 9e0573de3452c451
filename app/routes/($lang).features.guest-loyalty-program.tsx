import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { GuestLoyaltyProgramPage } from "~/features/marketing/features/GuestLoyaltyProgramPage";
import { featurePageCopy } from "~/features/marketing/loaders.server";
import { marketingMeta } from "~/features/marketing/meta";
import type { RouteHandle } from "~/lib/route-handle";

export const handle = { page: { cache: "marketing", sitemap: "listed", bench: { name: "Feature: guest-loyalty-program", budget: "light" } } } satisfies RouteHandle;

export async function loader({ params }: LoaderFunctionArgs) {
  return json(await featurePageCopy(params, "guest-loyalty-program"));
}

/** /features/guest-loyalty-program (spec 2 §2.16, §2.17). */
export default function FeaturePage() {
  const { page, layout } = useLoaderData<typeof loader>();
  return <GuestLoyaltyProgramPage page={page} layout={layout} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  marketingMeta(data?.meta, { location, matches });
