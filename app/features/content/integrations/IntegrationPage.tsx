import type { SerializeFrom } from "@remix-run/cloudflare";
import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/buttons";
import { LocalLink } from "~/components/ui/links";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import { BackLink, PageTitle } from "~/features/content/PageTop";
import { TrialCta } from "~/features/content/TrialCta";
import type { integrationPage } from "./pages.server";
import { StatusBadge } from "./StatusBadge";

type IntegrationData = SerializeFrom<typeof integrationPage>;

/**
 * /integrations/{slug} (issue 33 item 2): what the integration is and where it stands, what
 * syncs (or will), how to connect it (or what to do until it is live), and its roadmap item.
 */
export function IntegrationPage({ data }: { data: IntegrationData }) {
  const { t } = useTranslation("integrations");
  const item = data.integration;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <Breadcrumb label={t("crumbs.label")} items={data.crumbs} />
      <article className="mt-6">
        <header>
          <PageTitle>{item.name}</PageTitle>
          <dl className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-slate-700">
            <div className="flex items-center gap-2">
              <dt className="font-medium text-slate-900">{t("detail.kind")}:</dt>
              <dd>{t(`kinds.${item.kind}`)}</dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="font-medium text-slate-900">{t("detail.status")}:</dt>
              <dd>
                <StatusBadge status={item.status} />
              </dd>
            </div>
          </dl>
          <p lang={item.lang} className="mt-6 text-xl text-slate-700">
            {item.summary}
          </p>
        </header>

        <div className="mt-10 grid gap-10 md:grid-cols-2">
          {item.syncs.length > 0 ? (
            <section aria-labelledby="integration-syncs">
              <h2 id="integration-syncs" className="text-2xl font-bold text-slate-900">
                {item.live ? t("detail.syncsLive") : t("detail.syncsPlanned")}
              </h2>
              <ul lang={item.lang} className="mt-4 list-disc space-y-2 pl-5 text-slate-800">
                {item.syncs.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {item.connectSteps.length > 0 ? (
            <section aria-labelledby="integration-connect">
              <h2 id="integration-connect" className="text-2xl font-bold text-slate-900">
                {item.live ? t("detail.connectLive") : t("detail.connectPlanned")}
              </h2>
              <ol lang={item.lang} className="mt-4 list-decimal space-y-2 pl-5 text-slate-800">
                {item.connectSteps.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ol>
            </section>
          ) : null}
        </div>

        {item.roadmapHref ? (
          <div className="mt-10 rounded-2xl bg-teal-50 p-6">
            {item.live ? null : <p className="text-slate-800">{t("detail.roadmapVoteText")}</p>}
            <LocalLink to={item.roadmapHref} className={`${buttonClass(item.live ? "secondary" : "primary", "md")} ${item.live ? "" : "mt-4"}`}>
              {item.live ? t("detail.roadmapLive", { name: item.name }) : t("detail.roadmapVote", { name: item.name })}
            </LocalLink>
          </div>
        ) : null}
      </article>

      <div className="mt-12">
        <TrialCta id="integration-cta" heading={data.cta.heading} text={data.cta.text} button={t("detail.ctaButton")} />
      </div>
      <div className="mt-10">
        <BackLink to="/integrations" label={t("detail.back")} />
      </div>
    </div>
  );
}
