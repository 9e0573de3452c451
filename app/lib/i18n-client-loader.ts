import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import i18next from "i18next";
import type { Namespace } from "~/locales";

/**
 * A route's `clientLoader` for client-side navigations: loads the page's data and, in
 * parallel, the translation namespaces it renders with (the first page load has them
 * inline already). Use together with `handle = { i18n: [...] }`:
 *
 *   export const handle = { i18n: ["legal"] } satisfies RouteHandle;
 *   export const clientLoader = withNamespaces(["legal"]);
 */
export function withNamespaces(namespaces: Namespace[]) {
  return async ({ serverLoader }: ClientLoaderFunctionArgs) => {
    const [data] = await Promise.all([serverLoader(), i18next.loadNamespaces(namespaces)]);
    return data;
  };
}
