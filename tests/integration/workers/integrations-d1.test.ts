import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createD1Backend } from "~/backend/d1/index.server";

/**
 * migrations/0025_integrations.sql and the D1 adapter's reads (issue 33 item 2, decision 0451):
 * published rows in display order, each in the reader's language where a translation exists,
 * English (and said so) where none does; drafts nowhere; the roadmap item's integrations; the
 * checks; and the content version.
 */
const backend = () => createD1Backend({ db: env.DB, files: env.FILES });
const version = async () => Number(await backend().readContentVersion());

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare("INSERT INTO roadmap_items (id, title, status, created_at) VALUES (7001, 'Connectors', 'Backlog', '2026-11-01T00:00:00Z'), (7002, 'Other', 'Backlog', '2026-11-01T00:00:00Z')"),
    env.DB.prepare(
      `INSERT INTO integrations (slug, name, kind, status, summary, syncs, connect_steps, roadmap_item_id, display_order, is_published) VALUES
        ('beta-pms', 'Beta PMS', 'pms', 'in-progress', 'Being built.', '["Guests","Stays"]', '["Import a CSV."]', 7001, 2, 1),
        ('alpha-cm', 'Alpha CM', 'channel-manager', 'live', 'Live now.', '["Guests"]', '["Sign in."]', NULL, 1, 1),
        ('gamma-cm', 'Gamma CM', 'channel-manager', 'planned', 'Planned.', '[]', '[]', 7001, 2, 1),
        ('draft-cm', 'Draft CM', 'channel-manager', 'planned', 'Draft.', '[]', '[]', 7001, 0, 0)`,
    ),
    env.DB.prepare(
      `INSERT INTO integration_translations (integration_slug, locale, summary, syncs, connect_steps) VALUES
        ('beta-pms', 'pt', 'Em construção.', '["Hóspedes","Estadias"]', '["Importe um CSV."]'),
        ('draft-cm', 'pt', 'Rascunho.', '[]', '[]')`,
    ),
  ]);
});

describe("integrations (D1)", () => {
  it("lists published rows by display order then name, in English", async () => {
    const list = await backend().listIntegrations("en");
    expect(list.map((item) => item.slug)).toEqual(["alpha-cm", "beta-pms", "gamma-cm"]);
    expect(list[1]).toEqual({
      slug: "beta-pms",
      name: "Beta PMS",
      kind: "pms",
      status: "in-progress",
      locale: "en",
      summary: "Being built.",
      syncs: ["Guests", "Stays"],
      connectSteps: ["Import a CSV."],
      roadmapItemId: 7001,
    });
  });

  it("gives a Portuguese reader the translation where there is one, and the English row (said so) where not", async () => {
    const list = await backend().listIntegrations("pt");
    expect(list.map((item) => [item.slug, item.locale, item.summary])).toEqual([
      ["alpha-cm", "en", "Live now."],
      ["beta-pms", "pt", "Em construção."],
      ["gamma-cm", "en", "Planned."],
    ]);
    expect(await backend().getIntegration("beta-pms", "pt")).toMatchObject({ syncs: ["Hóspedes", "Estadias"], connectSteps: ["Importe um CSV."], name: "Beta PMS" });
  });

  it("finds one by slug, and nothing for a draft or an unknown slug", async () => {
    expect(await backend().getIntegration("alpha-cm", "en")).toMatchObject({ name: "Alpha CM", status: "live", roadmapItemId: null });
    expect(await backend().getIntegration("draft-cm", "en")).toBeNull();
    expect(await backend().getIntegration("draft-cm", "pt")).toBeNull();
    expect(await backend().getIntegration("nope", "en")).toBeNull();
  });

  it("lists the published integrations that name a roadmap item, by name", async () => {
    expect(await backend().listIntegrationsOfRoadmapItem(7001)).toEqual([
      { slug: "beta-pms", name: "Beta PMS" },
      { slug: "gamma-cm", name: "Gamma CM" },
    ]);
    expect(await backend().listIntegrationsOfRoadmapItem(7002)).toEqual([]);
  });

  it("refuses a kind, status, slug, list or language the site cannot show", async () => {
    for (const sql of [
      "INSERT INTO integrations (slug, name, kind, status, summary) VALUES ('x', 'X', 'payments', 'live', 's')",
      "INSERT INTO integrations (slug, name, kind, status, summary) VALUES ('x', 'X', 'pms', 'beta', 's')",
      "INSERT INTO integrations (slug, name, kind, status, summary) VALUES ('Not A Slug', 'X', 'pms', 'live', 's')",
      "INSERT INTO integrations (slug, name, kind, status, summary) VALUES ('-x', 'X', 'pms', 'live', 's')",
      "INSERT INTO integrations (slug, name, kind, status, summary, syncs) VALUES ('x', 'X', 'pms', 'live', 's', '{\"a\":1}')",
      "INSERT INTO integrations (slug, name, kind, status, summary, roadmap_item_id) VALUES ('x', 'X', 'pms', 'live', 's', 999999)",
      "INSERT INTO integration_translations (integration_slug, locale, summary) VALUES ('alpha-cm', 'es', 's')",
      "INSERT INTO integration_translations (integration_slug, locale, summary) VALUES ('nobody', 'pt', 's')",
    ]) {
      await expect(env.DB.prepare(sql).run(), sql).rejects.toThrow();
    }
  });

  it("moves the content version on every change of either table, and a renamed slug takes its translation along", async () => {
    const start = await version();
    await env.DB.prepare("UPDATE integrations SET status = 'live' WHERE slug = 'gamma-cm'").run();
    expect(await version()).toBe(start + 1);
    await env.DB.prepare("UPDATE integration_translations SET summary = 'Em obras.' WHERE integration_slug = 'beta-pms'").run();
    expect(await version()).toBe(start + 2);
    await env.DB.prepare("UPDATE integrations SET slug = 'beta-two' WHERE slug = 'beta-pms'").run();
    expect(await backend().getIntegration("beta-two", "pt")).toMatchObject({ locale: "pt", summary: "Em obras." });
  });
});
