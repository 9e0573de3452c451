import type { Integration, IntegrationRef } from "~/backend/integrations";
import type { Crumbs } from "~/lib/breadcrumbs";
import type { Lang } from "~/lib/i18n";
import { siteName, trial } from "~/lib/site";
import { filterIntegrations, integrationsHref, isFiltered, type IntegrationFilter } from "./filters";

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A directory card: what the list shows of an integration. */
export interface IntegrationCard {
  slug: string;
  name: string;
  kind: Integration["kind"];
  status: Integration["status"];
  summary: string;
  /** The text's language when it is not the page's (no translation yet). */
  lang?: Lang;
}

/** The directory's text for its filters: "Channel manager, Planned". */
function filterWords(filter: IntegrationFilter, t: Translate): string {
  return [filter.kind ? t(`kinds.${filter.kind}`) : null, filter.status ? t(`statuses.${filter.status}`) : null]
    .filter((word): word is string => word !== null)
    .join(", ");
}

/** /integrations: every published integration the filter keeps, and the words that say which. */
export function directoryPage(all: Integration[], filter: IntegrationFilter, { lang, t }: { lang: Lang; t: Translate }) {
  const shown = filterIntegrations(all, filter);
  const words = filterWords(filter, t);
  return {
    state: "ok" as const,
    filter,
    filtered: isFiltered(filter),
    total: all.length,
    summary: isFiltered(filter) ? t("list.countFiltered", { count: shown.length, filters: words }) : t("list.count", { count: shown.length }),
    emptyText: t("list.emptyText", { filters: words }),
    clearHref: integrationsHref({ kind: null, status: null }),
    integrations: shown.map(
      (item): IntegrationCard => ({
        slug: item.slug,
        name: item.name,
        kind: item.kind,
        status: item.status,
        summary: item.summary,
        lang: item.locale !== lang ? item.locale : undefined,
      }),
    ),
    meta: { title: t("meta.title", { product: siteName }), description: t("meta.description", { product: siteName }) },
  };
}

/** /integrations/{slug}: the integration, its trail (the visible one and the BreadcrumbList), its roadmap link. */
export function integrationPage(item: Integration, { lang, origin, t }: { lang: Lang; origin: string; t: Translate }) {
  const crumbs: Crumbs = [
    { label: t("crumbs.home"), to: "/" },
    { label: t("crumbs.directory"), to: "/integrations" },
    { label: item.name },
  ];
  const live = item.status === "live";
  return {
    state: "ok" as const,
    crumbs,
    integration: {
      name: item.name,
      kind: item.kind,
      status: item.status,
      live,
      summary: item.summary,
      syncs: item.syncs,
      connectSteps: item.connectSteps,
      lang: item.locale !== lang ? item.locale : undefined,
      roadmapHref: item.roadmapItemId === null ? null : `/roadmap/${item.roadmapItemId}`,
    },
    cta: {
      heading: live ? t("detail.ctaHeading", { name: item.name, product: siteName }) : t("detail.ctaPlannedHeading"),
      text: t("detail.ctaText", { days: trial.days }),
    },
    meta: {
      title: t("meta.detailTitle", { name: item.name, product: siteName }),
      description: t("meta.detailDescription", { name: item.name, product: siteName, status: t(`statuses.${item.status}`), summary: item.summary }).slice(0, 300),
      origin,
    },
  };
}

/** The links a roadmap item's page shows back to the integrations that name it. */
export const roadmapIntegrationLinks = (refs: IntegrationRef[]) => refs.map(({ slug, name }) => ({ name, to: `/integrations/${slug}` }));
