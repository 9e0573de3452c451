import type { Lang } from "~/lib/i18n";
import {
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
import { runD1, type D1Context } from "./context.server";
import { searchHelpD1 } from "./help-search.server";
import { isPublic, localized, withCategory } from "./localized.server";

/**
 * A row by its preview token in one table, with its category in the row's own language
 * (as a reader of that language sees it) and whether it is public yet.
 */
function previewOf(table: string, categories?: string): string {
  const category = categories
    ? `CASE WHEN c.id IS NULL THEN NULL ELSE json_object('id', c.id, 'name', c.name, 'slug', c.slug) END AS category`
    : "NULL AS category";
  const joins = categories
    ? `LEFT JOIN ${categories} c0 ON c0.id = a.category_id
       LEFT JOIN ${categories} c ON c.slug = c0.slug AND (c.locale = a.locale OR (c.locale = 'en' AND NOT EXISTS (
         SELECT 1 FROM ${categories} o WHERE o.slug = c0.slug AND o.locale = a.locale)))`
    : "";
  return `SELECT a.*, ${category}, ${isPublic("a")} AS is_public FROM ${table} a ${joins} WHERE a.preview_token = ?1 LIMIT 1`;
}

/** The table of each kind's rows. */
export const contentTables = {
  blog: "blog_articles",
  tutorials: "tutorials",
  help: "help_articles",
  "case-studies": "case_studies",
  comparisons: "comparisons",
} as const;

/**
 * Where an address that is no public row's slug for this reader leads (decisions 0215, 0216),
 * as get_content_redirect does on Supabase: a row of the kind with that slug (?2) in the other
 * language first, then the row that had it before a rename (the reader's language ?3 first),
 * each taken to its piece's row in the reader's language (English where untranslated; none
 * for a Portuguese-only piece read in English).
 */
const redirectOf = (table: string) => `WITH candidates AS (
    SELECT x.id, x.slug, x.locale, x.translation_of, 0 AS rank, '' AS renamed_at FROM ${table} x
     WHERE x.slug = ?2 AND ${isPublic("x")}
    UNION ALL
    SELECT x.id, x.slug, x.locale, x.translation_of, CASE WHEN r.locale = ?3 THEN 1 ELSE 2 END, r.created_at
      FROM content_slug_redirects r JOIN ${table} x ON x.id = r.target_id
     WHERE r.kind = ?1 AND r.old_slug = ?2 AND ${isPublic("x")}
  ),
  reached AS (
    SELECT c.rank, c.renamed_at, CASE WHEN ?3 = 'en' THEN
        CASE WHEN c.locale = 'en' THEN c.slug ELSE (SELECT e.slug FROM ${table} e WHERE e.id = c.translation_of AND ${isPublic("e")}) END
      ELSE COALESCE(
        CASE WHEN c.locale = ?3 THEN c.slug END,
        (SELECT t.slug FROM ${table} t WHERE t.translation_of = c.id AND t.locale = ?3 AND ${isPublic("t")}),
        CASE WHEN c.locale = 'en' THEN c.slug END)
      END AS slug
    FROM candidates c
  )
  SELECT slug FROM reached WHERE slug IS NOT NULL AND slug <> ?2 ORDER BY rank, renamed_at DESC LIMIT 1`;

const previewReads = [
  ["blog", previewOf("blog_articles", "blog_categories")],
  ["tutorials", previewOf("tutorials", "tutorial_categories")],
  ["help", previewOf("help_articles", "help_categories")],
  ["case-studies", previewOf("case_studies")],
  ["comparisons", previewOf("comparisons")],
] as const;

/**
 * The category slug of a related read: the caller's (?2), or the one of the article with
 * slug ?3 as the reader sees it, found in the same statement so the page needs no earlier
 * read (issue 18 item 4). Inside withCategory(), where `rows` is in scope.
 */
const categoryOfSlug = (categories: string) =>
  `COALESCE(?2, (SELECT c02.slug FROM rows r2 JOIN ${categories} c02 ON c02.id = r2.category_id WHERE r2.slug = ?3))`;

const blogSummaryColumns = "id, slug, locale, title, excerpt, published_date, image_url, author, about_author, category, en_slug, pt_slug";
const tutorialSummaryColumns = "id, slug, locale, title, excerpt, published_date, image_url, author, category, en_slug, pt_slug";
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
           WHERE c.slug = ${categoryOfSlug("blog_categories")} AND a.slug <> ?3)
         ${newestFirst} LIMIT 2`,
        locale,
        categorySlug ?? null,
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
           WHERE c.slug = ${categoryOfSlug("tutorial_categories")} AND a.slug <> ?3)
         ${newestFirst} LIMIT 3`,
        locale,
        categorySlug ?? null,
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

    searchHelpArticles: (query) => searchHelpD1(db, query),

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

    async getContentPreview(token) {
      if (!previewTokenPattern.test(token)) return null;
      // The five tables in one round trip; a token is in one row of one of them at most.
      const answers = await runD1("content preview", () => db.batch<Row>(previewReads.map(([, sql]) => db.prepare(sql).bind(token))));
      for (const [index, [kind]] of previewReads.entries()) {
        const row = answers[index]?.results[0];
        if (row) return toContentPreview(kind, row.is_public, row);
      }
      return null;
    },

    async getContentRedirect(kind, slug, locale) {
      const row = await first("content redirect", redirectOf(contentTables[kind]), kind, slug, locale);
      return row ? String(row.slug) : null;
    },
  };
}
