import { langFromAcceptLanguage, langFromPath, languageCookieName, localizePath, readCookie } from "~/lib/i18n";
import type { RoutePage } from "./route-table.server";

/**
 * Folders of static files that are not routes (Remix's browser build, old file links): a
 * request that reaches the Worker there is a missing file, never a page to translate.
 */
const staticFolders = ["/build/", "/files/"];

/**
 * DESIGN §4: a visitor arriving at an unprefixed (English) URL of a page with a language twin
 * (its route takes the `($lang)` segment: the route table, decision 0220) is sent to its /pt
 * twin when their saved preference is pt, or when they have none and their browser's first
 * language starts with pt. Returns the twin's URL, or null to serve the request as is.
 */
export function languageRedirectTarget(request: Request, page: RoutePage): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  // A page made for one visitor (a preview link, decision 0214: previewed in its own language) is
  // never sent to a twin; neither is a path without a language segment.
  if (!page.localized || page.cache === "never") return null;
  const url = new URL(request.url);
  if (langFromPath(url.pathname) !== "en") return null;
  if (staticFolders.some((folder) => url.pathname.startsWith(folder))) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;

  const saved = readCookie(request.headers.get("Cookie"), languageCookieName);
  const preferred =
    saved === "en" || saved === "pt" ? saved : langFromAcceptLanguage(request.headers.get("Accept-Language"));
  if (preferred !== "pt") return null;
  return localizePath(url.pathname, "pt") + url.search;
}
