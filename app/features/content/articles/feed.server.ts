import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { htmlLang, localizePath } from "~/lib/i18n";
import { feedResponse, feedSize, feedUnavailable, rssDocument } from "~/features/content/feeds.server";
import { contentBase, publicPathOf } from "~/server/content-addresses.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";
import { articleKinds, type ArticleKindName, type ArticleSummary } from "./kinds";

/** The RSS 2.0 feed of the blog or the tutorials in the URL's language: the newest published items. */
export async function articleFeed(name: ArticleKindName, { params, context }: LoaderFunctionArgs) {
  const kind = articleKinds[name];
  const lang = requireLang(params);
  const t = await translator(lang, name);
  const origin = context.origin;
  const base = contentBase(context.routes, name);
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
      link: origin + localizePath(base, lang),
      self: origin + localizePath(`${base}/rss.xml`, lang),
      language: htmlLang[lang],
      // A feed in a language carries that language's rows only: an untranslated English piece is
      // not a Portuguese item (decision 0216).
      items: items.filter((item) => item.locale === lang).slice(0, feedSize).map((item) => ({
        title: item.title,
        link: origin + publicPathOf(context.routes, name, lang, item.slug),
        description: item.excerpt,
        published: item.publishedDate,
        category: item.category?.name,
        author: item.author,
      })),
    }),
  );
}
