import type { StudioFields, StudioKind, StudioPort } from "../studio";
import { studioKindTables } from "../studio-kinds";
import { toAuditEntry, toCategory, toPiece, toRevision, toStaffMember } from "../studio-rows.server";
import { text, type Row } from "../rows.server";
import { answerOf, type SupabaseContext } from "./context.server";

/**
 * The studio on Supabase (supabase/migrations/20261202000900_studio.sql, decision 0501): every
 * call with the secret key, which alone sees the studio's tables; each write is one function,
 * which writes the change and its audit entry in one transaction.
 */
export function supabaseStudio({ writer }: SupabaseContext): StudioPort {
  const columnsOf = (kind: StudioKind) => studioKindTables[kind].fields.map((field) => field.column);
  const pieces = async (kind: StudioKind, id: string | null, translationOf: string | null) => {
    const rows = await answerOf<Row[] | null>(`studio_pieces ${kind}`, writer.rpc("studio_pieces", { p_kind: kind, p_id: id, p_translation_of: translationOf }));
    return (rows ?? []).map((row) => toPiece(kind, row));
  };
  const rowOf = async (kind: StudioKind, id: string) => {
    const rows = await answerOf<Row[] | null>(`studio_pieces ${kind}`, writer.rpc("studio_pieces", { p_kind: kind, p_id: id, p_translation_of: null }));
    return rows?.[0] ?? null;
  };

  return {
    async findStaffMember(email) {
      const row = await answerOf<Row | null>("studio_staff", writer.from("studio_staff").select("*").eq("email", email.trim().toLowerCase()).maybeSingle());
      return row ? toStaffMember(row) : null;
    },

    async listStaff() {
      const rows = await answerOf<Row[] | null>("studio_staff", writer.from("studio_staff").select("*").order("active", { ascending: false }).order("role").order("name"));
      return (rows ?? []).map(toStaffMember);
    },

    async saveStaffMember(member, actor) {
      await answerOf("studio_save_staff", writer.rpc("studio_save_staff", { p_email: member.email, p_name: member.name, p_role: member.role, p_active: member.active, p_actor: actor.email, p_actor_role: actor.role }));
    },

    async listStudioCategories(kind) {
      const table = studioKindTables[kind].categories;
      if (!table) return [];
      const rows = await answerOf<Row[] | null>(table, writer.from(table).select("id,name,slug,locale,display_order").order("locale").order("display_order").order("name"));
      return (rows ?? []).map(toCategory);
    },

    async saveStudioCategory(kind, category, actor) {
      return answerOf<boolean>(
        "studio_save_category",
        writer.rpc("studio_save_category", {
          p_kind: kind,
          p_id: category.id,
          p_locale: category.locale,
          p_slug: category.slug,
          p_name: category.name,
          p_display_order: category.displayOrder,
          p_actor: actor.email,
          p_role: actor.role,
        }),
      );
    },

    async listStudioPieces(kind, filter) {
      return (await pieces(kind, null, null)).filter((piece) => (!filter.locale || piece.locale === filter.locale) && (!filter.createdBy || piece.createdBy === filter.createdBy));
    },

    async getStudioPiece(kind, id) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const row = await rowOf(kind, id);
      if (!row) return null;
      const piece = toPiece(kind, row);
      const [twin] = piece.translationOf ? await pieces(kind, piece.translationOf, null) : await pieces(kind, null, id);
      const latest = piece.latestRevision ? await this.getStudioRevision(kind, id, piece.latestRevision) : null;
      return { piece, fields: latest?.fields ?? fieldsOfRow(kind, row), translation: twin ?? null };
    },

    async listStudioRevisions(kind, id) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return [];
      const rows = await answerOf<Row[] | null>("studio_revisions", writer.from("studio_revisions").select("*").eq("kind", kind).eq("item_id", id).order("id", { ascending: false }).limit(200));
      return (rows ?? []).map(toRevision);
    },

    async getStudioRevision(kind, id, revision) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const row = await answerOf<Row | null>("studio_revisions", writer.from("studio_revisions").select("*").eq("kind", kind).eq("item_id", id).eq("id", revision).maybeSingle());
      return row ? toRevision(row) : null;
    },

    async saveStudioPiece(save, actor) {
      const answer = await answerOf<{ id?: string; revision?: number; conflict?: number; slugTaken?: boolean }>(
        "studio_save_piece",
        writer.rpc("studio_save_piece", {
          p_kind: save.kind,
          p_id: save.id,
          p_locale: save.locale,
          p_fields: postgresFields(save.fields),
          p_columns: columnsOf(save.kind),
          p_actor: actor.email,
          p_role: actor.role,
          p_based_on: save.basedOn,
          p_action: save.action,
          p_translation_of: save.translationOf ?? null,
          p_note: save.note ?? null,
          p_review: save.action === "submit" && save.review ? save.review : null,
        }),
      );
      if (answer.slugTaken) return { ok: false, slugTaken: true };
      if (answer.conflict !== undefined && save.id) {
        const theirs = await this.getStudioRevision(save.kind, save.id, answer.conflict);
        if (theirs) return { ok: false, conflict: theirs };
      }
      if (!answer.id || answer.revision === undefined) throw new Error("studio_save_piece answered nothing");
      return { ok: true, id: answer.id, revision: answer.revision };
    },

    async publishStudioPiece(kind, id, at, actor) {
      await answerOf(
        "studio_publish_piece",
        writer.rpc("studio_publish_piece", { p_kind: kind, p_id: id, p_at: at, p_now: new Date().toISOString(), p_columns: columnsOf(kind), p_actor: actor.email, p_role: actor.role }),
      );
    },

    async unpublishStudioPiece(kind, id, actor) {
      await answerOf("studio_unpublish_piece", writer.rpc("studio_unpublish_piece", { p_kind: kind, p_id: id, p_actor: actor.email, p_role: actor.role }));
    },

    async deleteStudioPiece(kind, id, actor) {
      await answerOf("studio_delete_piece", writer.rpc("studio_delete_piece", { p_kind: kind, p_id: id, p_actor: actor.email, p_role: actor.role }));
    },

    async listAudit(filter) {
      let query = writer.from("studio_audit").select("*");
      if (filter.actorEmail) query = query.eq("actor_email", filter.actorEmail);
      if (filter.kind) query = query.eq("kind", filter.kind);
      if (filter.before !== undefined) query = query.lt("id", filter.before);
      const rows = await answerOf<Row[] | null>("studio_audit", query.order("id", { ascending: false }).limit(filter.limit));
      return (rows ?? []).map(toAuditEntry);
    },
  };
}

/** Empty text as null, so a uuid or date column gets NULL rather than ''. */
function postgresFields(fields: StudioFields): StudioFields {
  return Object.fromEntries(Object.entries(fields).map(([column, value]) => [column, value === "" ? null : value]));
}

function fieldsOfRow(kind: StudioKind, row: Row): StudioFields {
  return Object.fromEntries(
    studioKindTables[kind].fields.map((field) => {
      const value = row[field.column];
      if (field.type === "tags") return [field.column, Array.isArray(value) ? value.map(String) : []];
      return [field.column, value === null || value === undefined ? null : text(value)];
    }),
  );
}
