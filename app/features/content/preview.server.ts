import { coverAddress, libraryCover } from "./library-cover.server";
import { json, redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { previewTokenPattern, type ContentPreview } from "~/backend/content";
import { cacheControl } from "~/lib/cache-control";
import { formatDateTimeUtc } from "~/lib/dates";
import type { Lang } from "~/lib/i18n";
import { contentBase, previewPathOf, publicPathOf } from "~/server/content-addresses.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";
import { notFound } from "~/server/not-found.server";
import { articlePage } from "./articles/detail.server";
import { articleKinds, blogArticleRow, tutorialRow } from "./articles/kinds";
import { caseStudyPage } from "./case-studies/detail.server";
import { comparisonPage } from "./comparisons/detail.server";
import { helpArticlePage } from "./help/article.server";
import { loadHelpArticles } from "./help/help.server";
import { relatedHelpArticles } from "./help/related";
import { attempt } from "./load.server";

/**
 * /preview/{token} (issue 29 item 2, docs/decisions/0214-preview-links.md): the row the token
 * belongs to, rendered by its own page's code, in its own language, whatever its state. Never
 * stored anywhere (no-store; the edge never caches /preview/), never indexed. Once the row is
 * public the link answers 301 to its address; an unknown or revoked token is the site's 404,
 * the same for both, so a link says nothing about whether a row exists.
 */
export const previewHeaders = { "Cache-Control": cacheControl.never, "X-Robots-Tag": "noindex, nofollow" };

const previewNotFound = () => notFound(previewHeaders);

export async function loadPreview({ params, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const token = params.token ?? "";
  if (!previewTokenPattern.test(token)) throw previewNotFound();
  const found = await attempt("preview", () => context.backend.getContentPreview(token));
  // A backend that fails: the site's error page, never stored (decision 0025).
  if (!found.ok) throw new Response("Service Unavailable", { status: 503, headers: previewHeaders });
  const preview = found.value;
  if (!preview) throw previewNotFound();
  // Public now: its address, where its kind's list route says its items live (decision 0057).
  if (preview.isPublic) throw redirect(publicPathOf(context.routes, preview.kind, preview.row.locale, preview.row.slug), { status: 301, headers: previewHeaders });
  // A row is previewed in its own language, as its readers will see it.
  if (preview.row.locale !== lang) throw redirect(previewPathOf(preview.row.locale, token), { status: 302, headers: previewHeaders });

  const page = await previewPage(preview, lang, context);
  const scheduledFor = preview.scheduledFor ? formatDateTimeUtc(preview.scheduledFor, lang) : null;
  return json({ ...page, preview: { kind: preview.kind, scheduledFor } }, { headers: previewHeaders });
}

/** The page data the row's own route would build, with what it reads beside the row (related items). */
async function previewPage(preview: ContentPreview, lang: Lang, context: LoaderFunctionArgs["context"]) {
  const { origin, routes } = context;
  switch (preview.kind) {
    case "blog":
    case "tutorials": {
      const name = preview.kind;
      const row = preview.kind === "blog" ? blogArticleRow(preview.row) : tutorialRow(preview.row);
      const t = await translator(lang, name);
      const related = row.category
        ? await attempt("preview related", () =>
            articleKinds[name].read.related(context.backend, { slug: row.slug, categorySlug: row.category?.slug ?? null, locale: lang }),
          )
        : { value: [] };
      const cover = await libraryCover(context.backend, coverAddress(row), lang);
      return articlePage(name, row, related.value ?? [], { lang, origin, t, feedTitle: t("feed.title"), basePath: contentBase(routes, name), cover });
    }
    case "help": {
      const t = await translator(lang, "help");
      const all = await loadHelpArticles(context, lang, null).catch(() => null);
      return helpArticlePage(preview.row, all ? relatedHelpArticles(preview.row, all) : [], { lang, t, routes });
    }
    case "case-studies": {
      const cover = await libraryCover(context.backend, coverAddress({ imageUrl: preview.row.featuredImageUrl, headerImageUrl: preview.row.headerImageUrl }), lang);
      return caseStudyPage(preview.row, { lang, origin, routes, t: await translator(lang, "caseStudies"), cover });
    }
    case "comparisons":
      return comparisonPage(preview.row, { lang, routes, t: await translator(lang, "comparisons") });
  }
}

export type PreviewLoader = typeof loadPreview;
