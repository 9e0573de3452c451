import { roadmapAuditDetail, type StudioRoadmapPort } from "../studio-roadmap";
import { toHeldComment, toStudioRoadmapItem } from "../studio-roadmap-rows.server";
import type { Row } from "../rows.server";
import { runD1, type D1Context } from "./context.server";
import { studioAuditStatement } from "./studio-audit.server";

const itemSelect = `
  SELECT i.id, i.title, i.description, i.category, i.status, i.shipped_on, i.upvotes, i.created_at,
         t.item_id IS NOT NULL AS has_pt, t.title AS pt_title, t.description AS pt_description, t.category AS pt_category,
         (SELECT COUNT(*) FROM roadmap_comments c WHERE c.item_id = i.id AND c.status = 'published') AS comment_count,
         (SELECT COUNT(*) FROM roadmap_comments c WHERE c.item_id = i.id AND c.status = 'held') AS held_count
    FROM roadmap_items i
    LEFT JOIN roadmap_item_translations t ON t.item_id = i.id AND t.locale = 'pt'`;

/**
 * Held comments and roadmap items on D1 (decision 0504). Each write and its audit entries are
 * one batch (one transaction): the entries are inserted from the very rows the write changes.
 */
export function d1StudioRoadmap({ db, now }: D1Context): StudioRoadmapPort {
  const getItem = async (id: number) => {
    const row = await runD1("get studio roadmap item", () => db.prepare(`${itemSelect} WHERE i.id = ?1`).bind(id).first<Row>());
    return row ? toStudioRoadmapItem(row) : null;
  };
  return {
    async listHeldComments({ after, limit }) {
      const { results } = await runD1("list held comments", () =>
        db
          .prepare(
            `SELECT c.id, c.item_id, i.title AS item_title, c.author_name, c.content, c.created_at
               FROM roadmap_comments c JOIN roadmap_items i ON i.id = c.item_id
              WHERE c.status = 'held'
                AND (?1 IS NULL OR (c.created_at, c.id) > (SELECT k.created_at, k.id FROM roadmap_comments k WHERE k.id = ?1))
              ORDER BY c.created_at, c.id LIMIT ?2`,
          )
          .bind(after, limit)
          .all<Row>(),
      );
      return results.map(toHeldComment);
    },

    async decideHeldComments(ids, decision, actor) {
      const list = JSON.stringify([...new Set(ids)]);
      // The entries first, from the rows still held, then the change of those same rows: one
      // transaction, so an entry is never written for a comment the update did not move.
      const [, changed] = await runD1("decide held comments", () =>
        db.batch<Row>([
          db
            .prepare(
              `INSERT INTO studio_audit (actor_email, actor_role, action, kind, item_id, before_revision, after_revision, detail)
               SELECT ?1, ?2, ?3, 'comments', c.id, NULL, NULL, 'item ' || c.item_id || ' · ' || c.author_name || ': ' || substr(c.content, 1, 80)
                 FROM roadmap_comments c WHERE c.id IN (SELECT value FROM json_each(?4)) AND c.status = 'held'
                ORDER BY c.created_at, c.id`,
            )
            .bind(actor.email, actor.role, `comment.${decision}`, list),
          db
            .prepare(`UPDATE roadmap_comments SET status = ?2 WHERE id IN (SELECT value FROM json_each(?1)) AND status = 'held' RETURNING id`)
            .bind(list, decision === "approve" ? "published" : "hidden"),
        ]),
      );
      return (changed?.results ?? []).map((row) => String(row.id));
    },

    async listStudioRoadmapItems({ before, limit }) {
      const { results } = await runD1("list studio roadmap items", () =>
        db.prepare(`${itemSelect} WHERE (?1 IS NULL OR i.id < ?1) ORDER BY i.id DESC LIMIT ?2`).bind(before, limit).all<Row>(),
      );
      return results.map(toStudioRoadmapItem);
    },

    getStudioRoadmapItem: getItem,

    async saveStudioRoadmapItem(id, input, actor) {
      const before = id === null ? null : await getItem(id);
      if (id !== null && !before) return null;
      const detail = roadmapAuditDetail(before, input);
      // A new item takes the next id inside the batch, so its translation and entry name it
      // (one transaction: no other write comes between); a known one is bound at position n.
      const idAt = (n: number) => (id === null ? "(SELECT MAX(id) FROM roadmap_items)" : `?${n}`);
      const withId = (...values: unknown[]) => (id === null ? values : [...values, id]);
      const item =
        id === null
          ? db
              .prepare(
                `INSERT INTO roadmap_items (id, title, description, category, status, shipped_on, created_at)
                 VALUES ((SELECT COALESCE(MAX(id), 0) + 1 FROM roadmap_items), ?1, ?2, ?3, ?4, ?5, ?6)`,
              )
              .bind(input.en.title, input.en.description, input.en.category, input.status, input.shippedOn, now().toISOString())
          : db
              .prepare(`UPDATE roadmap_items SET title = ?1, description = ?2, category = ?3, status = ?4, shipped_on = ?5 WHERE id = ?6`)
              .bind(input.en.title, input.en.description, input.en.category, input.status, input.shippedOn, id);
      const [, , , saved] = await runD1("save studio roadmap item", () =>
        db.batch<Row>([
          item,
          db
            .prepare(
              `INSERT INTO roadmap_item_translations (item_id, locale, title, description, category) VALUES (${idAt(4)}, 'pt', ?1, ?2, ?3)
               ON CONFLICT (item_id, locale) DO UPDATE SET title = excluded.title, description = excluded.description, category = excluded.category`,
            )
            .bind(...withId(input.pt.title, input.pt.description, input.pt.category)),
          id === null
            ? db
                .prepare(
                  `INSERT INTO studio_audit (actor_email, actor_role, action, kind, item_id, before_revision, after_revision, detail)
                   VALUES (?1, ?2, 'roadmap.add', 'roadmap', CAST(${idAt(0)} AS TEXT), NULL, NULL, ?3)`,
                )
                .bind(actor.email, actor.role, detail)
            : studioAuditStatement(db, actor, "roadmap.update", "roadmap", String(id), detail),
          db.prepare(`SELECT ${idAt(1)} AS id`).bind(...withId()),
        ]),
      );
      return Number(saved?.results[0]?.id);
    },
  };
}
