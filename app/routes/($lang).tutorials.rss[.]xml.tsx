import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { htmlLang, localizePath } from "~/lib/i18n";
import { feedResponse, feedSize, feedUnavailable, rssDocument } from "~/features/content/feeds.server";
import { siteOrigin } from "~/features/content/load.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

/** The tutorials' RSS 2.0 feed in the URL's language: the newest published tutorials. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "tutorials");
  const origin = siteOrigin(request, context);
  let tutorials;
  try {
    tutorials = await context.backend.listTutorials({ locale: lang });
  } catch (error) {
    console.error("content: tutorials feed failed", error);
    return feedUnavailable();
  }
  return feedResponse(
    rssDocument({
      title: t("feed.title"),
      description: t("feed.description"),
      link: origin + localizePath("/tutorials", lang),
      self: origin + localizePath("/tutorials/rss.xml", lang),
      language: htmlLang[lang],
      items: tutorials.slice(0, feedSize).map((tutorial) => ({
        title: tutorial.title,
        link: origin + localizePath(`/tutorials/${tutorial.slug}`, lang),
        description: tutorial.excerpt,
        published: tutorial.publishedDate,
        category: tutorial.category?.name,
        author: tutorial.author,
      })),
    }),
  );
}
