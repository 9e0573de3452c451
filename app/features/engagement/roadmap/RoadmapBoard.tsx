import { useTranslation } from "~/lib/translation";
import { LocalLink } from "~/components/ui/links";
import { dialogOpenerId } from "~/lib/dialog-opener";
import { boardColumns, boardId, roadmapStatuses, statusKeys } from "~/features/engagement/roadmap/schema";
import type { RoadmapItem } from "~/backend/types";

/**
 * The four columns in spec order, each headed with its count; an empty column says so.
 * Every card is a link to the item's own URL, which opens its dialog over the board.
 */
export function RoadmapBoard({ items }: { items: RoadmapItem[] }) {
  const { t } = useTranslation("roadmap");
  const columns = boardColumns(items);
  return (
    // The id lets an in-place vote or comment refresh the counts behind the item's dialog.
    <div id={boardId} className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
      {roadmapStatuses.map((status) => {
        const headingId = `roadmap-column-${status.toLowerCase().replace(/\s+/g, "-")}`;
        const columnItems = columns[status];
        return (
          <section key={status} aria-labelledby={headingId} className="flex flex-col rounded-2xl bg-slate-100 p-4">
            <h2 id={headingId} className="flex items-center justify-between gap-2 text-lg font-bold text-slate-900">
              <span>{t(statusKeys[status])}</span>
              <span className="rounded-full bg-white px-2.5 py-0.5 text-sm font-semibold text-slate-700">
                <span aria-hidden="true">{columnItems.length}</span>
                <span className="sr-only">{t("itemCount", { count: columnItems.length })}</span>
              </span>
            </h2>
            {columnItems.length === 0 ? (
              <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
                {t("empty")}
              </p>
            ) : (
              <ul className="mt-4 space-y-3">
                {columnItems.map((item) => (
                  <li key={item.id}>
                    <RoadmapCard item={item} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

function RoadmapCard({ item }: { item: RoadmapItem }) {
  const { t } = useTranslation("roadmap");
  return (
    <LocalLink
      to={`/roadmap/${item.id}`}
      id={dialogOpenerId(`/roadmap/${item.id}`)}
      className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-teal-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
    >
      {item.category ? (
        <span className="inline-block rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800">
          {item.category}
        </span>
      ) : null}
      <h3 className="mt-2 font-semibold text-slate-900">{item.title}</h3>
      {item.description ? <p className="mt-1 line-clamp-3 text-sm text-slate-700">{item.description}</p> : null}
      <p className="mt-3 flex gap-4 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1">
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M8 3l5 7H3z" fill="currentColor" />
          </svg>
          {t("upvotes", { count: item.upvotes })}
        </span>
        <span className="inline-flex items-center gap-1">
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M2.5 3.5h11v7h-6l-3 2.5v-2.5h-2z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
              strokeLinejoin="round"
            />
          </svg>
          {t("comments", { count: item.commentCount })}
        </span>
      </p>
    </LocalLink>
  );
}
