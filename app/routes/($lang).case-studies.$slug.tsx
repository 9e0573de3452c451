import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContentBody } from "~/features/content/ContentBody";
import { ContentImage } from "~/features/content/ContentImage";
import { MessagePanel } from "~/features/content/MessagePanel";
import { TrialCta } from "~/features/content/TrialCta";
import { buttonClass } from "~/components/ui/buttons";
import { LocalLink } from "~/components/ui/links";
import { cleanSlug, plainSummary } from "~/features/content/format";
import { documentMeta } from "~/features/content/meta";
import type { RouteHandle } from "~/lib/route-handle";
import { notFoundMeta, pageMeta } from "~/lib/meta";
import { trial } from "~/lib/site";
import { absoluteUrl, attempt, renderStoredHtml } from "~/features/content/load.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";
import { BackLink, PageTitle } from "~/features/content/PageTop";
import { Breadcrumb } from "~/features/content/articles/Breadcrumb";
import { breadcrumbListData, type Crumbs } from "~/lib/breadcrumbs";
import { formatLongDate } from "~/lib/dates";
import { langFromPath, localizePath } from "~/lib/i18n";

/** No module of its own: the layout's (header, banner, forms) is the only script (DESIGN §9). */
export const handle = { page: { cache: "content", sitemap: "entries", bench: { name: "Case study", budget: "static", from: "/case-studies" } } } satisfies RouteHandle;

/** One case study (spec 2 §2.13): its HTML content and results summary, sanitised. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "caseStudies");
  const slug = cleanSlug(params.slug);
  const found = slug ? await attempt("case study", () => context.backend.getCaseStudy(slug, lang)) : { ok: true as const, value: null };
  const study = found.value;
  // A backend that failed is the error state (503), never "may have been removed": that is for a 404.
  if (!found.ok) return json({ state: "failed" as const, title: t("errors.detailTitle") }, { status: 503 });
  if (!study) {
    // The spec's internal message; the visitor reads 'We couldn't find this case study'.
    console.info(`Case study with slug "${params.slug ?? ""}" not found`);
    return json({ state: "notFound" as const, title: t("notFound.title") }, { status: 404 });
  }
  const origin = context.origin;
  const image = study.headerImageUrl ?? study.featuredImageUrl;
  // The visible trail and the page's BreadcrumbList (meta) are both this list, as on articles.
  const crumbs: Crumbs = [
    { label: t("detail.home"), to: "/" },
    { label: t("detail.crumb"), to: "/case-studies" },
    { label: study.title },
  ];
  return json({
    state: "found" as const,
    crumbs,
    study: {
      title: study.title,
      lang: study.locale !== lang ? study.locale : undefined,
      clientName: study.clientName,
      industry: study.clientIndustry,
      headerImageUrl: study.headerImageUrl,
      html: (await renderStoredHtml(study.content)) ?? "",
      resultsHtml: await renderStoredHtml(study.resultsSummary),
      published: study.publishedAt ? { text: formatLongDate(study.publishedAt, lang), dateTime: study.publishedAt } : null,
    },
    meta: {
      title: t("meta.detailTitle", { title: study.title }),
      headline: study.title,
      description: plainSummary(study.excerpt || study.content),
      url: origin + localizePath(`/case-studies/${study.slug}`, lang),
      origin,
      image: image ? absoluteUrl(origin, image) : null,
      section: study.clientIndustry ?? undefined,
      publishedTime: study.publishedAt ?? undefined,
      schemaType: "Article" as const,
    },
  });
}

export default function CaseStudyPage() {
  const { t } = useTranslation("caseStudies");
  const data = useLoaderData<typeof loader>();
  const { pathname } = useLocation();

  if (data.state === "failed") {
    return (
      <div className="px-4 sm:px-6">
        <MessagePanel level={1} heading={t("errors.detail")} text={t("errors.detailText")}>
          <a href={pathname} className={buttonClass("primary")}>
            {t("errors.retry")}
          </a>
          <LocalLink to="/case-studies" className={buttonClass("secondary")}>
            {t("notFound.link")}
          </LocalLink>
        </MessagePanel>
      </div>
    );
  }
  if (data.state !== "found") {
    return (
      <div className="px-4 sm:px-6">
        <MessagePanel level={1} heading={t("notFound.heading")} text={t("notFound.text")}>
          <LocalLink to="/case-studies" className={buttonClass("primary")}>
            {t("notFound.link")}
          </LocalLink>
        </MessagePanel>
      </div>
    );
  }

  const { study } = data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <article lang={study.lang}>
        <BackLink to="/case-studies" label={t("detail.back")} />
        <div className="mt-6">
          <Breadcrumb label={t("detail.breadcrumb")} items={data.crumbs} />
        </div>
        <header className="mt-6">
          <PageTitle>{study.title}</PageTitle>
          <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-2 text-slate-700">
            <div className="flex gap-2">
              <dt className="font-semibold text-slate-900">{t("detail.client")}</dt>
              <dd>{study.clientName}</dd>
            </div>
            {study.industry ? (
              <div className="flex gap-2">
                <dt className="font-semibold text-slate-900">{t("detail.industry")}</dt>
                <dd>{study.industry}</dd>
              </div>
            ) : null}
            {study.published ? (
              <div className="flex gap-2">
                <dt className="font-semibold text-slate-900">{t("detail.published")}</dt>
                <dd>
                  <time dateTime={study.published.dateTime}>{study.published.text}</time>
                </dd>
              </div>
            ) : null}
          </dl>
          {study.headerImageUrl ? (
            <ContentImage src={study.headerImageUrl} alt="" fallbackLabel="" eager className="mt-8 rounded-2xl" />
          ) : null}
        </header>

        <ContentBody html={study.html} className="mt-8" />

        {study.resultsHtml ? (
          <section aria-labelledby="results-summary" className="mt-12 rounded-2xl border border-teal-200 bg-teal-50 p-6 sm:p-8">
            <h2 id="results-summary" className="text-2xl font-bold text-slate-900">
              {t("detail.results")}
            </h2>
            <ContentBody html={study.resultsHtml} className="mt-4 text-base" />
          </section>
        ) : null}
      </article>

      <div className="mt-12">
        <TrialCta
          id="case-study-cta"
          heading={t("detail.ctaHeading")}
          text={t("detail.ctaText", { days: trial.days })}
          button={t("detail.ctaButton")}
        />
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  if (!data) return pageMeta(undefined, { location, matches });
  if (data.state !== "found") return notFoundMeta(location.pathname, data.title);
  const crumbs = { "script:ld+json": breadcrumbListData(data.crumbs, { origin: data.meta.origin, lang: langFromPath(location.pathname) }) };
  return documentMeta(data.meta, { location, matches }, [crumbs]);
};
