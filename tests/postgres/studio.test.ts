import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioKindTables } from "~/backend/studio-kinds";
import { apiRoles, asRole, failure, freshDemoContentDb, permissionDenied } from "./pglite";

/**
 * The studio on Supabase (supabase/migrations/20261202000900_studio.sql, decision 0501): staff,
 * revisions, workflow and audit invisible to the publishable key; every write one function
 * with its audit entry; the audit log append-only for every role.
 */
type Row = Record<string, unknown>;
let db: PGlite;
beforeAll(async () => {
  db = await freshDemoContentDb();
});
afterAll(async () => {
  await db.close();
});

const tables = ["studio_staff", "studio_revisions", "studio_items", "studio_audit"];
const blogColumns = studioKindTables.blog.fields.map((field) => field.column);
const service = <T>(sql: string, params: unknown[] = []) => asRole(db, "service_role", async (tx) => (await tx.query<T>(sql, params)).rows);
const save = (args: { id?: string | null; fields: Row; basedOn?: number | null; action?: string; actor?: string; role?: string }) =>
  service<{ r: { id?: string; revision?: number; conflict?: number; slugTaken?: boolean } }>(
    "select public.studio_save_piece('blog', $1, 'en', $2, $3, $4, $5, $6, $7, null, null) as r",
    [args.id ?? null, JSON.stringify(args.fields), blogColumns, args.actor ?? "writer@example.com", args.role ?? "writer", args.basedOn ?? null, args.action ?? "save"],
  ).then((rows) => rows[0]!.r);

describe("what the publishable key sees", () => {
  it("none of the studio's tables or functions", async () => {
    for (const role of apiRoles) {
      for (const table of tables) {
        expect(await failure(asRole(db, role, (tx) => tx.query(`select * from public.${table}`)))).toMatchObject(permissionDenied("table", table));
      }
      const error = await failure(asRole(db, role, (tx) => tx.query("select public.studio_save_staff('a@b.co', 'A', 'admin', true, 'x', 'admin')")));
      expect(error).toMatchObject(permissionDenied("function", "studio_save_staff"));
    }
  });
});

describe("the studio's writes, with the secret key", () => {
  const category = async () => (await service<{ id: string }>("select id from public.blog_categories where locale = 'en' limit 1"))[0]!.id;

  it("saves a new piece as an unpublished row, its revision and its audit entry in one call", async () => {
    const fields = { title: "From the studio", slug: "from-the-studio-pg", excerpt: "E", content: "Body", category_id: await category(), tags: ["a", "b"], author: null, image_url: null, image_caption: null };
    const saved = await save({ fields, action: "submit" });
    expect(saved).toEqual({ id: expect.any(String), revision: expect.any(Number) });
    const [row] = await service<Row>("select slug, is_published, tags, title from public.blog_articles where id = $1", [saved.id]);
    expect(row).toEqual({ slug: "from-the-studio-pg", is_published: false, tags: ["a", "b"], title: "From the studio" });
    const [item] = await service<Row>("select review_revision from public.studio_items where item_id = $1", [saved.id]);
    expect(Number(item!.review_revision)).toBe(saved.revision);
    const audit = await service<Row>("select actor_email, actor_role, action, after_revision from public.studio_audit where item_id = $1", [saved.id]);
    expect(audit).toEqual([{ actor_email: "writer@example.com", actor_role: "writer", action: "content.submit", after_revision: saved.revision }]);

    // A second save based on an old revision is a conflict; the slug of another piece is taken.
    const second = await save({ id: saved.id, fields: { ...fields, title: "Second" }, basedOn: saved.revision });
    expect(await save({ id: saved.id, fields: { ...fields, title: "Late" }, basedOn: saved.revision })).toEqual({ conflict: second.revision });
    expect(await save({ fields: { ...fields, slug: "cut-ota-commissions-90-day-plan" } })).toEqual({ slugTaken: true });

    // Publishing applies the latest revision; later saves wait as a pending revision.
    await service("select public.studio_publish_piece('blog', $1, now(), now(), $2, 'editor@example.com', 'editor')", [saved.id, blogColumns]);
    const afterPublish = await service<Row>("select is_published, title, published_date is not null as dated from public.blog_articles where id = $1", [saved.id]);
    expect(afterPublish).toEqual([{ is_published: true, title: "Second", dated: true }]);
    await save({ id: saved.id, fields: { ...fields, title: "Pending" }, basedOn: second.revision });
    expect((await service<Row>("select title from public.blog_articles where id = $1", [saved.id]))[0]!.title).toBe("Second");

    await service("select public.studio_unpublish_piece('blog', $1, 'editor@example.com', 'editor')", [saved.id]);
    expect((await service<Row>("select is_published from public.blog_articles where id = $1", [saved.id]))[0]!.is_published).toBe(false);
    const pieces = await service<{ p: Row }>("select p from public.studio_pieces('blog', $1) p", [saved.id]);
    expect(pieces[0]!.p).toMatchObject({ slug: "from-the-studio-pg", created_by: "writer@example.com", published_revision: second.revision });

    await service("select public.studio_delete_piece('blog', $1, 'editor@example.com', 'editor')", [saved.id]);
    expect(await service("select 1 from public.blog_articles where id = $1", [saved.id])).toHaveLength(0);
    const actions = (await service<{ action: string }>("select action from public.studio_audit where item_id = $1 order by id", [saved.id])).map((row) => row.action);
    expect(actions).toEqual(["content.submit", "content.save", "content.publish", "content.save", "content.unpublish", "content.delete"]);
  });

  it("never writes a column only publishing sets", async () => {
    const error = await failure(service("select public.studio_save_piece('blog', null, 'en', '{}', array['title', 'is_published'], 'w@example.com', 'writer', null, 'save', null, null)"));
    expect(error.message).toMatch(/may not write/);
  });

  it("adds and renames a category, refusing a slug taken in its language", async () => {
    const add = await service<{ ok: boolean }>("select public.studio_save_category('help', null, 'en', 'billing-pg', 'Billing', 50, 'support@example.com', 'support') as ok");
    expect(add[0]!.ok).toBe(true);
    const [row] = await service<{ id: string }>("select id from public.help_categories where slug = 'billing-pg'");
    expect((await service<{ ok: boolean }>("select public.studio_save_category('help', null, 'en', 'billing-pg', 'Again', 1, 'support@example.com', 'support') as ok"))[0]!.ok).toBe(false);
    await service("select public.studio_save_category('help', $1, 'en', 'billing-and-plans-pg', 'Billing and plans', 5, 'editor@example.com', 'editor')", [row!.id]);
    expect(await service<Row>("select slug, name, display_order from public.help_categories where id = $1", [row!.id])).toEqual([{ slug: "billing-and-plans-pg", name: "Billing and plans", display_order: 5 }]);
    expect((await service<Row>("select action from public.studio_audit where item_id = $1 order by id", [row!.id])).map((entry) => entry.action)).toEqual(["category.add", "category.update"]);
  });

  it("keeps staff changes in the audit log", async () => {
    await service("select public.studio_save_staff('new@example.com', 'New', 'writer', true, 'admin@example.com', 'admin')");
    await service("select public.studio_save_staff('new@example.com', 'New', 'editor', false, 'admin@example.com', 'admin')");
    const audit = await service<Row>("select action, detail from public.studio_audit where kind = 'staff' and item_id = 'new@example.com' order by id");
    expect(audit).toEqual([
      { action: "staff.add", detail: "added as writer" },
      { action: "staff.update", detail: "writer → editor (inactive)" },
    ]);
  });

  it("lets no role change or delete the audit log, the database owner included", async () => {
    expect(await failure(service("delete from public.studio_audit"))).toMatchObject(permissionDenied("table", "studio_audit"));
    expect(await failure(service("update public.studio_audit set detail = 'x'"))).toMatchObject(permissionDenied("table", "studio_audit"));
    expect((await failure(db.query("delete from public.studio_audit"))).message).toMatch(/append-only/);
    expect((await failure(db.query("truncate public.studio_audit"))).message).toMatch(/append-only/);
    expect((await failure(db.query("update public.studio_revisions set note = 'x'"))).message).toMatch(/append-only/);
  });
});
