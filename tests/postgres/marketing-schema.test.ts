import type { PGlite } from "@electric-sql/pglite";
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with the local backend
import { seedPostgres } from "../../scripts/seed-sql.mjs";
import { asRole, freshSupabaseDb, type SupabaseRole } from "./pglite";
import { auditRequestPayload } from "../../app/leads/payloads";

// supabase/migrations applied to PGlite with Supabase's roles and default grants: the
// pricing table's public reads, the audit requests' write function, and every refusal.

const permissionDenied = (kind: "table" | "function", name: string) => ({
  code: "42501",
  message: `permission denied for ${kind} ${name}`,
});
const apiRoles: SupabaseRole[] = ["anon", "authenticated"];

interface FeatureRow {
  feature_key: string;
  locale: string;
  feature_name: string;
  display_order: number;
}

let db: PGlite;

beforeAll(async () => {
  db = await freshSupabaseDb();
  const seed = JSON.parse(await readFile(new URL("../../seed/marketing-pricing_features.json", import.meta.url), "utf8"));
  await db.exec(seedPostgres([seed]));
});
afterAll(async () => {
  await db?.close();
});

const features = (role: SupabaseRole, locale: string) =>
  asRole(db, role, (tx) => tx.query<FeatureRow>("select * from public.get_pricing_features($1)", [locale]));

describe("pricing_features and get_pricing_features", () => {
  it("loads the demo rows: 15 features in English and Portuguese", async () => {
    const { rows } = await db.query<{ locale: string; n: number }>(
      "select locale, count(*)::int as n from public.pricing_features group by locale order by locale",
    );
    expect(rows).toEqual([
      { locale: "en", n: 15 },
      { locale: "pt", n: 15 },
    ]);
  });

  it.each(apiRoles)("%s reads a language's rows in display order", async (role) => {
    const { rows } = await features(role, "pt");
    expect(rows).toHaveLength(15);
    expect(rows.every((row) => row.locale === "pt")).toBe(true);
    expect(rows.map((row) => row.display_order)).toEqual([...rows.map((row) => row.display_order)].sort((a, b) => a - b));
    expect(rows[0]).toMatchObject({ feature_key: "properties", feature_name: "Propriedades" });
  });

  it("falls back to the English row of a feature without a published Portuguese row", async () => {
    await db.exec(`
      insert into public.pricing_features (feature_key, locale, feature_name, category, display_order)
        values ('sms', 'en', 'SMS reminders', 'Support', 1000);
      insert into public.pricing_features (feature_key, locale, feature_name, category, display_order, is_published)
        values ('sms', 'pt', 'Lembretes por SMS', 'Suporte', 1000, false);
    `);
    const { rows } = await features("anon", "pt");
    expect(rows.at(-1)).toMatchObject({ feature_key: "sms", locale: "en", feature_name: "SMS reminders" });
    await db.exec("delete from public.pricing_features where feature_key = 'sms'");
  });

  it.each(apiRoles)("%s never sees unpublished rows, through the table or the function", async (role) => {
    await db.exec(`insert into public.pricing_features (feature_key, locale, feature_name, category, display_order, is_published)
                   values ('secret', 'en', 'Unreleased', 'Soon', 5, false)`);
    try {
      const direct = await asRole(db, role, (tx) => tx.query("select * from public.pricing_features where feature_key = 'secret'"));
      expect(direct.rows).toEqual([]);
      const viaFunction = await features(role, "en");
      expect(viaFunction.rows.map((row) => row.feature_key)).not.toContain("secret");
    } finally {
      await db.exec("delete from public.pricing_features where feature_key = 'secret'");
    }
  });

  it.each(apiRoles)("%s cannot add, change or delete rows", async (role) => {
    await expect(
      asRole(db, role, (tx) =>
        tx.query("insert into public.pricing_features (feature_key, locale, feature_name, category) values ('x', 'en', 'X', 'C')"),
      ),
    ).rejects.toMatchObject(permissionDenied("table", "pricing_features"));
    await expect(asRole(db, role, (tx) => tx.query("update public.pricing_features set feature_name = 'Free!'"))).rejects.toMatchObject(
      permissionDenied("table", "pricing_features"),
    );
    await expect(asRole(db, role, (tx) => tx.query("delete from public.pricing_features"))).rejects.toMatchObject(
      permissionDenied("table", "pricing_features"),
    );
  });

  it("has row-level security on, with the function's search path pinned", async () => {
    const { rows } = await db.query<{ relrowsecurity: boolean }>(
      "select relrowsecurity from pg_class where relname in ('pricing_features', 'audit_requests')",
    );
    expect(rows).toEqual([{ relrowsecurity: true }, { relrowsecurity: true }]);
    const config = await db.query<{ proname: string; proconfig: string[]; prosecdef: boolean }>(
      "select proname, proconfig, prosecdef from pg_proc where proname in ('get_pricing_features', 'submit_audit_request') order by proname",
    );
    expect(config.rows).toEqual([
      { proname: "get_pricing_features", proconfig: ['search_path=""'], prosecdef: false },
      { proname: "submit_audit_request", proconfig: ['search_path=""'], prosecdef: true },
    ]);
  });
});

describe("audit_requests and submit_audit_request", () => {
  // The payload the site builds (app/leads/payloads.ts, decision 0058) from the request's fields.
  const submitSql = "select public.submit_audit_request($1) as id";
  const request = (propertyUrl: string, name: string, email: string, locale: "en" | "pt") => [JSON.stringify(auditRequestPayload({ propertyUrl, name, email, locale }))];

  it("stores a request through the function as service_role, normalised", async () => {
    const before = Date.now();
    const result = await asRole(db, "service_role", (tx) =>
      tx.query<{ id: string }>(submitSql, request(" https://www.airbnb.com/rooms/1 ", "  Ana Souza ", " Ana@Example.COM ", "pt")),
    );
    const id = result.rows[0]!.id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const { rows } = await db.query<Record<string, unknown>>("select * from public.audit_requests where id = $1", [id]);
    expect(rows[0]).toMatchObject({
      property_url: "https://www.airbnb.com/rooms/1",
      name: "Ana Souza",
      email: "ana@example.com",
      locale: "pt",
      status: "new",
    });
    expect((rows[0]!.created_at as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("refuses an address that is not http(s), and an empty name", async () => {
    await expect(
      asRole(db, "service_role", (tx) => tx.query(submitSql, request("javascript:alert(1)", "X", "x@example.com", "en"))),
    ).rejects.toMatchObject({ code: "23514" });
    await expect(
      asRole(db, "service_role", (tx) => tx.query(submitSql, request("https://a.com/", "  ", "x@example.com", "en"))),
    ).rejects.toMatchObject({ code: "23514" });
  });

  it.each(apiRoles)("%s cannot call the function, nor read, write or delete requests", async (role) => {
    await expect(
      asRole(db, role, (tx) => tx.query(submitSql, request("https://a.com/", "Eve", "eve@example.com", "en"))),
    ).rejects.toMatchObject(permissionDenied("function", "submit_audit_request"));
    await expect(asRole(db, role, (tx) => tx.query("select * from public.audit_requests"))).rejects.toMatchObject(
      permissionDenied("table", "audit_requests"),
    );
    await expect(
      asRole(db, role, (tx) =>
        tx.query("insert into public.audit_requests (property_url, name, email) values ('https://a.com/', 'Eve', 'eve@example.com')"),
      ),
    ).rejects.toMatchObject(permissionDenied("table", "audit_requests"));
    await expect(asRole(db, role, (tx) => tx.query("delete from public.audit_requests"))).rejects.toMatchObject(
      permissionDenied("table", "audit_requests"),
    );
  });
});
