import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { LocalLink } from "~/components/ui/links";
import { dialogOpenerId } from "~/lib/dialog-opener";
import { ReadMoreLabel } from "../ReadMoreLabel";
import type { Segment } from "./highlight";
import { hook } from "~/components/ui/hook";
import { HelpSearchHooks } from "./help-search.hooks";

export interface HelpListItem {
  slug: string;
  /** The article's address without the language prefix (`/help-center/{slug}`: publicPathOf, decision 0057). */
  path: string;
  title: string;
  summary: string;
  categoryName: string | null;
  /** The article's language when it is not the page's: an English article on a Portuguese page (decision 0216). */
  lang?: string;
  /** Search results only (highlight.ts): the title and the snippet shown instead of the summary, matches marked. */
  found?: { title: Segment[]; snippet: Segment[] };
}

/**
 * The article list under its heading ('Popular Articles', 'Articles in {category}',
 * 'Search results for "{query}"'). Title and 'Read more' open the article dialog, a URL of
 * its own, over the same list (the query string is kept). A search result shows its snippet
 * in place of the summary, matched words in <mark>. Its hooks (help-search.hooks.ts) are what
 * the live search (help-search.enhance.ts) reads from a fetched page of results.
 */
export function HelpArticleList({ heading, articles }: { heading: string; articles: HelpListItem[] }) {
  const { t } = useTranslation("help");
  const { search } = useLocation();
  return (
    <section aria-labelledby="help-list-heading" {...hook(HelpSearchHooks.results)}>
      <h2 id="help-list-heading" className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      {articles.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">{t("list.empty")}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {articles.map((article) => (
            <li key={article.slug} {...hook(HelpSearchHooks.article, article.slug)} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 {...hook(HelpSearchHooks.title)} lang={article.lang} className="text-lg font-semibold text-slate-900">
                <LocalLink
                  to={`${article.path}${search}`}
                  id={dialogOpenerId(article.path)}
                  className="hover:text-teal-800 hover:underline"
                >
                  {article.found ? <Marked segments={article.found.title} /> : article.title}
                </LocalLink>
              </h3>
              {article.categoryName ? <p {...hook(HelpSearchHooks.category)} className="mt-1 text-sm font-medium text-teal-800">{article.categoryName}</p> : null}
              <p {...hook(HelpSearchHooks.summary)} lang={article.lang} className="mt-2 text-slate-700">
                {article.found ? <Marked segments={article.found.snippet} /> : article.summary}
              </p>
              <LocalLink
                to={`${article.path}${search}`}
                className="mt-3 inline-block font-semibold text-teal-800 hover:underline"
              >
                <ReadMoreLabel label={t("list.readMore")} title={article.title} titleLang={article.lang} />
              </LocalLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Text runs as text nodes, matched ones in <mark>: React escapes every character. */
function Marked({ segments }: { segments: Segment[] }) {
  return segments.map((segment, index) => (segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text));
}
