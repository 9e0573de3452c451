import type { AppLoadContext } from "@remix-run/cloudflare";
import { contentKinds } from "~/backend/content";
import { htmlLang, localizePath, supportedLanguages, type Lang } from "~/lib/i18n";
import { publicPathOf } from "~/server/content-addresses.server";
import { escapeXml } from "./feeds.server";

export interface SitemapEntry {
  /** The page's path in each language it exists in (a translation may have its own slug). */
  paths: Partial<Record<Lang, string>>;
  /** ISO date of the newest version, when known. */
  lastModified?: string;
}

type Published = Array<{ slug: string; published?: string }>;

/** Pages another area lists: `/{base}/{slug}` for each slug `read` gives in a language (the careers' job pages). */
export interface SitemapSource {
  base: string;
  read: (lang: Lang) => Promise<Published>;
}

/**
 * Every public page in the languages it truly exists in (decision 0216): a piece with a
 * translation once, with both addresses (each its own slug); an English piece with no
 * translation in English only (its /pt page points its canonical to the English one); a
 * Portuguese-only piece under /pt only. A source that cannot be read is left out (logged).
 */
export async function collectSitemapEntries(context: AppLoadContext, more: SitemapSource[] = []): Promise<SitemapEntry[]> {
  const { backend, routes } = context;
  // Each content kind's items, read as its list page's route says (handle.page.items, decision
  // 0057), in the backend's order of the kinds (the order the sitemap has always listed them in).
  const content = [...routes.content.values()].sort((a, b) => contentKinds.indexOf(a.kind) - contentKinds.indexOf(b.kind));

  // Every page whose route says `sitemap: "listed"` (handle.page, decision 0220), in both languages.
  const entries: SitemapEntry[] = context.routes.sitemapPaths.map((path) => ({ paths: { en: path, pt: localizePath(path, "pt") } }));
  const attempt = async <T>(what: string, read: () => Promise<T[]>): Promise<T[]> => {
    try {
      return await read();
    } catch (error) {
      console.error(`content: sitemap read of ${what} failed`, error);
      return [];
    }
  };

  // Pages of another area: the same slug in each language that lists it.
  const others = await Promise.all(
    more.map(async (source) => {
      const byPath = new Map<string, SitemapEntry>();
      for (const lang of supportedLanguages) {
        for (const item of await attempt(`${source.base} (${lang})`, () => source.read(lang))) {
          const path = `${source.base}/${item.slug}`;
          const entry = byPath.get(path) ?? { paths: {} };
          entry.paths[lang] = localizePath(path, lang);
          if (item.published && (!entry.lastModified || item.published > entry.lastModified)) entry.lastModified = item.published;
          byPath.set(path, entry);
        }
      }
      return [...byPath.values()];
    }),
  );

  // Content: each English row with its translation's address; each Portuguese-only row alone.
  const pieces = await Promise.all(
    content.map(async ({ kind, base, read }) => {
      const [english, portuguese] = await Promise.all([attempt(`${base} (en)`, () => read(backend, "en")), attempt(`${base} (pt)`, () => read(backend, "pt"))]);
      const path = (lang: Lang, slug: string) => publicPathOf(routes, kind, lang, slug);
      const dates = new Map(portuguese.filter((row) => row.locale === "pt").map((row) => [row.slug, row.published]));
      const fromEnglish = english.map((row) => {
        const pt = row.translations.pt;
        const newest = [row.published, pt ? dates.get(pt) : undefined].filter((d): d is string => Boolean(d)).sort().at(-1);
        return { paths: { en: path("en", row.slug), ...(pt ? { pt: path("pt", pt) } : {}) }, lastModified: newest };
      });
      const portugueseOnly = portuguese
        .filter((row) => row.locale === "pt" && !row.translations.en)
        .map((row) => ({ paths: { pt: path("pt", row.slug) }, lastModified: row.published }));
      return [...fromEnglish, ...portugueseOnly];
    }),
  );
  return [...entries, ...others.flat(), ...pieces.flat()];
}

/** A sitemap with one <url> per page and language, each listing its language twins (hreflang). */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const languages = supportedLanguages.filter((lang) => entry.paths[lang]);
    const alternates = languages.map(
      (lang) => `    <xhtml:link rel="alternate" hreflang="${htmlLang[lang]}" href="${escapeXml(origin + entry.paths[lang]!)}"/>`,
    );
    if (entry.paths.en) alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + entry.paths.en)}"/>`);
    return languages.map((lang) =>
      [
        "  <url>",
        `    <loc>${escapeXml(origin + entry.paths[lang]!)}</loc>`,
        entry.lastModified ? `    <lastmod>${entry.lastModified.slice(0, 10)}</lastmod>` : null,
        ...(languages.length > 1 ? alternates : []),
        "  </url>",
      ]
        .filter((line): line is string => line !== null)
        .join("\n"),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
