import { cleanSearchText } from "~/lib/text-clean";
import {
  stringList,
  toBlogArticle,
  toBlogSummary,
  toCaseStudy,
  toCaseStudySummary,
  toCategory,
  toComparison,
  toComparisonSummary,
  toContentPreview,
  toHelpArticle,
  toHelpCategory,
  toTutorial,
  toTutorialSummary,
  type Row,
} from "~/backend/content-rows.server";
import { previewTokenPattern, type ContentPort } from "../content";
import { answerOf, type SupabaseContext } from "./context.server";

/**
 * The content port on Supabase: the spec's RPCs (spec 2 §7) with a p_locale argument, all with
 * the publishable key under RLS (public rows only); comparisons too since translations are
 * linked rows (decision 0216). Previews alone use the secret key.
 */
export function supabaseContent({ reader, writer }: SupabaseContext): ContentPort {
  async function rows(name: string, args: Record<string, unknown>): Promise<Row[]> {
    const data = await answerOf<Row[] | null>(name, reader.rpc(name, args));
    return Array.isArray(data) ? data : [];
  }
  const firstRow = async (name: string, args: Record<string, unknown>) => (await rows(name, args))[0] ?? null;

  return {
    async listBlogCategories(locale) {
      return (await rows("get_blog_categories", { p_locale: locale })).map(toCategory);
    },

    async listBlogArticles({ locale, categorySlug = null, tag = null }) {
      const data = await rows("get_blog_articles", {
        category_slug: categorySlug || null,
        p_locale: locale,
        p_tag: tag || null,
      });
      return data.map(toBlogSummary);
    },

    async getBlogArticle(slug, locale) {
      const row = await firstRow("get_blog_article_by_slug", { article_slug: slug, p_locale: locale });
      return row ? toBlogArticle(row) : null;
    },

    async listRelatedBlogArticles({ slug, categorySlug, locale }) {
      // Without a category, the RPC finds the article's own (one call beside getBlogArticle).
      const data = categorySlug
        ? await rows("get_related_blog_articles", { article_slug: slug, category_slug: categorySlug, p_locale: locale })
        : await rows("get_related_blog_articles_of", { article_slug: slug, p_locale: locale });
      return data.map(toBlogSummary);
    },

    async listTutorialCategories(locale) {
      return (await rows("get_tutorial_categories", { p_locale: locale })).map(toCategory);
    },

    async listTutorials({ locale, categorySlug = null }) {
      return (await rows("get_tutorials", { category_slug: categorySlug || null, p_locale: locale })).map(toTutorialSummary);
    },

    async getTutorial(slug, locale) {
      const row = await firstRow("get_tutorial_by_slug", { tutorial_slug: slug, p_locale: locale });
      return row ? toTutorial(row) : null;
    },

    async listRelatedTutorials({ slug, categorySlug, locale }) {
      const data = categorySlug
        ? await rows("get_related_tutorials", { current_tutorial_slug: slug, category_slug: categorySlug, p_locale: locale })
        : await rows("get_related_tutorials_of", { current_tutorial_slug: slug, p_locale: locale });
      return data.map(toTutorialSummary);
    },

    async listHelpCategories(locale) {
      return (await rows("get_help_categories", { p_locale: locale })).map(toHelpCategory);
    },

    async listHelpArticles({ locale, categorySlug }) {
      const data = await rows("get_help_articles_by_category", { p_category_slug: categorySlug, p_locale: locale });
      return data.map(toHelpArticle);
    },

    async listPopularHelpArticles(locale) {
      return (await rows("get_popular_help_articles", { p_locale: locale })).map(toHelpArticle);
    },

    // Ranked full-text search in Postgres (supabase/migrations/…_help_search.sql); each
    // row names the terms it matched, and the page highlights those of every row.
    async searchHelpArticles({ query: typed, locale, limit }) {
      // Postgres refuses a NUL in text (issue 20 item 3; PostgREST answers 22P05): the query is
      // cleaned as the form fields are, as the route already did (a NUL is dropped, as in D1).
      const query = cleanSearchText(typed);
      if (!query) return { articles: [], terms: [] };
      const data = await rows("search_help_articles", { p_query: query, p_locale: locale, p_limit: limit });
      return { articles: data.map(toHelpArticle), terms: [...new Set(data.flatMap((row) => stringList(row.terms)))] };
    },

    async getHelpArticle(slug, locale) {
      const row = await firstRow("get_help_article_by_slug", { p_slug: slug, p_locale: locale });
      return row ? toHelpArticle(row) : null;
    },

    async listCaseStudies(locale) {
      return (await rows("get_case_studies", { p_locale: locale })).map(toCaseStudySummary);
    },

    async getCaseStudy(slug, locale) {
      const row = await firstRow("get_case_study_by_slug", { p_slug: slug, p_locale: locale });
      return row ? toCaseStudy(row) : null;
    },

    async listComparisons(locale) {
      return (await rows("get_comparisons", { p_locale: locale })).map(toComparisonSummary);
    },

    async getComparison(slug, locale) {
      const row = await firstRow("get_comparison_by_slug", { p_slug: slug, p_locale: locale });
      return row ? toComparison(row) : null;
    },

    // A preview shows a row the publishable key cannot see: read with the secret key, through
    // the one function that answers by token (get_content_preview, decision 0214).
    async getContentPreview(token) {
      if (!previewTokenPattern.test(token)) return null;
      const data = await answerOf<Row[] | null>("get_content_preview", writer.rpc("get_content_preview", { p_token: token }));
      const found = Array.isArray(data) ? data[0] : null;
      return found ? toContentPreview(found.kind, found.is_public, (found.data ?? {}) as Row) : null;
    },

    async getContentRedirect(kind, slug, locale) {
      const data = await answerOf<string | null>(
        "get_content_redirect",
        reader.rpc("get_content_redirect", { p_kind: kind, p_slug: slug, p_locale: locale }),
      );
      return typeof data === "string" && data ? data : null;
    },
  };
}
