import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PersonalizedGuestEmailsPage } from "~/features/marketing/features/PersonalizedGuestEmailsPage";
import { featurePageCopy } from "~/features/marketing/loaders.server";
import { marketingMeta } from "~/features/marketing/meta";
import type { RouteHandle } from "~/lib/route-handle";

export const handle = { page: { cache: "marketing", sitemap: "listed", bench: { name: "Feature: personalized-guest-emails", budget: "light" } } } satisfies RouteHandle;

export async function loader({ params }: LoaderFunctionArgs) {
  return json(await featurePageCopy(params, "personalized-guest-emails"));
}

/** /features/personalized-guest-emails (spec 2 §2.16, §2.17). */
export default function FeaturePage() {
  const { page, layout } = useLoaderData<typeof loader>();
  return <PersonalizedGuestEmailsPage page={page} layout={layout} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  marketingMeta(data?.meta, { location, matches });
