import { useTranslation } from "~/lib/translation";
import { honeypotFieldName } from "~/lib/forms";

/** A field people never see or fill; form-filling bots do, and their posts are dropped. */
export function Honeypot() {
  const { t } = useTranslation();
  return (
    <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
      <label>
        {t("newsletter.honeypotLabel")}
        <input type="text" name={honeypotFieldName} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
