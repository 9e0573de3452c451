import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { ContentImage } from "~/features/content/ContentImage";
import { MessagePanel } from "~/features/content/MessagePanel";
import { buttonClass } from "~/components/ui/buttons";
import { LocalLink } from "~/components/ui/links";
import { caseStudyCardImage } from "~/features/content/case-studies/case-studies";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/meta";
import { attempt } from "~/features/content/load.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";
import { ReadMoreLabel } from "~/features/content/ReadMoreLabel";
import { ListPage } from "~/features/content/PageTop";

/** No module of its own: the layout's (header, banner, forms) is the only script (DESIGN §9). */
export const handle = {
  page: {
    cache: "content",
    sitemap: "listed",
    // Each case study lives at /case-studies/{slug}, this page's path and its slug (decision 0057).
    items: { kind: "case-studies", read: (backend, lang) => backend.listCaseStudies(lang) },
    bench: { name: "Case studies", budget: "static" },
  },
} satisfies RouteHandle;

/** Our Success Stories (spec 2 §2.12). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "caseStudies");
  const studies = await attempt("case studies", () => context.backend.listCaseStudies(lang));
  return json(
    {
      meta: { title: t("meta.title"), description: t("meta.description") },
      failed: !studies.ok,
      studies: (studies.value ?? []).map((study) => ({
        slug: study.slug,
        lang: study.locale !== lang ? study.locale : undefined,
        title: study.title,
        clientName: study.clientName,
        industry: study.clientIndustry ?? t("list.defaultIndustry"),
        excerpt: study.excerpt,
        imageUrl: caseStudyCardImage(study.slug, study.featuredImageUrl),
      })),
    },
    { status: studies.ok ? 200 : 503 },
  );
}

export default function CaseStudiesPage() {
  const { t } = useTranslation("caseStudies");
  const data = useLoaderData<typeof loader>();
  const { pathname } = useLocation();

  let body;
  if (data.failed) {
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
        <p className="text-lg font-semibold text-red-900">{t("errors.list")}</p>
        <a href={pathname} className={`${buttonClass("primary")} mt-6`}>
          {t("errors.retry")}
        </a>
      </div>
    );
  } else if (data.studies.length === 0) {
    body = <MessagePanel heading={t("list.emptyHeading")} text={t("list.emptyText")} />;
  } else {
    body = (
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {data.studies.map((study, index) => (
          <li key={study.slug} lang={study.lang} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <ContentImage src={study.imageUrl} alt="" fallbackLabel={t("list.noImage")} eager={index === 0} />
            <div className="flex flex-1 flex-col p-6">
              <h2 className="text-xl font-bold text-slate-900">{study.title}</h2>
              <p className="mt-2 text-sm font-medium text-slate-700">
                {study.clientName}
                <span aria-hidden="true"> · </span>
                <span className="text-teal-800">{study.industry}</span>
              </p>
              <p className="mt-3 line-clamp-3 flex-1 text-slate-700">{study.excerpt}</p>
              <LocalLink
                to={`/case-studies/${study.slug}`}
                className="mt-5 self-start font-semibold text-teal-800 hover:underline"
              >
                <ReadMoreLabel label={t("list.readMore")} title={study.title} />
              </LocalLink>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <ListPage heading={t("list.heading")} intro={t("list.intro")}>
      <div className="mt-12">{body}</div>
    </ListPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => pageMeta(data?.meta, { location, matches });
