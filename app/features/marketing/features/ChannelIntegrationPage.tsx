import { channelIntegrations, type IntegrationStatus } from "~/features/marketing/features/channels";
import type { FeatureLayoutCopy, FeaturePageCopy } from "~/features/marketing/copy";
import { CenteredSection, FramedTable } from "../Section";
import { CardGrid, FeatureCta, FeaturePageLayout } from "./FeaturePageLayout";

const statusStyle: Record<IntegrationStatus, string> = {
  live: "bg-emerald-100 text-emerald-900",
  inDevelopment: "bg-amber-100 text-amber-900",
  comingSoon: "bg-slate-100 text-slate-800",
};

/**
 * Channel integration (spec 2 §2.17): channel manager and PMS integration; one manager
 * is live, the others are marked as pending.
 */
export function ChannelIntegrationPage({ page, layout }: { page: FeaturePageCopy<"channel-integration">; layout: FeatureLayoutCopy }) {
  const status = page.status;
  return (
    <FeaturePageLayout slug="channel-integration" layout={layout} page={page} actions={["trial", "demo"]}>
      <CenteredSection titleId="integrations-title" title={status.title} lead={status.text} width="max-w-4xl" className="bg-slate-50 py-16">
        <FramedTable
          caption={status.caption}
          columns={[{ label: status.system }, { label: status.type }, { label: status.state }]}
          frameClass="bg-white"
          data-integrations
        >
          {channelIntegrations.map((system) => (
            <tr key={system.name} className="border-t border-slate-100" data-integration-status={system.status}>
              <th scope="row" className="px-5 py-3 font-semibold text-slate-900">{system.name}</th>
              <td className="px-5 py-3 text-slate-800">{status[system.kind]}</td>
              <td className="px-5 py-3">
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyle[system.status]}`}>
                  {layout[system.status]}
                </span>
              </td>
            </tr>
          ))}
        </FramedTable>
        <p className="mt-4 text-center text-slate-700">{status.csv}</p>
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
