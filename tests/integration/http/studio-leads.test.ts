import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { startTestServer } from "../../../scripts/test-server.mjs";
// @ts-expect-error -- plain ESM script shared with the test servers
import { localDevelopmentVars } from "../../../scripts/local-backend.mjs";
import { startAccessTeam, type AccessTeam } from "../../fixtures/access";

/**
 * Issue 43 items 4 and 5 over HTTP (decision 0505): who may open and post what on the leads and
 * subscribers pages (forged posts with a member's own valid form token included), the leads'
 * filters and server pages with 10,000 leads, the CSV export, "Retry now" in the audit log, and a
 * forgotten subscriber's address in no D1 table at all.
 */
let team: AccessTeam;
let server: { url: string; stop: () => Promise<void>; query: (sql: string) => Array<Record<string, unknown>> };
beforeAll(async () => {
  team = await startAccessTeam();
  server = await startTestServer({ name: "studio-leads", port: 0, vars: { ACCESS_TEAM_DOMAIN: team.teamDomain, ACCESS_AUD: team.audience } });
  // 10,000 leads of every kind over a week, delivered; one in a hundred from the campaign "paging-test".
  const types = ["audit_request.created", "support_request.created", "job_application.created", "download.created", "newsletter.subscribed"];
  server.query(`INSERT INTO lead_events (id, type, data, created_at, attempts, next_attempt_at, delivered_at, last_status)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
    SELECT printf('00000000-0000-4000-8000-%012d', i), json_extract('${JSON.stringify(types)}', '$[' || (i % 5) || ']'),
           json_object('name', 'Bulk ' || i, 'email', 'bulk' || i || '@example.com', 'page', json_object('path', '/pricing', 'lang', 'en'),
                       'source', json_object('utm_campaign', CASE WHEN i % 100 = 0 THEN 'paging-test' ELSE 'bulk' END, 'utm_source', 'mail')),
           strftime('%Y-%m-%dT%H:%M:%fZ', '2026-10-01', '+' || i || ' minutes'), 1, NULL, strftime('%Y-%m-%dT%H:%M:%fZ', '2026-10-01', '+' || i || ' minutes'), 204
      FROM n`);
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await team?.stop();
});

const roles = ["admin", "editor", "writer", "recruiter", "support"] as const;
const asMember = async (role: string) => ({ "Cf-Access-Jwt-Assertion": await team.token(`${role}@example.com`) });
/** The form token the studio gives a member (a keyed hash of the address, app/features/studio/studio.server.ts). */
const tokenOf = (role: string) => createHmac("sha256", localDevelopmentVars.SESSION_SECRET as string).update(`studio-form:${role}@example.com`).digest("hex");

async function get(path: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(server.url + path, { headers, redirect: "manual" });
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Decoded with its byte order mark kept, as a spreadsheet reads the file.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  return { status: response.status, headers: response.headers, text, ms: performance.now() - started };
}
async function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, location: response.headers.get("Location"), headers: response.headers, text: await response.text() };
}
const decode = (html: string) => html.replaceAll("&amp;", "&");

function failedEvent(id: string, email: string) {
  server.query(`INSERT INTO lead_events (id, type, data, created_at, attempts, next_attempt_at, last_status, last_error)
    VALUES ('${id}', 'support_request.created', json_object('name', 'Failing', 'email', '${email}', 'page', NULL, 'source', NULL), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'), 12, NULL, 503, 'HTTP 503')`);
}

describe("who may open and post what", () => {
  it("leads for support and admins, subscribers for admins only; every other role and every forged post gets 403", async () => {
    const id = crypto.randomUUID();
    failedEvent(id, "matrix@example.com");
    server.query(`INSERT INTO newsletter_subscribers (id, email, name, consent_text, subscribed_at, preferences_updated_at) VALUES ('${crypto.randomUUID()}', 'matrix-sub@example.com', 'Matrix', 'I agree', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')`);
    for (const role of roles) {
      const headers = await asMember(role);
      const leads = role === "admin" || role === "support" ? 200 : 403;
      const subscribers = role === "admin" ? 200 : 403;
      for (const [path, status] of [["/studio/leads", leads], ["/studio/leads/export.csv", leads], ["/studio/subscribers", subscribers], ["/studio/subscribers/export.csv", subscribers]] as const) {
        const answer = await get(path, headers);
        expect(answer.status, `${role} ${path}`).toBe(status);
        expect(answer.headers.get("Cache-Control"), `${role} ${path}`).toBe("private, no-store");
      }
      const home = await get("/studio", headers);
      expect(home.text.includes('href="/studio/leads"'), role).toBe(leads === 200);
      expect(home.text.includes('href="/studio/subscribers"'), role).toBe(subscribers === 200);
      if (leads === 403) {
        const forged = await post("/studio/leads", { _token: tokenOf(role), intent: "retry", id, back: "" }, headers);
        expect(forged.status, `${role} retry`).toBe(403);
      }
      if (subscribers === 403) {
        const forged = await post("/studio/subscribers", { _token: tokenOf(role), intent: "forget", email: "matrix-sub@example.com", confirm: "matrix-sub@example.com", back: "" }, headers);
        expect(forged.status, `${role} forget`).toBe(403);
      }
    }
    expect(server.query(`SELECT next_attempt_at FROM lead_events WHERE id = '${id}'`)).toEqual([{ next_attempt_at: null }]);
    expect(server.query(`SELECT count(*) AS n FROM newsletter_subscribers WHERE email = 'matrix-sub@example.com'`)).toEqual([{ n: 1 }]);
    // Allowed roles without the form token, and a cross-site post: refused as well.
    const admin = await asMember("admin");
    expect((await post("/studio/leads", { intent: "retry", id, back: "" }, admin)).status).toBe(403);
    expect((await post("/studio/subscribers", { _token: tokenOf("admin"), intent: "forget", email: "matrix-sub@example.com", confirm: "matrix-sub@example.com" }, { ...admin, Origin: "https://evil.example" })).status).toBe(403);
    expect(server.query(`SELECT count(*) AS n FROM newsletter_subscribers WHERE email = 'matrix-sub@example.com'`)).toEqual([{ n: 1 }]);
  });
});

describe("the leads list with 10,000 leads", () => {
  it("answers each filtered page in under a second, and pages a campaign's 100 leads without a gap or a repeat", async () => {
    const support = await asMember("support");
    for (const path of ["/studio/leads", "/studio/leads?kind=download", "/studio/leads?campaign=paging-test", "/studio/leads?from=2026-10-03&to=2026-10-04&delivery=delivered"]) {
      const answers = [await get(path, support), await get(path, support), await get(path, support)];
      expect(answers[0]!.status, path).toBe(200);
      expect(Math.min(...answers.map((answer) => answer.ms)), path).toBeLessThan(1000);
    }
    const seen: string[] = [];
    let path: string | null = "/studio/leads?campaign=paging-test";
    while (path) {
      const page = await get(path, support);
      seen.push(...[...page.text.matchAll(/bulk(\d+)@example\.com/g)].map((match) => match[1]!));
      path = /<a[^>]* href="(\/studio\/leads\?[^"]+)"[^>]*>Older<\/a>/.exec(page.text)?.[1] ?? null;
      if (path) path = decode(path);
    }
    expect(seen).toHaveLength(100);
    expect(new Set(seen).size).toBe(100);
    expect(seen.every((n) => Number(n) % 100 === 0)).toBe(true);

    const days = await get("/studio/leads?kind=audit&from=2026-10-02&to=2026-10-02", support);
    const numbers = [...days.text.matchAll(/bulk(\d+)@example\.com/g)].map((match) => Number(match[1]));
    expect(numbers.length).toBe(50);
    // 2026-10-02 is minutes 1440 to 2879 after the first; audit requests are i % 5 = 0.
    expect(numbers.every((n) => n >= 1440 && n < 2880 && n % 5 === 0)).toBe(true);
  });

  it("exports what the filter shows as a streamed CSV: attachment, private, BOM, CRLF, formulas as text", async () => {
    server.query(`INSERT INTO lead_events (id, type, data, created_at, next_attempt_at)
      VALUES ('${crypto.randomUUID()}', 'audit_request.created', json_object('name', '=1+1', 'email', 'formula@example.com', 'property_url', '@SUM(A1)', 'page', NULL,
        'source', json_object('utm_campaign', 'formula-test', 'heard_about', 'other', 'heard_about_other', 'Casa, "Azul"
São Paulo')), '2026-11-20T10:00:00.000Z', NULL)`);
    const support = await asMember("support");
    const formula = await get("/studio/leads/export.csv?campaign=formula-test", support);
    expect(formula.status).toBe(200);
    expect(formula.headers.get("Content-Type")).toMatch(/^text\/csv; charset=utf-8/);
    expect(formula.headers.get("Content-Disposition")).toMatch(/^attachment; filename="stayloop-leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(formula.headers.get("Cache-Control")).toBe("private, no-store");
    expect(formula.text.startsWith("\uFEFFevent_id,type,created_at,name,email,about,")).toBe(true);
    const record = formula.text.split("\r\n")[1]!;
    expect(record).toContain(",'=1+1,formula@example.com,'@SUM(A1),");
    expect(formula.text).toContain('"Casa, ""Azul""\nSão Paulo"');
    expect(formula.text.endsWith("\r\n")).toBe(true);

    const campaign = await get("/studio/leads/export.csv?campaign=paging-test", support);
    expect(campaign.text.split("\r\n").filter(Boolean)).toHaveLength(101);
    // Every lead, in chunks of 500 streamed one after another: the 10,000 and a few more.
    const all = await get("/studio/leads/export.csv?kind=download", support);
    const lines = all.text.split("\r\n").filter(Boolean);
    expect(lines.length).toBe(1 + 2000);
    expect(new Set(lines.map((line) => line.split(",")[0])).size).toBe(2001);
  });
});

describe("Retry now", () => {
  it("makes a failed event due now, once per press, in the audit log; a delivered one is left as it is", async () => {
    const id = crypto.randomUUID();
    failedEvent(id, "retry-http@example.com");
    const support = await asMember("support");
    const list = await get("/studio/leads?delivery=failed&kind=support", support);
    expect(list.text).toContain("retry-http@example.com");
    expect(list.text).toContain("Failed after 24 hours");
    expect(list.text).toContain("last answer: HTTP 503");
    const before = Date.now();
    const retried = await post("/studio/leads", { _token: tokenOf("support"), intent: "retry", id, back: "delivery=failed&kind=support" }, support);
    expect(retried.status).toBe(303);
    expect(retried.location).toBe("/studio/leads?delivery=failed&kind=support&done=retry");
    const [event] = server.query(`SELECT next_attempt_at, attempts FROM lead_events WHERE id = '${id}'`) as Array<{ next_attempt_at: string; attempts: number }>;
    expect(Date.parse(event!.next_attempt_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(server.query(`SELECT actor_email, actor_role, action, kind, detail FROM studio_audit WHERE item_id = '${id}'`)).toEqual([
      { actor_email: "support@example.com", actor_role: "support", action: "lead.retry", kind: "leads", detail: "support_request.created, after 12 attempts" },
    ]);
    const shown = await get(retried.location!, support);
    expect(shown.text).toContain("Retry asked");

    const delivered = server.query("SELECT id FROM lead_events WHERE delivered_at IS NOT NULL LIMIT 1")[0]!.id as string;
    const gone = await post("/studio/leads", { _token: tokenOf("support"), intent: "retry", id: delivered, back: "" }, support);
    expect(gone.location).toBe("/studio/leads?done=gone");
    expect(server.query(`SELECT count(*) AS n FROM studio_audit WHERE item_id = '${delivered}'`)).toEqual([{ n: 0 }]);
  });
});

/** The tables of the site's D1 where any of `traces` appears in any column (lower-cased), with how many rows. */
function tablesHolding(traces: string[]) {
  // Every column of every table, in a few queries (each test query is a process of its own).
  const columns = server.query(
    "SELECT m.name AS t, p.name AS c FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '_cf_%'",
  ) as Array<{ t: string; c: string }>;
  const tables = [...new Set(columns.map((column) => column.t))];
  expect(tables.length).toBeGreaterThan(30);
  const hits: Record<string, number> = {};
  for (let start = 0; start < tables.length; start += 10) {
    const part = tables.slice(start, start + 10).map((table) => {
      const row = `lower(json_array(${columns.filter((column) => column.t === table).map((column) => `CAST("${column.c}" AS TEXT)`).join(", ")}))`;
      return `'${table}', (SELECT count(*) FROM "${table}" WHERE ${traces.map((trace) => `instr(${row}, '${trace}') > 0`).join(" OR ")})`;
    });
    Object.assign(hits, JSON.parse(String(server.query(`SELECT json_object(${part.join(", ")}) AS counts`)[0]!.counts)));
  }
  expect(Object.keys(hits)).toHaveLength(tables.length);
  return Object.keys(hits).filter((table) => hits[table]! > 0).sort();
}

describe("subscribers", () => {
  it("counts, finds an address with its consent, and forgets it: nowhere in any table after, the proof a hash, the audit without it", async () => {
    const email = `zuleica.forgetme.${Date.now().toString(36)}@example.com`;
    const browser = { Origin: server.url, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": "198.51.100.77" };
    expect((await post("/resources/newsletter", { source: "blog", name: "Zuleica Forgetme", email, redirectTo: "/pt/blog" }, browser)).status).toBe(303);
    expect((await post("/resources/audit", { propertyUrl: "https://zuleica.example/casa", name: "Zuleica Forgetme", email, redirectTo: "/" }, { ...browser, "CF-Connecting-IP": "198.51.100.78" })).status).toBe(303);
    const admin = await asMember("admin");
    const found = await get(`/studio/subscribers?q=${encodeURIComponent("ZULEICA.forgetme")}`, admin);
    expect(found.text).toContain(email);
    expect(found.text).toMatch(/Text version (<!-- -->)?20\d\d-\d\d-\d\d(<!-- -->)? on (<!-- -->)?\/pt\/blog/);
    expect(found.text).toMatch(/Subscribed<\/dt><dd>\d+/);
    const csv = await get(`/studio/subscribers/export.csv?q=${encodeURIComponent(email)}`, admin);
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename="stayloop-subscribers-/);
    expect(csv.text.split("\r\n")[1]).toMatch(new RegExp(`^${email.replaceAll(".", "\\.")},Zuleica Forgetme,subscribed,`));

    // An application of theirs with a recruiter's note naming them (rows as the careers form and the studio write them).
    const application = `forget-${Date.now().toString(36)}`;
    server.query(`INSERT INTO job_applications (id, job_id, full_name, email, resume_path, submitted_at) VALUES ('${application}', 'forget-job', 'Zuleica Forgetme', '${email}', 'resumes/forget.pdf', '2026-12-01T10:00:00.000Z')`);
    server.query(`INSERT INTO job_application_notes (application_id, author_email, body, created_at) VALUES ('${application}', 'recruiter@example.com', 'Called Zuleica Forgetme', '2026-12-01T11:00:00.000Z')`);
    const traces = [email, Buffer.from(email).toString("base64url"), "zuleica forgetme"];
    expect(tablesHolding(traces)).toEqual(["audit_requests", "job_application_notes", "job_applications", "lead_events", "newsletter_subscribers"]);
    const typo = await post("/studio/subscribers", { _token: tokenOf("admin"), intent: "forget", email, confirm: "someone@else.example", back: "" }, admin);
    expect(typo.status).toBe(400);
    expect(typo.text).toContain("type their address exactly");
    const forgotten = await post("/studio/subscribers", { _token: tokenOf("admin"), intent: "forget", email, confirm: email.toUpperCase(), back: `q=${email}` }, admin);
    expect(forgotten.status).toBe(303);
    expect(forgotten.location).toBe(`/studio/subscribers?q=${encodeURIComponent(email)}&done=forgotten`);

    expect(tablesHolding(traces)).toEqual([]);
    expect(server.query("SELECT count(*) AS n FROM newsletter_forgotten")).toEqual([{ n: 1 }]);
    const [entry] = server.query("SELECT actor_email, action, kind, item_id FROM studio_audit WHERE action = 'subscriber.forget'") as Array<Record<string, string>>;
    expect(entry).toMatchObject({ actor_email: "admin@example.com", action: "subscriber.forget", kind: "subscribers" });
    expect(entry!.item_id).toMatch(/^[0-9a-f]{16}$/);
    // The events the team was sent say the lead was forgotten, not who it was.
    const events = server.query("SELECT type, json_extract(data, '$.email') AS email, json_extract(data, '$.name') AS name FROM lead_events WHERE json_extract(data, '$.email') = 'forgotten@invalid'");
    expect(events.map((event) => event.type).sort()).toEqual(["audit_request.created", "newsletter.subscribed"]);
    expect(events.every((event) => event.name === "Forgotten")).toBe(true);
    const after = await get("/studio/subscribers", admin);
    expect(after.text).toMatch(/Forgotten on request<\/dt><dd>1</);
  }, 120_000);
});
