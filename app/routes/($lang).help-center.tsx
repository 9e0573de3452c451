import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { HelpArticleList } from "~/features/content/help/HelpArticleList";
import { HelpCategories } from "~/features/content/help/HelpCategories";
import { HelpSearch } from "~/features/content/help/HelpSearch";
import { LoadErrors } from "~/features/content/LoadErrors";
import { buttonClass } from "~/components/ui/buttons";
import { cleanSlug } from "~/features/content/format";
import { chosenSuggestionTitle, cleanHelpQuery } from "~/features/content/help/search";
import type { RouteHandle } from "~/lib/route-handle";
import { pageMeta } from "~/lib/meta";
import { LocalLink } from "~/components/ui/links";
import { supportHref } from "~/features/content/help/contact";
import type { HelpArticle } from "~/backend/types";
import { helpListItem, loadHelpArticles, loadHelpCategories, loadPopularHelpArticles, searchHelp } from "~/features/content/help/help.server";
import { countSearchMiss } from "~/features/content/help/misses.server";
import { cacheControl } from "~/lib/cache-control";
import { attempt } from "~/features/content/load.server";
import { contentBase } from "~/server/content-addresses.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

// No React in the browser (docs/decisions/0016): the search box's dropdown comes from
// app/features/content/help/help-search.enhance.ts; categories, search and the article links are plain HTML.
export const handle = {
  page: {
    cache: "content",
    query: { q: true, category: true, view: ["popular"] },
    sitemap: "listed",
    // Each help article lives at /help-center/{slug}, this page's path and its slug (decision 0057).
    items: { kind: "help", read: (backend, lang) => backend.listHelpArticles({ locale: lang, categorySlug: null }) },
    bench: { name: "Help center", budget: "any" },
  },
  enhance: ["help-search"],
} satisfies RouteHandle;

/**
 * The help center (spec 2 §2.7). One loader serves the page, the no-JavaScript search
 * (?q=), the categories (?category=, the first one when none is chosen), the popular
 * articles (?view=popular) and the search dropdown, which reads the same page. A search that
 * finds nothing is counted (misses.server.ts) and its page is not kept by the edge cache,
 * so each one reaches the loader.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const url = new URL(request.url);
  const q = cleanHelpQuery(url.searchParams.get("q"));
  const wantsPopular = url.searchParams.get("view") === "popular";
  const t = await translator(lang, "help");
  const categoryParam = cleanSlug(url.searchParams.get("category"));
  const dialogSlug = cleanSlug(params.slug);
  const mode: "search" | "category" | "popular" = q ? "search" : wantsPopular ? "popular" : "category";

  // Every read this page needs starts at once: one round trip (issue 18 item 4). The category
  // view reads every article and keeps the chosen category's (the same rows, in the same
  // order, as a read of that category), so it needs no earlier answer: not the category list
  // for the default (first) category, nor the article a shared dialog link names.
  const [categories, found] = await Promise.all([
    attempt("help categories", () => loadHelpCategories(context, lang)),
    mode === "search"
      ? attempt("help search", () => searchHelp(context, lang, q!))
      : mode === "popular"
        ? attempt("popular help articles", async () => ({ articles: await loadPopularHelpArticles(context, lang), terms: undefined }))
        : attempt("help articles", async () => ({ articles: await loadHelpArticles(context, lang, null), terms: undefined })),
  ]);
  const categoryList = categories.value ?? [];
  const errors: string[] = categories.ok ? [] : ["help:errors.categories"];

  // A suggestion chosen in the dropdown arrives as /help-center/{slug}?q={its title}.
  let selectedTitle: string | null = null;
  let heading: string;
  let selected: string | null = null;
  let articles: HelpArticle[] = [];
  let terms: string[] | undefined;
  let headers: HeadersInit | undefined;
  let shownMode = mode;
  if (mode === "search") {
    heading = t("list.searchResults", { query: q });
    if (!found.ok) errors.push("help:errors.articles");
    articles = found.value?.articles ?? [];
    terms = found.value?.terms;
    if (found.ok && articles.length === 0) {
      headers = { "Cache-Control": cacheControl.never };
      // Opening an article over a past search is not a new search.
      if (!dialogSlug) countSearchMiss(request, context, lang, q!);
    }
    selectedTitle = chosenSuggestionTitle(articles, dialogSlug, q!);
  } else if (mode === "category" && categoryList.length > 0) {
    const all = found.value?.articles ?? [];
    // A shared link to an article's dialog shows the article's own category behind it.
    const wanted = categoryParam ?? (dialogSlug ? (all.find((article) => article.slug === dialogSlug)?.category?.slug ?? null) : null);
    // The first category is selected when none (or an unknown one) is asked for.
    const category = categoryList.find((c) => c.slug === wanted) ?? categoryList[0]!;
    selected = category.slug;
    heading = t("list.inCategory", { category: category.name });
    if (!found.ok) errors.push("help:errors.articles");
    articles = all.filter((article) => article.category?.slug === category.slug);
  } else {
    shownMode = "popular";
    selected = "popular";
    heading = t("list.popular");
    // No categories (or they failed): the popular articles, as before.
    const popular = mode === "popular" ? found : await attempt("popular help articles", async () => ({ articles: await loadPopularHelpArticles(context, lang) }));
    if (!popular.ok) errors.push("help:errors.popular");
    articles = popular.value?.articles ?? [];
  }

  return json({
    meta: { title: t("meta.title"), description: t("meta.description") },
    // This page's path, where its articles live (handle.page.items, decision 0057).
    basePath: contentBase(context.routes, "help"),
    q,
    selectedTitle,
    mode: shownMode,
    heading,
    selected,
    categories: categoryList.map(({ slug, name }) => ({ slug, name })),
    articles: articles.map((article) => helpListItem(article, { lang, routes: context.routes }, terms)),
    errors,
  }, { headers });
}

export default function HelpCenterPage() {
  const { t } = useTranslation("help");
  const data = useLoaderData<typeof loader>();
  // 'Contact Support' (spec 2 §2.7) opens the help center's form, carrying the search (decision 0212).
  const contactHref = supportHref({ query: data.q });
  const noMatch = data.mode === "search" && data.articles.length === 0 && data.errors.length === 0;

  return (
    <>
      <Outlet />
      <section className="bg-gradient-to-b from-teal-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t("hero.heading")}</h1>
          <p className="mt-4 text-lg text-slate-700">{t("hero.text")}</p>
          <HelpSearch query={data.q} basePath={data.basePath} />
          {data.q ? (
            <p role="status" className="mt-4 font-medium text-slate-800">
              {data.selectedTitle ? t("notices.selected", { title: data.selectedTitle }) : t("notices.searching", { query: data.q })}
            </p>
          ) : null}
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <LoadErrors messages={data.errors} />
        <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
          <aside>
            <HelpCategories categories={data.categories} selected={data.selected} basePath={data.basePath} />
          </aside>
          <div>
            <HelpArticleList heading={data.heading} articles={data.articles} />
            {noMatch ? (
              <p className="mt-4 text-slate-800" data-help-no-match>
                {t("contact.noResults")}{" "}
                <LocalLink to={contactHref} className="font-semibold text-teal-800 underline">
                  {t("contact.button")}
                </LocalLink>
              </p>
            ) : null}
            <section aria-labelledby="help-contact" className="mt-12 rounded-2xl bg-slate-900 p-8 text-center text-white">
              <h2 id="help-contact" className="text-2xl font-bold">
                {t("contact.heading")}
              </h2>
              <p className="mx-auto mt-2 max-w-xl text-slate-200">{t("contact.text")}</p>
              <LocalLink to={contactHref} className={`${buttonClass("primary", "lg")} mt-6`}>
                {t("contact.button")}
              </LocalLink>
            </section>
          </div>
        </div>
      </div>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => pageMeta(data?.meta, { location, matches });

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
