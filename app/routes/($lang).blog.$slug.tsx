import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AuthorBadge } from "~/features/content/AuthorBadge";
import { Breadcrumb } from "~/features/content/Breadcrumb";
import { ContentBody } from "~/features/content/ContentBody";
import { ContentCard } from "~/features/content/ContentCard";
import { ContentImage } from "~/features/content/ContentImage";
import { MessagePanel } from "~/features/content/MessagePanel";
import { NewsletterBlock } from "~/features/newsletter/NewsletterBlock";
import { RelatedResources } from "~/features/content/RelatedResources";
import { ShareButtons } from "~/features/content/ShareButtons";
import { buttonClass } from "~/components/ui/buttons";
import { LocalLink } from "~/components/ui/links";
import { cleanSlug, plainSummary } from "~/features/content/format";
import { documentMeta, feedLink, notFoundDocumentMeta } from "~/features/content/meta";
import { formatLongDate } from "~/lib/dates";
import { localizePath } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { withNamespaces } from "~/lib/i18n-client-loader";
import type { RouteHandle } from "~/lib/i18n-routes";
import { toCard } from "~/features/content/cards.server";
import { absoluteUrl, attempt, renderArticleBody, siteOrigin } from "~/features/content/load.server";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";

/** Nothing here needs JavaScript: the document ships none (DESIGN §9). */
export const handle = { i18n: ["blog"], hydrate: false, sharePopups: true } satisfies RouteHandle;
export const clientLoader = withNamespaces(["blog"]);

/** One article (spec 2 §2.6), its body rendered and sanitised here, and up to two related ones. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const lang = requireLang(params);
  const t = await translator(lang, "blog");
  const slug = cleanSlug(params.slug);
  const feedTitle = t("feed.title");

  const found = slug ? await attempt("blog article", () => context.backend.getBlogArticle(slug, lang)) : { ok: true as const, value: null };
  if (!found.ok) {
    return json({ state: "failed" as const, title: t("errors.article"), feedTitle }, { status: 503 });
  }
  const article = found.value;
  if (!article) {
    return json({ state: "notFound" as const, title: t("notFound.title"), feedTitle }, { status: 404 });
  }

  const related =
    article.category === null
      ? []
      : ((
          await attempt("related blog articles", () =>
            context.backend.listRelatedBlogArticles({ slug: article.slug, categorySlug: article.category!.slug, locale: lang }),
          )
        ).value ?? []);
  const origin = siteOrigin(request, context);
  const url = origin + localizePath(`/blog/${article.slug}`, lang);
  const image = article.headerImageUrl ?? article.imageUrl;

  return json({
    state: "found" as const,
    feedTitle,
    url,
    article: {
      slug: article.slug,
      lang: article.locale !== lang ? article.locale : undefined,
      title: article.title,
      excerpt: article.excerpt,
      author: article.author,
      authorBio: article.authorBio ?? article.aboutAuthor,
      date: article.publishedDate ? formatLongDate(article.publishedDate, lang) : "",
      dateTime: article.publishedDate,
      category: article.category,
      headerImageUrl: article.headerImageUrl ?? article.imageUrl,
      imageCaption: article.imageCaption,
      tags: article.tags,
      html: renderArticleBody(article.content, lang),
    },
    related: related.map((item) => toCard(item, lang)),
    meta: {
      title: t("meta.articleTitle", { title: article.title }),
      headline: article.title,
      description: plainSummary(article.excerpt || article.content),
      url,
      origin,
      image: image ? absoluteUrl(origin, image) : null,
      keywords: article.tags,
      publishedTime: article.publishedDate || undefined,
      author: article.author || undefined,
      section: article.category?.name,
      schemaType: "BlogPosting" as const,
    },
  });
}

export default function BlogArticlePage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("blog");

  if (data.state !== "found") {
    const failed = data.state === "failed";
    return (
      <div className="px-4 sm:px-6">
        <MessagePanel
          level={1}
          heading={failed ? t("errors.article") : t("notFound.heading")}
          text={failed ? t("errors.articleText") : t("notFound.text")}
        >
          <LocalLink to="/blog" className={buttonClass("primary")}>
            {t("notFound.back")}
          </LocalLink>
        </MessagePanel>
      </div>
    );
  }

  const { article } = data;
  const resources = [
    { to: "/features/email-campaigns", label: t("common:features.email-campaigns.title") },
    { to: "/features/ai-content-creation", label: t("common:features.ai-content-creation.title") },
    { to: "/features/guest-loyalty-program", label: t("common:features.guest-loyalty-program.title") },
    { to: "/features/direct-booking-links", label: t("common:features.direct-booking-links.title") },
    { to: "/pricing", label: t("resources.pricing") },
    { to: "/tutorials", label: t("resources.tutorials") },
    { to: "/help-center", label: t("resources.helpCenter") },
  ];

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <article lang={article.lang}>
        <LocalLink to="/blog" className="inline-flex items-center gap-1 font-semibold text-teal-800 hover:underline">
          <span aria-hidden="true">←</span> {t("article.back")}
        </LocalLink>
        <div className="mt-6">
          <Breadcrumb
            label={t("article.breadcrumb")}
            items={[
              { label: t("article.home"), to: "/" },
              { label: t("article.blog"), to: "/blog" },
              ...(article.category
                ? [{ label: article.category.name, to: `/blog?category=${encodeURIComponent(article.category.slug)}` }]
                : []),
              { label: article.title },
            ]}
          />
        </div>

        <header className="mt-8">
          {article.category ? (
            <LocalLink
              to={`/blog?category=${encodeURIComponent(article.category.slug)}`}
              className="inline-flex rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-800 hover:bg-teal-100"
            >
              {article.category.name}
            </LocalLink>
          ) : null}
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{article.title}</h1>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-slate-700">
            <AuthorBadge name={article.author} unknownLabel={t("card.unknownAuthor")} size="md" />
            {article.date ? <time dateTime={article.dateTime}>{article.date}</time> : null}
          </div>
        </header>

        {article.headerImageUrl ? (
          <figure className="mt-8">
            <ContentImage src={article.headerImageUrl} alt="" fallbackLabel="" eager className="rounded-2xl" />
            {article.imageCaption ? (
              <figcaption className="mt-2 text-center text-sm text-slate-600">{article.imageCaption}</figcaption>
            ) : null}
          </figure>
        ) : null}

        {article.excerpt ? (
          <p className="mt-8 border-l-4 border-teal-600 pl-5 text-xl italic leading-relaxed text-slate-700">{article.excerpt}</p>
        ) : null}

        <ContentBody html={article.html} className="mt-8" />

        {article.authorBio ? (
          <section aria-labelledby="about-author" className="mt-12 rounded-2xl bg-slate-50 p-6">
            <h2 id="about-author" className="text-lg font-bold text-slate-900">
              {t("article.aboutAuthor")}
            </h2>
            <div className="mt-3">
              <AuthorBadge name={article.author} unknownLabel={t("card.unknownAuthor")} />
            </div>
            <p className="mt-3 text-slate-700">{article.authorBio}</p>
          </section>
        ) : null}

        {article.tags.length > 0 ? (
          <section aria-labelledby="article-tags" className="mt-10">
            <h2 id="article-tags" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
              {t("article.tags")}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <LocalLink
                    to={`/blog?tag=${encodeURIComponent(tag)}`}
                    className="inline-flex rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:border-teal-700 hover:text-teal-800"
                  >
                    #{tag}
                  </LocalLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className="mt-10">
          <ShareButtons
            url={data.url}
            title={article.title}
            labels={{
              heading: t("article.share"),
              twitter: t("article.shareTwitter"),
              facebook: t("article.shareFacebook"),
              linkedin: t("article.shareLinkedIn"),
              newTab: t("common:a11y.opensInNewTab"),
            }}
          />
        </div>
      </article>

      <div className="mt-12">
        <RelatedResources heading={t("article.relatedResources")} links={resources} />
      </div>

      <div className="mt-12">
        <NewsletterBlock source="blog" heading={t("newsletter.heading")} text={t("newsletter.text")} submitLabel={t("newsletter.submit")} />
      </div>

      {data.related.length > 0 ? (
        <section aria-labelledby="related-articles" className="mt-16">
          <h2 id="related-articles" className="text-2xl font-bold text-slate-900">
            {t("article.related")}
          </h2>
          <div className="mt-6 grid gap-8 sm:grid-cols-2">
            {data.related.map((card) => (
              <ContentCard
                key={card.slug}
                card={card}
                basePath="/blog"
                headingLevel={3}
                labels={{ readMore: t("card.readMore"), noImage: t("card.noImage"), unknownAuthor: t("card.unknownAuthor") }}
              />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, location, matches }) => {
  if (!data) return pageMeta(undefined, { location, matches });
  const feed = feedLink(location.pathname, { path: "/blog/rss.xml", title: data.feedTitle });
  if (data.state !== "found") return [...notFoundDocumentMeta(data.title), feed];
  return documentMeta(data.meta, location, [feed]);
};
