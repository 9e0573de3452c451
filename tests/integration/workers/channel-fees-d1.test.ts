import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";

/** The fee table's contract on D1 (migrations/0024_channel_fees.sql, decision 0401), in workerd against a real local D1. */
const backend = () => createD1Backend({ db: env.DB, files: env.FILES });
const version = async () => (await env.DB.prepare("SELECT version FROM content_version WHERE id = 1").first<{ version: number }>())!.version;

describe("listChannelFees on D1", () => {
  it("gives the seeded rows with exact basis points, dates and sources", async () => {
    const rows = await backend().listChannelFees();
    const key = (row: { channel: string; market: string; effectiveFrom: string | null }) => `${row.channel}/${row.market}/${row.effectiveFrom ?? "-"}`;
    expect(Object.fromEntries(rows.map((row) => [key(row), row.feeBasisPoints]))).toEqual({
      "airbnb/all/-": 300,
      "airbnb/all/2025-10-27": 1550,
      "airbnb/br/-": 400,
      "airbnb/br/2025-10-27": 1600,
      "booking/all/-": 1500,
      "vrbo/all/-": 800,
      "direct/all/-": 0,
    });
    expect(rows.find((row) => row.channel === "vrbo")).toMatchObject({ sourceUrl: "https://help.vrbo.com/articles/How-is-the-booking-fee-calculated", checkedOn: "2026-11-28" });
  });

  it("refuses a fee with more than two decimals or out of range, and takes two decimals exactly", async () => {
    const insert = (fee: number, day: string) =>
      env.DB.prepare("INSERT INTO channel_fees (channel, market, fee_percent, effective_from, checked_on) VALUES ('vrbo', 'all', ?1, ?2, '2026-11-28')").bind(fee, day).run();
    await expect(insert(8.155, "2030-01-01")).rejects.toThrow(/CHECK/);
    await expect(insert(51, "2030-01-02")).rejects.toThrow(/CHECK/);
    await expect(insert(8.15, "2030-01-03").then(() => insert(8.2, "2030-01-03"))).rejects.toThrow(/UNIQUE/);
    const before = await version();
    await env.DB.prepare("UPDATE channel_fees SET fee_percent = 8.55 WHERE effective_from = '2030-01-03'").run();
    expect(await version()).toBe(before + 1);
    expect((await backend().listChannelFees()).find((row) => row.effectiveFrom === "2030-01-03")?.feeBasisPoints).toBe(855);
    await env.DB.prepare("DELETE FROM channel_fees WHERE effective_from LIKE '2030-%'").run();
  });
});
