import type { Lang } from "~/lib/i18n";
import { renderMarkdown } from "~/features/content/markdown";
import { sanitizeHtml } from "~/features/content/sanitize";
import { resources } from "~/locales";

/**
 * What the content loaders share: reads that fail become an error state instead of a
 * 500 page (spec 2 §8), and every HTML body is rendered and sanitised here, on the
 * server, so neither the markdown library nor the sanitiser ships to the browser.
 */
export type Attempt<T> = { ok: true; value: T } | { ok: false; value: null };

export async function attempt<T>(what: string, read: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await read() };
  } catch (error) {
    console.error(`content: ${what} failed`, error);
    return { ok: false, value: null };
  }
}

// The content routes build their absolute links (feeds, sitemap, social metadata) with the site's one helper.
export { siteOrigin } from "~/server/env.server";

/** An absolute URL for a site path or an absolute URL left as it is. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** An article or tutorial body: markdown with auto-links, then the allow-list sanitiser. */
export function renderArticleBody(markdown: string, lang: Lang): string {
  return sanitizeHtml(renderMarkdown(markdown, { lang, newTabLabel: resources[lang].common.a11y.opensInNewTab }));
}

/** HTML written by operators (case studies): the same sanitiser, nothing else. */
export function renderStoredHtml(html: string | null): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html).trim();
  return clean === "" ? null : clean;
}
