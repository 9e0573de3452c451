// `npm run bench -- edge` (issue 18 item 5): what real traffic costs the backend.
//
// 1. Round trips. The site runs on the local D1 with BACKEND_LATENCY_MS (default 150): every
//    backend call waits that long before it runs, as a backend on another continent would,
//    and the server counts, per request, the calls and the longest chain of calls made one
//    after the other (app/backend/round-trips.server.ts, header X-Backend-Round-Trips). Each
//    main page is rendered uncached (its first visit, and again with a visitor cookie, which
//    bypasses the cache) and its chain, calls and time are reported.
// 2. Hit ratio. With the cache on, every page is visited once (warm-up), then a traffic mix
//    is replayed: plain visits, social clicks with a unique fbclid, utm campaigns, ad clicks
//    (gclid, msclkid), junk parameters, the parameters pages read (categories, tags, help
//    searches, billing) and visitors whose cookies bypass the cache. The steady-state hit
//    ratio is HIT / all requests of the mix (STALE counts as a hit: it is served from the cache).
//
//   npm run bench -- edge                       writes the tables to stdout and .tmp/bench-edge.md
//   npm run bench -- edge --requests 3000 --latency 150 --port 8870
//
// The D1 adapter with an injected delay stands in for Supabase: the round trips counted are
// the port calls the loaders make, which are the same on both adapters (one PostgREST/RPC
// request per port call on Supabase).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { resolvePages } from "./harness/page-list.mjs";
import { root } from "../local-backend.mjs";
import { startTestServer } from "../test-server.mjs";

const { values: options } = parseArgs({
  options: {
    requests: { type: "string", default: "2000" },
    latency: { type: "string", default: "150" },
    port: { type: "string", default: "8870" },
    concurrency: { type: "string", default: "4" },
  },
});
const latency = Number(options.latency);
const total = Number(options.requests);

console.log(`Starting the site with the edge cache on and ${latency} ms per backend call…`);
const server = await startTestServer({
  name: "bench-edge",
  port: Number(options.port),
  vars: { EDGE_CACHE: "on", BACKEND_LATENCY_MS: String(latency) },
});
const base = server.url;

// A reproducible stream of choices.
let seed = 18;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = (list) => list[Math.floor(random() * list.length)];
const id = () => Math.floor(random() * 1e12).toString(36) + Math.floor(random() * 1e12).toString(36);

async function get(path, headers = {}) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers, redirect: "manual" });
  await response.arrayBuffer();
  return {
    status: response.status,
    cache: response.headers.get("X-Edge-Cache") ?? "-",
    trips: response.headers.get("X-Backend-Round-Trips"),
    ms: performance.now() - started,
  };
}

try {
  // The help center keeps its reads in an isolate memo for a few minutes: measured first, cold.
  const cold = [];
  for (const path of ["/help-center", "/pt/help-center", "/help-center?q=calendar", "/help-center/getting-started"]) {
    cold.push({ path, answer: await get(path, { Cookie: "bench=render" }) });
  }
  const { pages, unresolved } = await resolvePages(base, null);
  for (const line of unresolved) console.warn(`unresolved: ${line}`);

  // 1. Round trips per page (English and Portuguese), uncached.
  const tripRows = [];
  for (const page of pages) {
    // A cookie the site does not know bypasses the cache: every answer here is a render.
    const first = await get(page.path, { Cookie: "bench=render" });
    const visitor = await get(page.path, { Cookie: `bench=render; stayloop_visitor=${btoa(JSON.stringify("bench-edge-visitor"))}` });
    tripRows.push({ page, first, visitor });
  }

  // 2. The traffic mix.
  const paths = pages.map((page) => page.path);
  const blogCategories = ["direct-bookings", "guest-loyalty", "email-marketing", "pricing-revenue"];
  const helpQueries = ["calendar", "airbnb", "email", "loyalty", "booking link", "import guests"];
  const campaigns = ["spring-sale", "black-friday", "loyalty-webinar", "newsletter-11"];
  // Plain visits: every page, the first ones (home, pricing, about, features) the popular ones.
  const weighted = paths.flatMap((path, index) => Array(Math.max(1, 12 - index)).fill(path));
  // Campaign, social and ad clicks land on landing pages: home, pricing, features, blog articles and lists.
  const landing = paths.filter((path) => /^(\/pt)?(\/|\/pricing|\/features\/.*|\/blog.*|\/tutorials.*|\/case-studies.*|\/comparisons\/.*)?$/.test(path));
  const mix = [
    { kind: "plain", weight: 34, make: () => [pick(weighted)] },
    { kind: "social click (unique fbclid)", weight: 20, make: () => [`${pick(landing)}?fbclid=IwAR${id()}`] },
    {
      kind: "utm campaign",
      weight: 14,
      make: () => [`${pick(landing)}?utm_source=${pick(["newsletter", "instagram", "partner"])}&utm_medium=${pick(["email", "social"])}&utm_campaign=${pick(campaigns)}&utm_content=${id()}`],
    },
    { kind: "ad click (gclid + utm, msclkid + mc_cid)", weight: 6, make: () => [pick([`${pick(landing)}?gclid=Cj0K${id()}&utm_source=google&utm_medium=cpc`, `${pick(landing)}?msclkid=${id()}&mc_cid=${id()}`])] },
    { kind: "junk parameter", weight: 5, make: () => [`${pick(weighted)}?${id()}=${id()}`] },
    {
      kind: "parameters pages read",
      weight: 12,
      make: () => [
        pick([
          `/blog?category=${pick(blogCategories)}`,
          `/pt/blog?category=${pick(blogCategories)}&utm_source=instagram`,
          `/help-center?q=${encodeURIComponent(pick(helpQueries))}`,
          `/pricing?billing=yearly`,
          `/?billing=${pick(["yearly", "monthly"])}`,
          `/tutorials?category=${pick(["getting-started", "automations"])}`,
        ]),
      ],
    },
    {
      kind: "returning visitor with cookies (voter id, analytics, Cloudflare)",
      weight: 4,
      make: () => [pick(weighted), { Cookie: pick([`stayloop_visitor=${btoa(JSON.stringify(id()))}`, `_ga=GA1.1.${id()}; _ga_X1=GS1.1.${id()}`, `__cf_bm=${id()}; lang=en`]) }],
    },
    { kind: "page after a form post (flash cookie: bypass)", weight: 1, make: () => [pick(weighted), { Cookie: `__flash=${id()}` }] },
  ];
  const weights = mix.reduce((sum, entry) => sum + entry.weight, 0);
  const choose = () => {
    let roll = random() * weights;
    for (const entry of mix) if ((roll -= entry.weight) < 0) return entry;
    return mix[0];
  };

  // Warm-up: each page and each read parameter once, as the first visitors of the day would.
  for (const path of paths) await get(path);
  for (const entry of mix.filter((m) => m.kind === "parameters pages read")) for (let i = 0; i < 40; i += 1) await get(entry.make()[0]);
  await new Promise((resolve) => setTimeout(resolve, 500));

  const byKind = new Map(mix.map((entry) => [entry.kind, { requests: 0, hits: 0, backend: 0 }]));
  const queue = Array.from({ length: total }, choose);
  let backendCalls = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Number(options.concurrency) }, async () => {
      while (queue.length > 0) {
        const entry = queue.shift();
        const [path, headers] = entry.make();
        const answer = await get(path, headers);
        const row = byKind.get(entry.kind);
        row.requests += 1;
        if (answer.cache === "HIT" || answer.cache === "STALE") row.hits += 1;
        const calls = Number(answer.cache === "HIT" || answer.cache === "STALE" ? 0 : (answer.trips ?? "0/0").split("/")[1]);
        row.backend += calls;
        backendCalls += calls;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const hits = [...byKind.values()].reduce((sum, row) => sum + row.hits, 0);

  // The price of an edit: one editorial change (it moves the content version, so every page
  // misses once), then the same number of requests of the same mix.
  server.query("UPDATE blog_categories SET name = name WHERE rowid = (SELECT MIN(rowid) FROM blog_categories)");
  const afterEdit = { requests: 0, hits: 0, backend: 0 };
  const editQueue = Array.from({ length: total }, choose);
  const editStarted = performance.now();
  await Promise.all(
    Array.from({ length: Number(options.concurrency) }, async () => {
      while (editQueue.length > 0) {
        const [path, headers] = editQueue.shift().make();
        const answer = await get(path, headers);
        afterEdit.requests += 1;
        if (answer.cache === "HIT" || answer.cache === "STALE") afterEdit.hits += 1;
        else afterEdit.backend += Number((answer.trips ?? "0/0").split("/")[1]);
      }
    }),
  );
  const editSeconds = (performance.now() - editStarted) / 1000;

  const lines = [];
  lines.push(`### Round trips per uncached page (${latency} ms injected per backend call)`, "");
  lines.push("| Page | Lang | Sequential round trips | Calls | Time | With the roadmap visitor cookie |", "|---|---|---|---|---|---|");
  for (const { page, first, visitor } of tripRows) {
    const [seq, calls] = (first.trips ?? "?/?").split("/");
    const [vseq, vcalls] = (visitor.trips ?? "?/?").split("/");
    lines.push(`| ${page.name} \`${page.path}\` | ${page.lang} | ${seq} | ${calls} | ${Math.round(first.ms)} ms | ${vseq} seq / ${vcalls} calls, ${Math.round(visitor.ms)} ms |`);
  }
  lines.push("", "Help center with its isolate memo cold (the table above shows it warm):", "", "| Page | Sequential round trips | Calls | Time |", "|---|---|---|---|");
  for (const { path, answer } of cold) {
    const [seq, calls] = (answer.trips ?? "?/?").split("/");
    lines.push(`| \`${path}\` | ${seq} | ${calls} | ${Math.round(answer.ms)} ms |`);
  }
  lines.push("", `### Hit ratio over ${total} requests of the traffic mix (concurrency ${options.concurrency}, ${seconds.toFixed(1)} s)`, "");
  lines.push("| Traffic | Share | Requests | Hits | Hit ratio | Backend calls |", "|---|---|---|---|---|---|");
  for (const entry of mix) {
    const row = byKind.get(entry.kind);
    lines.push(`| ${entry.kind} | ${Math.round((entry.weight / weights) * 100)} % | ${row.requests} | ${row.hits} | ${row.requests ? ((row.hits / row.requests) * 100).toFixed(1) : "-"} % | ${row.backend} |`);
  }
  lines.push(`| **All** | 100 % | ${total} | ${hits} | **${((hits / total) * 100).toFixed(1)} %** | ${backendCalls} |`);
  lines.push(
    "",
    `After one editorial change (the content version moves, every page misses once), the next ${total} requests of the same mix (${editSeconds.toFixed(1)} s): ` +
      `${afterEdit.hits} hits, **${((afterEdit.hits / afterEdit.requests) * 100).toFixed(1)} %**, ${afterEdit.backend} backend calls.`,
  );
  const text = lines.join("\n");
  console.log(`\n${text}\n`);
  mkdirSync(join(root, ".tmp"), { recursive: true });
  writeFileSync(join(root, ".tmp", "bench-edge.md"), `${text}\n`);
  if (hits / total < 0.95) {
    console.error(`Hit ratio ${((hits / total) * 100).toFixed(1)} % is under the 95 % target.`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
