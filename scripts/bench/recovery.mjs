// What a run of the clock costs when a receiver comes back after an outage (decisions 0061,
// 0066). Starts one copy of the site (needs `npm run build`) whose webhook receiver is a local
// server, writes `leads` events in the state an outage leaves them (three attempts refused, the
// next half an hour away), starts the receiver, fires the clock `runs` times (a minute apart, no
// page requested) and prints per run: deliveries, wall time (the trigger's answer comes once
// scheduled() has ended) and the CPU of the site's workerd processes (Miniflare's D1 simulator
// included). Then checks that every event arrived once. Run it on an otherwise idle machine.
//
//   npm run bench -- recovery [leads=150] [runs=2]
import { createServer } from "node:http";
import { fireSchedule } from "../cron.mjs";
import { queryLocalD1 } from "../local-backend.mjs";
import { freePort, startTestServer } from "../test-server.mjs";
import { cpuMs, workerdPids } from "./harness/workerd-cpu.mjs";

const leads = Number(process.argv[2] ?? 150);
const runs = Number(process.argv[3] ?? 2);
const secret = `whsec_${Buffer.from("the recovery bench's webhook key").toString("base64")}`;

const port = await freePort();
const site = await startTestServer({
  name: "bench-recovery",
  vars: { LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/leads`, LEADS_WEBHOOK_SECRET: secret },
});
const received = [];
const receiver = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    received.push(String(request.headers["webhook-id"]));
    response.writeHead(204, { Connection: "close" }).end();
  });
});

try {
  const now = Date.now();
  const iso = (minutes) => new Date(now + minutes * 60_000).toISOString();
  queryLocalD1(site.persistTo, "DELETE FROM lead_events");
  queryLocalD1(
    site.persistTo,
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${leads})
     INSERT INTO lead_events (id, type, data, created_at, attempts, next_attempt_at, last_attempt_at, last_error)
     SELECT 'outage-' || i, 'audit_request.created',
       json_object('email', 'outage-' || i || '@example.com', 'name', 'Bench', 'property_url', 'https://casa.example/', 'locale', 'en', 'page', NULL, 'source', NULL),
       '${iso(-8)}', 3, '${iso(28)}', '${iso(-2)}', 'TypeError: fetch failed'
     FROM n`,
  );
  await new Promise((resolve) => receiver.listen(port, "127.0.0.1", resolve));
  const pids = workerdPids();
  for (let run = 1; run <= runs; run++) {
    const before = { cpu: cpuMs(pids), count: received.length, at: performance.now() };
    const { outcome } = await fireSchedule(site.url, { time: now + (run - 1) * 60_000 });
    const wallMs = Math.round(performance.now() - before.at);
    console.log(`run ${run}\t${outcome}\t${received.length - before.count} delivered\t${wallMs} ms wall\t${cpuMs(pids) - before.cpu} ms workerd CPU`);
  }
  const once = new Set(received).size === received.length;
  console.log(`${received.length} of ${leads} delivered, ${once ? "each once" : "SOME TWICE"}`);
  process.exitCode = received.length === leads && once ? 0 : 1;
} finally {
  receiver.close();
  await site.stop();
}
