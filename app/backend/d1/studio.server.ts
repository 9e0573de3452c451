import type { StudioActor, StudioFields, StudioKind, StudioPort } from "../studio";
import { studioKindTables } from "../studio-kinds";
import { bool, parsed, text, type Row } from "../rows.server";
import { toAuditEntry, toCategory, toPiece, toRevision, toStaffMember } from "../studio-rows.server";
import { runD1, type D1Context } from "./context.server";
import { leadEventStatement } from "./lead-writes.server";

/**
 * The studio on D1 (decision 0501): staff, revisions, the workflow of each piece and the
 * audit log (migrations/0030_studio.sql). Every write and its audit entry go in one batch.
 * Table and column names come only from studioKindTables, never from a request.
 */
export function d1Studio({ db, now }: D1Context): StudioPort {
  const auditStatement = (actor: StudioActor, action: string, kind: string, itemId: string | null, before: number | null, after: string | null, detail: string | null, saveId?: string) =>
    db
      .prepare(
        `INSERT INTO studio_audit (actor_email, actor_role, action, kind, item_id, before_revision, after_revision, detail)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ${after === "saved" ? "(SELECT id FROM studio_revisions WHERE save_id = ?8)" : "NULL"}, ?7
          WHERE ?8 IS NULL OR EXISTS (SELECT 1 FROM studio_revisions WHERE save_id = ?8)`,
      )
      .bind(actor.email, actor.role, action, kind, itemId, before, detail, saveId ?? null);

  const pieceSelect = (kind: StudioKind) => {
    const { table } = studioKindTables[kind];
    return `SELECT t.*, i.review_revision, i.published_revision, i.last_published_at,
              (SELECT max(r.id) FROM studio_revisions r WHERE r.kind = '${kind}' AND r.item_id = t.id) AS latest_revision,
              (SELECT r.author_email FROM studio_revisions r WHERE r.kind = '${kind}' AND r.item_id = t.id ORDER BY r.id LIMIT 1) AS created_by
         FROM ${table} t LEFT JOIN studio_items i ON i.kind = '${kind}' AND i.item_id = t.id`;
  };

  const latestRevisionId = async (kind: StudioKind, id: string) =>
    (await db.prepare("SELECT max(id) AS id FROM studio_revisions WHERE kind = ?1 AND item_id = ?2").bind(kind, id).first<{ id: number | null }>())?.id ?? null;

  const revisionOf = async (kind: StudioKind, id: string, revision: number) => {
    const row = await db.prepare("SELECT * FROM studio_revisions WHERE kind = ?1 AND item_id = ?2 AND id = ?3").bind(kind, id, revision).first<Row>();
    return row ? toRevision(row) : null;
  };

  return {
    async findStaffMember(email) {
      const row = await runD1("find staff member", () => db.prepare("SELECT * FROM studio_staff WHERE email = ?1").bind(email.trim().toLowerCase()).first<Row>());
      return row ? toStaffMember(row) : null;
    },

    async listStaff() {
      const { results } = await runD1("list staff", () => db.prepare("SELECT * FROM studio_staff ORDER BY active DESC, role, name").all<Row>());
      return results.map(toStaffMember);
    },

    async saveStaffMember(member, actor) {
      const before = await db.prepare("SELECT role, active FROM studio_staff WHERE email = ?1").bind(member.email).first<Row>();
      const detail = before
        ? `${text(before.role)}${bool(before.active) ? "" : " (inactive)"} → ${member.role}${member.active ? "" : " (inactive)"}`
        : `added as ${member.role}`;
      await runD1("save staff member", () =>
        db.batch([
          db
            .prepare(
              `INSERT INTO studio_staff (email, name, role, active) VALUES (?1, ?2, ?3, ?4)
               ON CONFLICT (email) DO UPDATE SET name = excluded.name, role = excluded.role, active = excluded.active`,
            )
            .bind(member.email, member.name, member.role, member.active ? 1 : 0),
          auditStatement(actor, before ? "staff.update" : "staff.add", "staff", member.email, null, null, detail),
        ]),
      );
    },

    async listStudioCategories(kind) {
      const table = studioKindTables[kind].categories;
      if (!table) return [];
      const { results } = await runD1(`list ${kind} categories`, () => db.prepare(`SELECT id, name, slug, locale, display_order FROM ${table} ORDER BY locale, display_order, name`).all<Row>());
      return results.map(toCategory);
    },

    async saveStudioCategory(kind, category, actor) {
      const table = studioKindTables[kind].categories;
      if (!table) throw new Error(`${kind} has no categories`);
      const id = category.id ?? crypto.randomUUID();
      const taken = await runD1("check the category's slug", () =>
        db.prepare(`SELECT id FROM ${table} WHERE slug = ?1 AND locale = ?2 AND id <> ?3`).bind(category.slug, category.locale, id).first<Row>(),
      );
      if (taken) return false;
      await runD1(`save a ${kind} category`, () =>
        db.batch([
          db
            .prepare(
              `INSERT INTO ${table} (id, slug, locale, name, display_order) VALUES (?1, ?2, ?3, ?4, ?5)
               ON CONFLICT (id) DO UPDATE SET slug = excluded.slug, name = excluded.name, display_order = excluded.display_order`,
            )
            .bind(id, category.slug, category.locale, category.name, category.displayOrder),
          auditStatement(actor, category.id ? "category.update" : "category.add", kind, id, null, null, `${category.locale}/${category.slug}: ${category.name}`),
        ]),
      );
      return true;
    },

    async listStudioPieces(kind, filter) {
      const { results } = await runD1(`list ${kind} in the studio`, () =>
        db
          .prepare(
            `SELECT * FROM (${pieceSelect(kind)}) p
              WHERE (?1 IS NULL OR p.locale = ?1) AND (?2 IS NULL OR p.created_by = ?2)
              ORDER BY coalesce(p.published_date, p.created_at) DESC, p.id
              LIMIT 1000`,
          )
          .bind(filter.locale ?? null, filter.createdBy ?? null)
          .all<Row>(),
      );
      return results.map((row) => toPiece(kind, row));
    },

    async getStudioPiece(kind, id) {
      const row = await runD1(`read ${kind} ${id}`, () => db.prepare(`${pieceSelect(kind)} WHERE t.id = ?1`).bind(id).first<Row>());
      if (!row) return null;
      const piece = toPiece(kind, row);
      const twin = await runD1(`read the translation of ${kind} ${id}`, () =>
        piece.translationOf
          ? db.prepare(`${pieceSelect(kind)} WHERE t.id = ?1`).bind(piece.translationOf).first<Row>()
          : db.prepare(`${pieceSelect(kind)} WHERE t.translation_of = ?1`).bind(id).first<Row>(),
      );
      // What the form shows: the latest revision when there is one (a pending edit of a public
      // piece is not on the row yet), else the row as the site has it.
      const latest = piece.latestRevision ? await revisionOf(kind, id, piece.latestRevision) : null;
      return { piece, fields: latest?.fields ?? fieldsOfRow(kind, row), translation: twin ? toPiece(kind, twin) : null };
    },

    async listStudioRevisions(kind, id) {
      const { results } = await runD1(`list revisions of ${kind} ${id}`, () =>
        db.prepare("SELECT * FROM studio_revisions WHERE kind = ?1 AND item_id = ?2 ORDER BY id DESC LIMIT 200").bind(kind, id).all<Row>(),
      );
      return results.map(toRevision);
    },

    async getStudioRevision(kind, id, revision) {
      return runD1(`read revision ${revision}`, () => revisionOf(kind, id, revision));
    },

    async saveStudioPiece(save, actor) {
      const { table, fields: columns } = studioKindTables[save.kind];
      const id = save.id ?? crypto.randomUUID();
      const slug = text(save.fields.slug);
      const taken = await runD1("check the slug", () =>
        db.prepare(`SELECT id FROM ${table} WHERE slug = ?1 AND locale = ?2 AND id <> ?3`).bind(slug, save.locale, id).first<Row>(),
      );
      if (taken) return { ok: false, slugTaken: true };
      const existing = save.id ? await db.prepare(`SELECT is_published FROM ${table} WHERE id = ?1`).bind(id).first<Row>() : null;
      if (save.id && !existing) throw new Error(`no ${save.kind} ${save.id}`);
      const latest = save.id ? await latestRevisionId(save.kind, id) : null;
      if (latest !== save.basedOn) {
        const theirs = latest === null ? null : await revisionOf(save.kind, id, latest);
        if (theirs) return { ok: false, conflict: theirs };
      }

      const saveId = crypto.randomUUID();
      const saved = `EXISTS (SELECT 1 FROM studio_revisions WHERE save_id = ?${columns.length + 2})`;
      const values = columns.map((field) => columnValue(field.type, save.fields[field.column] ?? null));
      const statements: D1PreparedStatement[] = [
        // Written only if nobody saved since the form's revision (the check above, made atomic).
        db
          .prepare(
            `INSERT INTO studio_revisions (kind, item_id, locale, fields, author_email, based_on, note, save_id)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
              WHERE (SELECT max(id) FROM studio_revisions WHERE kind = ?1 AND item_id = ?2) IS ?6`,
          )
          .bind(save.kind, id, save.locale, JSON.stringify(save.fields), actor.email, save.basedOn, save.note ?? null, saveId),
      ];
      const assignments = columns.map((field, index) => `${field.column} = ?${index + 1}`).join(", ");
      if (!existing) {
        statements.push(
          db
            .prepare(
              `INSERT INTO ${table} (${columns.map((field) => field.column).join(", ")}, id, locale, translation_of, is_published)
               SELECT ${columns.map((_, index) => `?${index + 1}`).join(", ")}, ?${columns.length + 1}, ?${columns.length + 3}, ?${columns.length + 4}, 0 WHERE ${saved}`,
            )
            .bind(...values, id, saveId, save.locale, save.translationOf ?? null),
        );
      } else if (!bool(existing.is_published)) {
        // A piece nobody can read yet takes the save at once (its preview link shows it); a
        // public one keeps its text until an editor publishes the revision.
        statements.push(db.prepare(`UPDATE ${table} SET ${assignments} WHERE id = ?${columns.length + 1} AND ${saved}`).bind(...values, id, saveId));
      }
      statements.push(
        db
          .prepare(
            `INSERT INTO studio_items (kind, item_id, review_revision)
             SELECT ?1, ?2, CASE WHEN ?3 = 'submit' THEN (SELECT id FROM studio_revisions WHERE save_id = ?4) END WHERE EXISTS (SELECT 1 FROM studio_revisions WHERE save_id = ?4)
             ON CONFLICT (kind, item_id) DO UPDATE SET review_revision = excluded.review_revision`,
          )
          .bind(save.kind, id, save.action, saveId),
        auditStatement(actor, `content.${save.action}`, save.kind, id, save.basedOn, "saved", save.note ?? null, saveId),
      );
      if (save.action === "submit" && save.review) {
        // "Ready for review" leaves through the lead outbox, signed and retried (decision 0501), only if the save was written.
        statements.push(
          leadEventStatement(db, {
            type: "studio.review_requested",
            payload: save.review,
            id,
            at: now().toISOString(),
            exists: { sql: "SELECT 1 FROM studio_revisions WHERE save_id = ?", params: [saveId] },
          }),
        );
      }
      await runD1(`save ${save.kind}`, () => db.batch(statements));
      const written = await db.prepare("SELECT id FROM studio_revisions WHERE save_id = ?1").bind(saveId).first<{ id: number }>();
      if (!written) {
        const theirs = await revisionOf(save.kind, id, (await latestRevisionId(save.kind, id)) ?? -1);
        if (theirs) return { ok: false, conflict: theirs };
        throw new Error("the save was not written");
      }
      return { ok: true, id, revision: written.id };
    },

    async publishStudioPiece(kind, id, at, actor) {
      const { table, fields: columns } = studioKindTables[kind];
      const latest = await latestRevisionId(kind, id);
      const revision = latest === null ? null : await revisionOf(kind, id, latest);
      const values = revision ? columns.map((field) => columnValue(field.type, revision.fields[field.column] ?? null)) : [];
      const n = values.length;
      const assignments = revision ? `${columns.map((field, index) => `${field.column} = ?${index + 1}`).join(", ")}, ` : "";
      const nowText = now().toISOString();
      const scheduled = at > nowText;
      await runD1(`publish ${kind} ${id}`, () =>
        db.batch([
          db
            .prepare(
              // Publishing an edit of a public piece keeps its date; a first publish or a schedule sets it.
              `UPDATE ${table} SET ${assignments}is_published = 1,
                 published_date = CASE WHEN ?${n + 3} = 1 OR is_published = 0 OR published_date IS NULL OR published_date > ?${n + 2} THEN ?${n + 2} ELSE published_date END
               WHERE id = ?${n + 1}`,
            )
            .bind(...values, id, at, scheduled ? 1 : 0),
          db
            .prepare(
              `INSERT INTO studio_items (kind, item_id, published_revision, last_published_at) VALUES (?1, ?2, ?3, ?4)
               ON CONFLICT (kind, item_id) DO UPDATE SET published_revision = excluded.published_revision, review_revision = NULL, last_published_at = excluded.last_published_at`,
            )
            .bind(kind, id, latest, at),
          auditStatement(actor, scheduled ? "content.schedule" : "content.publish", kind, id, latest, null, scheduled ? `public at ${at}` : null),
        ]),
      );
    },

    async unpublishStudioPiece(kind, id, actor) {
      const { table } = studioKindTables[kind];
      await runD1(`unpublish ${kind} ${id}`, () =>
        db.batch([
          db.prepare(`UPDATE ${table} SET is_published = 0 WHERE id = ?1`).bind(id),
          auditStatement(actor, "content.unpublish", kind, id, null, null, null),
        ]),
      );
    },

    async deleteStudioPiece(kind, id, actor) {
      const { table } = studioKindTables[kind];
      const row = await db.prepare(`SELECT slug, locale FROM ${table} WHERE id = ?1`).bind(id).first<Row>();
      await runD1(`delete ${kind} ${id}`, () =>
        db.batch([
          db.prepare(`DELETE FROM ${table} WHERE id = ?1`).bind(id),
          db.prepare("DELETE FROM studio_items WHERE kind = ?1 AND item_id = ?2").bind(kind, id),
          auditStatement(actor, "content.delete", kind, id, null, null, row ? `${text(row.locale)}/${text(row.slug)}` : null),
        ]),
      );
    },

    async listAudit(filter) {
      const { results } = await runD1("read the audit log", () =>
        db
          .prepare(
            `SELECT * FROM studio_audit WHERE (?1 IS NULL OR actor_email = ?1) AND (?2 IS NULL OR kind = ?2) AND (?3 IS NULL OR id < ?3)
              ORDER BY id DESC LIMIT ?4`,
          )
          .bind(filter.actorEmail ?? null, filter.kind ?? null, filter.before ?? null, filter.limit)
          .all<Row>(),
      );
      return results.map(toAuditEntry);
    },
  };
}

/** What a column holds on D1: tags as JSON text, an empty value as NULL. */
function columnValue(type: string, value: string | string[] | null): string | null {
  if (type === "tags") return JSON.stringify(Array.isArray(value) ? value : []);
  if (Array.isArray(value)) return value.join(", ");
  return value === null || value === "" ? null : value;
}

function fieldsOfRow(kind: StudioKind, row: Row): StudioFields {
  return Object.fromEntries(
    studioKindTables[kind].fields.map((field) => {
      const value = row[field.column];
      if (field.type === "tags") {
        const list = parsed(value);
        return [field.column, Array.isArray(list) ? list.filter((tag): tag is string => typeof tag === "string") : []];
      }
      return [field.column, value === null || value === undefined ? null : text(value)];
    }),
  );
}

