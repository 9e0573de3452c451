import type { Backend, BlogArticle, CategoryRef, ContentCategory, Tutorial, TutorialSummary } from "~/backend/types";
import type { Lang } from "~/lib/i18n";
import type { PageItems } from "~/lib/route-handle";

/**
 * The blog (spec 2 §2.5, §2.6) and the tutorials (§2.9, §2.10) are one module: the same
 * list, detail and RSS routes and views, driven by this table of what differs between them.
 */
export type ArticleKindName = "blog" | "tutorials";

/** A list row of either kind. */
export type ArticleSummary = TutorialSummary;

/** A row of either kind as its detail page needs it; a kind without a field answers null or []. */
export interface ArticleRow extends ArticleSummary {
  content: string;
  /** ISO time of the last edit, or "". */
  updatedAt: string;
  /** The image above the body (the blog falls back to the card image, tutorials do not). */
  headerImageUrl: string | null;
  imageCaption: string | null;
  /** The 'About the author' text. */
  authorBio: string | null;
  tags: string[];
}

type Translate = (key: string, values?: Record<string, string>) => string;

export interface ArticleKind {
  /** Translation namespace, newsletter source and content kind (where its pages live is its list route's to say: decision 0057). */
  name: ArticleKindName;
  schemaType: "BlogPosting" | "TechArticle";
  /** Tag filter on the list (?tag=) and tag links under the article. */
  tags: boolean;
  /** Twitter, Facebook and LinkedIn buttons under the article (and the root's popup script). */
  share: boolean;
  /**
   * How the detail page shows its author: "badge" (initials, breadcrumb above the header,
   * image with caption below it) or "byline" ('By {author}', breadcrumb below the header).
   */
  header: "badge" | "byline";
  /** Related items as full cards (two columns) or as compact ones (image, title, date, excerpt). */
  related: { layout: "cards" | "compact"; id: string; heading: string };
  /** Keys of the kind's namespace where the two name the same thing differently. */
  keys: {
    allCategories: string;
    listFailed: string;
    detailFailed: string;
    detailFailedText: string;
    detailTitle: string;
    notFoundBack: string;
    /** Prefix of the detail page's keys: back, breadcrumb, home, aboutAuthor, relatedResources. */
    detail: string;
    crumb: string;
  };
  keywords(row: ArticleRow, t: Translate): string[];
  /**
   * The 'Related Resources' links (spec 2 §2.6, §2.10): the kind's own list at `basePath` (the
   * route table's, decision 0057), and other sections of the site, linked as any page is.
   */
  resources(category: CategoryRef | null, t: Translate, basePath: string): Array<{ to: string; label: string }>;
  read: {
    categories(backend: Backend, locale: Lang): Promise<ContentCategory[]>;
    list(backend: Backend, query: { locale: Lang; categorySlug?: string | null; tag?: string | null }): Promise<ArticleSummary[]>;
    get(backend: Backend, slug: string, locale: Lang): Promise<ArticleRow | null>;
    related(backend: Backend, query: { slug: string; categorySlug?: string | null; locale: Lang }): Promise<ArticleSummary[]>;
  };
}

/** A blog row as the detail page reads it: the card image above the body when it has no header image. */
export const blogArticleRow = (row: BlogArticle): ArticleRow => ({
  ...row,
  headerImageUrl: row.headerImageUrl ?? row.imageUrl,
  authorBio: row.authorBio ?? row.aboutAuthor,
});

/** A tutorial as the detail page reads it (no caption, no tags). */
export const tutorialRow = (row: Tutorial): ArticleRow => ({ ...row, imageCaption: null, authorBio: row.aboutAuthor, tags: [] });

const feature = (slug: string, t: Translate) => ({ to: `/features/${slug}`, label: t(`common:features.${slug}.title`) });

export const articleKinds: Record<ArticleKindName, ArticleKind> = {
  blog: {
    name: "blog",
    schemaType: "BlogPosting",
    tags: true,
    share: true,
    header: "badge",
    related: { layout: "cards", id: "related-articles", heading: "article.related" },
    keys: {
      allCategories: "list.allCategories",
      listFailed: "errors.articles",
      detailFailed: "errors.article",
      detailFailedText: "errors.articleText",
      detailTitle: "meta.articleTitle",
      notFoundBack: "notFound.back",
      detail: "article",
      crumb: "article.blog",
    },
    keywords: (row) => row.tags,
    resources: (_category, t) => [
      ...["email-campaigns", "ai-content-creation", "guest-loyalty-program", "direct-booking-links"].map((slug) => feature(slug, t)),
      { to: "/pricing", label: t("resources.pricing") },
      { to: "/tutorials", label: t("resources.tutorials") },
      { to: "/help-center", label: t("resources.helpCenter") },
    ],
    read: {
      categories: (backend, locale) => backend.listBlogCategories(locale),
      list: (backend, query) => backend.listBlogArticles(query),
      get: async (backend, slug, locale) => {
        const row = await backend.getBlogArticle(slug, locale);
        return row && blogArticleRow(row);
      },
      related: (backend, query) => backend.listRelatedBlogArticles(query),
    },
  },
  tutorials: {
    name: "tutorials",
    schemaType: "TechArticle",
    tags: false,
    share: false,
    header: "byline",
    related: { layout: "compact", id: "related-tutorials", heading: "detail.relatedTutorials" },
    keys: {
      allCategories: "list.all",
      listFailed: "errors.tutorials",
      detailFailed: "errors.tutorial",
      detailFailedText: "errors.tutorialText",
      detailTitle: "meta.tutorialTitle",
      notFoundBack: "notFound.browse",
      detail: "detail",
      crumb: "detail.tutorials",
    },
    keywords: (row, t) => [row.category?.name, t("meta.keyword")].filter((k): k is string => Boolean(k)),
    resources: (category, t, basePath) => [
      ...["email-campaigns", "ai-content-creation", "guest-loyalty-program", "performance-analytics"].map((slug) => feature(slug, t)),
      { to: "/pricing", label: t("resources.pricing") },
      ...(category
        ? [{ to: `${basePath}?category=${encodeURIComponent(category.slug)}`, label: t("resources.moreInCategory", { category: category.name }) }]
        : []),
      { to: "/blog", label: t("resources.blog") },
      { to: "/help-center", label: t("resources.helpCenter") },
    ],
    read: {
      categories: (backend, locale) => backend.listTutorialCategories(locale),
      list: (backend, { locale, categorySlug }) => backend.listTutorials({ locale, categorySlug }),
      get: async (backend, slug, locale) => {
        const row = await backend.getTutorial(slug, locale);
        return row && tutorialRow(row);
      },
      related: (backend, query) => backend.listRelatedTutorials(query),
    },
  },
};

/**
 * A kind with the path its pages live under, as the views read it: the path of its list route,
 * from the route table (`contentBase`, decision 0057), carried in the loader's data as `basePath`.
 */
export type PlacedArticleKind = ArticleKind & { basePath: string };

/** The blog's or the tutorials' items, for its list route's `handle.page.items` (decision 0057): every public row of a language. */
export const articleItems = (name: ArticleKindName): PageItems => ({
  kind: name,
  read: async (backend, locale) => (await articleKinds[name].read.list(backend, { locale })).map((row) => ({ ...row, published: row.publishedDate || undefined })),
});
