import { useTranslation } from "~/lib/translation";
import { LocalLink } from "~/components/ui/links";

/**
 * On a roadmap item's page: the integrations directory's pages of the systems this item builds
 * (the way back from "Vote for it on the roadmap", issue 33 item 2). Nothing when none names it.
 */
export function RoadmapIntegrationLinks({ links }: { links: ReadonlyArray<{ name: string; to: string }> }) {
  const { t } = useTranslation("integrations");
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby="roadmap-integrations" className="rounded-xl bg-slate-50 p-4">
      <p id="roadmap-integrations" className="text-sm font-semibold text-slate-900">
        {t("roadmap.heading")}
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <LocalLink to={link.to} className="font-medium text-teal-800 underline hover:text-teal-900">
              {t("roadmap.link", { name: link.name })}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
