import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { CaseStudyPage } from "~/features/content/case-studies/CaseStudyPage";
import { caseStudyPage } from "~/features/content/case-studies/detail.server";
import { coverAddress, libraryCover } from "~/features/content/library-cover.server";
import { cleanSlug } from "~/features/content/format";
import { documentMeta } from "~/features/content/meta";
import type { RouteHandle } from "~/lib/route-handle";
import { notFoundMeta, pageMeta } from "~/lib/meta";
import { attempt, renamedSlugRedirect } from "~/features/content/load.server";
import { contentBase } from "~/server/content-addresses.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";
import { breadcrumbListData } from "~/lib/breadcrumbs";
import { langFromPath } from "~/lib/i18n";

/** No module of its own: the layout's (header, banner, forms) is the only script (DESIGN §9). */
export const handle = { page: { cache: "content", sitemap: "entries", bench: { name: "Case study", budget: "static", from: "/case-studies" } } } satisfies RouteHandle;

/** One case study (spec 2 §2.13): its HTML content and results summary, sanitised. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "caseStudies");
  const slug = cleanSlug(params.slug);
  const found = slug ? await attempt("case study", () => context.backend.getCaseStudy(slug, lang)) : { ok: true as const, value: null };
  const study = found.value;
  // Where case studies live: the list route's path (decision 0057), for the views' links back to it.
  const basePath = contentBase(context.routes, "case-studies");
  // A backend that failed is the error state (503), never "may have been removed": that is for a 404.
  if (!found.ok) return json({ state: "failed" as const, title: t("errors.detailTitle"), basePath }, { status: 503 });
  if (!study) {
    const moved = slug ? await renamedSlugRedirect(context, { kind: "case-studies", slug, lang }) : null;
    if (moved) throw moved;
    // The spec's internal message; the visitor reads 'We couldn't find this case study'.
    console.info(`Case study with slug "${params.slug ?? ""}" not found`);
    return json({ state: "notFound" as const, title: t("notFound.title"), basePath }, { status: 404 });
  }
  const cover = await libraryCover(context.backend, coverAddress({ imageUrl: study.featuredImageUrl, headerImageUrl: study.headerImageUrl }), lang);
  return json(await caseStudyPage(study, { lang, origin: context.origin, t, routes: context.routes, cover }));
}

export default CaseStudyPage;

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  if (!data) return pageMeta(undefined, { location, matches });
  if (data.state !== "found") return notFoundMeta(location.pathname, data.title);
  const crumbs = { "script:ld+json": breadcrumbListData(data.crumbs, { origin: data.meta.origin, lang: langFromPath(location.pathname) }) };
  return documentMeta(data.meta, { location, matches }, [crumbs]);
};
