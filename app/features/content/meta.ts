import type { MetaDescriptor } from "@remix-run/cloudflare";
import { htmlLang, langFromPath, localizePath } from "~/lib/i18n";
import { pageMeta, shareImage, type MetaArgs, type PageMeta } from "~/lib/meta";
import { organizationLogoData, organizationRef } from "~/lib/organization";

/** RSS autodiscovery (<link rel="alternate" type="application/rss+xml">) for a feed of this language. */
export function feedLink(pathname: string, feed: { path: string; title: string }): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: feed.title,
    href: localizePath(feed.path, langFromPath(pathname)),
  };
}

/** What an article, tutorial or case study page says about itself to search engines and social networks. */
export interface DocumentMeta extends PageMeta {
  /** The document's own title, without the site section ('{title} | Blog' is `title`). */
  headline: string;
  url: string;
  image: string | null;
  keywords?: string[];
  publishedTime?: string;
  /** The last edit after publication (decision 0218). */
  modifiedTime?: string;
  /** The body's words and the time they take to read (ISO 8601 duration), for an article or tutorial. */
  wordCount?: number;
  timeRequired?: string;
  author?: string;
  section?: string;
  /** The document's own language (hreflang form), when it is not the page's: an untranslated piece (decision 0216). */
  inLanguage?: string;
  /** schema.org type of the structured data. */
  schemaType: "BlogPosting" | "TechArticle" | "Article";
  origin: string;
}

/** A document's head: the page's tags (lib/meta.ts) as an article, its article tags and its schema.org data. */
export function documentMeta(meta: DocumentMeta | undefined, args: MetaArgs, extra: MetaDescriptor[] = []) {
  if (!meta) return pageMeta(undefined, args);
  const lang = langFromPath(args.location.pathname);
  // A document without a cover of its own is shared with the site's picture, never without one.
  const image = meta.image ?? meta.origin + shareImage.path;
  const tags: MetaDescriptor[] = [];
  if (meta.keywords?.length) tags.push({ name: "keywords", content: meta.keywords.join(", ") });
  if (meta.publishedTime) tags.push({ property: "article:published_time", content: meta.publishedTime });
  if (meta.modifiedTime) tags.push({ property: "article:modified_time", content: meta.modifiedTime });
  if (meta.author) tags.push({ property: "article:author", content: meta.author });
  if (meta.section) tags.push({ property: "article:section", content: meta.section });
  for (const tag of meta.keywords ?? []) tags.push({ property: "article:tag", content: tag });
  tags.push({
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": meta.schemaType,
      headline: meta.headline,
      description: meta.description,
      url: meta.url,
      mainEntityOfPage: { "@type": "WebPage", "@id": meta.url },
      inLanguage: meta.inLanguage ?? htmlLang[lang],
      image: [image],
      ...(meta.publishedTime ? { datePublished: meta.publishedTime } : {}),
      ...(meta.modifiedTime ? { dateModified: meta.modifiedTime } : {}),
      ...(meta.wordCount ? { wordCount: meta.wordCount } : {}),
      ...(meta.timeRequired ? { timeRequired: meta.timeRequired } : {}),
      ...(meta.author ? { author: { "@type": "Person", name: meta.author } } : {}),
      ...(meta.section ? { articleSection: meta.section } : {}),
      ...(meta.keywords?.length ? { keywords: meta.keywords.join(", ") } : {}),
      publisher: { ...organizationRef(meta.origin), logo: organizationLogoData(meta.origin) },
    },
  });
  return pageMeta({ ...meta, type: "article" }, args, [...tags, ...extra]);
}
