import type { Params } from "@remix-run/react";
import type { Lang } from "~/lib/i18n";
import { notFound } from "./not-found.server";

/**
 * The language of a `($lang)` route. Only "pt" is a valid prefix: any other first segment
 * that reached a `($lang)` route is an unknown page, so it answers 404.
 */
export function requireLang(params: Params): Lang {
  if (params.lang === undefined) return "en";
  if (params.lang === "pt") return "pt";
  throw notFound();
}
