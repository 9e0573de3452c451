import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { freePort, startTestServer } from "../../../scripts/test-server.mjs";
// @ts-expect-error -- plain ESM script shared with the e2e tests
import { queryLocalD1 } from "../../../scripts/local-backend.mjs";
// @ts-expect-error -- plain ESM script (npm run cron)
import { fireSchedule } from "../../../scripts/cron.mjs";
import { cpuMs, workerdPids } from "../../../scripts/bench/harness/workerd-cpu.mjs";
import { postFormTo } from "./support";

/**
 * A receiver's outage, then the clock alone (issue 44 item 1, decisions 0061, 0066). 300 lead
 * events wait while the receiver is down (each failed its first attempt); once it is back and
 * they are due, two runs of the clock, with no page requested, deliver every one, once. Before, a
 * run sent ten: 300 took half an hour. Then 150 leads posted while it is down, moved on by the
 * clock to retries half an hour away: the first run after it is back probes it with one of them,
 * and its delivery brings the rest forward; a poison lead (answered 500 while the others are
 * accepted) gets one early attempt and then keeps its schedule. Each run's wall time (the
 * trigger's answer comes once scheduled() has ended) and the CPU time of the site's workerd
 * process over it are printed: on this shared machine they say what a run costs, not what
 * Cloudflare would bill.
 */
const secret = `whsec_${Buffer.from("integration key of the lead hooks").toString("base64")}`;
const backlog = 300;

let site: { url: string; persistTo: string; stop: () => Promise<void> };
let receiver: Server | null = null;
let port = 0;
/** The webhook-id of every delivery the receiver accepted, and of every one it answered 500. */
let received: string[] = [];
let refused: string[] = [];
/** Leads whose deliveries the receiver answers 500 while accepting the others: poison. */
const poison = new Set<string>();
const query = <T>(sql: string) => queryLocalD1(site.persistTo, sql) as T[];

function listen(): Promise<void> {
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      const id = String(request.headers["webhook-id"]);
      const email = String((JSON.parse(body) as { data: { email?: string } }).data.email);
      const status = poison.has(email) ? 500 : 204;
      (status === 204 ? received : refused).push(id);
      response.writeHead(status, { Connection: "close" }).end();
    });
  });
  receiver = server;
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
}

/** Stops listening: deliveries meet a refused connection. */
function stopListening(): Promise<void> {
  const server = receiver;
  receiver = null;
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

beforeAll(async () => {
  port = (await freePort()) as number;
  site = await startTestServer({
    name: "leads-backlog",
    vars: { LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/leads`, LEADS_WEBHOOK_SECRET: secret },
  });
}, 120_000);

afterAll(async () => {
  await stopListening();
  await site?.stop();
});

/** Fires the clock at `at` and measures the run: its wall time, the workerd CPU over it, what the receiver got. */
async function measuredRun(pids: number[], at: number) {
  const before = { cpu: cpuMs(pids), count: received.length, at: performance.now() };
  const { outcome } = (await fireSchedule(site.url, { time: at })) as { outcome: string };
  expect(outcome).toBe("ok");
  return { wallMs: Math.round(performance.now() - before.at), cpuMs: cpuMs(pids) - before.cpu, delivered: received.length - before.count };
}

const describeRuns = (runs: Awaited<ReturnType<typeof measuredRun>>[]) =>
  runs.map((run, i) => `run ${i + 1}: ${run.delivered} delivered, ${run.wallMs} ms wall, ${run.cpuMs} ms workerd CPU`).join("; ");

describe("a backlog left by a receiver's outage", () => {
  it(`delivers ${backlog} waiting events within two runs of the clock once the receiver is back, once each`, async () => {
    // The events a busy outage leaves: each was recorded with its lead and failed its first attempt.
    query(`DELETE FROM lead_events`);
    const failedAt = new Date().toISOString();
    query(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${backlog})
      INSERT INTO lead_events (id, type, data, created_at, attempts, next_attempt_at, last_error)
      SELECT 'backlog-' || i, 'audit_request.created',
        json_object('email', 'backlog-' || i || '@example.com', 'name', 'Backlog', 'property_url', 'https://casa.example/', 'locale', 'en', 'page', NULL, 'source', NULL),
        '${failedAt}', 1, '${failedAt}', 'TypeError: fetch failed'
      FROM n`);
    await listen();

    const pids = workerdPids();
    expect(pids.length).toBeGreaterThan(0);
    const runs: Awaited<ReturnType<typeof measuredRun>>[] = [];
    // Six minutes on: due are the events that failed once (retried after a minute) and the few the
    // test's own SQL post tried again after its answer, as every post does (retried after five).
    for (const minutes of [6, 7]) runs.push(await measuredRun(pids, Date.now() + minutes * 60_000));
    console.log(`lead backlog of ${backlog}: ${describeRuns(runs)}`);

    expect(received).toHaveLength(backlog);
    expect(new Set(received).size).toBe(backlog);
    expect(query<{ n: number }>(`SELECT count(*) AS n FROM lead_events WHERE delivered_at IS NOT NULL`)[0]!.n).toBe(backlog);
    // A later run finds nothing: none is sent twice.
    await fireSchedule(site.url, { time: Date.now() + 10 * 60_000 });
    expect(received).toHaveLength(backlog);
  }, 120_000);

  it("delivers 150 leads posted while the receiver was down within two runs once it is back, each once; a poison lead keeps its schedule (decision 0066)", async () => {
    query(`DELETE FROM lead_events`);
    await stopListening();
    received = [];
    refused = [];
    const leads = 150;
    const stamp = Date.now().toString(36);
    const emails = [...Array.from({ length: leads }, (_, i) => `outage-${stamp}-${i}@example.com`), `poison-${stamp}@example.com`];
    poison.add(emails[leads]!);
    const started = Date.now();
    for (const [i, email] of emails.entries()) {
      const fields = { redirectTo: "/", propertyUrl: "airbnb.com/rooms/44", name: "Outage", email };
      const response = await postFormTo(site.url, "/resources/audit", fields, { "CF-Connecting-IP": `192.0.2.${(i % 250) + 1}`, Connection: "close" });
      expect(response.status).toBe(303);
    }
    // Each post tried its lead once after its answer, into a refused connection.
    const waiting = () => query<{ n: number }>(`SELECT count(*) AS n FROM lead_events WHERE attempts >= 1 AND last_error IS NOT NULL AND delivered_at IS NULL`)[0]!.n;
    const until = Date.now() + 30_000;
    while (waiting() < emails.length && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(waiting()).toBe(emails.length);
    // The clock runs on through the outage: at 2 and 8 minutes every retry fails, and the next
    // waits 30 minutes (1, 5, 30 minutes, then hourly).
    const minute = (n: number) => started + n * 60_000;
    for (const n of [2, 8]) expect(((await fireSchedule(site.url, { time: minute(n) })) as { outcome: string }).outcome).toBe("ok");
    expect(query<{ n: number }>(`SELECT count(*) AS n FROM lead_events WHERE next_attempt_at > '${new Date(minute(30)).toISOString()}'`)[0]!.n).toBe(emails.length);

    await listen();
    const pids = workerdPids();
    const runs = [await measuredRun(pids, minute(9)), await measuredRun(pids, minute(10))];
    console.log(`${leads} leads after an outage: ${describeRuns(runs)}`);
    const ids = query<{ id: string; email: string }>(`SELECT id, json_extract(data, '$.email') AS email FROM lead_events`);
    const poisonId = ids.find((row) => row.email === emails[leads])!.id;
    expect(received).toHaveLength(leads);
    expect(new Set(received)).toEqual(new Set(ids.filter((row) => row.id !== poisonId).map((row) => row.id)));
    // The poison lead was brought forward with the rest, once: its early attempt failed.
    expect(refused).toEqual([poisonId]);

    // Deliveries go on each minute (a new lead each time); the poison lead waits for its
    // schedule's attempt at 38 minutes, then an hour.
    for (const n of [11, 12, 13, 20, 37, 38, 60]) {
      query(`INSERT INTO lead_events (id, type, data, created_at, next_attempt_at)
        VALUES ('later-${n}', 'audit_request.created', json_object('email', 'later-${n}@example.com'), '${new Date(minute(n)).toISOString()}', '${new Date(minute(n)).toISOString()}')`);
      expect(((await fireSchedule(site.url, { time: minute(n) })) as { outcome: string }).outcome).toBe("ok");
      expect(refused, `at minute ${n}`).toHaveLength(n < 38 ? 1 : 2);
    }
    expect(received).toHaveLength(leads + 7);
  }, 180_000);
});
