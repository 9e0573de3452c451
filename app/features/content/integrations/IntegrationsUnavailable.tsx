import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/buttons";
import { LocalLink } from "~/components/ui/links";
import { MessagePanel } from "~/features/content/MessagePanel";

/** What the directory and an integration's page show when the backend could not be read (a 503). */
export function IntegrationsUnavailable({ to, label }: { to: string; label: "errors.home" | "detail.back" }) {
  const { t } = useTranslation("integrations");
  return (
    <div className="px-4 sm:px-6">
      <MessagePanel level={1} heading={t("errors.heading")} text={t("errors.text")}>
        <LocalLink to={to} className={buttonClass("primary")}>
          {t(label)}
        </LocalLink>
      </MessagePanel>
    </div>
  );
}
