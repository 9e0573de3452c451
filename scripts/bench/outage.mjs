// How long a visitor waits when the backend fails (docs/decisions/0024-backend-deadlines.md).
// Starts one copy of the site (needs `npm run build`) whose SUPABASE_URL is a local TCP
// stand-in that accepts connections and never answers, times a few pages and a newsletter
// post, then closes the stand-in (connections refused) and times them again.
//
//   npm run bench -- outage [runs=3] [give-up-seconds=20]
import { createServer } from "node:net";
import { freePort, startTestServer } from "../test-server.mjs";

const runs = Number(process.argv[2] ?? 3);
const giveUpMs = Number(process.argv[3] ?? 20) * 1000;
const paths = ["/blog", "/help-center?q=calendar", "/roadmap", "/careers"];

const port = await freePort();
const sockets = new Set();
const standIn = createServer((socket) => {
  sockets.add(socket);
  socket.on("error", () => {});
  socket.on("close", () => sockets.delete(socket));
});
await new Promise((resolve) => standIn.listen(port, "127.0.0.1", resolve));

const site = await startTestServer({
  name: "bench-outage",
  port: 0,
  readyPath: "/privacy",
  vars: {
    SUPABASE_URL: `http://127.0.0.1:${port}`,
    SUPABASE_PUBLISHABLE_KEY: "sb_publishable_bench",
    SUPABASE_SECRET_KEY: "sb_secret_bench",
  },
});

async function time(label, request) {
  const started = performance.now();
  try {
    const response = await request(AbortSignal.timeout(giveUpMs));
    await response.text();
    return { label, status: response.status, ms: Math.round(performance.now() - started) };
  } catch {
    return { label, status: "no answer", ms: `> ${giveUpMs}` };
  }
}

let address = 0;
const newsletter = (signal) =>
  fetch(`${site.url}/resources/newsletter`, {
    method: "POST",
    redirect: "manual",
    signal,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: site.url,
      "Sec-Fetch-Site": "same-origin",
      "CF-Connecting-IP": `192.0.2.${++address}`,
      Connection: "close",
    },
    body: new URLSearchParams({ source: "footer", name: "Bench", email: "bench@example.com", redirectTo: "/" }).toString(),
  });

async function measure(mode) {
  for (let run = 1; run <= runs; run++) {
    const results = [];
    for (const path of paths) results.push(await time(path, (signal) => fetch(site.url + path, { signal, headers: { Connection: "close" } })));
    results.push(await time("newsletter post", newsletter));
    for (const { label, status, ms } of results) console.log(`${mode}\trun ${run}\t${label}\t${status}\t${ms} ms`);
  }
}

try {
  await measure("hanging");
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => standIn.close(resolve));
  await measure("refusing");
} finally {
  await site.stop();
  standIn.close();
  process.exit(0);
}
