import { langFromAcceptLanguage, langFromPath, languageCookieName, localizePath, readCookie } from "~/lib/i18n";

/**
 * Paths that are not pages, and preview links (a row is previewed in its own language,
 * decision 0214): never redirected to a language twin.
 */
const nonPagePrefixes = ["/resources/", "/build/", "/files/", "/preview/"];
const nonPagePaths = new Set(["/robots.txt", "/sitemap.xml", "/favicon.ico"]);

/**
 * DESIGN §4: a visitor arriving at an unprefixed (English) URL is sent to its /pt twin
 * when their saved preference is pt, or when they have none and their browser's first
 * language starts with pt. Returns the twin's URL, or null to serve the request as is.
 */
export function languageRedirectTarget(request: Request): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  if (langFromPath(url.pathname) !== "en") return null;
  if (nonPagePaths.has(url.pathname) || nonPagePrefixes.some((p) => url.pathname.startsWith(p))) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;

  const saved = readCookie(request.headers.get("Cookie"), languageCookieName);
  const preferred =
    saved === "en" || saved === "pt" ? saved : langFromAcceptLanguage(request.headers.get("Accept-Language"));
  if (preferred !== "pt") return null;
  return localizePath(url.pathname, "pt") + url.search;
}
