// `node scripts/bench-d1-call.mjs`: what one D1 binding call costs the workerd process that
// `npm run bench:cpu` measures (decision 0053). A probe worker answers four kinds of request, in
// turn, 80 times each after 20 of warm-up: nothing, one query, four queries in parallel, and
// the same four in one `db.batch`. It prints each median and what a call adds.
//
// In Miniflare, D1 is a simulator running SQLite in the same workerd process, so bench:cpu's
// figures for a page that reads D1 include the simulator's work; on Cloudflare only the
// binding's JavaScript in the isolate is the Worker's CPU, and the query runs elsewhere.
import { Miniflare } from "miniflare";
import { readFileSync, readdirSync } from "node:fs";

const script = `
export default { async fetch(request, env) {
  const mode = new URL(request.url).pathname.slice(1);
  const query = (n) => env.DB.prepare("SELECT ?1 AS n, 'row' AS text").bind(n);
  if (mode === "one") await query(1).all();
  else if (mode === "four") await Promise.all([1, 2, 3, 4].map((n) => query(n).all()));
  else if (mode === "batch") await env.DB.batch([1, 2, 3, 4].map(query));
  return new Response("ok");
}};`;

const mf = new Miniflare({ modules: true, script, compatibilityDate: "2026-04-01", d1Databases: ["DB"], host: "127.0.0.1", port: 0 });
const url = String(await mf.ready);
const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, "utf8").trim().split(/\s+/);
const pid = children.find((child) => readFileSync(`/proc/${child}/comm`, "utf8").startsWith("workerd"));
const cpuNs = () =>
  readdirSync(`/proc/${pid}/task`).reduce((total, tid) => {
    try {
      return total + Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      return total; // the thread ended between the listing and the read
    }
  }, 0);

const modes = ["none", "one", "four", "batch"];
const samples = Object.fromEntries(modes.map((mode) => [mode, []]));
try {
  for (let i = 0; i < 20; i++) for (const mode of modes) await (await fetch(url + mode)).arrayBuffer();
  for (let i = 0; i < 80; i++) {
    for (const mode of modes) {
      const before = cpuNs();
      await (await fetch(url + mode)).arrayBuffer();
      samples[mode].push(cpuNs() - before);
    }
  }
} finally {
  await mf.dispose();
}
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1] / 1e6;
const [none, one, four, batch] = modes.map((mode) => median(samples[mode]));
console.log(`workerd CPU per request, median of 80 (ms): no query ${none.toFixed(2)}, one ${one.toFixed(2)}, four in parallel ${four.toFixed(2)}, four in one batch ${batch.toFixed(2)}`);
console.log(`one binding call adds ${(one - none).toFixed(2)} ms; four calls ${(four - none).toFixed(2)} ms; one batch of four ${(batch - none).toFixed(2)} ms`);
