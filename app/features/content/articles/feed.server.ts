import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { htmlLang, localizePath } from "~/lib/i18n";
import { feedResponse, feedSize, feedUnavailable, rssDocument } from "~/features/content/feeds.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";
import { articleKinds, type ArticleKindName, type ArticleSummary } from "./kinds";

/** The RSS 2.0 feed of the blog or the tutorials in the URL's language: the newest published items. */
export async function articleFeed(name: ArticleKindName, { params, context }: LoaderFunctionArgs) {
  const kind = articleKinds[name];
  const lang = requireLang(params);
  const t = await translator(lang, name);
  const origin = context.origin;
  let items: ArticleSummary[];
  try {
    items = await kind.read.list(context.backend, { locale: lang });
  } catch (error) {
    console.error(`content: ${name} feed failed`, error);
    return feedUnavailable();
  }
  return feedResponse(
    rssDocument({
      title: t("feed.title"),
      description: t("feed.description"),
      link: origin + localizePath(kind.basePath, lang),
      self: origin + localizePath(`${kind.basePath}/rss.xml`, lang),
      language: htmlLang[lang],
      // A feed in a language carries that language's rows only: an untranslated English piece is
      // not a Portuguese item (decision 0216).
      items: items.filter((item) => item.locale === lang).slice(0, feedSize).map((item) => ({
        title: item.title,
        link: origin + localizePath(`${kind.basePath}/${item.slug}`, lang),
        description: item.excerpt,
        published: item.publishedDate,
        category: item.category?.name,
        author: item.author,
      })),
    }),
  );
}
