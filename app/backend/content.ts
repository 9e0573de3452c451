import type { Lang } from "~/lib/i18n";
import type { HelpFeedback } from "~/leads/payloads";

/** What a lead write takes is the lead's own (app/leads/payloads.ts builds its payload from it). */
export type { HelpFeedback };

/**
 * Content library (spec 2 §2.5–§2.7, §2.9–§2.15, §3): blog, tutorials, help center,
 * case studies and comparisons. Reads only, of published rows only.
 *
 * Every read takes the page's language. Content rows carry a locale; a translation names
 * the English row it translates and may have its own slug (decision 0216). A Portuguese read
 * returns a piece's Portuguese row where one is public and its English row otherwise.
 * `locale` on each answer says which one it is, `translations` the slugs of both.
 */
export interface ContentPort {
  listBlogCategories(locale: Lang): Promise<BlogCategory[]>;
  /** Newest first; `categorySlug` and `tag` (case-insensitive) narrow the list when set. */
  listBlogArticles(query: { locale: Lang; categorySlug?: string | null; tag?: string | null }): Promise<BlogArticleSummary[]>;
  /** Null when no published article has this slug. */
  getBlogArticle(slug: string, locale: Lang): Promise<BlogArticle | null>;
  /**
   * Up to two other published articles of the same category, newest first (spec 2 §9).
   * Without `categorySlug`, the category of the article `slug` as this language's reader sees
   * it, in the same call, so a page reads the article and its related ones in parallel.
   */
  listRelatedBlogArticles(query: { slug: string; categorySlug?: string | null; locale: Lang }): Promise<BlogArticleSummary[]>;

  listTutorialCategories(locale: Lang): Promise<ContentCategory[]>;
  listTutorials(query: { locale: Lang; categorySlug?: string | null }): Promise<TutorialSummary[]>;
  getTutorial(slug: string, locale: Lang): Promise<Tutorial | null>;
  /** Other published tutorials of the category, newest first, at most three; the category as for listRelatedBlogArticles. */
  listRelatedTutorials(query: { slug: string; categorySlug?: string | null; locale: Lang }): Promise<TutorialSummary[]>;

  /** By display_order. */
  listHelpCategories(locale: Lang): Promise<HelpCategory[]>;
  /** The articles of one category, or of every category when `categorySlug` is null. */
  listHelpArticles(query: { locale: Lang; categorySlug: string | null }): Promise<HelpArticle[]>;
  listPopularHelpArticles(locale: Lang): Promise<HelpArticle[]>;
  getHelpArticle(slug: string, locale: Lang): Promise<HelpArticle | null>;
  /** Ranked search of published help articles (issue 12, docs/decisions/0208-help-search.md). */
  searchHelpArticles(query: HelpSearchQuery): Promise<HelpSearchResult>;

  // recordHelpSearchMiss: HelpSearchMissPort below, its own module in each adapter.

  listCaseStudies(locale: Lang): Promise<CaseStudySummary[]>;
  getCaseStudy(slug: string, locale: Lang): Promise<CaseStudy | null>;

  /** Published comparisons, newest created_at first. */
  listComparisons(locale: Lang): Promise<ComparisonSummary[]>;
  /** Null when the slug is unknown or unpublished. */
  getComparison(slug: string, locale: Lang): Promise<Comparison | null>;

  /**
   * The row whose preview link has this token (issue 29 item 2, decision 0214), whatever its
   * state, as its page reads it; null for a token no row has (never says more).
   */
  getContentPreview(token: string): Promise<ContentPreview | null>;

  /**
   * Where an address that is no row's slug leads (issue 29 item 3, decision 0215): the current
   * slug of the public row that had `slug` before a rename, as a reader of `locale` reaches it;
   * null when none did. Asked only when the slug read found nothing.
   */
  getContentRedirect(kind: ContentKind, slug: string, locale: Lang): Promise<string | null>;
}

/**
 * The five kinds of content rows, as preview links and redirects name them, in the backend's
 * order (its tables'). Where each kind's rows live on the site is its list route's to say
 * (`handle.page.items`, decision 0057).
 */
export const contentKinds = ["blog", "tutorials", "help", "case-studies", "comparisons"] as const;
export type ContentKind = (typeof contentKinds)[number];

/**
 * What a preview link opens: the row, whether it is public yet (then the link redirects), and
 * its publication time when it is scheduled (published, dated later; null for a draft).
 */
export type ContentPreview = { isPublic: boolean; scheduledFor: string | null } & (
  | { kind: "blog"; row: BlogArticle }
  | { kind: "tutorials"; row: Tutorial }
  | { kind: "help"; row: HelpArticle }
  | { kind: "case-studies"; row: CaseStudy }
  | { kind: "comparisons"; row: Comparison }
);

/** A preview token as the links carry it: 32 hex digits (anything else is not looked up). */
export const previewTokenPattern = /^[0-9a-f]{32}$/;

/** A help center search (issue 12, docs/decisions/0208-help-search.md). */
export interface HelpSearchQuery {
  /** What the visitor typed, already trimmed and capped (features/content/help/search.ts). */
  query: string;
  locale: Lang;
  /** How many articles at most, best first. */
  limit: number;
}

export interface HelpSearchResult {
  /** Published articles in the reader's language (English where no translation), best first. */
  articles: HelpArticle[];
  /**
   * The folded word beginnings that matched (typo corrections and word stems included):
   * a word of a title, summary or body is highlighted when its folded form starts with one.
   */
  terms: string[];
}

/**
 * Help searches that found nothing (issue 12), beside the reads so each adapter keeps it in
 * its own module (d1/help-misses.server.ts, supabase/help-misses.server.ts).
 */
export interface HelpSearchMissPort {
  /**
   * Counts one search that found nothing: one row per query and language with a count and
   * when it was first and last seen. Nothing about the visitor is passed or stored. The
   * table holds at most 10,000 queries; past that only known ones are counted.
   */
  recordHelpSearchMiss(miss: HelpSearchMiss): Promise<void>;
}

export interface HelpSearchMiss {
  /** Folded and capped by the caller (features/content/help/misses.server.ts), 1–100 characters. */
  query: string;
  locale: Lang;
}

/**
 * The slugs of a piece's public rows in each language (decision 0216: a translation may have
 * its own slug), null where it has none: hreflang, the sitemap, feeds and the language switcher.
 */
export interface Translations {
  en: string | null;
  pt: string | null;
}

export interface CategoryRef {
  id: string;
  name: string;
  slug: string;
}

export interface ContentCategory extends CategoryRef {
  description: string | null;
}
export type BlogCategory = ContentCategory;

export interface BlogArticleSummary {
  id: string;
  slug: string;
  /** The language of the row that answered (English when no Portuguese row exists). */
  locale: Lang;
  translations: Translations;
  title: string;
  excerpt: string;
  /** ISO timestamp, or "" when the row has none. */
  publishedDate: string;
  imageUrl: string | null;
  author: string;
  aboutAuthor: string | null;
  category: CategoryRef | null;
}

export interface BlogArticle extends BlogArticleSummary {
  /** Markdown-like text (spec 2 §2.6). */
  content: string;
  /** ISO time of the last edit of its title, excerpt or body, or "" (decision 0218). */
  updatedAt: string;
  headerImageUrl: string | null;
  imageCaption: string | null;
  authorBio: string | null;
  tags: string[];
}

/** A tutorial's list entry: a blog summary without the about-the-author line (its page has one). */
export type TutorialSummary = Omit<BlogArticleSummary, "aboutAuthor">;

export interface Tutorial extends TutorialSummary {
  content: string;
  /** ISO time of the last edit of its title, excerpt or body, or "" (decision 0218). */
  updatedAt: string;
  headerImageUrl: string | null;
  aboutAuthor: string | null;
}

export interface HelpCategory extends CategoryRef {
  displayOrder: number;
}

export interface HelpArticle {
  id: string;
  slug: string;
  locale: Lang;
  translations: Translations;
  title: string;
  summary: string;
  content: string;
  isPopular: boolean;
  createdAt: string;
  category: CategoryRef | null;
}

export interface CaseStudySummary {
  id: string;
  slug: string;
  locale: Lang;
  translations: Translations;
  title: string;
  clientName: string;
  clientIndustry: string | null;
  excerpt: string;
  featuredImageUrl: string | null;
}

export interface CaseStudy extends CaseStudySummary {
  headerImageUrl: string | null;
  /** HTML written by the operators; sanitised before it reaches a page. */
  content: string;
  resultsSummary: string | null;
  /** When it was published (ISO-8601), shown on its page and marked up as datePublished; null: no date is said. */
  publishedAt: string | null;
}

/** The seven rows of every comparison table, in the spec's order (spec 2 §2.15, §3). */
export const comparisonFeatureKeys = [
  "loyalty_programs",
  "setup_ease_of_use",
  "data_integration",
  "email_content_generation",
  "cost_model",
  "post_booking_relationship",
  "support",
] as const;
export type ComparisonFeatureKey = (typeof comparisonFeatureKeys)[number];

export interface ComparisonFeature {
  product: string;
  competitor: string;
}

export interface ComparisonSummary {
  id: string;
  slug: string;
  locale: Lang;
  translations: Translations;
  title: string;
  headerDescription: string;
  competitorName: string;
  createdAt: string;
}

export interface Comparison extends ComparisonSummary {
  metaTitle: string | null;
  metaDescription: string | null;
  content: string | null;
  conclusion: string | null;
  ctaText: string | null;
  features: Record<ComparisonFeatureKey, ComparisonFeature>;
}

/**
 * "Was this article helpful?" under every help article (issue 12, docs/decisions/0211-helpful-feedback.md).
 * A port of its own beside ContentPort: the only write of the content area.
 */
export interface HelpFeedbackPort {
  /**
   * Stores the visitor's answer on an article, replacing their earlier one (one per visitor
   * per article). 'not-found' when no published article has the slug; nothing is stored then.
   */
  recordHelpFeedback(feedback: HelpFeedback): Promise<HelpFeedbackOutcome>;
}

export type HelpFeedbackOutcome = "recorded" | "not-found";

/** The longest comment stored (the form's cap; both databases check it too). */
export const helpFeedbackCommentMax = 500;
