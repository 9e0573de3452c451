import { useTranslation } from "~/lib/translation";
import type { IntegrationKind, IntegrationStatus } from "~/backend/integrations";
import { buttonClass } from "~/components/ui/buttons";
import { LocalLink } from "~/components/ui/links";
import type { FeatureLayoutCopy, FeaturePageCopy } from "~/features/marketing/copy";
import { CenteredSection, FramedTable } from "../Section";
import { CardGrid, FeatureCta, FeaturePageLayout } from "./FeaturePageLayout";

const statusStyle: Record<IntegrationStatus, string> = {
  live: "bg-emerald-100 text-emerald-900",
  "in-progress": "bg-amber-100 text-amber-900",
  planned: "bg-slate-100 text-slate-800",
};

/** A row of the status table: an integration as the directory has it (the backend's rows). */
export interface ChannelIntegrationRow {
  slug: string;
  name: string;
  kind: IntegrationKind;
  status: IntegrationStatus;
}

/**
 * Channel integration (spec 2 §2.17): channel manager and PMS integration; one manager
 * is live, the others are marked as pending. The table is the integrations directory's rows
 * (issue 33 item 2), so a status changed in the backend changes here too; when they cannot
 * be read the table is left out and the link to the directory stays.
 */
export function ChannelIntegrationPage({
  page,
  layout,
  integrations,
}: {
  page: FeaturePageCopy<"channel-integration">;
  layout: FeatureLayoutCopy;
  integrations: ChannelIntegrationRow[] | null;
}) {
  const { t } = useTranslation("integrations");
  const status = page.status;
  return (
    <FeaturePageLayout slug="channel-integration" layout={layout} page={page} actions={["trial", "demo"]}>
      <CenteredSection titleId="integrations-title" title={status.title} lead={status.text} width="max-w-4xl" className="bg-slate-50 py-16">
        {integrations && integrations.length > 0 ? (
          <FramedTable
            caption={status.caption}
            columns={[{ label: status.system }, { label: status.type }, { label: status.state }]}
            frameClass="bg-white"
            data-integrations
          >
            {integrations.map((system) => (
              <tr key={system.slug} className="border-t border-slate-100" data-integration-status={system.status}>
                <th scope="row" className="px-5 py-3 font-semibold text-slate-900">
                  <LocalLink to={`/integrations/${system.slug}`} className="text-teal-800 underline hover:text-teal-900">
                    {system.name}
                  </LocalLink>
                </th>
                <td className="px-5 py-3 text-slate-800">{t(`kinds.${system.kind}`)}</td>
                <td className="px-5 py-3">
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyle[system.status]}`}>
                    {t(`statuses.${system.status}`)}
                  </span>
                </td>
              </tr>
            ))}
          </FramedTable>
        ) : null}
        <p className="mt-4 text-center text-slate-700">{status.csv}</p>
        <p className="mt-6 text-center">
          <LocalLink to="/integrations" className={buttonClass("secondary", "md")}>
            {status.directory}
          </LocalLink>
        </p>
      </CenteredSection>
      <CenteredSection titleId="syncs-title" title={page.syncs.title} className="py-16">
        <div className="mt-10">
          <CardGrid items={page.syncs.items} columns={3} />
        </div>
      </CenteredSection>
      <FeatureCta title={page.cta.title} text={page.cta.text} layout={layout} />
    </FeaturePageLayout>
  );
}
