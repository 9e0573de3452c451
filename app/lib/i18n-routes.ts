import type { Namespace } from "~/locales";

/** A route declares the translation namespaces it renders with `handle.i18n`. */
export interface RouteHandle {
  i18n?: Namespace | Namespace[];
}

/** The namespaces of a list of matched route handles, always including "common". */
export function namespacesOf(handles: unknown[]): Namespace[] {
  const namespaces = new Set<Namespace>(["common"]);
  for (const handle of handles) {
    const value = (handle as RouteHandle | undefined)?.i18n;
    if (!value) continue;
    for (const ns of Array.isArray(value) ? value : [value]) namespaces.add(ns);
  }
  return [...namespaces];
}
