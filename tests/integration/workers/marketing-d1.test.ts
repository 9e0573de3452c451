import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";

/** The marketing port's contract on D1, in workerd against a real local D1 (migrations/0002_marketing.sql). */
const clock = new Date("2026-11-22T10:00:00.000Z");
const backend = () => createD1Backend({ db: env.DB, files: env.FILES, now: () => clock });

interface FeatureRow {
  id: string;
  feature_key: string;
  locale: "en" | "pt";
  feature_name: string;
  category: string;
  display_order: number;
  is_published?: number;
  starter_included?: number;
  professional_included?: number;
  enterprise_included?: number;
  starter_value?: string | null;
}

async function insertFeature(row: FeatureRow) {
  await env.DB.prepare(
    `INSERT INTO pricing_features (id, feature_key, locale, feature_name, feature_description, starter_included,
       professional_included, enterprise_included, starter_value, category, display_order, is_published)
     VALUES (?1, ?2, ?3, ?4, NULL, ?5, ?6, ?7, ?8, ?9, ?10, ?11)`,
  )
    .bind(
      row.id,
      row.feature_key,
      row.locale,
      row.feature_name,
      row.starter_included ?? 0,
      row.professional_included ?? 1,
      row.enterprise_included ?? 1,
      row.starter_value ?? null,
      row.category,
      row.display_order,
      row.is_published ?? 1,
    )
    .run();
}

beforeEach(async () => {
  await env.DB.exec("DELETE FROM pricing_features; DELETE FROM audit_requests;");
});

describe("listPricingFeatures", () => {
  it("returns the published rows of a language in display order, typed", async () => {
    await insertFeature({ id: "b", feature_key: "emails", locale: "en", feature_name: "Emails", category: "Email", display_order: 20, starter_value: "1,000" });
    await insertFeature({ id: "a", feature_key: "properties", locale: "en", feature_name: "Properties", category: "Basics", display_order: 10 });
    await insertFeature({ id: "c", feature_key: "hidden", locale: "en", feature_name: "Hidden", category: "Basics", display_order: 5, is_published: 0 });

    const rows = await backend().listPricingFeatures("en");
    expect(rows.map((row) => row.featureName)).toEqual(["Properties", "Emails"]);
    expect(rows[1]).toEqual({
      id: "b",
      featureKey: "emails",
      locale: "en",
      featureName: "Emails",
      featureDescription: null,
      starterIncluded: false,
      professionalIncluded: true,
      enterpriseIncluded: true,
      starterValue: "1,000",
      professionalValue: null,
      enterpriseValue: null,
      category: "Email",
      displayOrder: 20,
    });
  });

  it("shows Portuguese rows on /pt and the English row where no Portuguese one exists", async () => {
    await insertFeature({ id: "en-1", feature_key: "properties", locale: "en", feature_name: "Properties", category: "Basics", display_order: 10 });
    await insertFeature({ id: "pt-1", feature_key: "properties", locale: "pt", feature_name: "Propriedades", category: "Básico", display_order: 10 });
    await insertFeature({ id: "en-2", feature_key: "support", locale: "en", feature_name: "Support", category: "Support", display_order: 20 });
    await insertFeature({ id: "en-3", feature_key: "sms", locale: "en", feature_name: "SMS", category: "Support", display_order: 30 });
    await insertFeature({ id: "pt-3", feature_key: "sms", locale: "pt", feature_name: "SMS (rascunho)", category: "Suporte", display_order: 30, is_published: 0 });

    const pt = await backend().listPricingFeatures("pt");
    expect(pt.map((row) => [row.featureName, row.locale])).toEqual([
      ["Propriedades", "pt"],
      ["Support", "en"],
      ["SMS", "en"],
    ]);
    const en = await backend().listPricingFeatures("en");
    expect(en.map((row) => row.featureName)).toEqual(["Properties", "Support", "SMS"]);
  });

  it("returns an empty list for an empty table", async () => {
    expect(await backend().listPricingFeatures("en")).toEqual([]);
  });

  it("refuses two rows of one feature in one language", async () => {
    await insertFeature({ id: "x", feature_key: "k", locale: "en", feature_name: "K", category: "C", display_order: 1 });
    await expect(insertFeature({ id: "y", feature_key: "k", locale: "en", feature_name: "K2", category: "C", display_order: 2 })).rejects.toThrow(
      /UNIQUE/,
    );
  });
});

describe("submitAuditRequest", () => {
  it("stores the request as new, with its language and time", async () => {
    const { id } = await backend().submitAuditRequest({
      propertyUrl: "https://www.airbnb.com/rooms/12345678",
      name: "Ana Souza",
      email: "ana@example.com",
      locale: "pt",
    });
    const row = await env.DB.prepare("SELECT * FROM audit_requests WHERE id = ?1").bind(id).first();
    expect(row).toEqual({
      id,
      property_url: "https://www.airbnb.com/rooms/12345678",
      name: "Ana Souza",
      email: "ana@example.com",
      locale: "pt",
      status: "new",
      created_at: "2026-11-22T10:00:00.000Z",
      page: null,
      source: null,
    });
  });

  it("stores where the request was sent from, as its event carries it (decision 0050)", async () => {
    const from = {
      page: { path: "/pt/features/direct-booking-links", lang: "pt" as const },
      source: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "junho", utm_term: null, utm_content: null, click_id: "fbclid", referrer_host: null, heard_about: null, heard_about_other: null },
    };
    const { id } = await backend().submitAuditRequest({ propertyUrl: "https://casa.example/", name: "Ana", email: "ana+from@example.com", locale: "pt", from });
    const row = await env.DB.prepare("SELECT page, source FROM audit_requests WHERE id = ?1").bind(id).first<{ page: string; source: string }>();
    expect({ page: JSON.parse(row!.page), source: JSON.parse(row!.source) }).toEqual(from);
    const event = await env.DB.prepare("SELECT data FROM lead_events WHERE json_extract(data, '$.id') = ?1").bind(id).first<{ data: string }>();
    expect(JSON.parse(event!.data)).toMatchObject(from);
  });

  it("keeps every request, even the same one twice", async () => {
    const input = { propertyUrl: "https://casa-azul.pt/", name: "Rui", email: "rui@example.com", locale: "en" } as const;
    const first = await backend().submitAuditRequest(input);
    const second = await backend().submitAuditRequest(input);
    expect(first.id).not.toBe(second.id);
    const { results } = await env.DB.prepare("SELECT id FROM audit_requests").all();
    expect(results).toHaveLength(2);
  });

  it("refuses what the schema does not allow, with a BackendError", async () => {
    await expect(
      backend().submitAuditRequest({ propertyUrl: "javascript:alert(1)", name: "X", email: "x@example.com", locale: "en" }),
    ).rejects.toMatchObject({ name: "BackendError" });
    // An address with no at-sign: the builder lower-cases and trims (app/leads/payloads.ts), it does not invent one.
    await expect(
      backend().submitAuditRequest({ propertyUrl: "https://a.com/", name: "X", email: "x.example.com", locale: "en" }),
    ).rejects.toMatchObject({ name: "BackendError" });
  });
});
