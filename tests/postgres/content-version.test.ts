import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoles, asRole, failure, freshSupabaseDb } from "./pglite";

// supabase/migrations/20261124000200_content_version.sql on PGlite with Supabase's roles: one
// bump per statement on an editor's table, none for votes, readable (only) by the API roles.

let db: PGlite;
beforeAll(async () => {
  db = await freshSupabaseDb();
});
afterAll(async () => {
  await db?.close();
});

const version = async () => Number((await db.query<{ version: string }>("select version from public.content_version where id = 1")).rows[0]?.version);

describe("content version (Supabase)", () => {
  it("moves once per statement that changes an editor's table", async () => {
    const start = await version();
    await db.exec(`insert into public.help_articles (slug, locale, title, is_published) values
      ('cv-a', 'en', 'A', true), ('cv-b', 'en', 'B', true), ('cv-c', 'en', 'C', true);`);
    expect(await version()).toBe(start + 1);
    await db.exec("update public.help_articles set title = 'A2' where slug = 'cv-a'");
    expect(await version()).toBe(start + 2);
    await db.exec("delete from public.help_articles where slug like 'cv-%'");
    expect(await version()).toBe(start + 3);
  });

  it("moves when a roadmap item's text or status changes, not when it gets a vote", async () => {
    const { rows } = await db.query<{ id: number }>("insert into public.roadmap_items (title) values ('Item') returning id");
    const id = rows[0]?.id;
    const start = await version();
    await db.query("update public.roadmap_items set upvotes = upvotes + 1 where id = $1", [id]);
    expect(await version()).toBe(start);
    await db.query("update public.roadmap_items set status = 'Done' where id = $1", [id]);
    expect(await version()).toBe(start + 1);
  });

  it("is readable by the API roles, which can neither change it nor run the trigger function", async () => {
    for (const role of apiRoles) {
      const read = await asRole(db, role, (tx) => tx.query<{ version: string }>("select version from public.content_version"));
      expect(read.rows).toHaveLength(1);
      expect((await failure(asRole(db, role, (tx) => tx.query("update public.content_version set version = 0")))).message).toMatch(
        /permission denied/,
      );
    }
  });
});
