import { htmlLang, localizePath, type Lang } from "./i18n";

/**
 * A page's own canonical address, hreflang twins and language-switch targets, for pages whose
 * twin is not "the same path under /pt" (decision 0216: a translation may have its own slug,
 * an untranslated piece's /pt page is not a translation). The route's loader returns it as
 * `alternates`; root.tsx and the language selector read it from the page's data. Pages
 * without it keep the default: the same path in each language.
 */
export interface PageAlternates {
  /** The canonical page's path. */
  canonical: string;
  /** `hreflang` value ("en", "pt-BR", "x-default") and path, for each language the piece exists in. */
  languages: Array<{ hrefLang: string; path: string }>;
  /** Where the language selector takes a reader who picks each language. */
  switchTo: Record<Lang, string>;
}

interface ContentRowLanguages {
  slug: string;
  locale: Lang;
  translations: { en: string | null; pt: string | null };
}

/**
 * The alternates of a content row's page at `base` read in `lang`:
 * - a translated piece: both languages, reciprocal, x-default the English one;
 * - an English piece with no translation: English only; its /pt page (Portuguese chrome, the
 *   article in English) is not a version of its own, so its canonical is the English page;
 * - a Portuguese-only piece: Portuguese only.
 * The selector goes to the twin whatever its slug, else to the piece's page in the other
 * language's chrome, else to the list.
 */
export function contentAlternates(base: string, lang: Lang, row: ContentRowLanguages): PageAlternates {
  const en = row.translations.en ?? (row.locale === "en" ? row.slug : null);
  const pt = row.translations.pt ?? (row.locale === "pt" ? row.slug : null);
  const enPath = en ? `${base}/${en}` : null;
  const ptPath = pt ? localizePath(`${base}/${pt}`, "pt") : null;
  const own = localizePath(`${base}/${row.slug}`, lang);
  const languages = [
    enPath ? { hrefLang: htmlLang.en, path: enPath } : null,
    ptPath ? { hrefLang: htmlLang.pt, path: ptPath } : null,
    enPath ? { hrefLang: "x-default", path: enPath } : null,
  ].filter((entry): entry is { hrefLang: string; path: string } => entry !== null);
  return {
    canonical: row.locale === lang ? own : (enPath ?? own),
    languages,
    switchTo: {
      en: enPath ?? base,
      pt: ptPath ?? (en ? localizePath(`${base}/${en}`, "pt") : localizePath(base, "pt")),
    },
  };
}

/**
 * A page that is a view of another and is not indexed (decision 0062): a roadmap item's dialog
 * over the board, a job's application form over its page. Its canonical is the page it is a
 * view of (`canonical`, in the page's language), it declares no language twins (a noindex page
 * is nobody's alternate), and the language selector still takes the reader to the same view.
 */
export function viewAlternates(path: string, canonical: string, lang: Lang): PageAlternates {
  return { canonical: localizePath(canonical, lang), languages: [], switchTo: { en: path, pt: localizePath(path, "pt") } };
}

/** The alternates the current page's data carries, if any (the leaf route's). */
export function alternatesOf(matches: ReadonlyArray<{ data?: unknown; handle?: unknown }>): PageAlternates | undefined {
  const leaf = matches.at(-1);
  if ((leaf?.handle as { alternates?: unknown } | undefined)?.alternates === false) return undefined;
  const data = leaf?.data as { alternates?: PageAlternates } | undefined;
  return data && typeof data === "object" && data.alternates && typeof data.alternates.canonical === "string" ? data.alternates : undefined;
}
