import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ChannelIntegrationPage } from "~/features/marketing/features/ChannelIntegrationPage";
import { featurePageCopy } from "~/features/marketing/loaders.server";
import { marketingMeta } from "~/features/marketing/meta";
import type { RouteHandle } from "~/lib/route-handle";
import { requireLang } from "~/server/lang.server";

// `content`: its status table is the integrations directory's rows (issue 33 item 2), edited in the backend.
export const handle = { page: { cache: "content", sitemap: "listed", bench: { name: "Feature: channel-integration", budget: "light" } } } satisfies RouteHandle;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const [copy, integrations] = await Promise.all([
    featurePageCopy(params, "channel-integration"),
    // A failed read leaves the table out (the page still links to the directory); never a 5xx.
    context.backend.listIntegrations(lang).then(
      (rows) => rows.map(({ slug, name, kind, status }) => ({ slug, name, kind, status })),
      (error: unknown) => {
        console.error("channel-integration: integrations read failed", error);
        return null;
      },
    ),
  ]);
  return json({ ...copy, integrations });
}

/** /features/channel-integration (spec 2 §2.16, §2.17). */
export default function FeaturePage() {
  const { page, layout, integrations } = useLoaderData<typeof loader>();
  return <ChannelIntegrationPage page={page} layout={layout} integrations={integrations} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  marketingMeta(data?.meta, { location, matches });
