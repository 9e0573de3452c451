import { describe, expect, it } from "vitest";
import {
  calculatorSearch,
  commissionFigures,
  formatAmount,
  parseLocaleNumber,
  readCalculator,
  type CalculatorField,
} from "~/features/marketing/calculator/commission";

const read = (query: string, lang: "en" | "pt" = "en") => {
  const params = new URLSearchParams(query);
  return readCalculator((name: CalculatorField) => params.get(name), lang);
};

describe("the commission calculation", () => {
  it("is nightly rate × nights × OTA share × commission, and savings are paid × shift", () => {
    expect(commissionFigures({ nightly_rate: 150, nights: 200, ota_share: 80, commission: 15, shift: 20 })).toEqual({
      paid: 3600,
      saved: 720,
    });
    expect(read("nightly_rate=150&nights=200&ota_share=80").figures).toEqual({ paid: 3600, saved: 720 });
  });

  it("uses 15 % commission and a 20 % shift when the form leaves them out, and the visitor's values when given", () => {
    const defaults = read("nightly_rate=100&nights=100&ota_share=100");
    expect(defaults.raw).toMatchObject({ commission: "15", shift: "20" });
    expect(defaults.figures).toEqual({ paid: 1500, saved: 300 });
    expect(read("nightly_rate=100&nights=100&ota_share=100&commission=18&shift=50").figures).toEqual({ paid: 1800, saved: 900 });
  });

  it("accepts the bounds themselves: 0 % OTA share pays nothing, 366 nights is a leap year", () => {
    expect(read("nightly_rate=1&nights=366&ota_share=0&commission=50&shift=100").figures).toEqual({ paid: 0, saved: 0 });
    expect(read("nightly_rate=100000&nights=366&ota_share=100&commission=50&shift=100").figures?.paid).toBe(18_300_000);
  });

  it("asks for nothing on a first visit", () => {
    const first = read("");
    expect(first).toMatchObject({ pristine: true, errors: {}, figures: null });
    expect(first.raw).toEqual({ nightly_rate: "", nights: "", ota_share: "", commission: "15", shift: "20" });
  });
});

describe("nonsense and out-of-range input", () => {
  it.each([
    ["nightly_rate=abc&nights=200&ota_share=80", "nightly_rate", "notNumber"],
    ["nightly_rate=NaN&nights=200&ota_share=80", "nightly_rate", "notNumber"],
    ["nightly_rate=Infinity&nights=200&ota_share=80", "nightly_rate", "notNumber"],
    ["nightly_rate=1e5&nights=200&ota_share=80", "nightly_rate", "notNumber"],
    ["nightly_rate=-150&nights=200&ota_share=80", "nightly_rate", "notNumber"],
    ["nightly_rate=0x10&nights=200&ota_share=80", "nightly_rate", "notNumber"],
    ["nightly_rate=150.&nights=200&ota_share=80", "nightly_rate", "notNumber"],
    ["nightly_rate=1,2,3&nights=200&ota_share=80", "nightly_rate", "notNumber"],
    ["nightly_rate=0&nights=200&ota_share=80", "nightly_rate", "outOfRange"],
    ["nightly_rate=100001&nights=200&ota_share=80", "nightly_rate", "outOfRange"],
    ["nightly_rate=150&nights=367&ota_share=80", "nights", "outOfRange"],
    ["nightly_rate=150&nights=0&ota_share=80", "nights", "outOfRange"],
    ["nightly_rate=150&nights=200.5&ota_share=80", "nights", "notWhole"],
    ["nightly_rate=150&nights=200&ota_share=101", "ota_share", "outOfRange"],
    ["nightly_rate=150&nights=200&ota_share=80&commission=51", "commission", "outOfRange"],
    ["nightly_rate=150&nights=200&ota_share=80&shift=100.5", "shift", "outOfRange"],
    ["nightly_rate=150&nights=200&ota_share=", "ota_share", "required"],
    ["nightly_rate=150&nights=200&ota_share=80&commission=", "commission", "required"],
  ])("%s: %s is %s, and no figure is shown", (query, field, error) => {
    const result = read(query);
    expect(result.errors).toEqual({ [field]: error });
    expect(result.figures).toBeNull();
    expect(result.pristine).toBe(false);
  });

  it("keeps what was typed (cut to 24 characters) so the field shows it again", () => {
    const result = read(`nightly_rate=${"9".repeat(40)}&nights=abc&ota_share=80`);
    expect(result.raw.nightly_rate).toBe("9".repeat(24));
    expect(result.raw.nights).toBe("abc");
    expect(result.errors).toEqual({ nightly_rate: "outOfRange", nights: "notNumber" });
  });
});

describe("numbers as each language writes them", () => {
  it.each([
    ["150", "en", 150],
    ["150.50", "en", 150.5],
    ["150,50", "en", 150.5],
    ["1,500", "en", 1500],
    ["1.500", "en", 1.5],
    ["1,234.50", "en", 1234.5],
    ["12 345", "en", 12345],
    ["150,50", "pt", 150.5],
    ["150.50", "pt", 150.5],
    ["1.500", "pt", 1500],
    ["1,500", "pt", 1.5],
    ["1.234,50", "pt", 1234.5],
    ["1.234.567", "pt", 1234567],
  ] as const)("%s in %s is %d", (text, lang, value) => {
    expect(parseLocaleNumber(text, lang)).toBe(value);
  });

  it.each(["", " ", "1.2.3,4,5", "12,34,567", "1,,5", ".5", "+5", "5%", "١٢٣"])("%j is not a number", (text) => {
    expect(parseLocaleNumber(text, "en")).toBeNull();
  });

  it("groups figures the way the visitor's language writes them, in whole units", () => {
    expect(formatAmount(1234567.4, "en")).toBe("1,234,567");
    expect(formatAmount(1234567.6, "pt")).toBe("1.234.568");
    expect(formatAmount(3600, "pt")).toBe("3.600");
    expect(read("nightly_rate=1.234,50&nights=365&ota_share=100", "pt").figures?.paid).toBeCloseTo(67588.875);
  });

  it("writes every field into the shareable query string, defaults included", () => {
    expect(calculatorSearch(read("nightly_rate=150,5&nights=200&ota_share=80").raw)).toBe(
      "?nightly_rate=150%2C5&nights=200&ota_share=80&commission=15&shift=20",
    );
  });
});
