import {
  integrationKinds,
  integrationStatuses,
  isIntegrationKind,
  isIntegrationStatus,
  type Integration,
  type IntegrationKind,
  type IntegrationStatus,
} from "~/backend/integrations";

/**
 * The directory's filters as its address carries them (`/integrations?kind=pms&status=live`):
 * each parameter takes one of the values the site knows or is absent. The route declares the
 * same lists in `handle.page.query`, so the edge drops any other value before the page runs;
 * read here again, an unknown value (or a repeated parameter's later values) shows everything.
 */
export interface IntegrationFilter {
  kind: IntegrationKind | null;
  status: IntegrationStatus | null;
}

export const integrationQuery = { kind: integrationKinds, status: integrationStatuses } as const;

export function readIntegrationFilter(params: URLSearchParams): IntegrationFilter {
  const kind = params.get("kind");
  const status = params.get("status");
  return { kind: isIntegrationKind(kind) ? kind : null, status: isIntegrationStatus(status) ? status : null };
}

export function filterIntegrations<T extends Pick<Integration, "kind" | "status">>(list: readonly T[], filter: IntegrationFilter): T[] {
  return list.filter((item) => (filter.kind === null || item.kind === filter.kind) && (filter.status === null || item.status === filter.status));
}

/** The directory's address for a filter, parameters in the order the cache key takes them. */
export function integrationsHref(filter: IntegrationFilter): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.status) params.set("status", filter.status);
  const query = params.toString();
  return query ? `/integrations?${query}` : "/integrations";
}

export const isFiltered = (filter: IntegrationFilter): boolean => filter.kind !== null || filter.status !== null;
