import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/buttons";
import { LocalLink } from "~/components/ui/links";
import { supportHref } from "./contact";

export interface RelatedHelpItem {
  slug: string;
  /** Its address without the language prefix (publicPathOf, decision 0057). */
  path: string;
  title: string;
  /** The article's language when not the page's: an English title on a Portuguese page (decision 0216). */
  lang?: string;
}

/**
 * The end of a help article's dialog (issue 22 item 3, decision 0212): "Related articles"
 * (related.ts; each opens over the same list, its search kept) and "Still need help?" with
 * 'Contact Support', the help center's form, carrying what the visitor was looking for: the
 * search the dialog was opened over, else the article's title.
 */
export function HelpArticleFooter({
  related,
  search,
  contact,
}: {
  related: RelatedHelpItem[];
  /** The dialog's query string, kept in the related articles' addresses. */
  search: string;
  contact: { query: string; article: string };
}) {
  const { t } = useTranslation("help");
  return (
    <>
      {related.length > 0 ? (
        <section aria-labelledby="help-related" className="mt-8 border-t border-slate-200 pt-6" data-help-related>
          <h3 id="help-related" className="font-semibold text-slate-900">
            {t("article.related")}
          </h3>
          <ul className="mt-3 space-y-2">
            {related.map((article) => (
              <li key={article.slug}>
                <LocalLink to={`${article.path}${search}`} lang={article.lang} className="font-medium text-teal-800 hover:underline">
                  {article.title}
                </LocalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <footer className="mt-8 rounded-xl bg-slate-100 p-5 sm:flex sm:items-center sm:justify-between sm:gap-4" data-help-contact>
        <div>
          <h3 className="font-semibold text-slate-900">{t("article.footerHeading")}</h3>
          <p className="mt-1 text-sm text-slate-700">{t("article.footerText")}</p>
        </div>
        <LocalLink to={supportHref(contact)} className={`${buttonClass("primary", "md")} mt-4 shrink-0 sm:mt-0`}>
          {t("contact.button")}
        </LocalLink>
      </footer>
    </>
  );
}
