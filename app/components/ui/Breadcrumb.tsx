import { LocalLink } from "./links";
import type { Crumb } from "~/lib/breadcrumbs";

/**
 * Home / Blog / category / title (spec 2 §2.6, §2.10), and the same trail on case studies,
 * integrations and the channel-fee planner; the last item is the current page. The page's
 * BreadcrumbList JSON-LD is built from the same `items` (lib/breadcrumbs.ts).
 */
export function Breadcrumb({ label, items }: { label: string; items: ReadonlyArray<Crumb> }) {
  return (
    <nav aria-label={label} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {item.to ? (
              <LocalLink to={item.to} className="hover:text-teal-800 hover:underline">
                {item.label}
              </LocalLink>
            ) : (
              <span aria-current="page" className="font-medium text-slate-800">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
