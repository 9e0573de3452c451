import { useTranslation } from "~/lib/translation";
import { LocalLink } from "~/components/ui/links";

/**
 * The side list of categories (spec 2 §2.7), links to ?category= (choosing one clears the
 * search), with 'Popular Articles' first (docs/decisions/0206-help-center.md).
 */
export function HelpCategories({
  categories,
  selected,
  basePath,
}: {
  categories: Array<{ slug: string; name: string }>;
  /** A category slug, "popular", or null while searching. */
  selected: string | null;
  /** The help center's path (decision 0057). */
  basePath: string;
}) {
  const { t } = useTranslation("help");
  const link = (to: string, label: string, current: boolean) => (
    <LocalLink
      to={to}
      aria-current={current ? "page" : undefined}
      className={`block rounded-lg px-3 py-2 font-medium ${
        current ? "bg-teal-700 text-white" : "text-slate-800 hover:bg-slate-100 hover:text-teal-800"
      }`}
    >
      {label}
    </LocalLink>
  );
  return (
    <nav aria-labelledby="help-categories-heading">
      <h2 id="help-categories-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        {t("categories.heading")}
      </h2>
      <ul className="mt-3 space-y-1">
        <li>{link(`${basePath}?view=popular`, t("list.popular"), selected === "popular")}</li>
        {categories.map((category) => (
          <li key={category.slug}>
            {link(`${basePath}?category=${encodeURIComponent(category.slug)}`, category.name, selected === category.slug)}
          </li>
        ))}
      </ul>
      {categories.length === 0 ? <p className="mt-3 px-3 text-slate-700">{t("categories.empty")}</p> : null}
    </nav>
  );
}
