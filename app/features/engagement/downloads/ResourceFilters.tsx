import type { ReactNode } from "react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/buttons";
import { LocalLink, useLang } from "~/components/ui/links";
import { downloadLimits, type ResourceFilter } from "~/features/engagement/downloads/schema";
import { localizePath } from "~/lib/i18n";
import { DownloadsHooks } from "./downloads.hooks";

/**
 * The search box and the category dropdown (spec 2 §2.11) as a GET form (DESIGN §5.4): the
 * filter lives in the URL, so it works without JavaScript and can be shared. With
 * JavaScript a new category applies at once: app/features/engagement/downloads/downloads.enhance.ts
 * ("downloads") submits it.
 */
export function ResourceFilters({ filter, categories }: { filter: ResourceFilter; categories: string[] }) {
  const { t } = useTranslation("downloads");
  const lang = useLang();
  const filtered = filter.q !== "" || filter.category !== "";
  return (
    <Form
      method="get"
      action={localizePath("/downloads", lang)}
      role="search"
      aria-label={t("filters.label")}
      data-module={DownloadsHooks.module}
      className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4 sm:flex-row sm:items-end"
    >
      <Labelled id="resource-search" label={t("filters.search")} className="flex-1">
        <input
          id="resource-search"
          type="search"
          name="q"
          defaultValue={filter.q}
          maxLength={downloadLimits.query}
          placeholder={t("filters.searchPlaceholder")}
          className={`${controlClass} placeholder:text-slate-500`}
        />
      </Labelled>
      <Labelled id="resource-category" label={t("filters.category")} className="sm:w-64">
        <select id="resource-category" name="category" defaultValue={filter.category} className={controlClass}>
          <option value="">{t("filters.all")}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </Labelled>
      <div className="flex gap-2">
        <button type="submit" className={buttonClass("primary", "md")}>
          {t("filters.apply")}
        </button>
        {filtered ? (
          <LocalLink to="/downloads" className={buttonClass("secondary", "md")}>
            {t("filters.clear")}
          </LocalLink>
        ) : null}
      </div>
    </Form>
  );
}

const controlClass = "w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900";

/** One filter: its label above its control. */
function Labelled({ id, label, className, children }: { id: string; label: string; className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}
