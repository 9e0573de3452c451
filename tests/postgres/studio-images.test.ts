import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoles, asRole, failure, freshDemoContentDb, permissionDenied } from "./pglite";

/**
 * The image library on Supabase (supabase/migrations/20261203000500_studio_images.sql, decision
 * 0507): the table invisible to the publishable key but for an image's size and alt texts;
 * every write one function with its audit entry; delete refused while a public row shows it.
 */
type Row = Record<string, unknown>;
let db: PGlite;
beforeAll(async () => {
  db = await freshDemoContentDb();
});
afterAll(async () => {
  await db.close();
});

const key = `${"ab".repeat(32)}.jpg`;
const service = <T>(sql: string, params: unknown[] = []) => asRole(db, "service_role", async (tx) => (await tx.query<T>(sql, params)).rows);
const add = (imageKey = key, altPt = "Sala de estar") =>
  service<{ r: string }>("select public.studio_add_image($1, 'image/jpeg', 640, 336, 4000, 'room.jpg', 'Living room', $2, 'writer@example.com', 'writer') as r", [imageKey, altPt]).then(
    (rows) => rows[0]!.r,
  );

describe("what the publishable key sees", () => {
  it("no row and no write function, only the size and alt texts of the keys a page asks for", async () => {
    await add();
    for (const role of apiRoles) {
      expect(await failure(asRole(db, role, (tx) => tx.query("select * from public.studio_images")))).toMatchObject(permissionDenied("table", "studio_images"));
      for (const call of [
        "select public.studio_add_image('x', 'image/jpeg', 1, 1, 1, 'a', 'b', 'c', 'd', 'e')",
        "select public.studio_update_image_alt('x', 'a', 'b', 'c', 'd')",
        "select public.studio_delete_image('x', 'c', 'd')",
        "select * from public.studio_image_uses('x')",
      ]) {
        const error = await failure(asRole(db, role, (tx) => tx.query(call)));
        expect(error.code, call).toBe("42501");
      }
      const facts = await asRole(db, role, async (tx) => (await tx.query<Row>("select * from public.get_library_images($1)", [[key, "nope"]])).rows);
      expect(facts).toEqual([{ key, width: 640, height: 336, alt_en: "Living room", alt_pt: "Sala de estar" }]);
    }
  });
});

describe("the library's writes, with the secret key", () => {
  it("adds once, changes the alt texts only when they change, each with its audit entry, and moves the content version", async () => {
    const other = `${"cd".repeat(32)}.png`;
    expect(await add(other)).toBe("added");
    expect(await add(other)).toBe("exists");
    const version = async () => Number((await service<Row>("select version from public.content_version"))[0]!.version);
    const before = await version();
    expect((await service<{ r: boolean }>("select public.studio_update_image_alt($1, 'Kitchen', 'Cozinha', 'editor@example.com', 'editor') as r", [other]))[0]!.r).toBe(true);
    expect((await service<{ r: boolean }>("select public.studio_update_image_alt($1, 'Kitchen', 'Cozinha', 'editor@example.com', 'editor') as r", [other]))[0]!.r).toBe(false);
    expect(await version()).toBeGreaterThan(before);
    expect(await service<Row>("select actor_email, action, detail from public.studio_audit where kind = 'images' and item_id = $1 order by id", [other])).toEqual([
      { actor_email: "writer@example.com", action: "images.upload", detail: "room.jpg (640×336)" },
      { actor_email: "editor@example.com", action: "images.alt", detail: "alt text: Kitchen | Cozinha" },
    ]);
    expect(await failure(service("select public.studio_add_image('not-a-key', 'image/jpeg', 1, 1, 1, 'a', 'b', 'c', 'd', 'e')"))).toMatchObject({ code: "23514" });
    expect(await failure(service(`select public.studio_add_image('${"ef".repeat(32)}.jpg', 'image/jpeg', 1, 1, 1, 'a', 'b', '  ', 'd', 'e')`))).toMatchObject({ code: "23514" });
  });

  it("lists where an image is used and refuses to delete it while a public row shows it", async () => {
    const path = `/images/${key}`;
    // As the owner, as the studio's publish would leave the rows.
    const [article] = await service<Row>("select id, title from public.blog_articles where is_published and published_date <= now() and locale = 'en' limit 1");
    const [draft] = await service<Row>("select id from public.blog_articles where not is_published limit 1");
    await db.query(`update public.blog_articles set image_url = $1 where id = $2`, [path, article!.id]);
    await db.query(`update public.blog_articles set content = content || $1 where id = $2`, [`\n<img src="${path}" alt="x">`, draft!.id]);
    const uses = await service<Row>("select kind, id, is_public, place from public.studio_image_uses($1)", [key]);
    expect(uses).toEqual([
      { kind: "blog", id: article!.id, is_public: true, place: "cover" },
      { kind: "blog", id: draft!.id, is_public: false, place: "body" },
    ]);
    expect((await service<{ r: string }>("select public.studio_delete_image($1, 'editor@example.com', 'editor') as r", [key]))[0]!.r).toBe("in-use");
    await db.query(`update public.blog_articles set image_url = null where id = $1`, [article!.id]);
    expect((await service<{ r: string }>("select public.studio_delete_image($1, 'editor@example.com', 'editor') as r", [key]))[0]!.r).toBe("deleted");
    expect((await service<{ r: string }>("select public.studio_delete_image($1, 'editor@example.com', 'editor') as r", [key]))[0]!.r).toBe("missing");
    expect(await service<Row>("select action, detail from public.studio_audit where item_id = $1 and action = 'images.delete'", [key])).toEqual([{ action: "images.delete", detail: "room.jpg" }]);
    // The service role itself cannot write the table around the functions.
    expect(await failure(service("delete from public.studio_images"))).toMatchObject(permissionDenied("table", "studio_images"));
  });
});
