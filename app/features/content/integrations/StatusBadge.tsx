import { useTranslation } from "~/lib/translation";
import type { IntegrationStatus } from "~/backend/integrations";

const statusStyle: Record<IntegrationStatus, string> = {
  live: "bg-emerald-100 text-emerald-900",
  "in-progress": "bg-amber-100 text-amber-900",
  planned: "bg-slate-100 text-slate-800",
};

/** An integration's status in words (the colour only repeats them). */
export function StatusBadge({ status }: { status: IntegrationStatus }) {
  const { t } = useTranslation("integrations");
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyle[status]}`} data-integration-status={status}>
      {t(`statuses.${status}`)}
    </span>
  );
}
