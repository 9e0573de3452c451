import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { cleanSlug } from "~/features/content/format";
import { attempt } from "~/features/content/load.server";
import { IntegrationsUnavailable } from "~/features/content/integrations/IntegrationsUnavailable";
import { IntegrationPage } from "~/features/content/integrations/IntegrationPage";
import { integrationPage } from "~/features/content/integrations/pages.server";
import { breadcrumbListData } from "~/lib/breadcrumbs";
import { langFromPath, localizePath } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/lib/route-handle";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

/** No module of its own: the layout's (header, banner, forms) is the only script (DESIGN §9). */
export const handle = {
  page: { cache: "content", sitemap: "entries", bench: { name: "Integration: Hostaway", budget: "static", path: "/integrations/hostaway" } },
} satisfies RouteHandle;

/**
 * One integration (issue 33 item 2). An unknown or unpublished slug sends the visitor to /404,
 * as a comparison's does; a failed read is the error state (503), never a "not found".
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const slug = cleanSlug(params.slug);
  const found = slug ? await attempt("integration", () => context.backend.getIntegration(slug, lang)) : { ok: true as const, value: null };
  const t = await translator(lang, "integrations");
  if (!found.ok) return json({ state: "failed" as const, meta: { title: t("errors.heading"), description: t("errors.text") } }, { status: 503 });
  if (!found.value) throw redirect(localizePath("/404", lang), 302);
  return json(integrationPage(found.value, { lang, origin: context.origin, t }));
}

export default function IntegrationRoute() {
  const data = useLoaderData<typeof loader>();
  if (data.state === "failed") return <IntegrationsUnavailable to="/integrations" label="detail.back" />;
  return <IntegrationPage data={data} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  if (data?.state !== "ok") return pageMeta(data?.meta, { location, matches });
  // The visible trail and this BreadcrumbList are the same list (lib/breadcrumbs.ts).
  const crumbs = { "script:ld+json": breadcrumbListData(data.crumbs, { origin: data.meta.origin, lang: langFromPath(location.pathname) }) };
  return pageMeta(data.meta, { location, matches }, [crumbs]);
};
