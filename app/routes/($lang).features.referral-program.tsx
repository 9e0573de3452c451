import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { NewsletterForm } from "~/features/newsletter/NewsletterForm";
import { ReferralProgramPage } from "~/features/marketing/features/ReferralProgramPage";
import { featurePageCopy } from "~/features/marketing/loaders.server";
import { marketingMeta } from "~/features/marketing/meta";
import type { RouteHandle } from "~/lib/route-handle";

export const handle = { page: { cache: "marketing", sitemap: "listed", bench: { name: "Feature: referral-program", budget: "light" } } } satisfies RouteHandle;

export async function loader({ params }: LoaderFunctionArgs) {
  return json(await featurePageCopy(params, "referral-program"));
}

/** /features/referral-program (spec 2 §2.16, §2.17). */
export default function FeaturePage() {
  const { page, layout } = useLoaderData<typeof loader>();
  return (
    <ReferralProgramPage
      page={page}
      layout={layout}
      waitlistForm={(submitLabel) => <NewsletterForm source="referral-waitlist" submitLabel={submitLabel} withPhone />}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  marketingMeta(data?.meta, { location, matches });
