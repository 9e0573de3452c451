/** The SQL both D1 content modules build their reads on. */

/**
 * The rows of `table` a reader of `?1`'s language sees: its own language's row of each
 * slug, or the English row when there is none (the same rule as the Postgres functions).
 */
export function localized(table: string, { published }: { published: boolean }): string {
  const live = published ? "AND y.is_published = 1" : "";
  return `SELECT x.* FROM ${table} x
    WHERE ${published ? "x.is_published = 1 AND" : ""}
      (x.locale = ?1 OR (x.locale = 'en' AND NOT EXISTS (
        SELECT 1 FROM ${table} y WHERE y.slug = x.slug AND y.locale = ?1 ${live})))`;
}

/** A row's category in the reader's language, as the JSON object { id, name, slug }. */
const categoryJson = `CASE WHEN c.id IS NULL THEN NULL ELSE json_object('id', c.id, 'name', c.name, 'slug', c.slug) END AS category`;

export function withCategory(articles: string, categories: string): string {
  return `WITH cats AS (${localized(categories, { published: false })}),
    rows AS (${localized(articles, { published: true })})
    SELECT a.*, ${categoryJson}
    FROM rows a
    LEFT JOIN ${categories} c0 ON c0.id = a.category_id
    LEFT JOIN cats c ON c.slug = c0.slug`;
}
