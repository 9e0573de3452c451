import { describe, expect, it } from "vitest";
import type { ChannelFeeRow } from "~/backend/channel-fees";
import { toChannelFeeRow } from "~/backend/channel-fee-rows.server";
import { feeTableFor } from "~/features/marketing/planner/fee-table";
import { formatMoney, readPlanner, type PlannerField } from "~/features/marketing/planner/planner";
import { plannerView } from "~/features/marketing/planner/view";

// The channel-fee planner's arithmetic (issue 33 item 1, decision 0401). Every expected figure
// is worked out by hand in the comments, as a spreadsheet would, never by the code under test.

const row = (channel: ChannelFeeRow["channel"], market: ChannelFeeRow["market"], feeBasisPoints: number, effectiveFrom: string | null, checkedOn = "2026-11-28"): ChannelFeeRow => ({
  channel, market, feeBasisPoints, effectiveFrom, sourceUrl: "https://example.com/fees", checkedOn, noteEn: null, notePt: null,
});
// The seeded facts (migrations/0024_channel_fees.sql).
const rows = [
  row("airbnb", "all", 300, null), row("airbnb", "all", 1550, "2025-10-27"),
  row("airbnb", "br", 400, null), row("airbnb", "br", 1600, "2025-10-27"),
  row("booking", "all", 1500, null), row("vrbo", "all", 800, null), row("direct", "all", 0, null),
];
const today = "2026-11-28";

const plan = (query: string, lang: "en" | "pt", tableRows = rows) => {
  const params = new URLSearchParams(query);
  const market = params.get("market") === "all" ? "all" : params.get("market") === "br" ? "br" : lang === "pt" ? "br" : "all";
  const table = feeTableFor(tableRows, market, today);
  const result = readPlanner((name: PlannerField) => params.get(name), lang, table);
  return { result, view: plannerView(result, table, lang) };
};
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the issue's check: Airbnb 120 nights at 180, Booking.com 60 at 170, direct 20 at 160, in BRL, in Portuguese", () => {
  const { result, view } = plan("currency=BRL&airbnb_nights=120&airbnb_rate=180&booking_nights=60&booking_rate=170&direct_nights=20&direct_rate=160&repeat_share=20", "pt");

  it("takes Brazil's Airbnb fee (16 %, was 4 %) on a Portuguese page and gives the spreadsheet's figures in cents", () => {
    expect(result.market).toBe("br");
    const figures = result.figures!;
    // Airbnb: 120 × 180 = 21,600.00; 16 % = 3,456.00; kept 18,144.00
    // Booking.com: 60 × 170 = 10,200.00; 15 % = 1,530.00; kept 8,670.00
    // Direct: 20 × 160 = 3,200.00; 0 %; kept 3,200.00
    expect(figures.channels.map(({ channel, grossCents, feeCents, keptCents }) => [channel, grossCents, feeCents, keptCents])).toEqual([
      ["airbnb", 2_160_000n, 345_600n, 1_814_400n],
      ["booking", 1_020_000n, 153_000n, 867_000n],
      ["direct", 320_000n, 0n, 320_000n],
    ]);
    // Total: 35,000.00 paid by guests, 4,986.00 to the channels, 30,014.00 kept.
    expect([figures.grossCents, figures.feeCents, figures.keptCents]).toEqual([3_500_000n, 498_600n, 3_001_400n]);
    // Airbnb's change: a night at 180 paid 180 × 0.96 = 172.80; at 16 %: 172.80 / 0.84 = 205.714… → 205.71.
    expect(figures.breakEvens).toEqual([
      expect.objectContaining({ channel: "airbnb", previousBasisPoints: 400, currentBasisPoints: 1600, payoutCents: 17_280n, breakEvenCents: 20_571n }),
    ]);
    // 20 % of the channel nights: 24 Airbnb + 12 Booking.com = 36 nights; their fees: 20 % × (3,456 + 1,530) = 997.20 more kept: 31,011.20.
    expect(figures.repeat).toEqual({ shareBasisPoints: 2000, movedNights: 36, gainCents: 99_720n, keptCents: 3_101_120n });
  });

  it("writes them the Brazilian way in reais", () => {
    const figures = view.figures!;
    expect(figures.channels.map((line) => plain(line.kept))).toEqual(["R$ 18.144,00", "R$ 8.670,00", "R$ 3.200,00"]);
    expect([figures.gross, figures.taken, figures.kept].map(plain)).toEqual(["R$ 35.000,00", "R$ 4.986,00", "R$ 30.014,00"]);
    expect(plain(figures.breakEvens[0]!.breakEven)).toBe("R$ 205,71");
    expect(plain(figures.breakEvens[0]!.previous)).toBe("4 %");
    expect(plain(figures.repeat.gain)).toBe("R$ 997,20");
    expect(view.table.checkedOn).toBe("2026-11-28");
  });
});

describe("the planner's arithmetic", () => {
  it("uses the 15.5 % host-only fee elsewhere, and the rate that keeps a 3 % split-fee payout", () => {
    const { result, view } = plan("currency=USD&airbnb_nights=120&airbnb_rate=180", "en");
    // 21,600 × 15.5 % = 3,348.00; 180 × 0.97 = 174.60; 174.60 / 0.845 = 206.627… → 206.63
    expect(result.figures!.feeCents).toBe(334_800n);
    expect(result.figures!.breakEvens[0]).toMatchObject({ payoutCents: 17_460n, breakEvenCents: 20_663n });
    expect(view.figures!.breakEvens[0]!.breakEven).toBe("$206.63");
    expect(view.figures!.kept).toBe("$18,252.00");
  });

  it("lets the host say where they host, whatever the page's language", () => {
    expect(plan("market=all&airbnb_nights=1&airbnb_rate=100", "pt").result.figures!.feeCents).toBe(1550n);
    expect(plan("market=br&airbnb_nights=1&airbnb_rate=100", "en").result.figures!.feeCents).toBe(1600n);
  });

  it("rounds half a cent up, once, from the exact value (no float drift)", () => {
    // 1 night at 1.01 with a 50 % fee: 0.505 → 0.51; kept 1.01 − 0.51 = 0.50.
    const half = plan("other_nights=1&other_rate=1.01&other_fee=50", "en").result.figures!;
    expect([half.feeCents, half.keptCents]).toEqual([51n, 50n]);
    // 3 nights at 0.1 + 0.2 style amounts: 7 nights at 1.15 with 15 %: 8.05 × 0.15 = 1.2075 → 1.21.
    expect(plan("other_nights=7&other_rate=1.15&other_fee=15", "en").result.figures!.feeCents).toBe(121n);
    // The largest mix: 10,000 nights at 100,000.00 on every channel, exact to the cent.
    const big = plan("airbnb_nights=10000&airbnb_rate=100000&booking_nights=10000&booking_rate=100000&vrbo_nights=10000&vrbo_rate=100000&direct_nights=10000&direct_rate=100000&other_nights=10000&other_rate=100000&other_fee=50", "en").result.figures!;
    // 5 × 1,000,000,000.00 = 5,000,000,000.00; fees 15.5 + 15 + 8 + 0 + 50 = 88.5 % of 1e9 = 885,000,000.00
    expect(big.grossCents).toBe(500_000_000_000n);
    expect(big.feeCents).toBe(88_500_000_000n);
    expect(formatMoney(big.keptCents, "EUR", "en")).toBe("€4,115,000,000.00");
  });

  it("adds a channel the host names, with its own fee, and moves a share of it direct too", () => {
    // 45 nights at 200 with 12 %: 9,000 × 12 % = 1,080; 20 % moved = 9 nights, 216.00 kept more.
    const { result, view } = plan("other_nights=45&other_rate=200&other_fee=12", "en");
    expect(result.figures!.repeat).toMatchObject({ movedNights: 9, gainCents: 21_600n });
    expect(view.figures!.breakEvens).toEqual([]);
    // Vrbo: 44 nights: 20 % is 8.8 nights.
    expect(plan("vrbo_nights=44&vrbo_rate=100", "en").view.figures!.repeat.movedNights).toBe("8.8");
  });
});

describe("messages next to the fields, never NaN", () => {
  it("asks for nothing on a first visit, and for one channel once the form was sent", () => {
    expect(plan("", "en").result).toMatchObject({ pristine: true, errors: {}, figures: null });
    expect(plan("", "en").view.state).toBe("prompt");
    expect(plan("currency=USD&market=all&repeat_share=20", "en").result.errors).toEqual({ airbnb_nights: "noChannel" });
  });

  it("asks for the missing half of a channel, and for the fee of the other one", () => {
    expect(plan("airbnb_nights=10&other_rate=50&repeat_share=20", "en").result.errors).toEqual({
      airbnb_rate: "required", other_nights: "required", other_fee: "required",
    });
  });

  it("refuses nonsense and keeps what was typed (24 characters at most)", () => {
    const long = "9".repeat(10_000);
    const { result, view } = plan(`airbnb_nights=-5&airbnb_rate=NaN&booking_nights=1e309&booking_rate=Infinity&vrbo_nights=2.5&vrbo_rate=${long}&other_nights=3&other_rate=10&other_fee=150&repeat_share=101`, "en");
    expect(result.errors).toEqual({
      airbnb_nights: "notNumber", airbnb_rate: "notNumber", booking_nights: "notNumber", booking_rate: "notNumber",
      vrbo_nights: "notWhole", vrbo_rate: "outOfRange", other_fee: "outOfRange", repeat_share: "outOfRange",
    });
    expect(result.raw.airbnb_nights).toBe("-5");
    expect(result.raw.vrbo_rate).toBe("9".repeat(24));
    expect(view.state).toBe("errors");
    expect(view.figures).toBeNull();
    expect(JSON.stringify({ ...view, raw: null })).not.toMatch(/NaN|Infinity|undefined/);
  });

  it("reads numbers the way each language writes them", () => {
    expect(plan("airbnb_nights=1&airbnb_rate=1.250,50", "pt").result.figures!.channels[0]!.rateCents).toBe(125_050n);
    expect(plan("airbnb_nights=1&airbnb_rate=1,250.50", "en").result.figures!.channels[0]!.rateCents).toBe(125_050n);
  });

  it("keeps an unknown currency from reaching the figures: the language's own is used", () => {
    expect(plan("currency=XYZ&direct_nights=1&direct_rate=10", "en").view.figures!.kept).toBe("$10.00");
    expect(plain(plan("currency=EUR&direct_nights=1&direct_rate=10", "pt").view.figures!.kept)).toBe("€ 10,00");
  });

  it("says so next to a channel the fee table has no row for", () => {
    const withoutVrbo = rows.filter((r) => r.channel !== "vrbo");
    expect(plan("vrbo_nights=1&vrbo_rate=10", "en", withoutVrbo).result.errors).toEqual({ vrbo_nights: "noFee" });
  });
});

describe("the fee table", () => {
  it("takes a market's own rows over the channel's general ones, and keeps the one before as history", () => {
    const table = feeTableFor(rows, "br", today);
    expect(table.fees.airbnb).toMatchObject({ current: { feeBasisPoints: 1600 }, previous: { feeBasisPoints: 400 } });
    expect(table.fees.booking).toMatchObject({ current: { feeBasisPoints: 1500 }, previous: null });
  });

  it("puts a dated change in force on its day, not before, and says when it was last checked", () => {
    const later = [...rows, row("booking", "all", 1700, "2027-01-01", "2026-12-01")];
    expect(feeTableFor(later, "all", "2026-12-31").fees.booking?.current.feeBasisPoints).toBe(1500);
    const inForce = feeTableFor(later, "all", "2027-01-01");
    expect(inForce.fees.booking).toMatchObject({ current: { feeBasisPoints: 1700 }, previous: { feeBasisPoints: 1500 } });
    expect(inForce.checkedOn).toBe("2026-12-01");
  });

  it("reads either backend's row exactly: REAL 15.5 from D1, numeric \"15.50\" from PostgREST", () => {
    const base = { channel: "airbnb", market: "all", effective_from: "2025-10-27", source_url: null, checked_on: "2026-11-28", note_en: null, note_pt: null };
    expect(toChannelFeeRow({ ...base, fee_percent: 15.5 }).feeBasisPoints).toBe(1550);
    expect(toChannelFeeRow({ ...base, fee_percent: "15.50" }).feeBasisPoints).toBe(1550);
    expect(toChannelFeeRow({ ...base, fee_percent: 8.15 }).feeBasisPoints).toBe(815);
    expect(() => toChannelFeeRow({ ...base, channel: "expedia", fee_percent: 15 })).toThrow(/cannot read/);
  });
});

describe("listChannelFees on Supabase", () => {
  it("reads the table with the publishable key only, and gives the fee in exact basis points", async () => {
    const { backendWith, fakeFetch, json, publishableKey, secretKey, url } = await import("../fixtures/supabase/fake-fetch");
    const { fetch, requests } = fakeFetch(
      json([{ channel: "airbnb", market: "br", fee_percent: 16.0, effective_from: "2025-10-27", source_url: "https://www.airbnb.com/help/article/1857", checked_on: "2026-11-28", note_en: "en", note_pt: "pt" }]),
    );
    const rows = await backendWith(fetch).listChannelFees();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe("GET");
    expect(requests[0]!.url.href).toBe(`${url}/rest/v1/channel_fees?select=channel%2Cmarket%2Cfee_percent%2Ceffective_from%2Csource_url%2Cchecked_on%2Cnote_en%2Cnote_pt`);
    expect(requests[0]!.headers.get("apikey")).toBe(publishableKey);
    for (const [name, value] of requests[0]!.headers) expect(value, name).not.toContain(secretKey);
    expect(rows).toEqual([
      { channel: "airbnb", market: "br", feeBasisPoints: 1600, effectiveFrom: "2025-10-27", sourceUrl: "https://www.airbnb.com/help/article/1857", checkedOn: "2026-11-28", noteEn: "en", notePt: "pt" },
    ]);
  });
});
