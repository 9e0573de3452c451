import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/buttons";
import { LocalLink } from "~/components/ui/links";
import { ContentBody } from "~/features/content/ContentBody";
import { ContentImage } from "~/features/content/ContentImage";
import { MessagePanel } from "~/features/content/MessagePanel";
import { BackLink, PageTitle } from "~/features/content/PageTop";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { TrialCta } from "~/features/content/TrialCta";
import { trial } from "~/lib/site";
import type { CaseStudyData } from "./detail.server";

/** One case study (spec 2 §2.13), or its failed / not-found view; its route's and its preview's. */
export function CaseStudyPage() {
  const { t } = useTranslation("caseStudies");
  const data = useLoaderData<CaseStudyData>();
  const { pathname } = useLocation();

  if (data.state === "failed") {
    return (
      <div className="px-4 sm:px-6">
        <MessagePanel level={1} heading={t("errors.detail")} text={t("errors.detailText")}>
          <a href={pathname} className={buttonClass("primary")}>
            {t("errors.retry")}
          </a>
          <LocalLink to={data.basePath} className={buttonClass("secondary")}>
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
          <LocalLink to={data.basePath} className={buttonClass("primary")}>
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
        <BackLink to={data.basePath} label={t("detail.back")} />
        <div className="mt-6">
          <Breadcrumb label={t("detail.breadcrumb")} items={data.crumbs} />
        </div>
        <header className="mt-6">
          <PageTitle>{study.title}</PageTitle>
          {study.excerpt ? <p className="mt-4 text-lg text-slate-700">{study.excerpt}</p> : null}
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
          {study.cover ? (
            <ContentImage src={study.cover.src} alt={study.cover.alt} size={study.cover} fallbackLabel="" eager className="mt-8 rounded-2xl" />
          ) : study.headerImageUrl ? (
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

