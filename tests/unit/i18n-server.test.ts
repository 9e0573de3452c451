import { createInstance, type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { supportedLanguages, type Lang } from "~/lib/i18n";
import { resources, type Namespace } from "~/locales";
import { renderI18n, translator } from "~/server/i18n.server";

// The per-isolate instances and their memoized `t` (decision 0020) must answer exactly what a
// fresh i18next instance per request answered before them.

function leafKeys(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** A translation key without its plural suffix, as pages ask for it. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");

/** What the render did before: one instance per request, the page's language, no fallback. */
async function freshT(lang: Lang, ns: Namespace): Promise<TFunction> {
  const instance = createInstance();
  await instance.init({
    lng: lang,
    fallbackLng: false,
    ns: [ns],
    defaultNS: "common",
    resources: { [lang]: { [ns]: resources[lang][ns] } },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(lang, ns);
}

const namespaces = Object.keys(resources.en) as Namespace[];

describe("renderI18n", () => {
  for (const lang of supportedLanguages) {
    it(`answers every ${lang} key as a fresh instance does, the second time too`, async () => {
      const i18n = renderI18n(lang);
      for (const ns of namespaces) {
        const expected = await freshT(lang, ns);
        const t = i18n.getFixedT(lang, ns);
        for (const key of new Set(leafKeys(resources[lang][ns]).map(baseKey))) {
          const options = { count: 3, days: 14, total: 99, percent: 20, name: "Ana", query: "wifi" };
          expect(t(key), `${lang}/${ns}:${key}`).toBe(expected(key));
          expect(t(key), `${lang}/${ns}:${key} (remembered)`).toBe(expected(key));
          expect(t(key, options), `${lang}/${ns}:${key} with options`).toBe(expected(key, options));
        }
      }
    });
  }

  it("keeps answers apart by count, by value and by namespace", () => {
    const roadmap = renderI18n("en").getFixedT("en", "roadmap");
    expect(roadmap("upvotes", { count: 1 })).toBe("1 upvote");
    expect(roadmap("upvotes", { count: 5 })).toBe(resources.en.roadmap.upvotes_other.replace("{{count}}", "5"));
    expect(roadmap("upvotes", { count: 1 })).toBe("1 upvote");
    const pricing = renderI18n("en").getFixedT("en", "pricing");
    expect(pricing("card.trialText", { days: 14 })).toContain("14");
    expect(pricing("card.trialText", { days: 30 })).toContain("30");
    expect(pricing("card.trialText", { days: "30" })).toContain("30");
    expect(renderI18n("pt").getFixedT("pt", "pricing")("card.perMonth")).toBe(resources.pt.pricing.card.perMonth);
    expect(pricing("card.perMonth")).toBe(resources.en.pricing.card.perMonth);
  });

  it("hands out one bound t per language and namespace, and one instance per language", () => {
    expect(renderI18n("pt")).toBe(renderI18n("pt"));
    expect(renderI18n("pt")).not.toBe(renderI18n("en"));
    const i18n = renderI18n("en");
    expect(i18n.getFixedT("en", "blog")).toBe(i18n.getFixedT("en", "blog"));
    expect(i18n.getFixedT("en", "blog")).not.toBe(i18n.getFixedT("en", "help"));
    expect(i18n.language).toBe("en");
    expect(renderI18n("pt").language).toBe("pt");
  });

  it("answers lists and groups (returnObjects) as a fresh instance does, each time a copy of its own", async () => {
    for (const lang of supportedLanguages) {
      for (const ns of namespaces) {
        const expected = await freshT(lang, ns);
        const t = renderI18n(lang).getFixedT(lang, ns);
        for (const [key, value] of Object.entries(resources[lang][ns])) {
          if (typeof value !== "object") continue;
          const first = t(key, { returnObjects: true }) as unknown;
          expect(first, `${lang}/${ns}:${key}`).toEqual(expected(key, { returnObjects: true }));
          const second = t(key, { returnObjects: true }) as Record<string, unknown>;
          expect(second).toEqual(first);
          expect(second).not.toBe(first);
          if (Array.isArray(second)) second.length = 0;
          else for (const name of Object.keys(second)) delete second[name];
          expect(t(key, { returnObjects: true }), `${lang}/${ns}:${key} after a page changed its copy`).toEqual(first);
        }
      }
    }
  });

  it("passes calls with objects among their options through to i18next", () => {
    const t = renderI18n("en").getFixedT("en", "pricing");
    expect(t("card.trialText", { days: 14, interpolation: { prefix: "[[", suffix: "]]" } })).toBe(
      resources.en.pricing.card.trialText,
    );
    expect(t("card.trialText", { days: 14 })).toContain("14");
  });
});

describe("translator", () => {
  it("answers loaders in the language asked for, whatever came before", async () => {
    const en = await translator("en", "pricing");
    const pt = await translator("pt", "pricing");
    expect(en("card.perMonth")).toBe(resources.en.pricing.card.perMonth);
    expect(pt("card.perMonth")).toBe(resources.pt.pricing.card.perMonth);
    expect((await translator("pt"))("a11y.skipToContent")).toBe(resources.pt.common.a11y.skipToContent);
  });
});
