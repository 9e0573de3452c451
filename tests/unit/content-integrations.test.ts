import { describe, expect, it } from "vitest";
import type { Integration } from "~/backend/integrations";
import { BackendError } from "~/backend/types";
import { filterIntegrations, integrationQuery, integrationsHref, readIntegrationFilter } from "~/features/content/integrations/filters";
import { directoryPage, integrationPage, roadmapIntegrationLinks } from "~/features/content/integrations/pages.server";
import { translator } from "~/server/i18n.server";
import { backendWith, fakeFetch, json, publishableKey, rejection } from "../fixtures/supabase/fake-fetch";

// The integrations directory's logic (issue 33 item 2, decision 0451): the filters as the
// address carries them, what the directory and an integration's page say, and the Supabase
// adapter's reads at the fetch boundary.

const row = (slug: string, kind: Integration["kind"], status: Integration["status"], extra: Partial<Integration> = {}): Integration => ({
  slug,
  name: slug[0]!.toUpperCase() + slug.slice(1),
  kind,
  status,
  locale: "en",
  summary: `${slug} summary`,
  syncs: ["Guests"],
  connectSteps: ["Step"],
  roadmapItemId: null,
  ...extra,
});
const all = [row("hostaway", "channel-manager", "live"), row("guesty", "channel-manager", "in-progress"), row("lodgify", "pms", "in-progress"), row("smoobu", "channel-manager", "planned")];
const slugs = (list: Array<{ slug: string }>) => list.map((item) => item.slug);

describe("the directory's filters", () => {
  it("read a known type and status, and nothing else", () => {
    expect(readIntegrationFilter(new URLSearchParams("kind=pms&status=live"))).toEqual({ kind: "pms", status: "live" });
    expect(readIntegrationFilter(new URLSearchParams(""))).toEqual({ kind: null, status: null });
    for (const query of ["kind=PMS", "kind=%3Cscript%3E", "status=live%20", "kind=&status=", "kind[]=pms", "status=constructor", "kind=__proto__", "status=toString"]) {
      expect(readIntegrationFilter(new URLSearchParams(query)), query).toEqual({ kind: null, status: null });
    }
    // A repeated parameter: its first value, as the edge keeps it.
    expect(readIntegrationFilter(new URLSearchParams("kind=pms&kind=channel-manager"))).toEqual({ kind: "pms", status: null });
  });

  it("keep the rows of that type and status", () => {
    expect(slugs(filterIntegrations(all, { kind: null, status: null }))).toEqual(["hostaway", "guesty", "lodgify", "smoobu"]);
    expect(slugs(filterIntegrations(all, { kind: "channel-manager", status: null }))).toEqual(["hostaway", "guesty", "smoobu"]);
    expect(slugs(filterIntegrations(all, { kind: null, status: "in-progress" }))).toEqual(["guesty", "lodgify"]);
    expect(slugs(filterIntegrations(all, { kind: "pms", status: "planned" }))).toEqual([]);
  });

  it("are declared to the edge with every value they know, in the order of the address", () => {
    expect(integrationQuery).toEqual({ kind: ["channel-manager", "pms"], status: ["live", "in-progress", "planned"] });
    expect(integrationsHref({ kind: "pms", status: "live" })).toBe("/integrations?kind=pms&status=live");
    expect(integrationsHref({ kind: null, status: "planned" })).toBe("/integrations?status=planned");
    expect(integrationsHref({ kind: null, status: null })).toBe("/integrations");
  });
});

describe("what the pages say", () => {
  it("the directory counts what it shows and names the filters, in each language", async () => {
    const en = directoryPage(all, { kind: "channel-manager", status: null }, { lang: "en", t: await translator("en", "integrations") });
    expect(en.summary).toBe("3 integrations: Channel manager");
    expect(en.filtered).toBe(true);
    const pt = directoryPage(all, { kind: "pms", status: "planned" }, { lang: "pt", t: await translator("pt", "integrations") });
    expect(pt.integrations).toEqual([]);
    expect(pt.summary).toBe("Nenhuma integração: Sistema de gestão de propriedades, Planejada");
    expect(pt.emptyText).toContain("Sistema de gestão de propriedades, Planejada");
    expect(directoryPage(all.slice(0, 1), { kind: null, status: null }, { lang: "en", t: await translator("en", "integrations") }).summary).toBe("1 integration");
  });

  it("marks a row's text as English on a Portuguese page when it has no translation", async () => {
    const t = await translator("pt", "integrations");
    const cards = directoryPage([row("hostaway", "channel-manager", "live", { locale: "pt" }), row("smoobu", "channel-manager", "planned")], { kind: null, status: null }, { lang: "pt", t }).integrations;
    expect(cards.map((card) => card.lang)).toEqual([undefined, "en"]);
  });

  it("an integration's page: its trail, what its status makes of the headings, and its roadmap link", async () => {
    const t = await translator("en", "integrations");
    const live = integrationPage(row("hostaway", "channel-manager", "live", { roadmapItemId: 1 }), { lang: "en", origin: "https://stayloop.io", t });
    expect(live.crumbs).toEqual([{ label: "Home", to: "/" }, { label: "Integrations", to: "/integrations" }, { label: "Hostaway" }]);
    expect(live.integration).toMatchObject({ live: true, roadmapHref: "/roadmap/1", lang: undefined });
    expect(live.meta.title).toBe("Hostaway integration | StayLoop");
    expect(live.meta.description).toBe("Hostaway and StayLoop: Live. hostaway summary");
    const planned = integrationPage(row("smoobu", "channel-manager", "planned"), { lang: "en", origin: "https://stayloop.io", t });
    expect(planned.integration).toMatchObject({ live: false, roadmapHref: null });
    expect(planned.cta.heading).toBe("Start with a CSV import today");
  });

  it("a roadmap item's links go to the integrations' pages", () => {
    expect(roadmapIntegrationLinks([{ slug: "guesty", name: "Guesty" }])).toEqual([{ name: "Guesty", to: "/integrations/guesty" }]);
  });
});

describe("the Supabase adapter's reads (publishable key, RLS)", () => {
  const answer = {
    slug: "guesty",
    name: "Guesty",
    kind: "channel-manager",
    status: "in-progress",
    summary: "Being built",
    syncs: ["Guests"],
    connect_steps: ["Import a CSV"],
    roadmap_item_id: 6,
  };

  it("lists the rows in display order with the page language's translation in place of the English", async () => {
    const { fetch, requests } = fakeFetch(
      json([
        { ...answer, translations: [{ locale: "pt", summary: "Em construção", syncs: ["Hóspedes"], connect_steps: ["Importe um CSV"] }] },
        { ...answer, slug: "smoobu", name: "Smoobu", status: "planned", roadmap_item_id: null, translations: [] },
        { ...answer, slug: "odd", kind: "payments", translations: [] },
      ]),
    );
    expect(await backendWith(fetch).listIntegrations("pt")).toEqual([
      { slug: "guesty", name: "Guesty", kind: "channel-manager", status: "in-progress", locale: "pt", summary: "Em construção", syncs: ["Hóspedes"], connectSteps: ["Importe um CSV"], roadmapItemId: 6 },
      { slug: "smoobu", name: "Smoobu", kind: "channel-manager", status: "planned", locale: "en", summary: "Being built", syncs: ["Guests"], connectSteps: ["Import a CSV"], roadmapItemId: null },
    ]);
    const [request] = requests;
    expect(request!.url.pathname).toBe("/rest/v1/integrations");
    expect(request!.url.searchParams.get("select")).toContain("translations:integration_translations(");
    expect(request!.url.searchParams.get("translations.locale")).toBe("eq.pt");
    expect(request!.url.searchParams.get("order")).toBe("display_order.asc,name.asc,slug.asc");
    expect(request!.headers.get("apikey")).toBe(publishableKey);
  });

  it("reads one by slug, null when none, and a roadmap item's integrations by name", async () => {
    const { fetch, requests } = fakeFetch(json({ ...answer, translations: [] }), json(null), json([{ slug: "guesty", name: "Guesty" }]));
    const backend = backendWith(fetch);
    expect(await backend.getIntegration("guesty", "en")).toMatchObject({ slug: "guesty", locale: "en" });
    expect(requests[0]!.url.searchParams.get("slug")).toBe("eq.guesty");
    expect(await backend.getIntegration("nope", "en")).toBeNull();
    expect(await backend.listIntegrationsOfRoadmapItem(6)).toEqual([{ slug: "guesty", name: "Guesty" }]);
    expect(requests[2]!.url.searchParams.get("roadmap_item_id")).toBe("eq.6");
    expect(requests[2]!.url.searchParams.get("order")).toBe("name.asc,slug.asc");
  });

  it("turns an error answer into a BackendError", async () => {
    const { fetch } = fakeFetch(json({ message: "permission denied for table integrations" }, 401));
    expect(await rejection(backendWith(fetch).listIntegrations("en"))).toBeInstanceOf(BackendError);
  });
});
