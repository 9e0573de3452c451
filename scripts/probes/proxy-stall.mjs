// Reproduces the e2e stall of decision 0035 without a browser: a GET sent about 5 s after
// the previous one, when wrangler's ProxyWorker and the worker both close their idle pooled
// connection, now and then gets no answer until some other request reaches the server.
//   node scripts/probes/proxy-stall.mjs [tries=120] [--heartbeat]
// Each try: one GET (the pooled connection is used), a pause of 4.9–5.1 s, then a GET that
// may wait at most 4 s. One still waiting then is a stall; an unrelated HEAD is sent and the
// stalled GET is watched for 3 s more: answered right after the HEAD means it was parked in
// the ProxyWorker's retry queue. Prints one line per stall and a summary.
import { startTestServer } from "../test-server.mjs";

const args = process.argv.slice(2);
const tries = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 120);
const heartbeat = args.includes("--heartbeat");
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const within = (promise, ms) => Promise.race([promise.then(() => "answered"), sleep(ms).then(() => "waiting")]);

const server = await startTestServer({ name: `stall-probe-${heartbeat ? "on" : "off"}`, heartbeat });
let stalls = 0;
let releasedByNext = 0;
let done = 0;
// Stopped early (Ctrl-C, a timeout): the server stops and the summary counts the tries made.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => (stopping = true));
try {
  for (let i = 1; i <= tries && !stopping; i++, done++) {
    await fetch(`${server.url}/images/marketing/video-poster.svg`).then((r) => r.arrayBuffer());
    const pause = 4900 + Math.random() * 200;
    await sleep(pause);
    const sent = Date.now();
    const probe = fetch(`${server.url}/images/marketing/features/referral-program.svg?try=${i}`).then((r) => r.arrayBuffer());
    if ((await within(probe, 4000)) === "answered") continue;
    stalls += 1;
    const nudged = Date.now();
    await fetch(`${server.url}/favicon.svg`, { method: "HEAD" });
    const after = await within(probe, 3000);
    if (after === "answered") releasedByNext += 1;
    console.log(
      `try ${i}: pause ${pause.toFixed(0)} ms, no answer after ${nudged - sent} ms; ` +
        (after === "answered" ? `answered ${Date.now() - nudged} ms after an unrelated HEAD` : "still unanswered 3 s after an unrelated HEAD"),
    );
  }
} finally {
  await server.stop();
}
console.log(`${done} tries, heartbeat ${heartbeat ? "on" : "off"}: ${stalls} stalled, ${releasedByNext} released by the next request`);
