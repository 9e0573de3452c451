import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { htmlLang, localizePath } from "~/lib/i18n";
import { feedResponse, feedSize, feedUnavailable, rssDocument } from "~/features/content/feeds.server";
import { siteOrigin } from "~/features/content/load.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

/** The blog's RSS 2.0 feed in the URL's language: the newest published articles. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "blog");
  const origin = siteOrigin(request, context);
  let articles;
  try {
    articles = await context.backend.listBlogArticles({ locale: lang });
  } catch (error) {
    console.error("content: blog feed failed", error);
    return feedUnavailable();
  }
  return feedResponse(
    rssDocument({
      title: t("feed.title"),
      description: t("feed.description"),
      link: origin + localizePath("/blog", lang),
      self: origin + localizePath("/blog/rss.xml", lang),
      language: htmlLang[lang],
      items: articles.slice(0, feedSize).map((article) => ({
        title: article.title,
        link: origin + localizePath(`/blog/${article.slug}`, lang),
        description: article.excerpt,
        published: article.publishedDate,
        category: article.category?.name,
        author: article.author,
      })),
    }),
  );
}
