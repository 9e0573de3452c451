import { readFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with the D1 loader
import { seedPostgres } from "../../scripts/seed-sql.mjs";
import { apiRoles, asRole, failure, freshSupabaseDb, permissionDenied } from "./pglite";

/**
 * The studio's catalog on Supabase (supabase/migrations/20261203000400_studio_catalog.sql,
 * decision 0506): each write and its audit entry in one function that only the secret key's
 * role may run; what each stores; every write moves the content version, so the edge follows.
 */
type Row = Record<string, unknown>;
const seedFiles = [
  "engagement-01-roadmap-items.json",
  "engagement-02-roadmap-item-translations.json",
  "engagement-06-downloadable-resources.json",
  "engagement-07-downloadable-resource-translations.json",
  "integrations-1-integrations.json",
  "integrations-2-integration-translations.json",
  "studio-1-staff.json",
];

let db: PGlite;
beforeAll(async () => {
  db = await freshSupabaseDb();
  const files = await Promise.all(seedFiles.map(async (name) => JSON.parse(await readFile(new URL(`../../seed/${name}`, import.meta.url), "utf8")) as unknown));
  await db.exec(seedPostgres(files) as string);
});
afterAll(async () => {
  await db?.close();
});

const service = <T = Row>(sql: string, params: unknown[] = []) => asRole(db, "service_role", async (tx) => (await tx.query<T>(sql, params)).rows);
const version = async () => Number((await db.query<{ version: string }>("select version from public.content_version where id = 1")).rows[0]?.version);
const lastAudit = async () => (await db.query<Row>("select actor_email, actor_role, action, kind, item_id, detail from public.studio_audit order by id desc limit 1")).rows[0];
const downloadId = "3b1f7a52-6c0e-4d2a-9f4b-1a2b3c4d5e03";

const calls = [
  "select public.studio_catalog_integrations(null)",
  `select public.studio_save_integration('smoobu', '{}'::jsonb, null, 'x', 'a@b.co', 'admin')`,
  `select public.studio_save_channel_fee(null, '{}'::jsonb, 'x', 'a@b.co', 'admin')`,
  "select public.studio_mark_channel_fees_checked('2026-01-01', 'a@b.co', 'admin')",
  "select public.studio_catalog_downloads(null)",
  `select public.studio_save_download_text('${downloadId}', 'x', null, null, null, 'x', 'a@b.co', 'admin')`,
  `select public.studio_replace_download_file('${downloadId}', 'downloads/x/y.pdf', 'z', 'x', 'a@b.co', 'admin')`,
];

describe("what the publishable key may do", () => {
  it("runs none of the catalog's functions", async () => {
    for (const role of apiRoles) {
      for (const sql of calls) {
        const name = /public\.(\w+)/.exec(sql)![1]!;
        expect(await failure(asRole(db, role, (tx) => tx.query(sql))), `${role} ${name}`).toMatchObject(permissionDenied("function", name));
      }
    }
  });
});

describe("integrations", () => {
  it("saves the row and its translation, or removes the translation, with the audit entry; the version moves", async () => {
    const before = await version();
    const row = { name: "Smoobu", kind: "channel-manager", status: "live", roadmap_item_id: null, display_order: 4, is_published: true, summary: "Live now.", syncs: ["Guests", "Stays"], connect_steps: [] };
    const pt = { summary: "Disponível agora.", syncs: ["Hóspedes"], connect_steps: ["Conecte."] };
    const [saved] = await service<{ ok: boolean }>("select public.studio_save_integration('smoobu', $1, $2, 'status planned → live', 'editor@example.com', 'editor') as ok", [JSON.stringify(row), JSON.stringify(pt)]);
    expect(saved!.ok).toBe(true);
    expect(await version()).toBeGreaterThan(before);
    const [read] = await service<{ r: Row }>("select public.studio_catalog_integrations('smoobu') as r");
    expect(read!.r).toMatchObject({ slug: "smoobu", status: "live", roadmap_item_id: null, syncs: ["Guests", "Stays"], connect_steps: [], pt_summary: "Disponível agora.", pt_syncs: ["Hóspedes"] });
    expect(await lastAudit()).toEqual({ actor_email: "editor@example.com", actor_role: "editor", action: "integration.update", kind: "catalog", item_id: "integration:smoobu", detail: "status planned → live" });

    await service("select public.studio_save_integration('smoobu', $1, null, 'Portuguese text removed', 'admin@example.com', 'admin')", [JSON.stringify(row)]);
    expect(await service("select * from public.integration_translations where integration_slug = 'smoobu'")).toEqual([]);
    const [missing] = await service<{ ok: boolean }>("select public.studio_save_integration('no-such', $1, null, 'x', 'admin@example.com', 'admin') as ok", [JSON.stringify(row)]);
    expect(missing!.ok).toBe(false);
    // A status the site does not know is refused by the table, and nothing of the call stays.
    const audits = (await db.query("select id from public.studio_audit")).rows.length;
    expect(await failure(service("select public.studio_save_integration('smoobu', $1, null, 'x', 'admin@example.com', 'admin')", [JSON.stringify({ ...row, status: "shipped" })]))).toMatchObject({ code: "23514" });
    expect((await db.query("select id from public.studio_audit")).rows.length).toBe(audits);
  });
});

describe("channel fees", () => {
  const fee = { channel: "vrbo", market: "br", fee_percent: "9.5", effective_from: "2027-01-01", source_url: "https://help.vrbo.com/x", checked_on: "2026-12-01", note_en: "En", note_pt: "Pt" };

  it("adds a row, refuses a second with the same channel, market and date, changes one, marks every row checked", async () => {
    const before = await version();
    const [added] = await service<{ r: string }>("select public.studio_save_channel_fee(null, $1, 'vrbo/br', 'editor@example.com', 'editor') as r", [JSON.stringify(fee)]);
    expect(added!.r).toBe("saved");
    expect(await version()).toBeGreaterThan(before);
    const [row] = await service<{ id: number; fee_percent: string }>("select id, fee_percent::text from public.channel_fees where channel = 'vrbo' and market = 'br'");
    expect(row!.fee_percent).toBe("9.50");
    expect(await lastAudit()).toMatchObject({ action: "fee.add", item_id: `fee:${row!.id}` });
    const [taken] = await service<{ r: string }>("select public.studio_save_channel_fee(null, $1, 'x', 'editor@example.com', 'editor') as r", [JSON.stringify({ ...fee, fee_percent: "10" })]);
    expect(taken!.r).toBe("taken");
    const [changed] = await service<{ r: string }>("select public.studio_save_channel_fee($1, $2, 'vrbo/br 9.5 % → 10 %', 'admin@example.com', 'admin') as r", [row!.id, JSON.stringify({ ...fee, fee_percent: "10" })]);
    expect(changed!.r).toBe("saved");
    expect((await service<{ f: string }>("select fee_percent::text as f from public.channel_fees where id = $1", [row!.id]))[0]!.f).toBe("10.00");
    const [missing] = await service<{ r: string }>("select public.studio_save_channel_fee(999999, $1, 'x', 'admin@example.com', 'admin') as r", [JSON.stringify(fee)]);
    expect(missing!.r).toBe("missing");
    // The table's checks hold: a fee over 50 % or a link that is not https is refused.
    expect(await failure(service("select public.studio_save_channel_fee(null, $1, 'x', 'a@b.co', 'admin')", [JSON.stringify({ ...fee, effective_from: "2027-02-01", fee_percent: "51" })]))).toMatchObject({ code: "23514" });
    expect(await failure(service("select public.studio_save_channel_fee(null, $1, 'x', 'a@b.co', 'admin')", [JSON.stringify({ ...fee, effective_from: "2027-02-01", source_url: "http://x.example" })]))).toMatchObject({ code: "23514" });

    await service("select public.studio_mark_channel_fees_checked('2026-12-02', 'admin@example.com', 'admin')");
    expect(await service("select distinct checked_on::text as d from public.channel_fees")).toEqual([{ d: "2026-12-02" }]);
    expect(await lastAudit()).toMatchObject({ action: "fee.checked", detail: "every row checked on 2026-12-02" });
  });
});

describe("downloads", () => {
  it("lists each resource with its Portuguese text, saves both languages, removes the Portuguese ones", async () => {
    const [listed] = await service<{ r: Row }>("select public.studio_catalog_downloads($1) as r", [downloadId]);
    expect(listed!.r).toMatchObject({ slug: "seasonal-pricing-playbook", name: "Seasonal Pricing Playbook", file_url: "downloads/seasonal-pricing-playbook.pdf", pt_name: expect.any(String) });
    const before = await version();
    await service(`select public.studio_save_download_text($1, 'Playbook', 'New.', 'Guia novo', null, 'English title; Portuguese title', 'editor@example.com', 'editor')`, [downloadId]);
    expect(await version()).toBeGreaterThan(before);
    expect(await service("select name, description, category from public.downloadable_resource_translations where resource_id = $1 and locale = 'pt'", [downloadId])).toEqual([{ name: "Guia novo", description: null, category: expect.any(String) }]);
    expect(await lastAudit()).toMatchObject({ action: "download.update", item_id: "download:seasonal-pricing-playbook" });
    await service(`select public.studio_save_download_text($1, 'Playbook', 'New.', null, null, 'Portuguese text removed', 'editor@example.com', 'editor')`, [downloadId]);
    expect(await service("select * from public.downloadable_resource_translations where resource_id = $1 and locale = 'pt'", [downloadId])).toEqual([]);
  });

  it("points the row at the new file only if it still names the old one, and says when the old object may go", async () => {
    const path = "downloads/mq1-abcdef12/seasonal-pricing-playbook.pdf";
    const [first] = await service<{ r: Row }>("select public.studio_replace_download_file($1, $2, 'downloads/seasonal-pricing-playbook.pdf', 'file a → b', 'editor@example.com', 'editor') as r", [downloadId, path]);
    expect(first!.r).toEqual({ replaced: true, removable: true });
    expect(await lastAudit()).toMatchObject({ action: "download.file", item_id: "download:seasonal-pricing-playbook", detail: "file a → b" });
    // A second replacement based on the old file lost the race: nothing changes, nothing is logged.
    const audits = (await db.query("select id from public.studio_audit")).rows.length;
    const [late] = await service<{ r: Row }>("select public.studio_replace_download_file($1, 'downloads/mq2-abcdef12/seasonal-pricing-playbook.pdf', 'downloads/seasonal-pricing-playbook.pdf', 'x', 'editor@example.com', 'editor') as r", [downloadId]);
    expect(late!.r).toEqual({ replaced: false, removable: false });
    expect((await db.query("select id from public.studio_audit")).rows.length).toBe(audits);
    // An address elsewhere is never removed; a path outside downloads/ is refused.
    await db.query("update public.downloadable_resources set file_url = 'https://cdn.example.com/guide.pdf' where id = $1", [downloadId]);
    const [external] = await service<{ r: Row }>("select public.studio_replace_download_file($1, $2, 'https://cdn.example.com/guide.pdf', 'x', 'editor@example.com', 'editor') as r", [downloadId, path]);
    expect(external!.r).toEqual({ replaced: true, removable: false });
    expect(await failure(service("select public.studio_replace_download_file($1, '../resumes/x.pdf', $2, 'x', 'editor@example.com', 'editor')", [downloadId, path]))).toMatchObject({ message: expect.stringContaining("not a download path") });
  });
});
