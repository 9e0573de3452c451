import { defer, type ClientLoaderFunctionArgs, type ShouldRevalidateFunction } from "@remix-run/react";
import i18next, { type TFunction } from "i18next";
import type { Namespace } from "~/locales";
import type { PageMeta } from "~/lib/meta";
import { parseBillingPeriod } from "./pricing/pricing";

/**
 * The client loader of the pages with a pricing table (home, /pricing). The first load is
 * rendered by the server, complete. On a client-side navigation the page appears at once,
 * titled and translated, and the comparison table shows its skeleton until the server's
 * rows arrive (spec 1 §2.4: "table loading shows a skeleton table").
 */
export function deferComparisonRows<Rows>(
  namespaces: Namespace[],
  metaOf: (t: TFunction) => PageMeta & { imageAlt?: string },
) {
  return async ({ params, request, serverLoader }: ClientLoaderFunctionArgs) => {
    if (params.lang !== undefined && params.lang !== "pt") throw new Response("Not Found", { status: 404 });
    const lang = params.lang === "pt" ? "pt" : "en";
    const server = serverLoader() as Promise<{ rows: Rows }>;
    await i18next.loadNamespaces(namespaces);
    return defer({
      meta: metaOf(i18next.getFixedT(lang, namespaces[0])),
      billing: parseBillingPeriod(new URL(request.url).searchParams.get("billing")),
      rows: server.then((data) => data.rows),
    });
  };
}

/**
 * Posts to resource routes (newsletter, audit) and a new billing period change nothing
 * this page loaded, so they don't reload it (nor flash the table's skeleton).
 */
export const keepPricingPageData: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  const withoutBilling = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("billing");
    return params.toString();
  };
  if (withoutBilling(currentUrl) === withoutBilling(nextUrl)) return false;
  return defaultShouldRevalidate;
};
