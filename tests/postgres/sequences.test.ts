import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asRole, freshSupabaseDb, type SupabaseRole } from "./pglite";

// Supabase's default privileges (supabase-base.sql) grant anon and authenticated every right
// on each new sequence; supabase/migrations/20261122000500_shared_addresses.sql takes them
// back, for the sequences there are and for those later migrations create.

const apiRoles: SupabaseRole[] = ["anon", "authenticated"];

let db: PGlite;
beforeAll(async () => {
  db = await freshSupabaseDb();
});
afterAll(async () => {
  await db?.close();
});

describe("sequences of the public schema", () => {
  it("include roadmap_items_id_seq", async () => {
    const { rows } = await db.query<{ name: string }>(
      "select relname as name from pg_class where relkind = 'S' and relnamespace = 'public'::regnamespace",
    );
    expect(rows.map((row) => row.name)).toContain("roadmap_items_id_seq");
  });

  describe.each(apiRoles)("as %s", (role) => {
    it.each([
      "select nextval('public.roadmap_items_id_seq')",
      "select setval('public.roadmap_items_id_seq', 1)",
      "select currval('public.roadmap_items_id_seq')",
      "select last_value from public.roadmap_items_id_seq",
    ])("cannot run %s", async (sql) => {
      await expect(asRole(db, role, (tx) => tx.query(sql))).rejects.toMatchObject({ code: "42501" });
    });

    it("has no right on any sequence, nor on one a later migration creates", async () => {
      await db.exec("create sequence public.created_later_seq");
      try {
        const { rows } = await db.query<{ name: string; usable: boolean }>(
          `select c.relname as name,
                  has_sequence_privilege($1, c.oid, 'usage')
                    or has_sequence_privilege($1, c.oid, 'select')
                    or has_sequence_privilege($1, c.oid, 'update') as usable
             from pg_class c where c.relkind = 'S' and c.relnamespace = 'public'::regnamespace`,
          [role],
        );
        expect(rows.length).toBeGreaterThan(1);
        expect(rows.filter((row) => row.usable)).toEqual([]);
      } finally {
        await db.exec("drop sequence public.created_later_seq");
      }
    });
  });

  it("still serve the server's role and the functions that insert rows", async () => {
    const { rows } = await asRole(db, "service_role", (tx) =>
      tx.query<{ id: number }>("insert into public.roadmap_items (title) values ('From the dashboard') returning id"),
    );
    expect(rows[0]!.id).toBeGreaterThanOrEqual(1000);
  });
});
