import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { cleanSlug } from "~/features/content/format";
import { localizePath } from "~/lib/i18n";
import { requireLang } from "~/server/lang.server";
import { notFound } from "~/server/not-found.server";

/** /help/{article} is the help center's article dialog, /help-center/{article}. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const slug = cleanSlug(params.slug);
  if (!slug) throw notFound();
  return redirect(localizePath(`/help-center/${slug}`, lang) + new URL(request.url).search, 301);
}
