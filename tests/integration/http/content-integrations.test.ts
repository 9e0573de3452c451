import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { startTestServer } from "../../../scripts/test-server.mjs";
import { baseUrl, queryD1 } from "./support";

// The integrations directory over HTTP (issue 33 item 2, decision 0451), as a visitor without
// JavaScript gets it: every published row of the backend with its status in both languages,
// filters that are addresses (hostile ones included: never a 4xx or 5xx), each integration's
// page, the roadmap links both ways, the sitemap, and an edit reaching cached pages.

async function get(path: string, origin = baseUrl()) {
  const response = await fetch(origin + path, { redirect: "manual", headers: { Cookie: path.startsWith("/pt") ? "lang=pt" : "lang=en" } });
  return { status: response.status, location: response.headers.get("Location"), html: await response.text() };
}
const decode = (text: string) =>
  text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
/** The page's visible text: scripts, the header and the footer left out. */
const mainText = (html: string) =>
  decode(
    (/<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html)
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
/** The integration pages a page links to, in order. */
const integrationLinks = (html: string) =>
  [...(/<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "").matchAll(/href="((?:\/pt)?\/integrations\/[a-z0-9-]+)"/g)].map((m) => m[1]!);

interface Row {
  slug: string;
  name: string;
  kind: string;
  status: string;
  roadmap_item_id: number | null;
}
let published: Row[] = [];
beforeAll(() => {
  published = queryD1<Row>("SELECT slug, name, kind, status, roadmap_item_id FROM integrations WHERE is_published = 1 ORDER BY display_order, name, slug");
});

describe("the directory", () => {
  it("lists every published integration with its type and status, in English", async () => {
    expect(published.map((row) => `${row.name} ${row.status}`)).toEqual(["Hostaway live", "Guesty in-progress", "Lodgify in-progress", "Smoobu planned"]);
    const page = await get("/integrations");
    expect(page.status).toBe(200);
    const text = mainText(page.html);
    expect(text).toContain("4 integrations");
    expect(integrationLinks(page.html)).toEqual(published.map((row) => `/integrations/${row.slug}`));
    expect(text).toMatch(/Hostaway Channel manager Live/);
    expect(text).toMatch(/Guesty Channel manager In progress/);
    expect(text).toMatch(/Lodgify Property management system In progress/);
    expect(text).toMatch(/Smoobu Channel manager Planned/);
  });

  it("says the same in Portuguese, with Portuguese links", async () => {
    const page = await get("/pt/integrations");
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="pt-BR"');
    const text = mainText(page.html);
    expect(text).toContain("4 integrações");
    expect(text).toMatch(/Hostaway Channel manager Disponível/);
    expect(text).toMatch(/Lodgify Sistema de gestão de propriedades Em andamento/);
    expect(text).toMatch(/Smoobu Channel manager Planejada/);
    expect(text).toContain("Disponível hoje: conecte o Hostaway");
    expect(integrationLinks(page.html)).toEqual(published.map((row) => `/pt/integrations/${row.slug}`));
  });

  it("filters by type and status with a GET form whose choices it keeps", async () => {
    const cases: Array<[string, string[], string]> = [
      ["?kind=pms", ["lodgify"], "1 integration: Property management system"],
      ["?status=in-progress", ["guesty", "lodgify"], "2 integrations: In progress"],
      ["?kind=channel-manager&status=planned", ["smoobu"], "1 integration: Channel manager, Planned"],
      ["?status=live", ["hostaway"], "1 integration: Live"],
      ["?kind=&status=", ["hostaway", "guesty", "lodgify", "smoobu"], "4 integrations"],
    ];
    for (const [query, slugs, summary] of cases) {
      const page = await get(`/integrations${query}`);
      expect(page.status, query).toBe(200);
      expect(integrationLinks(page.html), query).toEqual(slugs.map((slug) => `/integrations/${slug}`));
      expect(mainText(page.html), query).toContain(summary);
    }
    const form = /<form\b[^>]*aria-label="Filter integrations"[^>]*>[\s\S]*?<\/form>/.exec((await get("/integrations?kind=pms&status=in-progress")).html)![0];
    expect(form).toMatch(/^<form method="get" action="\/integrations"/);
    expect(form).toMatch(/<option value="pms" selected="">/);
    expect(form).toMatch(/<option value="in-progress" selected="">/);
    const pt = await get("/pt/integrations?status=planned");
    expect(integrationLinks(pt.html)).toEqual(["/pt/integrations/smoobu"]);
    expect(mainText(pt.html)).toContain("1 integração: Planejada");
    expect(pt.html).toMatch(/action="\/pt\/integrations"/);
  });

  it("says so when a filter keeps nothing, and offers the whole list", async () => {
    for (const [path, heading, link] of [
      ["/integrations?kind=pms&status=planned", "No integration matches these filters", 'href="/integrations"'],
      ["/pt/integrations?kind=pms&status=live", "Nenhuma integração com esses filtros", 'href="/pt/integrations"'],
    ] as const) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(integrationLinks(page.html), path).toEqual([]);
      const text = mainText(page.html);
      expect(text, path).toContain(heading);
      expect(text, path).toMatch(path.startsWith("/pt") ? /Sistema de gestão de propriedades, Disponível/ : /Property management system, Planned/);
      expect(page.html, path).toContain(link);
    }
  });

  it("shows everything for a filter value it does not know, hostile ones included, and never echoes it", async () => {
    const hostile = [
      "?kind=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "?status=live%27%20OR%201%3D1--",
      "?kind[]=pms",
      "?kind=PMS",
      "?status=%00",
      "?status=%E0%A4%A",
      `?kind=${"x".repeat(5000)}`,
      "?kind=pms&kind=channel-manager",
      "?status=planned&status=live",
      "?kind=%F0%9F%8F%A0",
    ];
    for (const query of hostile) {
      const page = await get(`/integrations${query}`);
      expect(page.status, query).toBe(200);
      expect(page.html, query).not.toContain("<script>alert(1)");
      expect(page.html, query).not.toContain("1=1");
      const links = integrationLinks(page.html);
      // A repeated parameter reads its first value; anything else shows the whole list.
      if (query.startsWith("?kind=pms&")) expect(links, query).toEqual(["/integrations/lodgify"]);
      else if (query.startsWith("?status=planned&")) expect(links, query).toEqual(["/integrations/smoobu"]);
      else expect(links, query).toHaveLength(published.length);
    }
  });
});

describe("an integration's page", () => {
  it("says what syncs, how to connect it and where it stands, and links to its roadmap item", async () => {
    const page = await get("/integrations/hostaway");
    expect(page.status).toBe(200);
    const text = mainText(page.html);
    expect(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(page.html)?.[1]).toBe("Hostaway");
    expect(text).toMatch(/Type ?: Channel manager Status ?: Live/);
    expect(text).toContain("What syncs");
    expect(text).toContain("Calendars: open dates");
    expect(text).toContain("How to connect it");
    expect(text).toContain("Sign in with your Hostaway account");
    expect(page.html).toContain('href="/roadmap/1"');
    expect(text).toContain("See Hostaway on the roadmap");
  });

  it("for one not live yet: what will sync, what to do until then, and a vote on the roadmap, in both languages", async () => {
    const guesty = published.find((row) => row.slug === "guesty")!;
    const en = await get("/integrations/guesty");
    expect(mainText(en.html)).toMatch(/Status ?: In progress/);
    expect(mainText(en.html)).toContain("What will sync");
    expect(mainText(en.html)).toContain("Until it is live");
    expect(mainText(en.html)).toContain("Vote for Guesty on the roadmap");
    expect(en.html).toContain(`href="/roadmap/${guesty.roadmap_item_id}"`);
    const pt = await get("/pt/integrations/guesty");
    expect(pt.status).toBe(200);
    const text = mainText(pt.html);
    expect(text).toMatch(/Status ?: Em andamento/);
    expect(text).toContain("O que vai sincronizar");
    expect(text).toContain("Vote no Guesty no roadmap");
    expect(text).toContain("Em desenvolvimento com anfitriões que usam o Guesty");
    expect(pt.html).toContain(`href="/pt/roadmap/${guesty.roadmap_item_id}"`);
  });

  it("carries its visible breadcrumb as BreadcrumbList, and nothing it does not show", async () => {
    const page = await get("/pt/integrations/smoobu");
    const blocks = [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    expect(blocks.map((block) => block["@type"])).toEqual(["BreadcrumbList"]);
    expect(blocks[0]!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Início", item: `${baseUrl()}/pt` },
      { "@type": "ListItem", position: 2, name: "Integrações", item: `${baseUrl()}/pt/integrations` },
      { "@type": "ListItem", position: 3, name: "Smoobu" },
    ]);
    expect(mainText(page.html)).toContain("Início / Integrações / Smoobu");
    const directory = await get("/integrations");
    expect(directory.html).not.toContain("application/ld+json");
  });

  it("sends an unknown, unpublished or hostile slug to the 404 page", async () => {
    queryD1("INSERT OR REPLACE INTO integrations (slug, name, kind, status, summary, is_published) VALUES ('draft-connector', 'Draft Connector', 'pms', 'planned', 'Not yet', 0)");
    try {
      for (const path of ["/integrations/nope", "/integrations/draft-connector", "/pt/integrations/nope", "/integrations/%3Cscript%3E", "/integrations/a%E0%A4%A"]) {
        const page = await get(path);
        expect(page.status, path).toBeLessThan(500);
        if (page.status === 302) expect(page.location, path).toMatch(/\/404$/);
        else expect(page.status, path).toBe(404);
      }
      expect(integrationLinks((await get("/integrations")).html)).not.toContain("/integrations/draft-connector");
    } finally {
      queryD1("DELETE FROM integrations WHERE slug = 'draft-connector'");
    }
  });

  it("shows an untranslated row's text in English, marked as English, on a Portuguese page", async () => {
    queryD1("INSERT OR REPLACE INTO integrations (slug, name, kind, status, summary, syncs, connect_steps, display_order, is_published) VALUES ('english-only', 'English Only', 'pms', 'planned', 'Only in English for now.', '[\"Guests\"]', '[\"Wait for it.\"]', 99, 1)");
    try {
      const page = await get("/pt/integrations/english-only");
      expect(page.status).toBe(200);
      expect(page.html).toMatch(/<p lang="en"[^>]*>Only in English for now\.<\/p>/);
      expect(page.html).toMatch(/<ul lang="en"[^>]*><li>Guests<\/li><\/ul>/);
      expect(mainText(page.html)).toContain("O que vai sincronizar");
    } finally {
      queryD1("DELETE FROM integrations WHERE slug = 'english-only'");
    }
  });
});

describe("links to and from the roadmap", () => {
  it("each integration's roadmap item links back to it, in the item's language", async () => {
    const items = new Map<number, string[]>();
    for (const row of published) if (row.roadmap_item_id !== null) items.set(row.roadmap_item_id, [...(items.get(row.roadmap_item_id) ?? []), row.slug]);
    expect([...items.keys()].sort((a, b) => a - b)).toEqual([1, 6, 14]);
    for (const [id, slugs] of items) {
      const en = await get(`/roadmap/${id}`);
      expect(en.status).toBe(200);
      expect(integrationLinks(en.html).sort(), `item ${id}`).toEqual(slugs.map((slug) => `/integrations/${slug}`).sort());
      const pt = await get(`/pt/roadmap/${id}`);
      expect(integrationLinks(pt.html).sort(), `item ${id} (pt)`).toEqual(slugs.map((slug) => `/pt/integrations/${slug}`).sort());
      expect(mainText(pt.html)).toContain("No diretório de integrações");
    }
    expect(integrationLinks((await get("/roadmap/2")).html)).toEqual([]);
  });

  it("the roadmap item hosts vote on for Smoobu is seeded, in both languages", async () => {
    expect(mainText((await get("/roadmap/14")).html)).toContain("Smoobu channel manager integration");
    expect(mainText((await get("/pt/roadmap/14")).html)).toContain("Integração com o channel manager Smoobu");
  });
});

describe("the rest of the site", () => {
  it("the channel-integration page's table is the directory's rows, linked, and links to the directory", async () => {
    const page = await get("/features/channel-integration");
    expect(page.status).toBe(200);
    const table = /<table\b[\s\S]*?<\/table>/.exec(page.html)![0];
    expect([...table.matchAll(/data-integration-status="([a-z-]+)"/g)].map((m) => m[1])).toEqual(published.map((row) => row.status));
    expect([...table.matchAll(/href="(\/integrations\/[a-z-]+)"/g)].map((m) => m[1])).toEqual(published.map((row) => `/integrations/${row.slug}`));
    expect(page.html).toMatch(/<a [^>]*href="\/integrations"[^>]*>See every integration/);
    const pt = await get("/pt/features/channel-integration");
    expect(pt.html).toMatch(/<a [^>]*href="\/pt\/integrations"[^>]*>Veja todas as integrações/);
  });

  it("the header's Features menu links to the directory on every page, in both languages", async () => {
    for (const path of ["/", "/pricing", "/pt/blog"]) {
      const { html } = await get(path);
      const header = /<header\b[\s\S]*?<\/header>/.exec(html)![0];
      const href = path.startsWith("/pt") ? "/pt/integrations" : "/integrations";
      // Once in the wide menu, once in the phone's.
      expect(header.match(new RegExp(`href="${href}"`, "g")), path).toHaveLength(2);
    }
  });

  it("the sitemap lists the directory and every published integration in both languages", async () => {
    const { html: xml } = await get("/sitemap.xml");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/^https?:\/\/[^/]+/, ""));
    for (const path of ["/integrations", ...published.map((row) => `/integrations/${row.slug}`)]) {
      expect(locs, path).toContain(path);
      expect(locs, path).toContain(`/pt${path}`);
    }
  });
});

describe("a backend that fails", () => {
  it("shows the error state (503, never cached) on the directory's pages, and leaves the others whole", async () => {
    queryD1("ALTER TABLE integrations RENAME TO integrations_away");
    try {
      for (const [path, heading] of [
        ["/integrations?kind=pms", "Error Loading Integrations"],
        ["/pt/integrations", "Erro ao carregar as integrações"],
        ["/integrations/hostaway", "Error Loading Integrations"],
      ] as const) {
        const page = await get(path);
        expect(page.status, path).toBe(503);
        expect(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(page.html)?.[1], path).toBe(heading);
      }
      // The feature page keeps its copy and its link to the directory, without the table.
      const feature = await get("/features/channel-integration");
      expect(feature.status).toBeLessThan(600);
      expect(feature.html).toContain("Channel Integration");
      expect(feature.html).not.toContain("data-integrations");
      expect(feature.html).toMatch(/href="\/integrations"/);
      // The roadmap item keeps everything but the links to the directory.
      const item = await get("/roadmap/6");
      expect(mainText(item.html)).toContain("Guesty and Lodgify integrations");
      expect(integrationLinks(item.html)).toEqual([]);
    } finally {
      queryD1("ALTER TABLE integrations_away RENAME TO integrations");
    }
    expect((await get("/integrations")).status).toBe(200);
  });
});

describe("an edit in the backend (decision 0027)", () => {
  let server: { url: string; stop: () => Promise<void>; query: (sql: string) => Array<Record<string, unknown>> };
  beforeAll(async () => {
    server = await startTestServer({ name: "integrations-cache", port: 0, vars: { EDGE_CACHE: "on" } });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("reaches the cached directory, the integration's page and the feature page within seconds", async () => {
    const cached = async (path: string) => {
      await get(path, server.url);
      const response = await fetch(server.url + path, { headers: { Cookie: "lang=en" } });
      expect(response.headers.get("X-Edge-Cache"), path).toBe("HIT");
      return mainText(await response.text());
    };
    expect(await cached("/integrations?status=planned")).toContain("Smoobu");
    expect(await cached("/integrations/smoobu")).toMatch(/Status ?: Planned/);
    server.query("UPDATE integrations SET status = 'in-progress' WHERE slug = 'smoobu'");
    // The edge reads the version again once its copy is 5 s old.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await get("/about", server.url);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mainText((await get("/integrations?status=planned", server.url)).html)).toContain("No integration matches these filters");
    expect(mainText((await get("/integrations/smoobu", server.url)).html)).toMatch(/Status ?: In progress/);
    expect((await get("/features/channel-integration", server.url)).html.match(/data-integration-status="in-progress"/g)).toHaveLength(3);
  }, 60_000);
});
