import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cleanSlug } from "~/features/content/format";
import { localizePath } from "~/lib/i18n";
import { requireLang } from "~/server/lang.server";
import { notFound } from "~/server/not-found.server";
import type { RouteHandle } from "~/lib/route-handle";

// A redirect to the help center's article that passes its search on.
export const handle = { page: { cache: "content", query: { q: true, category: true, view: ["popular"] }, sitemap: false } } satisfies RouteHandle;

/** /help/{article} is the help center's article dialog, /help-center/{article}. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const slug = cleanSlug(params.slug);
  if (!slug) throw notFound();
  return redirect(localizePath(`/help-center/${slug}`, lang) + new URL(request.url).search, 301);
}
