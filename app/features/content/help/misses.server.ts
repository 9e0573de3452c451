import type { AppLoadContext } from "@remix-run/cloudflare";
import { foldForSearch } from "~/lib/search-text";
import type { Lang } from "~/lib/i18n";
import { withinRateLimit } from "~/server/abuse.server";
import { helpQueryMaxLength } from "./search";
import { liveSearchHeader } from "./suggestions";

/**
 * What people could not find (issue 12, docs/decisions/0210): each search of the help
 * center's page that found nothing is counted by its folded query and language, after the
 * response, so operators see what to write next. Nothing about the visitor is stored.
 */

/** The query as it is counted: folded (accents, case, spaces), capped; "" when nothing is left. */
export function missQuery(query: string): string {
  return foldForSearch(query).slice(0, helpQueryMaxLength).trim();
}

/** A visitor's search of the page, not the dropdown reading the results as one types. */
export function isPageSearch(request: Request): boolean {
  return request.method === "GET" && !request.headers.has(liveSearchHeader);
}

/**
 * Counts the miss after the response. An address over its limit (a script sending random
 * queries) is not counted, and a failure is only logged: the page never waits or breaks.
 */
export function countSearchMiss(request: Request, context: AppLoadContext, lang: Lang, query: string): void {
  const normalised = missQuery(query);
  if (!normalised || !isPageSearch(request)) return;
  const record = async () => {
    if (!(await withinRateLimit(request, context, "helpSearchMiss"))) return;
    await context.backend.recordHelpSearchMiss({ query: normalised, locale: lang });
  };
  context.waitUntil(record().catch((error: unknown) => console.error("help search miss not recorded", error)));
}
