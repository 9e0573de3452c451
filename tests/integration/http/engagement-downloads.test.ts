import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { follow, freshAddress, noReuse, postForm, sameOrigin, visible } from "../../fixtures/engagement/http";
import { freePort, startWebhookReceiver, type ReceivedHook, type WebhookReceiver } from "../../fixtures/engagement/webhook-receiver";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { startTestServer } from "../../../scripts/test-server.mjs";
import { rateLimits } from "~/server/abuse.server";
import { baseUrl, queryD1 } from "./support";

const dialogRoute = "routes/($lang).downloads.$slug";
const get = (path: string, base = baseUrl()) => fetch(base + path, { redirect: "manual", headers: noReuse });
const textOf = (html: string) =>
  visible(html)
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const seedFile = (name: string) => readFileSync(new URL(`../../../seed/files/r2/downloads/${name}`, import.meta.url));
const leadsOf = (email: string) =>
  queryD1<{ name: string; email: string; resource_slug: string; resource_name: string; locale: string }>(
    `SELECT name, email, resource_slug, resource_name, locale FROM download_leads WHERE email = '${email}'`,
  );
const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const cardTitles = (html: string) => [...visible(html).matchAll(/<h2 class="text-lg font-semibold text-slate-900">([^<]+)<\/h2>/g)].map((m) => m[1]);

describe("the downloads page (spec 2 §2.11)", () => {
  it("lists the published resources with a GET search form and a category dropdown", async () => {
    const html = visible(await (await get("/downloads")).text());
    expect(textOf(html)).toContain("Free Resources");
    expect(html).toMatch(/<form method="get" action="\/downloads"[^>]*role="search"/);
    expect(html).toMatch(/<input[^>]*type="search"[^>]*name="q"[^>]*placeholder="Search resources\.\.\."/);
    const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]+)<\/option>/g)].map((m) => [m[1], m[2]]);
    expect(options).toEqual([
      ["", "All categories"],
      ["Calculators", "Calculators"],
      ["Checklists", "Checklists"],
      ["Guides", "Guides"],
      ["Templates", "Templates"],
    ]);
    expect(cardTitles(html)).toEqual([
      "Direct Booking Launch Checklist",
      "Guest Email Templates Pack",
      "Seasonal Pricing Playbook",
      "OTA Commission Calculator",
    ]);
    expect(html).toContain('href="/downloads/seasonal-pricing-playbook"');
    expect(html).not.toContain("Loyalty Program Starter Kit");
    // The files themselves are never linked from the list.
    expect(html).not.toContain("/resources/downloads/");
  });

  it("filters by text and category, keeps the filter in the dialog links, and says when nothing matches", async () => {
    const byText = visible(await (await get("/downloads?q=TEMPLATES")).text());
    expect(cardTitles(byText)).toEqual(["Guest Email Templates Pack"]);
    expect(byText).toContain('href="/downloads/guest-email-templates?q=TEMPLATES"');
    expect(cardTitles(visible(await (await get("/downloads?category=Guides")).text()))).toEqual(["Seasonal Pricing Playbook"]);
    const none = visible(await (await get("/downloads?q=pricing&category=Templates")).text());
    expect(cardTitles(none)).toEqual([]);
    expect(textOf(none)).toContain("No resources found matching your criteria.");
  });

  it("is in Portuguese at /pt/downloads, with translated resources and categories", async () => {
    const html = visible(await (await get("/pt/downloads?category=Calculadoras")).text());
    expect(textOf(html)).toContain("Recursos gratuitos");
    expect(html).toContain('placeholder="Buscar recursos..."');
    expect(cardTitles(html)).toEqual(["Calculadora de comissões de OTA"]);
    expect(textOf(html)).toContain("Teste grátis de 7 dias");
  });

  it("says 'Failed to load resources. Please try again.' when the backend fails", async () => {
    queryD1("ALTER TABLE downloadable_resources RENAME TO downloadable_resources_away");
    try {
      const response = await get("/downloads");
      expect(response.status).toBe(503);
      expect(textOf(await response.text())).toContain("Failed to load resources. Please try again.");
    } finally {
      queryD1("ALTER TABLE downloadable_resources_away RENAME TO downloadable_resources");
    }
  });

  it("opens the download dialog for published resources only", async () => {
    const response = await get("/downloads/guest-email-templates");
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain('Get "Guest Email Templates Pack"');
    expect(text).toContain("Please provide your information to access this free resource.");
    expect(text).toContain("We'll send you occasional updates about new resources.");
    for (const path of ["/downloads/loyalty-program-starter-kit", "/downloads/nope"]) expect((await get(path)).status, path).toBe(404);
  });
});

describe("getting a resource without JavaScript", () => {
  it("stores the lead, then the ready page starts the download of the file", async () => {
    const email = uniqueEmail("nojs");
    const response = await postForm(
      "/downloads/seasonal-pricing-playbook?q=pricing",
      { name: "  Marta Sousa ", email: ` ${email.toUpperCase()} ` },
      { "CF-Connecting-IP": freshAddress() },
    );
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/downloads\/seasonal-pricing-playbook\?q=pricing&download=[\w-]+\.[0-9a-f]{64}$/);
    expect(leadsOf(email)).toEqual([
      { name: "Marta Sousa", email, resource_slug: "seasonal-pricing-playbook", resource_name: "Seasonal Pricing Playbook", locale: "en" },
    ]);

    const { html, page } = await follow(response);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(html).toContain("Success!");
    expect(textOf(html)).toContain("Your download is ready.");
    const fileUrl = html.match(/<meta http-equiv="refresh" content="0;url=([^"]+)"/)?.[1]?.replace(/&amp;/g, "&");
    expect(fileUrl).toMatch(/^\/resources\/downloads\/seasonal-pricing-playbook\/file\?token=/);
    expect(html).toContain(`href="${fileUrl!.replace(/&/g, "&amp;")}"`);

    const file = await get(fileUrl!);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toContain('attachment; filename="seasonal-pricing-playbook.pdf"');
    expect(file.headers.get("Cache-Control")).toBe("private, no-store");
    expect(Buffer.from(await file.arrayBuffer()).equals(seedFile("seasonal-pricing-playbook.pdf"))).toBe(true);
  });

  it("serves the CSV calculator from the Portuguese page, and stores the Portuguese name and locale", async () => {
    const email = uniqueEmail("pt");
    const response = await postForm("/pt/downloads/ota-commission-calculator", { name: "João", email }, { "CF-Connecting-IP": freshAddress() });
    const { html } = await follow(response);
    expect(html).toContain("Sucesso!");
    expect(leadsOf(email)).toEqual([
      { name: "João", email, resource_slug: "ota-commission-calculator", resource_name: "Calculadora de comissões de OTA", locale: "pt" },
    ]);
    const fileUrl = html.match(/content="0;url=([^"]+)"/)![1]!.replace(/&amp;/g, "&");
    const file = await get(fileUrl);
    expect(file.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(await file.text()).toBe(seedFile("ota-commission-calculator.csv").toString("utf8"));
  });

  it("shows the spec's messages next to the fields and keeps what was typed", async () => {
    const email = uniqueEmail("bad");
    const response = await postForm("/downloads/guest-email-templates", { name: "J", email: email.replace("@", "") }, { "CF-Connecting-IP": freshAddress() });
    expect(response.status).toBe(400);
    const html = visible(await response.text());
    expect(html).toMatch(/id="download-guest-email-templates-name-error"[^>]*>Name must be at least 2 characters</);
    expect(html).toMatch(/id="download-guest-email-templates-email-error"[^>]*>Please enter a valid email address</);
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="J"/);
    expect(html).toContain(`value="${email.replace("@", "")}"`);
    expect(queryD1(`SELECT id FROM download_leads WHERE email LIKE '${email.split("@")[0]}%'`)).toEqual([]);
  });

  it("says 'Failed to process your download' and keeps the values when the lead cannot be stored", async () => {
    queryD1("ALTER TABLE download_leads RENAME TO download_leads_away");
    try {
      const response = await postForm("/downloads/guest-email-templates", { name: "Nina", email: "nina@example.com" }, { "CF-Connecting-IP": freshAddress() });
      expect(response.status).toBe(503);
      const html = visible(await response.text());
      expect(textOf(html)).toContain("Error Failed to process your download. Please try again.");
      expect(html).toMatch(/<input[^>]*name="email"[^>]*value="nina@example.com"/);
      expect(html).not.toContain("/resources/downloads/");
    } finally {
      queryD1("ALTER TABLE download_leads_away RENAME TO download_leads");
    }
  });

  it("gives a bot the file but stores no lead", async () => {
    const email = uniqueEmail("bot");
    const response = await postForm("/downloads/guest-email-templates", { name: "Bot", email, website: "https://spam.example" }, { "CF-Connecting-IP": freshAddress() });
    expect(response.status).toBe(303);
    expect(leadsOf(email)).toEqual([]);
  });

  it("allows one email its downloads an hour from one address (decisions 0010, 0023)", async () => {
    const email = uniqueEmail("many");
    const { limit } = rateLimits.download.perEmail;
    const ip = freshAddress();
    for (let i = 0; i < limit; i++) {
      expect((await postForm("/downloads/guest-email-templates", { name: "Many", email }, { "CF-Connecting-IP": ip })).status).toBe(303);
    }
    const refused = await postForm("/downloads/guest-email-templates", { name: "Many Times", email }, { "CF-Connecting-IP": ip });
    // Answered at the dialog's own address (no redirect): the dialog stays open, saying why, with what was typed.
    expect(refused.status).toBe(429);
    const html = await refused.text();
    expect(textOf(html)).toContain("Too many downloads from this email address or your connection. Please wait a while and try again.");
    expect(html).toMatch(/role="alert"[^>]*>(?:(?!<\/div>)[\s\S])*Too many downloads from this email address/);
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Many Times"/);
    expect(html).toMatch(new RegExp(`<input[^>]*name="email"[^>]*value="${email}"`));
    expect(leadsOf(email)).toHaveLength(limit);
  }, 120_000);
});

describe("getting a resource with JavaScript", () => {
  // The form's own address answers with the page; app/enhance/forms.ts (inPlaceUrl) posts to its route's data request instead.
  const jsonAddress = async (path: string) => {
    const html = await (await get(path)).text();
    // Posted in place by the behaviour "form" (app/enhance/forms.ts); "download-form" delivers the file.
    const form = /<form[^>]*\sdata-module="form download-form"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).not.toBe("");
    const action = /\saction="([^"]+)"/.exec(form)?.[1]?.replace(/&amp;/g, "&");
    const route = /\sdata-enhance-route="([^"]+)"/.exec(form)?.[1];
    expect(action).toBeDefined();
    expect(route).toBe(dialogRoute);
    const address = new URL(action!, baseUrl());
    address.searchParams.set("_data", route!);
    return address.href;
  };
  const postInPlace = async (address: string, fields: Record<string, string>) =>
    fetch(address, {
      method: "POST",
      headers: { ...sameOrigin(), "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress() },
      body: new URLSearchParams({ _enhanced: "1", ...fields }),
    });

  it("answers JSON with the file's address, which works once the lead is stored", async () => {
    const email = uniqueEmail("js");
    const address = await jsonAddress("/downloads/direct-booking-launch-checklist?q=checklist");
    const { pathname, searchParams } = new URL(address);
    expect([pathname, searchParams.get("q"), searchParams.get("_data")]).toEqual(["/downloads/direct-booking-launch-checklist", "checklist", dialogRoute]);
    const response = await postInPlace(address, { name: "Jo", email });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { enhanced: { fileUrl: string } };
    // Only what the page modules show: the texts, the fields cleared, the file to open.
    expect(body).toEqual({
      enhanced: {
        toast: { kind: "success", title: "Success!", description: "Your download is ready." },
        reset: true,
        fileUrl: expect.stringMatching(/^\/resources\/downloads\/direct-booking-launch-checklist\/file\?token=/),
      },
    });
    expect(leadsOf(email)).toHaveLength(1);
    const file = await get(body.enhanced.fileUrl);
    expect(Buffer.from(await file.arrayBuffer()).equals(seedFile("direct-booking-launch-checklist.pdf"))).toBe(true);
  });

  it("answers a refused or failed post with its messages in the page's language, and stores nothing", async () => {
    const email = uniqueEmail("js-bad");
    const refused = await postInPlace(await jsonAddress("/pt/downloads/guest-email-templates"), { name: "J", email: email.replace("@", "") });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { enhanced: unknown }).enhanced).toEqual({
      fieldErrors: { name: "O nome deve ter pelo menos 2 caracteres", email: "Por favor, insira um endereço de e-mail válido" },
      reset: false,
    });
    expect(queryD1(`SELECT id FROM download_leads WHERE email LIKE '${email.split("@")[0]}%'`)).toEqual([]);

    queryD1("ALTER TABLE download_leads RENAME TO download_leads_away");
    try {
      const failed = await postInPlace(await jsonAddress("/downloads/guest-email-templates"), { name: "Nina", email });
      expect(failed.status).toBe(503);
      const body = (await failed.json()) as { enhanced: unknown };
      expect(body.enhanced).toEqual({
        toast: { kind: "error", title: "Error", description: "Failed to process your download. Please try again." },
        formError: "Failed to process your download. Please try again.",
        reset: false,
      });
    } finally {
      queryD1("ALTER TABLE download_leads_away RENAME TO download_leads");
    }
  }, 120_000);
});

describe("the scripts the pages load (decision 0015)", () => {
  const scriptsOf = async (path: string) => [...(await (await get(path)).text()).matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);

  it("loads no React app on the list or the dialog, only the modules they need", async () => {
    for (const path of ["/downloads", "/pt/downloads?category=Calculadoras"]) {
      const scripts = await scriptsOf(path);
      expect(scripts.filter((src) => src.startsWith("/build/")), path).toEqual([]);
      expect(scripts.map((src) => src.replace(/-\w+\.js$/, "")), path).toEqual(["/enhance/site", "/enhance/downloads"]);
    }
    for (const path of ["/downloads/guest-email-templates", "/pt/downloads/guest-email-templates?q=modelos"]) {
      const scripts = await scriptsOf(path);
      expect(scripts.filter((src) => src.startsWith("/build/")), path).toEqual([]);
      expect(scripts.map((src) => src.replace(/-\w+\.js$/, "")), path).toEqual(["/enhance/site", "/enhance/dialog", "/enhance/downloads"]);
    }
    // The modules are served.
    for (const src of await scriptsOf("/downloads/guest-email-templates")) {
      const response = await get(src);
      expect(response.status, src).toBe(200);
      expect(response.headers.get("Content-Type"), src).toMatch(/javascript/);
    }
  });
});

describe("the file address", () => {
  it("is refused without a valid token for that resource, leading back to the form", async () => {
    const response = await postForm("/downloads/guest-email-templates", { name: "Jo", email: uniqueEmail("token") }, { "CF-Connecting-IP": freshAddress() });
    const token = new URL(response.headers.get("Location")!, baseUrl()).searchParams.get("download")!;
    for (const path of [
      "/resources/downloads/guest-email-templates/file",
      "/resources/downloads/guest-email-templates/file?token=forged.0000",
      `/resources/downloads/seasonal-pricing-playbook/file?token=${encodeURIComponent(token)}`,
    ]) {
      const refused = await get(path);
      expect(refused.status, path).toBe(303);
      expect(refused.headers.get("Location"), path).toMatch(/^\/downloads\/[\w-]+\?expired=1$/);
    }
    const expired = textOf(await (await get("/downloads/guest-email-templates?expired=1")).text());
    expect(expired).toContain("This download link has expired. Please fill in the form again to get a new one.");
    expect((await get(`/resources/downloads/guest-email-templates/file?token=${encodeURIComponent(token)}`)).status).toBe(200);
  });
});

describe("the automation webhook (spec 2 §7)", () => {
  // The site reads DOWNLOAD_WEBHOOK_URL when it starts: a server of its own, pointed at a receiver.
  let receiver: WebhookReceiver;
  let server: { url: string; query: (sql: string) => unknown[]; stop: () => Promise<void> };
  let mode: "answer" | "hang" | "fail" = "answer";

  beforeAll(async () => {
    receiver = await startWebhookReceiver({ respond: () => (mode === "hang" ? "hang" : mode === "fail" ? 500 : 204) });
    server = await startTestServer({ name: "integration-webhook", port: await freePort(), vars: { DOWNLOAD_WEBHOOK_URL: receiver.url } });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  const download = (email: string, slug = "guest-email-templates") =>
    fetch(`${server.url}/downloads/${slug}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, "Sec-Fetch-Site": "same-origin", ...noReuse, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": freshAddress() },
      body: new URLSearchParams({ name: "Marta Sousa", email }),
    });
  const forEmail = (email: string) => (hook: ReceivedHook) => (hook.body as { email?: string }).email === email;

  it("receives the lead as JSON after the response", async () => {
    mode = "answer";
    const email = uniqueEmail("hook");
    const before = Date.now();
    const response = await download(email);
    expect(response.status).toBe(303);
    const hook = await receiver.waitFor(forEmail(email));
    expect(hook).toMatchObject({ method: "POST", path: "/hooks/download", contentType: "application/json" });
    expect(hook.body).toEqual({
      name: "Marta Sousa",
      email,
      resource_slug: "guest-email-templates",
      resource_name: "Guest Email Templates Pack",
      downloaded_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const at = Date.parse((hook.body as { downloaded_at: string }).downloaded_at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(server.query(`SELECT email FROM download_leads WHERE email = '${email}'`)).toEqual([{ email }]);
  });

  it("does not hold the visitor up or fail the download when the webhook hangs or fails", async () => {
    for (const failing of ["hang", "fail"] as const) {
      mode = failing;
      const email = uniqueEmail(failing);
      const started = Date.now();
      const response = await download(email);
      expect(response.status).toBe(303);
      expect(Date.now() - started).toBeLessThan(2500);
      await receiver.waitFor(forEmail(email));
      const page = await fetch(new URL(response.headers.get("Location")!, server.url), {
        headers: { ...noReuse, Cookie: response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") },
      });
      expect(visible(await page.text())).toContain("Success!");
      expect(server.query(`SELECT email FROM download_leads WHERE email = '${email}'`)).toEqual([{ email }]);
    }
  });
});
