import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { localizePath } from "~/lib/i18n";
import { requireLang } from "~/server/lang.server";
import type { RouteHandle } from "~/lib/route-handle";

// A redirect to the help center that passes its search on.
export const handle = { page: { cache: "content", query: { q: true, category: true, view: ["popular"] }, sitemap: false } } satisfies RouteHandle;

/**
 * /help is the router's name for the help center (spec 2 §2.1); the site's links use
 * /help-center. One address serves it: /help answers 301 to /help-center, query kept.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  return redirect(localizePath("/help-center", lang) + new URL(request.url).search, 301);
}
