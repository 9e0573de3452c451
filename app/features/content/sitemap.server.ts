import type { AppLoadContext } from "@remix-run/cloudflare";
import { htmlLang, localizePath, supportedLanguages, type Lang } from "~/lib/i18n";
import { escapeXml } from "./feeds.server";

export interface SitemapEntry {
  /** Path without language prefix. */
  path: string;
  /** The languages the page exists in (content without an English row exists only under /pt). */
  languages: Set<Lang>;
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
 * Every published slug, per language: a slug read in Portuguese answers with the
 * Portuguese row or the English one, so an English-only article is listed under /pt too.
 */
export async function collectSitemapEntries(context: AppLoadContext, more: SitemapSource[] = []): Promise<SitemapEntry[]> {
  const { backend } = context;
  const sources: SitemapSource[] = [
    ...more,
    {
      base: "/blog",
      read: async (lang) =>
        (await backend.listBlogArticles({ locale: lang })).map((a) => ({ slug: a.slug, published: a.publishedDate })),
    },
    {
      base: "/tutorials",
      read: async (lang) =>
        (await backend.listTutorials({ locale: lang })).map((a) => ({ slug: a.slug, published: a.publishedDate })),
    },
    { base: "/help-center", read: async (lang) => (await backend.listHelpArticles({ locale: lang, categorySlug: null })).map((a) => ({ slug: a.slug })) },
    { base: "/case-studies", read: async (lang) => (await backend.listCaseStudies(lang)).map((s) => ({ slug: s.slug })) },
    { base: "/comparisons", read: async (lang) => (await backend.listComparisons(lang)).map((c) => ({ slug: c.slug })) },
  ];

  const entries = new Map<string, SitemapEntry>();
  // Every page whose route says `sitemap: "listed"` (handle.page, decision 0220), in both languages.
  for (const path of context.routes.sitemapPaths) entries.set(path, { path, languages: new Set(supportedLanguages) });

  const reads = sources.flatMap((source) =>
    supportedLanguages.map(async (lang) => {
      try {
        for (const item of await source.read(lang)) {
          const path = `${source.base}/${item.slug}`;
          const entry = entries.get(path) ?? { path, languages: new Set<Lang>() };
          entry.languages.add(lang);
          if (item.published && (!entry.lastModified || item.published > entry.lastModified)) entry.lastModified = item.published;
          entries.set(path, entry);
        }
      } catch (error) {
        console.error(`content: sitemap read of ${source.base} (${lang}) failed`, error);
      }
    }),
  );
  await Promise.all(reads);
  return [...entries.values()];
}

/** A sitemap with one <url> per page and language, each listing its language twins (hreflang). */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const languages = supportedLanguages.filter((lang) => entry.languages.has(lang));
    const alternates = languages.map(
      (lang) => `    <xhtml:link rel="alternate" hreflang="${htmlLang[lang]}" href="${escapeXml(origin + localizePath(entry.path, lang))}"/>`,
    );
    if (entry.languages.has("en")) {
      alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + entry.path)}"/>`);
    }
    return languages.map((lang) =>
      [
        "  <url>",
        `    <loc>${escapeXml(origin + localizePath(entry.path, lang))}</loc>`,
        entry.lastModified ? `    <lastmod>${entry.lastModified.slice(0, 10)}</lastmod>` : null,
        ...(alternates.length > 1 ? alternates : []),
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
