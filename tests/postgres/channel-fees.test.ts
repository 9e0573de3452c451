import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoles, asRole, failure, freshSupabaseDb, permissionDenied } from "./pglite";

// supabase/migrations/20261128000200_channel_fees.sql on PGlite with Supabase's roles: the
// planner's fee table (decision 0401) seeded with its facts, readable by anyone, written by
// the operator only, checked, and bumping the content version so the page follows an edit.

let db: PGlite;
beforeAll(async () => {
  db = await freshSupabaseDb();
});
afterAll(async () => {
  await db?.close();
});

interface FeeRow {
  channel: string;
  market: string;
  fee_percent: string;
  effective_from: string | null;
  source_url: string | null;
  checked_on: string;
}
const select = "select channel, market, fee_percent::text, effective_from::text, source_url, checked_on::text from public.channel_fees order by channel, market, effective_from nulls first";
const version = async () => Number((await db.query<{ version: string }>("select version from public.content_version where id = 1")).rows[0]?.version);

describe("channel_fees", () => {
  it("is seeded with each channel's fee, its history, its date and its source", async () => {
    const { rows } = await db.query<FeeRow>(select);
    expect(rows.map(({ channel, market, fee_percent, effective_from }) => [channel, market, fee_percent, effective_from])).toEqual([
      ["airbnb", "all", "3.00", null],
      ["airbnb", "all", "15.50", "2025-10-27"],
      ["airbnb", "br", "4.00", null],
      ["airbnb", "br", "16.00", "2025-10-27"],
      ["booking", "all", "15.00", null],
      ["direct", "all", "0.00", null],
      ["vrbo", "all", "8.00", null],
    ]);
    expect(rows.every((row) => row.checked_on === "2026-11-28")).toBe(true);
    expect(rows.filter((row) => row.channel !== "direct").every((row) => row.source_url?.startsWith("https://"))).toBe(true);
  });

  it("has row-level security on, with one policy: select for anon and authenticated", async () => {
    const { rows } = await db.query<{ relrowsecurity: boolean }>("select relrowsecurity from pg_class where oid = 'public.channel_fees'::regclass");
    expect(rows).toEqual([{ relrowsecurity: true }]);
    const policies = await db.query<{ cmd: string; roles: string }>("select cmd, roles::text from pg_policies where tablename = 'channel_fees'");
    expect(policies.rows).toEqual([{ cmd: "SELECT", roles: "{anon,authenticated}" }]);
  });

  it.each(apiRoles)("%s reads every row, as the page does with the publishable key, and writes none", async (role) => {
    const { rows } = await asRole(db, role, (tx) => tx.query<FeeRow>(select));
    expect(rows).toHaveLength(7);
    for (const statement of [
      "update public.channel_fees set fee_percent = 1",
      "delete from public.channel_fees",
      "insert into public.channel_fees (channel, fee_percent, checked_on) values ('vrbo', 1, '2026-11-28')",
    ]) {
      expect(await failure(asRole(db, role, (tx) => tx.query(statement)))).toMatchObject(permissionDenied("table", "channel_fees"));
    }
  });

  it("refuses a fee out of range, an unknown channel or market, a source that is not https, and a second row for the same day", async () => {
    for (const values of [
      "('vrbo', 'all', 51, '2027-01-01', null, '2026-11-28')",
      "('vrbo', 'all', -1, '2027-01-01', null, '2026-11-28')",
      "('expedia', 'all', 10, '2027-01-01', null, '2026-11-28')",
      "('vrbo', 'us', 10, '2027-01-01', null, '2026-11-28')",
      "('vrbo', 'all', 10, '2027-01-01', 'http://example.com', '2026-11-28')",
      "('vrbo', 'all', 10, null, null, '2026-11-28')",
      "('airbnb', 'br', 17, '2025-10-27', null, '2026-11-28')",
    ]) {
      const error = await failure(db.query(`insert into public.channel_fees (channel, market, fee_percent, effective_from, source_url, checked_on) values ${values}`));
      expect(["23514", "23505"], values).toContain(error.code);
    }
  });

  it("moves the content version on every edit, so the planner's cached page follows within a minute", async () => {
    const before = await version();
    await db.query("update public.channel_fees set fee_percent = 9, checked_on = '2026-12-01' where channel = 'vrbo'");
    expect(await version()).toBe(before + 1);
    await db.query("insert into public.channel_fees (channel, market, fee_percent, effective_from, source_url, checked_on) values ('vrbo', 'all', 10, '2027-01-01', 'https://help.vrbo.com/articles/How-is-the-booking-fee-calculated', '2026-12-01')");
    expect(await version()).toBe(before + 2);
    await db.query("delete from public.channel_fees where effective_from = '2027-01-01'");
    expect(await version()).toBe(before + 3);
  });
});
