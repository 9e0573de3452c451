import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/buttons";
import { LocalLink, useLang } from "~/components/ui/links";
import { integrationKinds, integrationStatuses } from "~/backend/integrations";
import { localizePath } from "~/lib/i18n";
import type { IntegrationFilter } from "./filters";

/**
 * Type and status as a GET form (DESIGN §5.4): the filter lives in the address, works without
 * JavaScript and can be shared; no script of its own (the page's budget is the layout's only).
 */
export function IntegrationFilters({ filter, filtered }: { filter: IntegrationFilter; filtered: boolean }) {
  const { t } = useTranslation("integrations");
  const lang = useLang();
  return (
    <form
      method="get"
      action={localizePath("/integrations", lang)}
      aria-label={t("list.filters")}
      className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <Labelled id="integration-kind" label={t("list.kind")}>
        <select id="integration-kind" name="kind" defaultValue={filter.kind ?? ""} className="field-input">
          <option value="">{t("list.anyKind")}</option>
          {integrationKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled id="integration-status" label={t("list.status")}>
        <select id="integration-status" name="status" defaultValue={filter.status ?? ""} className="field-input">
          <option value="">{t("list.anyStatus")}</option>
          {integrationStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </select>
      </Labelled>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass("primary", "md")}>
          {t("list.apply")}
        </button>
        {filtered ? (
          <LocalLink to="/integrations" className={buttonClass("secondary", "md")}>
            {t("list.clear")}
          </LocalLink>
        ) : null}
      </div>
    </form>
  );
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="sm:w-72">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}
