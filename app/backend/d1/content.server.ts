import type { Lang } from "~/lib/i18n";
import {
  toBlogArticle,
  toBlogSummary,
  toCaseStudy,
  toCaseStudySummary,
  toCategory,
  toComparison,
  toComparisonSummary,
  toHelpArticle,
  toHelpCategory,
  toTutorial,
  toTutorialSummary,
  type Row,
} from "~/backend/content-rows.server";
import type { ContentPort } from "../content";
import { substringSearch } from "../help-search";
import { runD1, type D1Context } from "./context.server";

/**
 * The rows of `table` a reader of `?1`'s language sees: its own language's row of each
 * slug, or the English row when there is none (the same rule as the Postgres functions).
 */
function localized(table: string, { published }: { published: boolean }): string {
  const live = published ? "AND y.is_published = 1" : "";
  return `SELECT x.* FROM ${table} x
    WHERE ${published ? "x.is_published = 1 AND" : ""}
      (x.locale = ?1 OR (x.locale = 'en' AND NOT EXISTS (
        SELECT 1 FROM ${table} y WHERE y.slug = x.slug AND y.locale = ?1 ${live})))`;
}

/** A row's category in the reader's language, as the JSON object { id, name, slug }. */
const categoryJson = `CASE WHEN c.id IS NULL THEN NULL ELSE json_object('id', c.id, 'name', c.name, 'slug', c.slug) END AS category`;

function withCategory(articles: string, categories: string): string {
  return `WITH cats AS (${localized(categories, { published: false })}),
    rows AS (${localized(articles, { published: true })})
    SELECT a.*, ${categoryJson}
    FROM rows a
    LEFT JOIN ${categories} c0 ON c0.id = a.category_id
    LEFT JOIN cats c ON c.slug = c0.slug`;
}

const blogSummaryColumns = "id, slug, locale, title, excerpt, published_date, image_url, author, about_author, category";
const tutorialSummaryColumns = "id, slug, locale, title, excerpt, published_date, image_url, author, category";
const newestFirst = "ORDER BY published_date DESC, created_at DESC";

/** The content port on D1: the same reads as the Supabase RPCs, in SQLite. */
export function d1Content({ db }: D1Context): ContentPort {
  async function all(what: string, sql: string, ...params: unknown[]): Promise<Row[]> {
    const { results } = await runD1(what, () =>
      db
        .prepare(sql)
        .bind(...params)
        .all<Row>(),
    );
    return results;
  }
  const first = async (what: string, sql: string, ...params: unknown[]) => (await all(what, sql, ...params))[0] ?? null;

  const categories = (table: string) => (locale: Lang) =>
    all(`${table} list`, `${localized(table, { published: false })} ORDER BY display_order, name`, locale).then((rows) =>
      rows.map(toCategory),
    );

  return {
    listBlogCategories: categories("blog_categories"),

    async listBlogArticles({ locale, categorySlug = null, tag = null }) {
      const rows = await all(
        "blog articles",
        `SELECT ${blogSummaryColumns} FROM (${withCategory("blog_articles", "blog_categories")}
           WHERE (?2 IS NULL OR c.slug = ?2)
             AND (?3 IS NULL OR EXISTS (SELECT 1 FROM json_each(a.tags) t WHERE lower(t.value) = lower(?3))))
         ${newestFirst}`,
        locale,
        categorySlug || null,
        tag ? tag.toLocaleLowerCase() : null,
      );
      return rows.map(toBlogSummary);
    },

    async getBlogArticle(slug, locale) {
      const row = await first("blog article", `${withCategory("blog_articles", "blog_categories")} WHERE a.slug = ?2`, locale, slug);
      return row ? toBlogArticle(row) : null;
    },

    async listRelatedBlogArticles({ slug, categorySlug, locale }) {
      const rows = await all(
        "related blog articles",
        `SELECT ${blogSummaryColumns} FROM (${withCategory("blog_articles", "blog_categories")}
           WHERE c.slug = ?2 AND a.slug <> ?3)
         ${newestFirst} LIMIT 2`,
        locale,
        categorySlug,
        slug,
      );
      return rows.map(toBlogSummary);
    },

    listTutorialCategories: categories("tutorial_categories"),

    async listTutorials({ locale, categorySlug = null }) {
      const rows = await all(
        "tutorials",
        `SELECT ${tutorialSummaryColumns} FROM (${withCategory("tutorials", "tutorial_categories")}
           WHERE (?2 IS NULL OR c.slug = ?2))
         ${newestFirst}`,
        locale,
        categorySlug || null,
      );
      return rows.map(toTutorialSummary);
    },

    async getTutorial(slug, locale) {
      const row = await first("tutorial", `${withCategory("tutorials", "tutorial_categories")} WHERE a.slug = ?2`, locale, slug);
      return row ? toTutorial(row) : null;
    },

    async listRelatedTutorials({ slug, categorySlug, locale }) {
      const rows = await all(
        "related tutorials",
        `SELECT ${tutorialSummaryColumns} FROM (${withCategory("tutorials", "tutorial_categories")}
           WHERE c.slug = ?2 AND a.slug <> ?3)
         ${newestFirst} LIMIT 3`,
        locale,
        categorySlug,
        slug,
      );
      return rows.map(toTutorialSummary);
    },

    async listHelpCategories(locale) {
      const rows = await all(
        "help categories",
        `${localized("help_categories", { published: false })} ORDER BY display_order, name`,
        locale,
      );
      return rows.map(toHelpCategory);
    },

    async listHelpArticles({ locale, categorySlug }) {
      const rows = await all(
        "help articles",
        `SELECT * FROM (${withCategory("help_articles", "help_categories")} WHERE (?2 IS NULL OR c.slug = ?2))
         ORDER BY display_order, title`,
        locale,
        categorySlug || null,
      );
      return rows.map(toHelpArticle);
    },

    async listPopularHelpArticles(locale) {
      const rows = await all(
        "popular help articles",
        `SELECT * FROM (${withCategory("help_articles", "help_categories")} WHERE a.is_popular = 1)
         ORDER BY display_order, title`,
        locale,
      );
      return rows.map(toHelpArticle);
    },

    async searchHelpArticles(query) {
      const rows = await all("help articles", `${withCategory("help_articles", "help_categories")} ORDER BY display_order, title`, query.locale);
      return substringSearch(rows.map(toHelpArticle), query);
    },

    async getHelpArticle(slug, locale) {
      const row = await first("help article", `${withCategory("help_articles", "help_categories")} WHERE a.slug = ?2`, locale, slug);
      return row ? toHelpArticle(row) : null;
    },

    async listCaseStudies(locale) {
      const rows = await all(
        "case studies",
        `${localized("case_studies", { published: true })} ORDER BY display_order, created_at DESC`,
        locale,
      );
      return rows.map(toCaseStudySummary);
    },

    async getCaseStudy(slug, locale) {
      const row = await first(
        "case study",
        `SELECT * FROM (${localized("case_studies", { published: true })}) WHERE slug = ?2`,
        locale,
        slug,
      );
      return row ? toCaseStudy(row) : null;
    },

    async listComparisons(locale) {
      const rows = await all(
        "comparisons",
        `${localized("comparisons", { published: true })} ORDER BY created_at DESC`,
        locale,
      );
      return rows.map(toComparisonSummary);
    },

    async getComparison(slug, locale) {
      const row = await first(
        "comparison",
        `SELECT * FROM (${localized("comparisons", { published: true })}) WHERE slug = ?2`,
        locale,
        slug,
      );
      return row ? toComparison(row) : null;
    },
  };
}
