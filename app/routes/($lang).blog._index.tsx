import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ListResults } from "~/features/content/CardSkeletons";
import { CategoryFilter } from "~/features/content/CategoryFilter";
import { ContentCard } from "~/features/content/ContentCard";
import { LoadErrors } from "~/features/content/LoadErrors";
import { MessagePanel } from "~/features/content/MessagePanel";
import { NewsletterBlock } from "~/features/newsletter/NewsletterBlock";
import { usePendingListLocation } from "~/features/content/use-pending-list";
import { LocalLink } from "~/components/ui/links";
import { cleanSlug, cleanTag } from "~/features/content/format";
import { feedLink } from "~/features/content/meta";
import { withNamespaces } from "~/lib/i18n-client-loader";
import type { RouteHandle } from "~/lib/i18n-routes";
import { pageMeta } from "~/lib/meta";
import { toCard } from "~/features/content/cards.server";
import { attempt } from "~/features/content/load.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

// No React on a first visit (decision 0013): category links are plain links, app/features/content/lists.enhance.ts
// shows the skeletons while the next one loads, and the Get Updates form posts through data-enhance.
export const handle = { i18n: ["blog"], hydrate: false, enhance: ["lists"] } satisfies RouteHandle;
export const clientLoader = withNamespaces(["blog"]);

/** The blog (spec 2 §2.5): categories, articles of the chosen category or tag, newest first. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const url = new URL(request.url);
  const categorySlug = cleanSlug(url.searchParams.get("category"));
  const tag = cleanTag(url.searchParams.get("tag"));
  const t = await translator(lang, "blog");

  const [categories, articles] = await Promise.all([
    attempt("blog categories", () => context.backend.listBlogCategories(lang)),
    attempt("blog articles", () => context.backend.listBlogArticles({ locale: lang, categorySlug, tag })),
  ]);
  const errors: string[] = [];
  if (!categories.ok) errors.push("blog:errors.categories");
  if (!articles.ok) errors.push("blog:errors.articles");

  return json({
    meta: { title: t("meta.title"), description: t("meta.description") },
    feedTitle: t("feed.title"),
    categorySlug,
    tag,
    categories: (categories.value ?? []).map(({ slug, name }) => ({ slug, name })),
    articles: (articles.value ?? []).map((article) => toCard(article, lang)),
    articlesFailed: !articles.ok,
    errors,
  });
}

export default function BlogPage() {
  const { t } = useTranslation("blog");
  const data = useLoaderData<typeof loader>();
  const pending = usePendingListLocation("/blog");
  // While a new category loads, the buttons already show the visitor's choice.
  const selected = pending ? cleanSlug(new URLSearchParams(pending.search).get("category")) : data.categorySlug;
  const emptyText = data.categorySlug ? t("empty.inCategory") : data.tag ? t("empty.withTag") : t("empty.none");

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t("list.heading")}</h1>
        <p className="mt-4 text-lg text-slate-700">{t("list.intro")}</p>
      </header>

      <div data-list>
        <div className="mt-10">
          <LoadErrors messages={data.errors} />
          {data.categories.length > 0 ? (
            <CategoryFilter
              label={t("list.filterLabel")}
              allLabel={t("list.allCategories")}
              basePath="/blog"
              categories={data.categories}
              selected={selected}
            />
          ) : null}
          {data.tag ? (
            <p className="mt-6 flex flex-wrap items-center gap-3 text-slate-800">
              <span className="font-semibold">{t("list.taggedWith", { tag: data.tag })}</span>
              <LocalLink to="/blog" className="font-medium text-teal-800 underline">
                {t("list.clearTag")}
              </LocalLink>
            </p>
          ) : null}
        </div>

        <div className="mt-10">
          <ListResults pending={pending !== null} loadingLabel={t("list.loading")}>
            {data.articles.length > 0 ? (
              <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
                {data.articles.map((card, index) => (
                  <ContentCard
                    key={card.slug}
                    card={card}
                    eager={index === 0}
                    basePath="/blog"
                    labels={{ readMore: t("card.readMore"), noImage: t("card.noImage"), unknownAuthor: t("card.unknownAuthor") }}
                  />
                ))}
              </div>
            ) : data.articlesFailed ? null : (
              <MessagePanel heading={t("empty.heading")} text={emptyText} />
            )}
          </ListResults>
        </div>
      </div>

      <div className="mt-16">
        <NewsletterBlock
          source="blog"
          heading={t("newsletter.heading")}
          text={t("newsletter.text")}
          submitLabel={t("newsletter.submit")}
        />
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) =>
  pageMeta(data?.meta, { location, matches }, data ? [feedLink(location.pathname, { path: "/blog/rss.xml", title: data.feedTitle })] : []);
