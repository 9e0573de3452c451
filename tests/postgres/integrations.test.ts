import { readFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with the D1 loader
import { seedPostgres } from "../../scripts/seed-sql.mjs";
import { apiRoles, asRole, failure, freshSupabaseDb } from "./pglite";

// supabase/migrations/20261128000300_integrations.sql on PGlite with Supabase's roles (issue 33
// item 2, decision 0451): the demo rows load, the publishable key reads published rows and
// their translations only and writes nothing, the checks refuse what the site cannot show,
// a renamed slug takes its translation along, and every edit moves the content version.

const seedFiles = ["engagement-01-roadmap-items.json", "engagement-02-roadmap-item-translations.json", "integrations-1-integrations.json", "integrations-2-integration-translations.json"];

let db: PGlite;
beforeAll(async () => {
  db = await freshSupabaseDb();
  const files = await Promise.all(seedFiles.map(async (name) => JSON.parse(await readFile(new URL(`../../seed/${name}`, import.meta.url), "utf8")) as unknown));
  await db.exec(seedPostgres(files) as string);
  await db.exec(`insert into public.integrations (slug, name, kind, status, summary, is_published) values ('draft-pms', 'Draft PMS', 'pms', 'planned', 'Not yet', false);
    insert into public.integration_translations (integration_slug, locale, summary) values ('draft-pms', 'pt', 'Ainda não');`);
});
afterAll(async () => {
  await db?.close();
});

/** What the adapter's PostgREST select asks for (app/backend/supabase/integrations.server.ts): rows by display order, each with its translation in `locale`. */
const directorySql = `select i.slug, i.name, i.kind, i.status, i.summary, i.syncs, i.connect_steps, i.roadmap_item_id,
    (select coalesce(json_agg(json_build_object('locale', t.locale, 'summary', t.summary, 'syncs', t.syncs)), '[]'::json)
       from public.integration_translations t where t.integration_slug = i.slug and t.locale = $1) as translations
  from public.integrations i order by i.display_order, i.name, i.slug`;
const version = async () => Number((await db.query<{ version: string }>("select version from public.content_version where id = 1")).rows[0]?.version);

describe("integrations (Supabase)", () => {
  it("loads the demo rows: one channel manager live, the others in progress or planned, each with its roadmap item", async () => {
    const { rows } = await db.query<{ slug: string; kind: string; status: string; roadmap_item_id: number | null; title: string | null }>(
      `select i.slug, i.kind, i.status, i.roadmap_item_id, r.title from public.integrations i left join public.roadmap_items r on r.id = i.roadmap_item_id
        where i.is_published order by i.display_order`,
    );
    expect(rows).toEqual([
      { slug: "hostaway", kind: "channel-manager", status: "live", roadmap_item_id: 1, title: "Hostaway channel manager integration" },
      { slug: "guesty", kind: "channel-manager", status: "in-progress", roadmap_item_id: 6, title: "Guesty and Lodgify integrations" },
      { slug: "lodgify", kind: "pms", status: "in-progress", roadmap_item_id: 6, title: "Guesty and Lodgify integrations" },
      { slug: "smoobu", kind: "channel-manager", status: "planned", roadmap_item_id: 14, title: "Smoobu channel manager integration" },
    ]);
  });

  it("gives the publishable key published rows and their Portuguese text, nothing of a draft", async () => {
    for (const role of apiRoles) {
      const { rows } = await asRole(db, role, (tx) =>
        tx.query<{ slug: string; syncs: string[]; translations: Array<{ locale: string; summary: string; syncs: string[] }> }>(directorySql, ["pt"]),
      );
      expect(rows.map((row) => row.slug), role).toEqual(["hostaway", "guesty", "lodgify", "smoobu"]);
      expect(rows[0]!.syncs[0]).toMatch(/^Guests: names/);
      expect(rows[0]!.translations).toEqual([expect.objectContaining({ locale: "pt", summary: expect.stringMatching(/^Disponível hoje/) })]);
      expect(rows[0]!.translations[0]!.syncs[0]).toMatch(/^Hóspedes: nomes/);
      const drafts = await asRole(db, role, (tx) => tx.query("select integration_slug from public.integration_translations where integration_slug = 'draft-pms'"));
      expect(drafts.rows, role).toEqual([]);
      const english = await asRole(db, role, (tx) => tx.query<{ translations: unknown[] }>(directorySql, ["en"]));
      expect(english.rows.every((row) => row.translations.length === 0)).toBe(true);
    }
  });

  it("lets the publishable key write nothing", async () => {
    for (const role of apiRoles) {
      for (const sql of [
        "insert into public.integrations (slug, name, kind, status, summary, is_published) values ('x', 'X', 'pms', 'live', 'x', true)",
        "update public.integrations set status = 'live' where slug = 'smoobu'",
        "delete from public.integrations where slug = 'hostaway'",
        "update public.integration_translations set summary = 'x'",
        "insert into public.integration_translations (integration_slug, locale, summary) values ('hostaway', 'pt', 'x')",
      ]) {
        expect((await failure(asRole(db, role, (tx) => tx.query(sql)))).code, `${role}: ${sql}`).toBe("42501");
      }
    }
    expect((await db.query("select status from public.integrations where slug = 'smoobu'")).rows).toEqual([{ status: "planned" }]);
  });

  it("refuses a kind, status, slug or language the site cannot show", async () => {
    for (const [sql, code] of [
      ["insert into public.integrations (slug, name, kind, status, summary) values ('a', 'A', 'payments', 'live', 's')", "23514"],
      ["insert into public.integrations (slug, name, kind, status, summary) values ('a', 'A', 'pms', 'beta', 's')", "23514"],
      ["insert into public.integrations (slug, name, kind, status, summary) values ('Not A Slug', 'A', 'pms', 'live', 's')", "23514"],
      ["insert into public.integrations (slug, name, kind, status, summary) values ('a', '', 'pms', 'live', 's')", "23514"],
      ["insert into public.integration_translations (integration_slug, locale, summary) values ('hostaway', 'es', 's')", "23514"],
      ["insert into public.integration_translations (integration_slug, locale, summary) values ('nobody', 'pt', 's')", "23503"],
      ["insert into public.integrations (slug, name, kind, status, summary, roadmap_item_id) values ('a', 'A', 'pms', 'live', 's', 999999)", "23503"],
    ] as const) {
      expect((await failure(db.query(sql))).code, sql).toBe(code);
    }
  });

  it("takes the translation along when a slug is renamed, and forgets a deleted roadmap item", async () => {
    await db.exec(`insert into public.roadmap_items (id, title) values (900, 'Temporary');
      insert into public.integrations (slug, name, kind, status, summary, roadmap_item_id, is_published) values ('old-name', 'Old', 'pms', 'planned', 's', 900, true);
      insert into public.integration_translations (integration_slug, locale, summary) values ('old-name', 'pt', 'p');`);
    await db.exec("update public.integrations set slug = 'new-name' where slug = 'old-name'");
    expect((await db.query("select integration_slug from public.integration_translations where summary = 'p'")).rows).toEqual([{ integration_slug: "new-name" }]);
    await db.exec("delete from public.roadmap_items where id = 900");
    expect((await db.query("select roadmap_item_id from public.integrations where slug = 'new-name'")).rows).toEqual([{ roadmap_item_id: null }]);
    await db.exec("delete from public.integrations where slug = 'new-name'");
    expect((await db.query("select count(*)::int as n from public.integration_translations where summary = 'p'")).rows).toEqual([{ n: 0 }]);
  });

  it("moves the content version once per statement on either table (cached pages follow within a minute)", async () => {
    const start = await version();
    await db.exec("update public.integrations set status = 'in-progress' where slug = 'smoobu'");
    expect(await version()).toBe(start + 1);
    await db.exec("update public.integration_translations set summary = summary || '.' where integration_slug = 'smoobu'");
    expect(await version()).toBe(start + 2);
    await db.exec("update public.integrations set status = 'planned' where slug = 'smoobu'");
  });
});
