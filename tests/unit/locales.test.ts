import { describe, expect, it } from "vitest";
import { resources } from "~/locales";

function leafKeys(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function leafValues(value: unknown): unknown[] {
  if (value === null || typeof value !== "object") return [value];
  return Object.values(value as Record<string, unknown>).flatMap(leafValues);
}

describe("translation resources", () => {
  it("have the same namespaces in English and Portuguese", () => {
    expect(Object.keys(resources.pt).sort()).toEqual(Object.keys(resources.en).sort());
  });

  for (const ns of Object.keys(resources.en) as Array<keyof typeof resources.en>) {
    it(`"${ns}" has the same keys in both languages`, () => {
      const en = leafKeys(resources.en[ns]).sort();
      const pt = leafKeys(resources.pt[ns]).sort();
      expect(pt.filter((k) => !en.includes(k)), "keys only in pt").toEqual([]);
      expect(en.filter((k) => !pt.includes(k)), "keys only in en").toEqual([]);
    });

    it(`"${ns}" has no empty strings`, () => {
      for (const lang of ["en", "pt"] as const) {
        for (const value of leafValues(resources[lang][ns])) {
          expect(typeof value === "string" && value.trim().length > 0, `${lang}/${ns}: ${String(value)}`).toBe(true);
        }
      }
    });

    it(`"${ns}" uses the same interpolation variables in both languages`, () => {
      const vars = (s: unknown) => [...String(s).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
      const enKeys = leafKeys(resources.en[ns]);
      for (const key of enKeys) {
        const get = (lang: "en" | "pt") =>
          key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources[lang][ns]);
        expect(vars(get("pt")), key).toEqual(vars(get("en")));
      }
    });
  }
});
