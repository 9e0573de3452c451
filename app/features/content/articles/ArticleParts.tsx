import { useTranslation } from "~/lib/translation";
import { LocalLink } from "~/components/ui/links";
import { ContentImage } from "~/features/content/ContentImage";
import type { PlacedLibraryImage } from "~/lib/library-images";
import { AuthorBadge } from "./AuthorBadge";
import { ContentCard, type ContentCardData } from "./ContentCard";
import type { PlacedArticleKind } from "./kinds";
import { PageTitle } from "~/features/content/PageTop";

/** The found article as the detail loader sends it. */
export interface ArticleView {
  title: string;
  author: string;
  date: string;
  dateTime: string;
  /** "5 min read" (decision 0218). */
  readingTime: string;
  /** "Updated {date}", when it was edited after publication on another day. */
  updated: { label: string; dateTime: string } | null;
  category: { name: string; slug: string } | null;
  headerImageUrl: string | null;
  /** The cover when it comes from the studio's image library: its own size and alt text (decision 0507). */
  cover?: PlacedLibraryImage | null;
  imageCaption: string | null;
  tags: string[];
}

const categoryPill = "inline-flex rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-800 hover:bg-teal-100";

function CategoryLink({ kind, category }: { kind: PlacedArticleKind; category: ArticleView["category"] }) {
  if (!category) return null;
  return (
    <LocalLink to={`${kind.basePath}?category=${encodeURIComponent(category.slug)}`} className={categoryPill}>
      {category.name}
    </LocalLink>
  );
}

/** The reading time, and the date of the last edit when there was one after publication. */
function ReadingFacts({ article }: { article: ArticleView }) {
  return (
    <>
      <span>{article.readingTime}</span>
      {article.updated ? <time dateTime={article.updated.dateTime}>{article.updated.label}</time> : null}
    </>
  );
}

/** The header image: a library image with its size and alt text, or the row's own path, decorative. */
function ArticleCover({ article, className }: { article: ArticleView; className: string }) {
  const { cover } = article;
  return cover ? (
    <ContentImage src={cover.src} alt={cover.alt} size={cover} fallbackLabel="" eager className={className} />
  ) : (
    <ContentImage src={article.headerImageUrl} alt="" fallbackLabel="" eager className={className} />
  );
}

/** Blog (spec 2 §2.6): category, title, the author's initials and the date; the image with its caption below. */
export function BadgeHeader({ kind, article }: { kind: PlacedArticleKind; article: ArticleView }) {
  const { t } = useTranslation(kind.name);
  return (
    <>
      <header className="mt-8">
        <CategoryLink kind={kind} category={article.category} />
        <PageTitle className="mt-4">{article.title}</PageTitle>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-slate-700">
          <AuthorBadge name={article.author} unknownLabel={t("card.unknownAuthor")} size="md" />
          {article.date ? <time dateTime={article.dateTime}>{article.date}</time> : null}
          <ReadingFacts article={article} />
        </div>
      </header>
      {article.headerImageUrl ? (
        <figure className="mt-8">
          <ArticleCover article={article} className="rounded-2xl" />
          {article.imageCaption ? <figcaption className="mt-2 text-center text-sm text-slate-600">{article.imageCaption}</figcaption> : null}
        </figure>
      ) : null}
    </>
  );
}

/** Tutorials (spec 2 §2.10): title, 'By {author}', date, category and the header image. */
export function BylineHeader({ kind, article }: { kind: PlacedArticleKind; article: ArticleView }) {
  const { t } = useTranslation(kind.name);
  return (
    <header className="mt-6">
      <PageTitle>{article.title}</PageTitle>
      <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 text-slate-700">
        <span className="font-medium text-slate-800">{t("detail.by", { author: article.author.trim() || t("card.unknownAuthor") })}</span>
        {article.date ? <time dateTime={article.dateTime}>{article.date}</time> : null}
        <ReadingFacts article={article} />
        <CategoryLink kind={kind} category={article.category} />
      </div>
      {article.headerImageUrl ? <ArticleCover article={article} className="mt-8 rounded-2xl" /> : null}
    </header>
  );
}

/** Tag links to the list filtered by that tag (spec 2 §2.6). */
export function ArticleTags({ kind, tags }: { kind: PlacedArticleKind; tags: string[] }) {
  const { t } = useTranslation(kind.name);
  if (tags.length === 0) return null;
  return (
    <section aria-labelledby="article-tags" className="mt-10">
      <h2 id="article-tags" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        {t("article.tags")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <LocalLink
              to={`${kind.basePath}?tag=${encodeURIComponent(tag)}`}
              className="inline-flex rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:border-teal-700 hover:text-teal-800"
            >
              #{tag}
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Related items of the same category: full cards (blog) or compact ones (tutorials: image, title, date, excerpt). */
export function RelatedArticles({ kind, cards }: { kind: PlacedArticleKind; cards: ContentCardData[] }) {
  const { t } = useTranslation(kind.name);
  if (cards.length === 0) return null;
  const { id, heading, layout } = kind.related;
  const noImage = t("card.noImage");
  return (
    <section aria-labelledby={id} className="mt-16">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {t(heading)}
      </h2>
      {layout === "cards" ? (
        <div className="mt-6 grid gap-8 sm:grid-cols-2">
          {cards.map((card) => (
            <ContentCard
              key={card.slug}
              card={card}
              basePath={kind.basePath}
              headingLevel={3}
              labels={{ readMore: t("card.readMore"), noImage, unknownAuthor: t("card.unknownAuthor") }}
            />
          ))}
        </div>
      ) : (
        <ul className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.slug} lang={card.lang} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
              <ContentImage src={card.imageUrl} alt="" fallbackLabel={noImage} />
              <div className="p-5">
                <h3 className="font-bold text-slate-900">
                  <LocalLink to={`${kind.basePath}/${card.slug}`} className="hover:text-teal-800 hover:underline">
                    {card.title}
                  </LocalLink>
                </h3>
                {card.date ? (
                  <time dateTime={card.dateTime} className="mt-1 block text-sm text-slate-600">
                    {card.date}
                  </time>
                ) : null}
                <p className="mt-2 line-clamp-3 text-sm text-slate-700">{card.excerpt}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
