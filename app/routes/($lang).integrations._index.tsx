import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { attempt } from "~/features/content/load.server";
import { IntegrationsUnavailable } from "~/features/content/integrations/IntegrationsUnavailable";
import { integrationQuery, readIntegrationFilter } from "~/features/content/integrations/filters";
import { IntegrationsDirectory } from "~/features/content/integrations/IntegrationsDirectory";
import { directoryPage } from "~/features/content/integrations/pages.server";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import { siteName } from "~/lib/site";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

/** A GET form and links, no module of its own: the layout's is the only script (DESIGN §9). */
export const handle = {
  page: { cache: "content", query: integrationQuery, sitemap: "listed", bench: { name: "Integrations", budget: "static" } },
} satisfies RouteHandle;

/** The integrations directory (issue 33 item 2, decision 0451): every published integration, filtered by type and status. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "integrations");
  const read = await attempt("integrations", () => context.backend.listIntegrations(lang));
  if (!read.ok) {
    const meta = { title: t("meta.title", { product: siteName }), description: t("meta.description", { product: siteName }) };
    return json({ state: "failed" as const, meta }, { status: 503 });
  }
  return json(directoryPage(read.value, readIntegrationFilter(new URL(request.url).searchParams), { lang, t }));
}

export default function IntegrationsRoute() {
  const data = useLoaderData<typeof loader>();
  if (data.state === "failed") return <IntegrationsUnavailable to="/" label="errors.home" />;
  return <IntegrationsDirectory data={data} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => pageMeta(data?.meta, { location, matches });
