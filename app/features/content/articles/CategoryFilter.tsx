import { LocalLink } from "~/components/ui/links";
import { hook } from "~/components/ui/hook";
import { ListsHooks } from "./lists.hooks";

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
        aria-current={current ? "page" : undefined}
        // The look follows aria-current, which app/features/content/articles/lists.enhance.ts moves as soon as a link is followed.
        className="inline-flex rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 transition-colors hover:border-teal-700 hover:text-teal-800 aria-[current=page]:border-teal-700 aria-[current=page]:bg-teal-700 aria-[current=page]:text-white aria-[current=page]:hover:text-white"
      >
        {text}
      </LocalLink>
    </li>
  );
  return (
    <nav aria-label={label} {...hook(ListsHooks.filter)}>
      <ul className="flex flex-wrap gap-2">
        {item(basePath, allLabel, selected === null)}
        {categories.map((category) =>
          item(`${basePath}?category=${encodeURIComponent(category.slug)}`, category.name, selected === category.slug),
        )}
      </ul>
    </nav>
  );
}
