import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { freePort, startTestServer } from "../../../scripts/test-server.mjs";
// @ts-expect-error -- plain ESM script shared with the e2e tests
import { queryLocalD1, testServerFile } from "../../../scripts/local-backend.mjs";
// @ts-expect-error -- plain ESM script (npm run cron)
import { fireSchedule } from "../../../scripts/cron.mjs";
import { fixtureBytes } from "../../fixtures/engagement/http";
import { clientAddress, postForm, queryD1, uniqueEmail } from "./support";

/**
 * Every lead reaches the operator's receiver (issue 19 items 1, 2; docs/decisions/0028-lead-events.md).
 *
 * A second copy of the site runs with LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET set, against a
 * receiver of our own on 127.0.0.1. An audit request posted while the receiver is down arrives
 * once it is up when the site's clock fires, with no page requested in between (decision 0040:
 * the schedule is fired as the README says, `npm run cron`'s /cdn-cgi/handler/scheduled, with
 * the trigger's time two minutes ahead so the first retry is due); a delivery answered 500 comes
 * again with the same webhook-id; two runs of the clock at once send each event once; job
 * application, download and newsletter events arrive; every one verifies with the secret (the
 * standardwebhooks library, not the site's code). The test server's heartbeat asks for a static
 * file, which Workers Static Assets answer without running the Worker.
 */
const secret = `whsec_${Buffer.from("integration key of the lead hooks").toString("base64")}`;

interface Received {
  headers: Record<string, string>;
  body: string;
  event: { type: string; timestamp: string; data: Record<string, unknown> };
  answered: number;
}

/** A webhook receiver that can be down, answer 500 to the first attempt of an event, or accept. */
class Receiver {
  received: Received[] = [];
  failFirstOf = new Set<string>();
  /** Leads whose deliveries are read and never answered. */
  hangOn = new Set<string>();
  private server: Server | null = null;
  constructor(readonly port: number) {}

  up(): Promise<void> {
    const server = createServer((request, response) => {
      let body = "";
      request.setEncoding("utf8");
      request.on("data", (chunk: string) => (body += chunk));
      request.on("end", () => {
        const headers = flat(request.headers);
        const event = JSON.parse(body) as Received["event"];
        if (this.hangOn.has(String(event.data.email))) {
          this.received.push({ headers: flat(request.headers), body, event, answered: 0 });
          return;
        }
        const id = headers["webhook-id"]!;
        const seen = this.received.some((r) => r.headers["webhook-id"] === id);
        const answered = this.failFirstOf.has(String(event.data.email)) && !seen ? 500 : 204;
        this.received.push({ headers, body, event, answered });
        response.writeHead(answered, { Connection: "close" }).end();
      });
    });
    this.server = server;
    return new Promise((resolve) => server.listen(this.port, "127.0.0.1", () => resolve()));
  }

  down(): Promise<void> {
    const server = this.server;
    this.server = null;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  of(email: string) {
    return this.received.filter((r) => r.event.data.email === email);
  }
}

const flat = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : String(value)]));

let site: { url: string; persistTo: string; stop: () => Promise<void> };
let receiver: Receiver;
let address = 0;
const freshIp = () => `192.0.2.${(address++ % 250) + 1}`;
const query = <T>(sql: string) => queryLocalD1(site.persistTo, sql) as T[];
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

const browserHeaders = () => ({ Origin: site.url, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": freshIp(), Connection: "close" });
function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(site.url + path, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...browserHeaders(), ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Fires the site's clock, its trigger time `seconds` ahead, until `done`, for at most `ms`; no page is requested. */
async function scheduleUntil(done: () => boolean, seconds: number, ms = 30_000) {
  const until = Date.now() + ms;
  while (!done() && Date.now() < until) {
    const { outcome } = (await fireSchedule(site.url, { time: Date.now() + seconds * 1000 })) as { outcome: string };
    expect(outcome).toBe("ok");
    await waitFor(done, 1500);
  }
  return done();
}

async function waitFor(done: () => boolean, ms = 10_000) {
  const until = Date.now() + ms;
  while (!done() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
  return done();
}

/** Verifies with the standardwebhooks library at the attempt's own time (the test clock may be ahead). */
function verify(received: Received) {
  const realNow = Date.now;
  Date.now = () => Number(received.headers["webhook-timestamp"]) * 1000;
  try {
    return new Webhook(secret).verify(received.body, received.headers);
  } finally {
    Date.now = realNow;
  }
}

beforeAll(async () => {
  receiver = new Receiver((await freePort()) as number);
  site = await startTestServer({
    name: "leads-webhooks",
    vars: { LEADS_WEBHOOK_URL: `http://127.0.0.1:${receiver.port}/hooks/leads`, LEADS_WEBHOOK_SECRET: secret },
  });
}, 120_000);

afterAll(async () => {
  await receiver?.down();
  await site?.stop();
});

describe("lead events reach the receiver as signed Standard Webhooks", () => {
  it("delivers an audit request posted while the receiver was down at the clock's next run, with no page requested, once", async () => {
    const email = unique("audit-down");
    const response = await post("/resources/audit", { redirectTo: "/", propertyUrl: "airbnb.com/rooms/1", name: "Down Time", email });
    expect(response.status).toBe(303);
    // The first attempt (after the response) fails: nobody is listening.
    const attempted = () => query<{ attempts: number; last_error: string | null }>(`SELECT attempts, last_error FROM lead_events WHERE json_extract(data, '$.email') = '${email}'`)[0];
    expect(await waitFor(() => (attempted()?.attempts ?? 0) >= 1 && attempted()?.last_error !== null)).toBe(true);
    expect(query(`SELECT id FROM audit_requests WHERE email = '${email}'`)).toHaveLength(1);

    await receiver.up();
    // Nothing goes out by itself while nobody visits: the retry waits for the clock.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.of(email)).toHaveLength(0);
    // The clock's run two minutes later (the retry after a minute is due) delivers it; later runs do not again.
    const { outcome } = (await fireSchedule(site.url, { time: Date.now() + 120_000 })) as { outcome: string };
    expect(outcome).toBe("ok");
    expect(await waitFor(() => receiver.of(email).length > 0, 5000)).toBe(true);
    for (const minutes of [3, 10]) await fireSchedule(site.url, { time: Date.now() + minutes * 60_000 });
    expect(receiver.of(email)).toHaveLength(1);
    const [delivered] = receiver.of(email);
    expect(delivered!.event).toMatchObject({ type: "audit_request.created", data: { email, name: "Down Time", property_url: "https://airbnb.com/rooms/1" } });
    expect(verify(delivered!)).toEqual(delivered!.event);
    expect(await waitFor(() => query<{ d: number }>(`SELECT delivered_at IS NOT NULL AS d FROM lead_events WHERE json_extract(data, '$.email') = '${email}'`)[0]?.d === 1)).toBe(true);
  }, 90_000);

  it("sends a delivery answered 500 again, with the same webhook-id, until it is accepted", async () => {
    const email = unique("news-500");
    receiver.failFirstOf.add(email);
    const response = await post("/resources/newsletter", { source: "footer", redirectTo: "/", email, name: "Retry Me" });
    expect(response.status).toBe(303);
    expect(await waitFor(() => receiver.of(email).length === 1)).toBe(true);
    expect(receiver.of(email)[0]!.answered).toBe(500);
    expect(await scheduleUntil(() => receiver.of(email).length >= 2, 120)).toBe(true);
    const [first, second] = receiver.of(email);
    expect(second!.headers["webhook-id"]).toBe(first!.headers["webhook-id"]);
    expect(second!.body).toBe(first!.body);
    expect(second!.answered).toBe(204);
    expect(first!.event.type).toBe("newsletter.subscribed");
    for (const attempt of [first!, second!]) expect(verify(attempt)).toEqual(first!.event);
  }, 90_000);

  it("sends each due event once when two runs of the clock overlap", async () => {
    await receiver.down();
    const emails = [unique("overlap-a"), unique("overlap-b"), unique("overlap-c"), unique("overlap-d")];
    for (const email of emails) expect((await post("/resources/audit", { redirectTo: "/", propertyUrl: "airbnb.com/rooms/7", name: "Overlap", email })).status).toBe(303);
    const failed = () => query<{ n: number }>(`SELECT count(*) AS n FROM lead_events WHERE attempts >= 1 AND last_error IS NOT NULL AND json_extract(data, '$.email') IN (${emails.map((e) => `'${e}'`).join(",")})`)[0]?.n;
    expect(await waitFor(() => failed() === emails.length)).toBe(true);
    await receiver.up();
    const time = Date.now() + 120_000;
    const runs = await Promise.all([fireSchedule(site.url, { time }), fireSchedule(site.url, { time }), fireSchedule(site.url, { time })]);
    expect(runs.map((run: { outcome: string }) => run.outcome)).toEqual(["ok", "ok", "ok"]);
    expect(await waitFor(() => emails.every((email) => receiver.of(email).length > 0), 5000)).toBe(true);
    expect(emails.map((email) => receiver.of(email).length)).toEqual([1, 1, 1, 1]);
  }, 60_000);

  it("never makes the visitor wait: a receiver that does not answer costs the post nothing, and times out after 5 s", async () => {
    const email = unique("audit-hang");
    receiver.hangOn.add(email);
    const started = performance.now();
    const response = await post("/resources/audit", { redirectTo: "/", propertyUrl: "airbnb.com/rooms/3", name: "Hang On", email });
    const ms = performance.now() - started;
    expect(response.status).toBe(303);
    expect(await waitFor(() => receiver.of(email).length === 1)).toBe(true);
    expect(ms, `the post answered in ${Math.round(ms)} ms`).toBeLessThan(1500);
    const row = () => query<{ last_error: string | null }>(`SELECT last_error FROM lead_events WHERE json_extract(data, '$.email') = '${email}'`)[0];
    expect(await waitFor(() => Boolean(row()?.last_error), 10_000)).toBe(true);
    expect(row()!.last_error).toMatch(/Timeout|abort/i);
  }, 30_000);

  it("delivers job application, download and newsletter events, each verifying with the secret", async () => {
    const jobEmail = unique("job");
    const form = new FormData();
    for (const [name, value] of Object.entries({ fullName: "Ana Ribeiro", email: jobEmail, phone: "", coverLetter: "Olá" })) form.append(name, value);
    form.append("resume", new File([fixtureBytes("resume.pdf")], "Ana CV.pdf", { type: "application/pdf" }));
    const applied = await fetch(`${site.url}/careers/apply/sdr-latam`, { method: "POST", redirect: "manual", headers: browserHeaders(), body: form });
    expect(applied.status).toBe(303);

    const downloadEmail = unique("download");
    const downloaded = await post("/downloads/guest-email-templates", { name: "Dora Lead", email: downloadEmail });
    expect([200, 303]).toContain(downloaded.status);

    const newsEmail = unique("news");
    await post("/resources/newsletter", { source: "footer", redirectTo: "/", email: newsEmail, name: "News Lead" });
    await post("/resources/newsletter", { source: "footer", redirectTo: "/", email: newsEmail, name: "News Lead Again" });

    const all = () => [jobEmail, downloadEmail, newsEmail].every((email) => receiver.of(email).length > 0) && receiver.of(newsEmail).length >= 2;
    expect(await scheduleUntil(all, 0)).toBe(true);

    const [job] = receiver.of(jobEmail);
    expect(job!.event.type).toBe("job_application.created");
    expect(job!.event.data).toMatchObject({ job_id: "sdr-latam", full_name: "Ana Ribeiro", resume_path: expect.stringMatching(/^resumes\/\d+-[0-9a-f-]{36}\.pdf$/) });
    expect(job!.body.length).toBeLessThan(2000); // the path, never the resume's bytes
    expect(receiver.of(downloadEmail)[0]!.event).toMatchObject({ type: "download.created", data: { resource_slug: "guest-email-templates", name: "Dora Lead" } });
    expect(receiver.of(newsEmail).map((r) => r.event.type).sort()).toEqual(["newsletter.subscribed", "newsletter.updated"]);
    for (const received of [job!, ...receiver.of(downloadEmail), ...receiver.of(newsEmail)]) {
      expect(verify(received)).toEqual(received.event);
      expect(received.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    }
  }, 90_000);

  it("starts delivery after a post the site accepted, never after a refused one (decision 0059)", async () => {
    // An event whose first attempt failed, due again a minute later.
    await receiver.down();
    const waiting = unique("waiting");
    expect((await post("/resources/audit", { redirectTo: "/", propertyUrl: "airbnb.com/rooms/9", name: "Waiting", email: waiting })).status).toBe(303);
    const failed = () => query<{ attempts: number; last_error: string | null }>(`SELECT attempts, last_error FROM lead_events WHERE json_extract(data, '$.email') = '${waiting}'`)[0];
    expect(await waitFor(() => (failed()?.attempts ?? 0) >= 1 && failed()?.last_error !== null)).toBe(true);
    await receiver.up();
    // Each post as if two minutes later (the edge's clock for delivery, test servers only): the event is due.
    const token = (JSON.parse(readFileSync(testServerFile(site.persistTo) as string, "utf8")) as { token: string }).token;
    const later = { "X-Test-Sql-Token": token, "X-Test-Clock-Offset": "120" };

    const refused = await post("/resources/newsletter", { source: "footer", redirectTo: "/", email: "not-an-address", name: "Refused" }, later);
    expect(refused.status).toBe(303); // the footer form answers with its flash; nothing was stored
    const honeypot = await post("/resources/audit", { redirectTo: "/", propertyUrl: "airbnb.com/rooms/9", name: "Bot", email: unique("bot"), website: "https://spam.example" }, later);
    expect(honeypot.status).toBe(303);
    const crossSite = await post("/resources/audit", { redirectTo: "/", propertyUrl: "airbnb.com/rooms/9", name: "Elsewhere", email: unique("cross") }, { ...later, Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 2000)); // a delivery started by any of them would have arrived
    expect(receiver.of(waiting)).toHaveLength(0);

    const accepted = unique("accepted");
    expect((await post("/resources/audit", { redirectTo: "/", propertyUrl: "airbnb.com/rooms/9", name: "Accepted", email: accepted }, later)).status).toBe(303);
    // No clock fired: the accepted post itself sends what is due.
    expect(await waitFor(() => receiver.of(accepted).length > 0 && receiver.of(waiting).length > 0, 5000)).toBe(true);
  }, 60_000);
});

describe("a site with no webhook configured", () => {
  it("still records every lead's event, due, and sends nothing", async () => {
    const email = uniqueEmail("audit-unsent");
    const response = await postForm("/resources/audit", { redirectTo: "/", propertyUrl: "airbnb.com/rooms/2", name: "Kept", email }, { "CF-Connecting-IP": clientAddress() });
    expect(response.status).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 500)); // anything sent after the response would be counted by now
    const rows = queryD1<{ type: string; attempts: number; due: number; delivered: number }>(
      `SELECT type, attempts, next_attempt_at IS NOT NULL AS due, delivered_at IS NOT NULL AS delivered FROM lead_events WHERE json_extract(data, '$.email') = '${email}'`,
    );
    expect(rows).toEqual([{ type: "audit_request.created", attempts: 0, due: 1, delivered: 0 }]);
  });
});
