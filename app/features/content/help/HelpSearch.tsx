import { Form } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "~/lib/translation";
import { localizePath } from "~/lib/i18n";
import { LocalLink, useLang } from "~/components/ui/links";
import { hook } from "~/components/ui/hook";
import { supportPath } from "./contact";
import { HelpSearchHooks } from "./help-search.hooks";

/**
 * The help center's search (spec 2 §2.7). A GET form (?q=) that works without JavaScript;
 * with it, app/features/content/help/help-search.enhance.ts turns the box into a combobox
 * from the hooks below: typing shows a dropdown of matching articles ('Articles',
 * 'Loading search results...', 'No articles found for "{query}"' with a link to Contact
 * Support carrying the query, decision 0212), arrows move, Enter opens the highlighted
 * article, Escape closes the list.
 */
export function HelpSearch({ query, basePath }: { query: string; /** The help center's path (decision 0057). */ basePath: string }) {
  const { t } = useTranslation("help");
  const lang = useLang();
  const listboxId = useId();
  const headingId = useId();

  return (
    <Form method="get" action={localizePath(basePath, lang)} role="search" data-module={HelpSearchHooks.module} className="relative mx-auto mt-8 max-w-2xl">
      <label htmlFor="help-search" className="sr-only">
        {t("hero.searchLabel")}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <input
            id="help-search"
            type="search"
            name="q"
            defaultValue={query}
            maxLength={100}
            autoComplete="off"
            placeholder={t("hero.placeholder")}
            className="w-full rounded-lg border border-slate-400 bg-white py-3 pl-4 pr-12 text-base text-slate-900 shadow-sm placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden"
          />
          <LocalLink
            to={basePath}
            // The enhancement module shows it once something is typed.
            hidden={query === ""}
            {...hook(HelpSearchHooks.clear)}
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <span aria-hidden="true" className="text-xl leading-none">
              ×
            </span>
            <span className="sr-only">{t("hero.clear")}</span>
          </LocalLink>
        </div>
        <button type="submit" className="rounded-lg bg-teal-700 px-5 py-3 font-semibold text-white hover:bg-teal-800">
          {t("hero.submit")}
        </button>
      </div>
      <LiveSearchHooks listboxId={listboxId} headingId={headingId} />
    </Form>
  );
}

/**
 * What app/features/content/help/help-search.enhance.ts fills: the dropdown
 * (hidden until the visitor types), its texts in the page's language ({query} and {count}
 * are filled in the browser), the 'Contact Support' line for a search that finds nothing (the
 * browser adds `?q=` to its link), one option's markup, and a live region that announces each
 * state of the results to screen readers.
 */
function LiveSearchHooks({ listboxId, headingId }: { listboxId: string; headingId: string }) {
  const { t } = useTranslation("help");
  return (
    <>
      <p role="status" {...hook(HelpSearchHooks.live)} className="sr-only" />
      <div
        {...hook(HelpSearchHooks.popup)}
        hidden
        {...hook(HelpSearchHooks.loadingText, t("dropdown.loading"))}
        {...hook(HelpSearchHooks.emptyText, t("dropdown.empty", { query: "{query}" }))}
        {...hook(HelpSearchHooks.errorText, t("errors.articles"))}
        {...hook(HelpSearchHooks.oneResultText, t("dropdown.oneResult"))}
        {...hook(HelpSearchHooks.manyResultsText, t("dropdown.manyResults", { total: "{count}" }))}
        className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-xl"
      >
        <p {...hook(HelpSearchHooks.message)} className="px-4 py-3 text-slate-700" />
        <p {...hook(HelpSearchHooks.contact)} hidden className="px-4 pb-3 text-slate-700">
          {t("dropdown.contact")}{" "}
          <LocalLink to={supportPath} className="font-semibold text-teal-800 underline">
            {t("contact.button")}
          </LocalLink>
        </p>
        <p id={headingId} {...hook(HelpSearchHooks.heading)} className="px-4 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
          {t("dropdown.heading")}
        </p>
        <div id={listboxId} role="listbox" aria-labelledby={headingId} className="max-h-96 overflow-y-auto py-1" />
        <template {...hook(HelpSearchHooks.option)}>
          <div role="option" aria-selected="false" tabIndex={-1} className="cursor-pointer px-4 py-2 hover:bg-slate-50 aria-selected:bg-teal-50">
            <span {...hook(HelpSearchHooks.title)} className="block font-semibold text-slate-900" />
            <span {...hook(HelpSearchHooks.summary)} className="block text-sm text-slate-700" />
            <span {...hook(HelpSearchHooks.category)} className="mt-0.5 block text-xs font-medium text-teal-800" />
          </div>
        </template>
      </div>
    </>
  );
}
