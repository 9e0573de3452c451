/**
 * Language rules shared by the server, the edge handler and the browser.
 * English lives at the spec's routes; Portuguese lives at the same routes under /pt.
 */
export const supportedLanguages = ["en", "pt"] as const;
export type Lang = (typeof supportedLanguages)[number];
export const defaultLanguage: Lang = "en";

/** Value of `<html lang>` and of `hreflang` for each language. */
export const htmlLang: Record<Lang, string> = { en: "en", pt: "pt-BR" };

/** The language selector's field naming where a page's twin in `lang` is (decision 0216). */
export const languageTargetFieldName = (lang: Lang) => `to-${lang}`;

/** Name of the cookie that keeps the visitor's chosen language. */
export const languageCookieName = "lang";

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

/** The language a path belongs to: `/pt` and `/pt/...` are Portuguese, everything else English. */
export function langFromPath(pathname: string): Lang {
  return pathname === "/pt" || pathname.startsWith("/pt/") ? "pt" : "en";
}

/** The path without its language prefix: `/pt/blog` -> `/blog`, `/pt` -> `/`. */
export function stripLangPrefix(pathname: string): string {
  if (pathname === "/pt") return "/";
  if (pathname.startsWith("/pt/")) return pathname.slice(3);
  return pathname;
}

/**
 * A site path in the given language: localizePath("/blog", "pt") === "/pt/blog". The result
 * always starts with exactly one slash: taking `/pt` off `/pt//host` must not leave the
 * protocol-relative `//host`, which a browser would follow to another site.
 */
export function localizePath(path: string, lang: Lang): string {
  const [pathname = "/", ...rest] = path.split(/(?=[?#])/);
  const bare = stripLangPrefix(pathname).replace(/^[/\\]+/, "/");
  const localized = lang === "en" ? bare : bare === "/" ? "/pt" : `/pt${bare}`;
  return localized + rest.join("");
}

/**
 * The language a browser prefers, from Accept-Language: Portuguese when its
 * highest-ranked language starts with "pt", otherwise English (spec 1 §1).
 */
export function langFromAcceptLanguage(header: string | null): Lang {
  if (!header) return defaultLanguage;
  let best: { tag: string; q: number } | null = null;
  for (const part of header.split(",")) {
    const [rawTag, ...params] = part.trim().split(";");
    const tag = (rawTag ?? "").trim().toLowerCase();
    if (!tag || tag === "*") continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best?.tag.startsWith("pt") ? "pt" : "en";
}

/** Reads one cookie from a Cookie header without decoding anything else. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
