import { Form, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { cleanHelpQuery } from "~/features/content/help/search";
import { minimumQueryLength, suggestionDelayMs, suggestionLimit } from "~/features/content/help/suggestions";
import { localizePath } from "~/lib/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { LocalLink, useLang } from "~/components/ui/links";

/** What the help center's loader answers; the dropdown reads its search results. */
export interface HelpListData {
  q: string;
  mode: "search" | "category" | "popular";
  articles: Array<{ slug: string; title: string; summary: string; categoryName: string | null }>;
}


/**
 * The help center's search (spec 2 §2.7). A GET form (?q=) that works without JavaScript;
 * with it, typing shows a dropdown of matching articles ('Articles', 'Loading search
 * results...', 'No articles found for "{query}"') that is a combobox: arrows move,
 * Enter opens the highlighted article, Escape closes the list. On documents that do not
 * hydrate, app/features/content/help/help-search.enhance.ts gives the same dropdown from the hooks below.
 */
export function HelpSearch({ query }: { query: string }) {
  const { t } = useTranslation("help");
  const lang = useLang();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const fetcher = useFetcher<HelpListData>({ key: "help-search" });
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(query);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listboxId = useId();
  const headingId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const typed = cleanHelpQuery(value);

  // The URL is the truth: a new ?q= (a submitted search, a cleared one) resets the box.
  useEffect(() => {
    setValue(query);
    setOpen(false);
  }, [query]);

  useEffect(() => {
    if (!hydrated || !open || typed.length < minimumQueryLength) return;
    const timer = window.setTimeout(() => {
      fetcher.load(`${localizePath("/help-center", lang)}?q=${encodeURIComponent(typed)}`);
    }, suggestionDelayMs);
    return () => window.clearTimeout(timer);
    // fetcher.load is stable enough for this; reloading on its identity would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, open, hydrated, lang]);

  const answer = fetcher.data?.mode === "search" && fetcher.data.q === typed ? fetcher.data : null;
  const results = answer?.articles.slice(0, suggestionLimit) ?? [];
  const loading = !answer && typed.length >= minimumQueryLength;
  const showPopup = hydrated && open && typed.length >= minimumQueryLength;

  function choose(index: number) {
    const article = results[index];
    if (!article) return;
    setValue(article.title);
    setOpen(false);
    navigate(`${localizePath(`/help-center/${article.slug}`, lang)}?q=${encodeURIComponent(article.title)}`, {
      state: { selectedArticle: article.title },
      preventScrollReset: true,
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (results.length ? (index + 1) % results.length : -1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => (results.length ? (index <= 0 ? results.length - 1 : index - 1) : -1));
    } else if (event.key === "Enter" && showPopup && active >= 0 && results[active]) {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const showClear = hydrated ? value !== "" : query !== "";

  return (
    <Form
      method="get"
      action={localizePath("/help-center", lang)}
      role="search"
      data-help-search
      className="relative mx-auto mt-8 max-w-2xl"
      onSubmit={() => setOpen(false)}
    >
      <label htmlFor="help-search" className="sr-only">
        {t("hero.searchLabel")}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <input
            ref={inputRef}
            id="help-search"
            type="search"
            name="q"
            value={value}
            maxLength={100}
            autoComplete="off"
            placeholder={t("hero.placeholder")}
            onChange={(event) => {
              setValue(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => window.setTimeout(() => setOpen(false), 150)}
            onKeyDown={onKeyDown}
            {...(hydrated
              ? {
                  role: "combobox",
                  "aria-autocomplete": "list" as const,
                  "aria-expanded": showPopup,
                  "aria-controls": listboxId,
                  "aria-activedescendant": showPopup && active >= 0 ? optionId(active) : undefined,
                }
              : {})}
            className="w-full rounded-lg border border-slate-400 bg-white py-3 pl-4 pr-12 text-base text-slate-900 shadow-sm placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden"
          />
          {showClear || !hydrated ? (
            <LocalLink
              to="/help-center"
              preventScrollReset
              // Without React, app/features/content/help/help-search.enhance.ts shows it once something is typed.
              hidden={!showClear}
              data-help-clear
              onClick={(event) => {
                setValue("");
                setOpen(false);
                inputRef.current?.focus();
                if (!query) event.preventDefault();
              }}
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <span aria-hidden="true" className="text-xl leading-none">
                ×
              </span>
              <span className="sr-only">{t("hero.clear")}</span>
            </LocalLink>
          ) : null}
        </div>
        <button type="submit" className="rounded-lg bg-teal-700 px-5 py-3 font-semibold text-white hover:bg-teal-800">
          {t("hero.submit")}
        </button>
      </div>

      {hydrated ? null : <LiveSearchHooks listboxId={listboxId} headingId={headingId} />}
      {hydrated ? (
        <div
          className={`absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-xl ${
            showPopup ? "" : "hidden"
          }`}
        >
          {showPopup && loading ? (
            <p role="status" className="px-4 py-3 text-slate-700">
              {t("dropdown.loading")}
            </p>
          ) : showPopup && results.length === 0 ? (
            <p role="status" className="px-4 py-3 text-slate-700">
              {t("dropdown.empty", { query: typed })}
            </p>
          ) : null}
          <p id={headingId} className={`px-4 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-600 ${results.length && showPopup && !loading ? "" : "hidden"}`}>
            {t("dropdown.heading")}
          </p>
          <div id={listboxId} role="listbox" aria-labelledby={headingId} className="max-h-96 overflow-y-auto py-1">
            {showPopup && !loading
              ? results.map((article, index) => (
                  <div
                    key={article.slug}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    tabIndex={-1}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(index)}
                    onKeyDown={() => undefined}
                    className={`cursor-pointer px-4 py-2 ${index === active ? "bg-teal-50" : "hover:bg-slate-50"}`}
                  >
                    <span className="block font-semibold text-slate-900">{article.title}</span>
                    <span className="block text-sm text-slate-700">{article.summary}</span>
                    {article.categoryName ? (
                      <span className="mt-0.5 block text-xs font-medium text-teal-800">{article.categoryName}</span>
                    ) : null}
                  </div>
                ))
              : null}
          </div>
        </div>
      ) : null}
    </Form>
  );
}

/**
 * What app/features/content/help/help-search.enhance.ts fills on a document that does not hydrate: the dropdown
 * (hidden until the visitor types), its texts in the page's language ({query} and {count}
 * are filled in the browser), one option's markup, and a live region that announces each
 * state of the results to screen readers.
 */
function LiveSearchHooks({ listboxId, headingId }: { listboxId: string; headingId: string }) {
  const { t } = useTranslation("help");
  return (
    <>
      <p role="status" data-help-live className="sr-only" />
      <div
        data-help-popup
        hidden
        data-loading={t("dropdown.loading")}
        data-empty={t("dropdown.empty", { query: "{query}" })}
        data-error={t("errors.articles")}
        data-one-result={t("dropdown.oneResult")}
        data-many-results={t("dropdown.manyResults", { total: "{count}" })}
        className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-xl"
      >
        <p data-help-message className="px-4 py-3 text-slate-700" />
        <p id={headingId} data-help-heading className="px-4 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-600">
          {t("dropdown.heading")}
        </p>
        <div id={listboxId} role="listbox" aria-labelledby={headingId} className="max-h-96 overflow-y-auto py-1" />
        <template data-help-option>
          <div role="option" aria-selected="false" tabIndex={-1} className="cursor-pointer px-4 py-2 hover:bg-slate-50 aria-selected:bg-teal-50">
            <span data-title className="block font-semibold text-slate-900" />
            <span data-summary className="block text-sm text-slate-700" />
            <span data-category className="mt-0.5 block text-xs font-medium text-teal-800" />
          </div>
        </template>
      </div>
    </>
  );
}
