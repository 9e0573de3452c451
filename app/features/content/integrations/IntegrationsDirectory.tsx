import type { SerializeFrom } from "@remix-run/cloudflare";
import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/buttons";
import { LocalLink } from "~/components/ui/links";
import { MessagePanel } from "~/features/content/MessagePanel";
import { ListPage } from "~/features/content/PageTop";
import { TrialCta } from "~/features/content/TrialCta";
import { siteName, trial } from "~/lib/site";
import { IntegrationFilters } from "./IntegrationFilters";
import type { directoryPage } from "./pages.server";
import { StatusBadge } from "./StatusBadge";

type DirectoryData = SerializeFrom<typeof directoryPage>;

/** /integrations (issue 33 item 2): the filters, how many they keep, and a card per integration. */
export function IntegrationsDirectory({ data }: { data: DirectoryData }) {
  const { t } = useTranslation("integrations");
  return (
    <ListPage heading={t("list.heading")} intro={t("list.intro", { product: siteName })}>
      <div className="mt-10 space-y-6">
        <IntegrationFilters filter={data.filter} filtered={data.filtered} />
        {/* What the list holds under which filters; the list takes it as its description. */}
        <p id="integrations-count" className="font-medium text-slate-800">
          {data.summary}
        </p>
        {data.integrations.length === 0 ? (
          <MessagePanel
            heading={data.total === 0 ? t("list.noneHeading") : t("list.emptyHeading")}
            text={data.total === 0 ? t("list.noneText") : data.emptyText}
          >
            {data.filtered ? (
              <LocalLink to={data.clearHref} className={buttonClass("primary")}>
                {t("list.showAll")}
              </LocalLink>
            ) : null}
            <LocalLink to="/roadmap" className={buttonClass("secondary")}>
              {t("list.roadmap")}
            </LocalLink>
          </MessagePanel>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-describedby="integrations-count">
            {data.integrations.map((item) => (
              <li key={item.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h2 className="text-xl font-bold text-slate-900">
                  <LocalLink to={`/integrations/${item.slug}`} className="text-teal-800 underline underline-offset-4 hover:text-teal-900">
                    {item.name}
                  </LocalLink>
                </h2>
                <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <span>{t(`kinds.${item.kind}`)}</span>
                  <StatusBadge status={item.status} />
                </p>
                <p lang={item.lang} className="mt-3 text-slate-700">
                  {item.summary}
                </p>
              </li>
            ))}
          </ul>
        )}
        <p className="text-slate-700">{t("list.csv")}</p>
      </div>
      <div className="mt-16">
        <TrialCta id="integrations-cta" heading={t("list.ctaHeading", { product: siteName })} text={t("list.ctaText", { days: trial.days })} button={t("list.ctaButton")} />
      </div>
    </ListPage>
  );
}
