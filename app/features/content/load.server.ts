import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { ContentKind } from "~/backend/content";
import type { Lang } from "~/lib/i18n";
import { resources } from "~/locales";
import { publicPathOf } from "~/server/content-addresses.server";

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

/**
 * For a slug no public row has: a 301 to where the row that had it before a rename lives now
 * (decision 0215), or null (the page's 404).
 */
export async function renamedSlugRedirect(
  context: AppLoadContext,
  { kind, slug, lang }: { kind: ContentKind; slug: string; lang: Lang },
): Promise<Response | null> {
  const moved = await attempt(`${kind} redirect`, () => context.backend.getContentRedirect(kind, slug, lang));
  return moved.value ? redirect(publicPathOf(context.routes, kind, lang, moved.value), 301) : null;
}

// The content routes build their absolute links (feeds, sitemap, social metadata) with the site's one helper.

/** An absolute URL for a site path or an absolute URL left as it is. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/**
 * Bodies already rendered in this isolate, by language and markdown (decision 0020): the same
 * source always renders to the same HTML, so a popular article pays for marked and the
 * sanitiser once per isolate instead of on every uncached view. An edited article is a new
 * key; the memo starts afresh past `renderedLimit` characters.
 */
const rendered = new Map<string, string>();
let renderedSize = 0;
const renderedLimit = 4_000_000;

/**
 * marked and the sanitiser, evaluated the first time an isolate renders a body rather than when
 * it starts (decision 0037): marked builds its regular expressions at import, and most pages
 * have no body. The server build is one file, so this is a lazy initialiser, never a fetch.
 */
export async function htmlRenderers() {
  const [{ renderMarkdown, renderHelpContent }, { sanitizeHtml }] = await Promise.all([import("./markdown"), import("./sanitize")]);
  return { renderMarkdown, renderHelpContent, sanitizeHtml };
}

/** An article or tutorial body: markdown with auto-links, then the allow-list sanitiser. */
export async function renderArticleBody(markdown: string, lang: Lang): Promise<string> {
  const key = `${lang}\n${markdown}`;
  const known = rendered.get(key);
  if (known !== undefined) return known;
  const { renderMarkdown, sanitizeHtml } = await htmlRenderers();
  const html = sanitizeHtml(renderMarkdown(markdown, { lang, newTabLabel: resources[lang].common.a11y.opensInNewTab }));
  if (renderedSize + key.length + html.length > renderedLimit) {
    rendered.clear();
    renderedSize = 0;
  }
  rendered.set(key, html);
  renderedSize += key.length + html.length;
  return html;
}

/** HTML written by operators (case studies): the same sanitiser, nothing else. */
export async function renderStoredHtml(html: string | null): Promise<string | null> {
  if (!html) return null;
  const { sanitizeHtml } = await htmlRenderers();
  const clean = sanitizeHtml(html).trim();
  return clean === "" ? null : clean;
}

/**
 * A body as its public page renders it, for the studio's preview (decision 0501): the same
 * renderers and sanitiser, by the kind's format. Plain text (comparisons) is returned as null:
 * the page shows it as text, and so does the preview.
 */
export async function renderBodyPreview(format: "markdown" | "help" | "html" | "plain", source: string, lang: Lang): Promise<string | null> {
  if (format === "markdown") return renderArticleBody(source, lang);
  if (format === "html") return (await renderStoredHtml(source)) ?? "";
  if (format === "help") {
    const { renderHelpContent, sanitizeHtml } = await htmlRenderers();
    return sanitizeHtml(renderHelpContent(source));
  }
  return null;
}
