/** The SQL both D1 content modules build their reads on. */

/** The time now in the form content times are stored in (migrations/0017_scheduled_publishing.sql). */
export const nowText = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/**
 * Whether row `alias` is public: published, and its publication time (if any) has come
 * (issue 29 item 1). A published row dated later is scheduled, and nowhere public yet.
 */
export const isPublic = (alias: string) =>
  `(${alias}.is_published = 1 AND (${alias}.published_date IS NULL OR ${alias}.published_date <= ${nowText}))`;

/**
 * Whether row `x` of `table` is one a reader of `?1`'s language sees (the same rule as the
 * Postgres functions). Content rows (`published`): public, and either in the reader's
 * language or an English row no public translation of which is in it (decision 0216: a
 * translation names its English row in translation_of). Categories: the reader's language's
 * row of the slug, or the English one.
 */
export function seenByReader(table: string, { published }: { published: boolean }): string {
  if (!published) {
    return `(x.locale = ?1 OR (x.locale = 'en' AND NOT EXISTS (SELECT 1 FROM ${table} y WHERE y.slug = x.slug AND y.locale = ?1)))`;
  }
  return `${isPublic("x")} AND
      (x.locale = ?1 OR (x.locale = 'en' AND NOT EXISTS (
        SELECT 1 FROM ${table} y WHERE y.translation_of = x.id AND y.locale = ?1 AND ${isPublic("y")})))`;
}

/** The slugs of the public rows of `x`'s piece in each language (null where there is none). */
export function twinSlugs(table: string): string {
  return `CASE WHEN x.locale = 'en' THEN x.slug
      ELSE (SELECT e.slug FROM ${table} e WHERE e.id = x.translation_of AND ${isPublic("e")}) END AS en_slug,
    CASE WHEN x.locale = 'pt' THEN x.slug
      ELSE (SELECT p.slug FROM ${table} p WHERE p.translation_of = x.id AND p.locale = 'pt' AND ${isPublic("p")}) END AS pt_slug`;
}

/** The rows of `table` a reader of `?1`'s language sees (content rows with their twins' slugs). */
export function localized(table: string, options: { published: boolean }): string {
  return `SELECT x.*${options.published ? `, ${twinSlugs(table)}` : ""} FROM ${table} x WHERE ${seenByReader(table, options)}`;
}

/** A row's category in the reader's language, as the JSON object { id, name, slug }. */
export const categoryJson = `CASE WHEN c.id IS NULL THEN NULL ELSE json_object('id', c.id, 'name', c.name, 'slug', c.slug) END AS category`;

export function withCategory(articles: string, categories: string): string {
  return `WITH cats AS (${localized(categories, { published: false })}),
    rows AS (${localized(articles, { published: true })})
    SELECT a.*, ${categoryJson}
    FROM rows a
    LEFT JOIN ${categories} c0 ON c0.id = a.category_id
    LEFT JOIN cats c ON c.slug = c0.slug`;
}
