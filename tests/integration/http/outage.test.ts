import { readFileSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { freePort, startTestServer } from "../../../scripts/test-server.mjs";
// @ts-expect-error -- plain ESM script shared with the e2e tests
import { queryLocalD1, testServerFile } from "../../../scripts/local-backend.mjs";
import { fixtureBytes } from "../../fixtures/engagement/http";

/**
 * A failing backend costs a visitor seconds at most (issue 18 item 3, issue 23 items 3, 4
 * and 9; docs/decisions/0024-backend-deadlines.md, 0025-error-pages-and-stale-if-error.md).
 *
 * Two copies of the site with the edge cache on: one whose Supabase is a local stand-in that
 * accepts connections and never answers (then, closed, refuses them), and one on D1 whose
 * tables are renamed away. Every page answers within 3 s with its error state, a 503 and
 * nothing stored; every form posted without JavaScript comes back with the failure message
 * and what was typed. And a page with a good copy in the cache serves it while D1 fails.
 */
interface Site {
  url: string;
  persistTo: string;
  stop: () => Promise<void>;
}

/** A TCP server that accepts every connection and never answers; `refuse()` closes the port. */
class SilentBackend {
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  constructor(readonly port: number) {}

  hang(): Promise<void> {
    return new Promise((resolve, reject) => {
      const server = createServer((socket) => {
        this.sockets.add(socket);
        socket.on("error", () => undefined);
        socket.on("close", () => this.sockets.delete(socket));
      });
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
      this.server = server;
    });
  }

  refuse(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = null;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

const limitMs = 3000;
const clean = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, "");
let address = 0;
const freshIp = () => `203.0.113.${(address++ % 250) + 1}`;

async function timed(url: string, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", ...init, headers: { Connection: "close", ...init.headers } });
  const html = clean(await response.text());
  return { response, html, ms: performance.now() - started };
}

function post(site: Site, path: string, fields: Record<string, string>) {
  return timed(site.url + path, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: site.url,
      "Sec-Fetch-Site": "same-origin",
      "CF-Connecting-IP": freshIp(),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The page a 303 leads to, with the cookies it set (the flash). */
async function follow(site: Site, response: Response) {
  const cookie = response.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");
  return timed(new URL(response.headers.get("Location") ?? "/", site.url).href, { headers: { Cookie: cookie } });
}

/** A page that could not read its data: in time, its error state, 503 with Retry-After, and not stored. */
async function expectUnreadable(site: Site, path: string, errorText: string | RegExp) {
  for (const attempt of [1, 2]) {
    const { response, html, ms } = await timed(site.url + path);
    expect(ms, `${path} answered in ${Math.round(ms)} ms`).toBeLessThan(limitMs);
    expect(response.status, path).toBe(503);
    expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    // Never stored: the second request renders again.
    expect(response.headers.get("X-Edge-Cache"), `${path} attempt ${attempt}`).toBe("MISS");
    if (typeof errorText === "string") expect(html).toContain(errorText);
    else expect(html).toMatch(errorText);
    await new Promise((resolve) => setTimeout(resolve, 200)); // a copy would be stored after the answer
  }
}

/** Every form without JavaScript during the outage: the failure message and the typed text, in time. */
function formsDuringOutage(site: () => Site) {
  it("keeps a roadmap comment and says 'Failed to add comment'", async () => {
    const { response, html, ms } = await post(site(), "/roadmap/1", { intent: "comment", authorName: "Rita Typed", content: "Please keep this comment" });
    expect(ms).toBeLessThan(limitMs);
    expect(response.status).toBe(503);
    expect(html).toContain("Failed to add comment: the roadmap service is temporarily unavailable.");
    expect(html).toMatch(/<input[^>]*name="authorName"[^>]*value="Rita Typed"/);
    expect(html).toContain(">Please keep this comment</textarea>");
  });

  it("keeps a Portuguese roadmap comment and says it in Portuguese", async () => {
    const { response, html } = await post(site(), "/pt/roadmap/1", { intent: "comment", authorName: "", content: "Comentário guardado" });
    expect(response.status).toBe(503);
    expect(html).toContain("Falha ao adicionar o comentário: o serviço do roadmap está temporariamente indisponível.");
    expect(html).toContain(">Comentário guardado</textarea>");
  });

  it("keeps a download request and gives the downloads failure text, not 'Something went wrong'", async () => {
    const { response, html, ms } = await post(site(), "/downloads/guest-email-templates", { name: "Dora Typed", email: "dora@example.com" });
    expect(ms).toBeLessThan(limitMs);
    expect(response.status).toBe(503);
    expect(html).toContain("Failed to process your download. Please try again.");
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Dora Typed"/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="dora@example.com"/);
    expect(html).not.toContain("Something went wrong");

    const dialog = await timed(`${site().url}/downloads/guest-email-templates`);
    expect(dialog.ms).toBeLessThan(limitMs);
    expect(dialog.response.status).toBe(503);
    expect(dialog.html).toContain("Failed to load resources. Please try again.");
    expect(dialog.html).not.toContain("Something went wrong");
  });

  it("keeps a help feedback comment and says it could not be saved", async () => {
    const { response, html, ms } = await post(site(), "/help-center/set-brand-voice", { helpful: "no", comment: "The steps were unclear" });
    expect(ms).toBeLessThan(limitMs);
    expect(response.status).toBe(503);
    expect(html).toContain("The help center could not save your answer just now.");
    expect(html).toContain(">The steps were unclear</textarea>");
  });

  it("shows the Contact Support form, which reads nothing, and keeps a request it could not send (decision 0212)", async () => {
    const page = await timed(`${site().url}/help-center/contact?q=outage`);
    expect(page.ms).toBeLessThan(limitMs);
    expect(page.response.status).toBe(200);
    expect(page.html).toMatch(/<input[^>]*name="subject"[^>]*value="outage"/);
    const { response, html, ms } = await post(site(), "/help-center/contact", { name: "Sam Typed", email: "sam@example.com", message: "Kept question" });
    expect(ms).toBeLessThan(limitMs);
    expect(response.status).toBe(503);
    expect(html).toContain("Your message could not be sent just now.");
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Sam Typed"/);
    expect(html).toContain(">Kept question</textarea>");
  });

  it("keeps a newsletter sign-up and says it failed", async () => {
    const sent = await post(site(), "/resources/newsletter", { source: "footer", name: "Nora Typed", email: "nora@example.com", redirectTo: "/blog" });
    expect(sent.ms).toBeLessThan(limitMs);
    expect(sent.response.status).toBe(303);
    const page = await follow(site(), sent.response);
    expect(page.ms).toBeLessThan(limitMs);
    expect(page.html).toContain("Subscription failed");
    expect(page.html).toMatch(/<input[^>]*name="email"[^>]*value="nora@example.com"/);
  });

  it("keeps an audit request and says it failed", async () => {
    const sent = await post(site(), "/resources/audit", { propertyUrl: "https://example.com/villa", name: "Ana Typed", email: "ana@example.com", redirectTo: "/" });
    expect(sent.ms).toBeLessThan(limitMs);
    expect(sent.response.status).toBe(303);
    const page = await follow(site(), sent.response);
    expect(page.html).toContain("Something went wrong. Please try again or contact our support team.");
    expect(page.html).toMatch(/<input[^>]*name="propertyUrl"[^>]*value="https:\/\/example.com\/villa"/);
    expect(page.html).toMatch(/<input[^>]*name="name"[^>]*value="Ana Typed"/);
  });

  it("keeps a job application and says 'Submission failed'", async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ fullName: "Jo Typed", email: "jo@example.com", coverLetter: "Kept letter" })) body.append(name, value);
    body.append("resume", new File([fixtureBytes("resume.pdf")], "cv.pdf", { type: "application/pdf" }));
    const { response, html } = await timed(`${site().url}/careers/apply/sdr-latam`, {
      method: "POST",
      headers: { Origin: site().url, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": freshIp() },
      body,
    });
    expect(response.status).toBe(503);
    expect(html).toContain("Submission failed");
    expect(html).toMatch(/<input[^>]*name="fullName"[^>]*value="Jo Typed"/);
    expect(html).toContain(">Kept letter</textarea>");
  });
}

function pagesDuringOutage(site: () => Site) {
  it("answers /blog and /pt/blog with their error state, 503, never stored", async () => {
    await expectUnreadable(site(), "/blog", "Failed to load blog articles");
    await expectUnreadable(site(), "/pt/blog", "Falha ao carregar os artigos do blog");
  });

  it("answers the help center's search with its error state", async () => {
    await expectUnreadable(site(), "/help-center?q=calendar", /Failed to load (help categories|articles)/);
  });

  it("answers /roadmap with its error state", async () => {
    await expectUnreadable(site(), "/roadmap", "Error loading roadmap: the roadmap service is temporarily unavailable.");
  });

  it("never stores careers without its jobs nor pricing without its comparison table", async () => {
    await expectUnreadable(site(), "/careers", "Sales Development Representative");
    await expectUnreadable(site(), "/pricing", "The feature comparison could not be loaded right now.");
  });

  it("says a case study could not be loaded, not that it may have been removed", async () => {
    const { response, html } = await timed(`${site().url}/case-studies/anything`);
    expect(response.status).toBe(503);
    expect(html).toContain("Failed to load this case study.");
    expect(html).not.toContain("may have been removed");
    const pt = await timed(`${site().url}/pt/case-studies/anything`);
    expect(pt.html).toContain("Falha ao carregar este caso de sucesso.");
  });
}

describe("a Supabase backend that fails (edge cache on)", () => {
  let site: Site;
  let backend: SilentBackend;
  beforeAll(async () => {
    backend = new SilentBackend(await freePort());
    await backend.hang();
    site = await startTestServer({
      name: "outage-supabase",
      port: 0,
      readyPath: "/privacy",
      vars: {
        EDGE_CACHE: "on",
        SUPABASE_URL: `http://127.0.0.1:${backend.port}`,
        SUPABASE_PUBLISHABLE_KEY: "sb_publishable_outage",
        SUPABASE_SECRET_KEY: "sb_secret_outage",
      },
    });
  }, 300_000);
  afterAll(async () => {
    await site?.stop();
    await backend?.refuse();
  });

  describe("that accepts connections and never answers", () => {
    pagesDuringOutage(() => site);
    formsDuringOutage(() => site);
  });

  describe("that refuses connections", () => {
    beforeAll(async () => {
      await backend.refuse();
    });
    pagesDuringOutage(() => site);
    formsDuringOutage(() => site);
  });
});

/** Tables renamed away make every D1 read and write fail, as an unreachable database would. */
const brokenTables = [
  "blog_articles",
  "blog_categories",
  "case_studies",
  "downloadable_resources",
  "help_articles",
  "help_categories",
  "help_feedback",
  "job_listings",
  "newsletter_subscribers",
  "pricing_features",
  "rate_limit_hits",
  "roadmap_items",
  "roadmap_comments",
  "audit_requests",
  "job_applications",
];

describe("a D1 backend that fails (edge cache on)", () => {
  let site: Site;
  let token = "";
  const sql = (statement: string) => queryLocalD1(site.persistTo, statement);
  const breakD1 = () => sql(brokenTables.map((table) => `ALTER TABLE ${table} RENAME TO ${table}_away`).join("; "));
  const repairD1 = () => sql(brokenTables.map((table) => `ALTER TABLE ${table}_away RENAME TO ${table}`).join("; "));
  /** A request as if made `seconds` later, for the page cache's clock only (app/server/edge/outage.server.ts). */
  const later = (seconds: number) => ({ "X-Test-Sql-Token": token, "X-Test-Clock-Offset": String(seconds) });

  beforeAll(async () => {
    site = await startTestServer({ name: "outage-d1", port: 0, vars: { EDGE_CACHE: "on" } });
    token = (JSON.parse(readFileSync(testServerFile(site.persistTo) as string, "utf8")) as { token: string }).token;
  }, 300_000);
  afterAll(async () => {
    await site?.stop();
  });

  // On /pt/roadmap: the outage checks below read /roadmap, which must not be in the cache.
  it("serves a stored copy while the backend fails, marked STALE-IF-ERROR, for up to 24 hours, and refreshes after", async () => {
    const first = await timed(`${site.url}/pt/roadmap`);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("X-Edge-Cache")).toBe("MISS");
    const title = /<h3[^>]*>([^<]+)<\/h3>/.exec(first.html)?.[1] ?? "";
    expect(title).not.toBe("");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await timed(`${site.url}/pt/roadmap`)).response.headers.get("X-Edge-Cache")).toBe("HIT");

    breakD1();
    try {
      // Past the roadmap's fresh (30 s) and stale (300 s) windows: the stored copy, marked.
      const rescued = await timed(`${site.url}/pt/roadmap`, { headers: later(400) });
      expect(rescued.ms).toBeLessThan(limitMs);
      expect(rescued.response.status).toBe(200);
      expect(rescued.response.headers.get("X-Edge-Cache")).toBe("STALE-IF-ERROR");
      expect(rescued.html).toContain(title);
      expect(rescued.html).not.toContain("Erro ao carregar o roadmap");

      // In the stale window the copy is served as usual, and the failed refresh does not replace it.
      const stale = await timed(`${site.url}/pt/roadmap`, { headers: later(60) });
      expect(stale.response.headers.get("X-Edge-Cache")).toBe("STALE");
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await timed(`${site.url}/pt/roadmap`, { headers: later(400) })).response.headers.get("X-Edge-Cache")).toBe("STALE-IF-ERROR");

      // A day and more after it was stored, the copy is no longer served: the error state, 503.
      const tooOld = await timed(`${site.url}/pt/roadmap`, { headers: later(86_400 + 60) });
      expect(tooOld.response.status).toBe(503);
      expect(tooOld.html).toContain("Erro ao carregar o roadmap");
    } finally {
      repairD1();
    }

    // The backend answers again: the page is rendered, stored afresh, and then a plain HIT.
    const refreshed = await timed(`${site.url}/pt/roadmap`, { headers: later(400) });
    expect(refreshed.response.status).toBe(200);
    expect(refreshed.response.headers.get("X-Edge-Cache")).toBe("MISS");
    await new Promise((resolve) => setTimeout(resolve, 500));
    const hit = await timed(`${site.url}/pt/roadmap`);
    expect(hit.response.headers.get("X-Edge-Cache")).toBe("HIT");
  });

  describe("with its tables gone", () => {
    beforeAll(() => {
      breakD1();
    });
    afterAll(() => {
      repairD1();
    });
    pagesDuringOutage(() => site);
    formsDuringOutage(() => site);
  });
});
