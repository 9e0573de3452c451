import { LocalLink } from "../ui/links";

/**
 * Category buttons as links (DESIGN §5.4): choosing one sets ?category=, "All" removes it,
 * so the selection and the URL can never disagree, with or without JavaScript.
 */
export function CategoryFilter({
  label,
  allLabel,
  basePath,
  categories,
  selected,
}: {
  label: string;
  allLabel: string;
  basePath: string;
  categories: Array<{ slug: string; name: string }>;
  selected: string | null;
}) {
  const item = (to: string, text: string, current: boolean) => (
    <li key={to}>
      <LocalLink
        to={to}
        preventScrollReset
        aria-current={current ? "page" : undefined}
        className={`inline-flex rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
          current
            ? "border-teal-700 bg-teal-700 text-white"
            : "border-slate-300 bg-white text-slate-800 hover:border-teal-700 hover:text-teal-800"
        }`}
      >
        {text}
      </LocalLink>
    </li>
  );
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {item(basePath, allLabel, selected === null)}
        {categories.map((category) =>
          item(`${basePath}?category=${encodeURIComponent(category.slug)}`, category.name, selected === category.slug),
        )}
      </ul>
    </nav>
  );
}
