import { useTranslation } from "~/lib/translation";

/**
 * What a preview link shows above the page (issue 29 item 2, decision 0214): that it is not
 * published, and when it will be. A status, not an alert: it is there from the first paint.
 */
export function PreviewNotice({ scheduledFor }: { scheduledFor: string | null }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="border-b-4 border-amber-500 bg-amber-50 px-4 py-3 text-center text-amber-950 sm:px-6">
      <p className="font-bold">{t("preview.notice")}</p>
      <p className="text-sm">{scheduledFor ? t("preview.scheduled", { time: scheduledFor }) : t("preview.draft")}</p>
    </div>
  );
}
