import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ReferralProgramPage } from "~/components/marketing/features/ReferralProgramPage";
import type { RouteHandle } from "~/lib/i18n-routes";
import { featurePageCopy } from "~/lib/marketing-loaders.server";
import { marketingMeta } from "~/lib/marketing-meta";

/** The waitlist form is enhanced by app/enhance/forms.ts: the document needs no React (DESIGN §9). */
export const handle = { hydrate: false } satisfies RouteHandle;

export async function loader({ params }: LoaderFunctionArgs) {
  return json(await featurePageCopy(params, "referral-program"));
}

/** /features/referral-program (spec 2 §2.16, §2.17). */
export default function FeaturePage() {
  const { page, layout } = useLoaderData<typeof loader>();
  return <ReferralProgramPage page={page} layout={layout} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  marketingMeta(data?.meta, { location, matches });
