import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { ComparisonPage } from "~/features/content/comparisons/ComparisonPage";
import { comparisonPage } from "~/features/content/comparisons/detail.server";
import { cleanSlug } from "~/features/content/format";
import { localizePath } from "~/lib/i18n";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/meta";
import { attempt, renamedSlugRedirect } from "~/features/content/load.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

/** No module of its own: the layout's (header, banner, forms) is the only script (DESIGN §9). */
export const handle = {
  page: { cache: "content", sitemap: "entries", bench: { name: "Comparison: Mailchimp", budget: "static", path: "/comparisons/mailchimp" } },
} satisfies RouteHandle;

/**
 * One comparison (spec 2 §2.15). An unknown or unpublished slug, or a failed read, sends
 * the visitor to /404 (spec 2 §2.4), which answers 404.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const slug = cleanSlug(params.slug);
  const found = slug ? await attempt("comparison", () => context.backend.getComparison(slug, lang)) : null;
  const comparison = found?.value;
  if (!comparison) {
    const moved = slug && found?.ok ? await renamedSlugRedirect(context, { kind: "comparisons", slug, lang }) : null;
    throw moved ?? redirect(localizePath("/404", lang), 302);
  }
  const t = await translator(lang, "comparisons");
  return json(comparisonPage(comparison, { lang, t, routes: context.routes }));
}

export default ComparisonPage;

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => pageMeta(data?.meta, { location, matches });
