import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/buttons";
import { LocalLink } from "~/components/ui/links";
import { dialogOpenerId } from "~/lib/dialog-opener";
import type { DownloadableResource } from "~/backend/types";

/** A document with a folded corner: the placeholder when a resource has no thumbnail. */
function PlaceholderIcon() {
  return (
    <svg width="64" height="64" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 2.75h8.5L19.25 7.5V20a1.25 1.25 0 0 1-1.25 1.25H6A1.25 1.25 0 0 1 4.75 20V4A1.25 1.25 0 0 1 6 2.75Z" fill="#f0fdfa" stroke="#0f766e" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M14.25 2.75V7.75h5M8 12h8M8 15.5h8M8 19h5" fill="none" stroke="#0f766e" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/** The three-column grid of resource cards (spec 2 §2.11). */
export function ResourceGrid({ resources, search }: { resources: DownloadableResource[]; search: string }) {
  const { t } = useTranslation("downloads");
  return (
    <ul aria-label={t("listLabel")} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {resources.map((resource) => (
        <li key={resource.id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="resource-card">
          <div className="flex aspect-[16/9] items-center justify-center bg-teal-50">
            {resource.thumbnailUrl ? (
              <img
                src={resource.thumbnailUrl}
                alt=""
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
                className="h-full w-full object-cover"
              />
            ) : (
              <PlaceholderIcon />
            )}
          </div>
          <div className="flex flex-1 flex-col p-6">
            <h2 className="text-lg font-semibold text-slate-900">{resource.name}</h2>
            {resource.description ? <p className="mt-2 flex-1 text-sm text-slate-700">{resource.description}</p> : <div className="flex-1" />}
            <div className="mt-4 flex items-center justify-between gap-3">
              {resource.category ? (
                <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-800">
                  <span className="sr-only">{t("filters.category")}: </span>
                  {resource.category}
                </span>
              ) : (
                <span />
              )}
              <LocalLink to={`/downloads/${resource.slug}${search}`} id={dialogOpenerId(`/downloads/${resource.slug}`)} className={buttonClass("primary", "sm")}>
                {t("card.download")}
                <span className="sr-only"> — {resource.name}</span>
              </LocalLink>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
