import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/buttons";
import { LocalLink } from "~/components/ui/links";
import { ContentBody } from "~/features/content/ContentBody";
import { MessagePanel } from "~/features/content/MessagePanel";
import type { NewsletterSlot } from "./ArticleListPage";
import { ArticleTags, BadgeHeader, BylineHeader, RelatedArticles } from "./ArticleParts";
import { AuthorBadge } from "./AuthorBadge";
import { Breadcrumb } from "~/components/ui/Breadcrumb";
import type { ArticleLoader } from "./detail.server";
import { articleKinds, type ArticleKindName, type PlacedArticleKind } from "./kinds";
import { RelatedResources } from "./RelatedResources";
import { ShareButtons } from "./ShareButtons";
import { BackLink } from "~/features/content/PageTop";

/** One article or tutorial (spec 2 §2.6, §2.10), or its not-found / failed view. */
export function ArticlePage({ name, Newsletter }: { name: ArticleKindName; Newsletter: NewsletterSlot }) {
  const data = useLoaderData<ArticleLoader>();
  const kind: PlacedArticleKind = { ...articleKinds[name], basePath: data.basePath };
  const { keys } = kind;
  const { t } = useTranslation(name);

  if (data.state !== "found") {
    const failed = data.state === "failed";
    return (
      <div className="px-4 sm:px-6">
        <MessagePanel
          level={1}
          heading={failed ? t(keys.detailFailed) : t("notFound.heading")}
          text={failed ? t(keys.detailFailedText) : t("notFound.text")}
        >
          <LocalLink to={kind.basePath} className={buttonClass("primary")}>
            {t(keys.notFoundBack)}
          </LocalLink>
        </MessagePanel>
      </div>
    );
  }

  const { article } = data;
  const crumbs = (
    <div className={kind.header === "badge" ? "mt-6" : "mt-8"}>
      <Breadcrumb label={t(`${keys.detail}.breadcrumb`)} items={data.crumbs} />
    </div>
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <article lang={article.lang}>
        <BackLink to={kind.basePath} label={t(`${keys.detail}.back`)} />
        {kind.header === "badge" ? (
          <>
            {crumbs}
            <BadgeHeader kind={kind} article={article} />
          </>
        ) : (
          <>
            <BylineHeader kind={kind} article={article} />
            {crumbs}
          </>
        )}

        {article.excerpt ? (
          <p className="mt-8 border-l-4 border-teal-600 pl-5 text-xl italic leading-relaxed text-slate-700">{article.excerpt}</p>
        ) : null}

        <ContentBody html={article.html} className="mt-8" />

        {article.authorBio ? (
          <section aria-labelledby="about-author" className="mt-12 rounded-2xl bg-slate-50 p-6">
            <h2 id="about-author" className="text-lg font-bold text-slate-900">
              {t(`${keys.detail}.aboutAuthor`)}
            </h2>
            <div className="mt-3">
              <AuthorBadge name={article.author} unknownLabel={t("card.unknownAuthor")} />
            </div>
            <p className="mt-3 text-slate-700">{article.authorBio}</p>
          </section>
        ) : null}

        {kind.tags ? <ArticleTags kind={kind} tags={article.tags} /> : null}

        {kind.share ? (
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
        ) : null}
      </article>

      <div className="mt-12">
        <RelatedResources heading={t(`${keys.detail}.relatedResources`)} links={kind.resources(article.category, t, kind.basePath)} />
      </div>

      <div className="mt-12">
        <Newsletter source={name} heading={t("newsletter.heading")} text={t("newsletter.text")} submitLabel={t("newsletter.submit")} />
      </div>

      <RelatedArticles kind={kind} cards={data.related} />
    </div>
  );
}
