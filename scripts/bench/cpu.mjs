// `npm run bench -- cpu`: the worker CPU of every main page (DESIGN §9, both languages), measured
// on the deploy bundle in workerd, offline (issue 17 item 3, decision 0020).
//
// 1. Builds what a deploy uploads: `remix build` and its route table (scripts/build-routes.mjs), then wrangler's own build of the Worker
//    (`wrangler deploy --dry-run --env production --outdir …`, decision 0040).
// 2. Runs that bundle in workerd through Miniflare, with public/ as its static assets (as
//    deployed: a static file never reaches the Worker), D1 and R2 from a local state directory
//    migrated and seeded like `npm start`'s (scripts/local-backend.mjs), development settings
//    passed as bindings.
// 3. CPU is what the workerd process spent: the sum of its threads' run time
//    (/proc/<pid>/task/*/schedstat, nanoseconds) read before and after each request, minus the
//    median of the same on a request that renders nothing (`/about?bench-cpu-share` with a
//    `lang=pt` cookie: the Worker redirects it to its twin before any page work): the harness's
//    own share (HTTP, Miniflare's entry worker, the assets router; decision 0055). That request
//    is asked in turn with each page's (measureInTurn),
//    so the share subtracted from a page was read in the same seconds: read once before all
//    the pages, it swung from 1.3 to 2.9 ms between runs and once put cache hits below zero.
//    Note that D1's and the Cache API's simulators run in the same process, so their work is
//    counted too (on Cloudflare it is not worker CPU): the figures are an upper bound.
//
// Reported per page: the median and p95 of an uncached render (EDGE_CACHE=off), of a true miss
// (edge cache on, a key nobody stored: the render plus storing the copy in the Cache API and the
// isolate's memory) and of a cache hit (the copy stored by a first request), the bundle's
// startup (workerd CPU until ready, minus the same with a trivial worker) and a fresh isolate's
// first request.
//
// Options: --no-build (measure the bundle already built in .tmp/bench-cpu), --requests=N
// (samples per page, default 30), --pages=/,/pt/pricing (a subset), --no-write (do not update
// docs/figures/cpu.md, the data file docs/performance.md includes), --profile=/,/pt (a V8 profile instead of figures; --hits for cache hits,
// --misses=N for N rounds of true misses against uncached renders: see profileMisses()),
// --no-warm-round (no round over every page before the uncached renders: the first page
// measured then carries the isolate's JIT warm-up), --accept-encoding=gzip (count the compression by Miniflare's stand-in for Cloudflare's front line; the default asks for identity), --save-html=DIR (keep each page's HTML, nonces blanked, to diff),
// --first=/blog/slug (the fresh isolate's first request asks for this path instead of `/`),
// --compare=FILE (uncached renders of this bundle and another, asked in turn: see compare();
// with --startup, their startup instead: see compareStartup()).
// --misses=N (rounds of true misses, default 10; 0 leaves them out), --d1-calls (what one D1
// binding call costs these figures: see d1Calls()).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { Miniflare } from "miniflare";
import { parseArgs } from "../args.mjs";
import { writeFigures } from "./harness/figures.mjs";
import { resolvePages } from "./harness/page-list.mjs";
import { prepareLocalBackend, root, wranglerEnv } from "../local-backend.mjs";

const args = parseArgs(process.argv.slice(2));
const samples = Number(args.get("requests") ?? 30);
const warmup = 5;
const selection = args.get("pages")?.split(",");
const firstPath = args.get("first") ?? "/";
const warmRound = !args.has("no-warm-round");
const workDir = join(root, ".tmp", "bench-cpu");
const bundleDir = join(workDir, "worker");
const bundlePath = join(bundleDir, "index.js");
const stateDir = join(workDir, "state");

const run = (command, commandArgs, extraEnv = {}) => {
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    env: { ...wranglerEnv, ...extraEnv },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
};

function build() {
  console.log("Building the deploy bundle (remix build, wrangler deploy --dry-run --env production)…");
  run(join(root, "node_modules", ".bin", "remix"), ["build"], { NODE_ENV: "production", BENCH_SERVER_MINIFY: process.env.BENCH_SERVER_MINIFY ?? "1" });
  run(process.execPath, [join(root, "scripts", "build-routes.mjs")]);
  rmSync(bundleDir, { recursive: true, force: true });
  run(
    join(root, "node_modules", ".bin", "wrangler"),
    ["deploy", "--dry-run", "--env", "production", `--outdir=${bundleDir}`, `--metafile=${join(workDir, "meta.json")}`],
  );
}

/** Bytes of the upload and the largest inputs in it (from esbuild's metafile). */
function bundleFigures() {
  const code = readFileSync(bundlePath);
  const figures = { raw: code.length, gzip: gzipSync(code).length, parts: [] };
  const metaFile = join(workDir, "meta.json");
  if (!existsSync(metaFile)) return figures;
  const meta = JSON.parse(readFileSync(metaFile, "utf8"));
  const byPart = new Map();
  for (const output of Object.values(meta.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs ?? {})) {
      const modules = input.split("node_modules/");
      let part = "site (app, functions)";
      if (modules.length > 1) {
        const segments = modules.at(-1).split("/");
        part = segments[0].startsWith("@") ? `${segments[0]}/${segments[1]}` : segments[0];
      } else if (input.includes("build/index.js")) part = "Remix server build";
      byPart.set(part, (byPart.get(part) ?? 0) + bytesInOutput);
    }
  }
  figures.parts = [...byPart].sort((a, b) => b[1] - a[1]).slice(0, 8);
  return figures;
}

/** The D1 id wrangler's local state is keyed by (wrangler.toml), so Miniflare opens the same file. */
function d1DatabaseId() {
  const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
  return toml.match(/^\s*database_id\s*=\s*"([^"]+)"/m)?.[1] ?? toml.match(/^\s*database_name\s*=\s*"([^"]+)"/m)?.[1];
}

const developmentBindings = {
  APP_ENV: "development",
  SESSION_SECRET: "bench-cpu-session-secret-0123456789",
  HASH_SALT: "bench-cpu-hash-salt-0123456789",
};

/** Startup's baseline: a worker that does nothing. */
const trivial = `export default { fetch() { return new Response("ok"); } };`;

/**
 * The harness's own share (HTTP, Miniflare's entry worker): a request the Worker answers before
 * any page work, a visitor whose language cookie says Portuguese asking for an English page (a
 * 302 to its twin: no render, no cache, no backend). A static file was used until 2026-11-28,
 * but the assets' own workers cost more than a cache hit does, so hits read below zero
 * (decision 0055). The Worker's few steps for the redirect are subtracted with it (tens of µs).
 */
const noopPath = "/about?bench-cpu-share";
const noopHeaders = { Cookie: "lang=pt" };
const headersFor = (url) => (String(url).endsWith(noopPath) ? noopHeaders : {});

function miniflareFor({ script, edgeCache, inspectorPort, bundleFile = bundlePath }) {
  // The trivial worker (startup's baseline) gets the same flags and bindings as the site.
  const main = {
    name: "site",
    ...(script
      ? { modules: true, script }
      : // One module, given whole: Miniflare cannot follow the bundle's dynamic import() calls.
        { modules: [{ type: "ESModule", path: bundleFile, contents: readFileSync(bundleFile, "utf8") }] }),
    compatibilityDate: "2026-04-01",
    compatibilityFlags: ["nodejs_compat"],
    bindings: { ...developmentBindings, ...(edgeCache ? {} : { EDGE_CACHE: "off" }) },
    d1Databases: { DB: d1DatabaseId() },
    r2Buckets: { FILES: "stayloop-files" },
    // As wrangler.toml's [assets]: public/ answered before the Worker, everything else reaches it.
    assets: { directory: join(root, "public"), routerConfig: { has_user_worker: true }, assetConfig: { not_found_handling: "none", html_handling: "none" } },
    unsafeInspectorProxy: Boolean(inspectorPort),
  };
  return new Miniflare({
    host: "127.0.0.1",
    port: 0,
    d1Persist: join(stateDir, "v3", "d1"),
    r2Persist: join(stateDir, "v3", "r2"),
    cache: true,
    cachePersist: false,
    verbose: false,
    ...(inspectorPort ? { inspectorPort } : {}),
    log: undefined,
    workers: [main],
  });
}

/** The workerd processes Miniflare started (children of this one). */
function workerdPids() {
  const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, "utf8").trim().split(/\s+/);
  return children.filter((pid) => pid && readFileSync(`/proc/${pid}/comm`, "utf8").trim().startsWith("workerd"));
}

/** The workerd process Miniflare started (a child of this one). */
function workerdPid() {
  const pids = workerdPids();
  if (pids.length !== 1) throw new Error(`Expected one workerd child, found ${pids.length}`);
  return pids[0];
}

/** Nanoseconds of CPU the process's threads have run so far. */
function cpuNs(pid) {
  let total = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return total;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const median = (values) => percentile(values, 50);
const ms = (ns) => (ns / 1e6).toFixed(2);

// Miniflare's entry worker compresses text responses for a client that accepts gzip, standing
// in for Cloudflare's front line, which compresses outside the Worker (decision 0020). The
// figures are the Worker's CPU, so requests ask for identity (decision 0055);
// --accept-encoding=gzip counts Miniflare's compression too, as figures before 2026-11-28 did.
const acceptEncoding = args.get("accept-encoding") ?? "identity";
async function request(url) {
  const response = await fetch(url, { redirect: "manual", headers: { "Accept-Encoding": acceptEncoding, ...headersFor(url) } });
  if (String(url).endsWith(noopPath) && response.status !== 302) throw new Error(`The harness's baseline request (${noopPath}, lang=pt) answered ${response.status}, not 302`);
  await response.arrayBuffer();
  return response;
}

/** One request and the CPU (ns) the workerd process spent until its answer was read. */
async function timed(pid, url) {
  const before = cpuNs(pid);
  const response = await request(url);
  return { ns: cpuNs(pid) - before, response };
}

/**
 * CPU (ns) of one request with what it left to the background (waitUntil: a miss stores its
 * copy there), read 40 ms after the answer.
 */
async function settled(pid, url, check) {
  const before = cpuNs(pid);
  const response = await request(url);
  if (check) check(response);
  await sleep(40);
  return cpuNs(pid) - before;
}

/**
 * `rounds` rounds of each of `paths` once, every page in turn, each page followed by the request
 * that renders nothing, all read the same way (`settled`). Returns each page's samples less the
 * median of those baseline samples (the loop's own share), and that share. `beforeRound` runs
 * unmeasured before each round; `check` sees each page's answer.
 */
async function roundsInTurn(pid, base, paths, rounds, { beforeRound, check } = {}) {
  const values = new Map(paths.map((path) => [path, []]));
  const shares = [];
  for (let round = 0; round < rounds; round++) {
    if (beforeRound) await beforeRound(round);
    for (const path of paths) {
      values.get(path).push(await settled(pid, base + path, check && ((response) => check(response, path, round))));
      shares.push(await settled(pid, base + noopPath));
    }
  }
  const share = median(shares);
  return { net: new Map([...values].map(([path, samples]) => [path, samples.map((value) => value - share)])), share };
}

/** CPU per request (ns) of `count` sequential requests, each read on its own. */
async function measure(pid, url, count, check) {
  for (let i = 0; i < warmup; i++) await request(url);
  const values = [];
  for (let i = 0; i < count; i++) {
    const { ns, response } = await timed(pid, url);
    values.push(ns);
    if (check) check(response);
  }
  return values;
}

/**
 * CPU per request (ns) of `count` requests of `url`, each asked in turn with one of the request
 * that renders nothing (`noopPath`): the harness's own share is read in the same seconds as the
 * page, so whatever the machine does meanwhile falls on both. Returns the page's samples less
 * the median of those baseline samples, and the baseline samples themselves.
 */
async function measureInTurn(pid, base, path, count, check) {
  for (let i = 0; i < warmup; i++) {
    await request(base + noopPath);
    await request(base + path);
  }
  const page = [];
  const baseline = [];
  const askPage = async () => {
    const { ns, response } = await timed(pid, base + path);
    page.push(ns);
    if (check) check(response);
  };
  const askBaseline = async () => baseline.push((await timed(pid, base + noopPath)).ns);
  // Which goes first switches every pair.
  for (let i = 0; i < count; i++) for (const ask of i % 2 === 0 ? [askBaseline, askPage] : [askPage, askBaseline]) await ask();
  const share = median(baseline);
  return { net: page.map((v) => v - share), baseline };
}

/** The page as a visitor gets it, nonces and the server's port aside: for diffing the HTML before and after a change. */
function saveHtml(dir, path, html, base) {
  mkdirSync(dir, { recursive: true });
  const name = path === "/" ? "index" : path.slice(1).replaceAll("/", "__");
  const text = html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replaceAll(base, "http://site")
    .replaceAll(encodeURIComponent(base), encodeURIComponent("http://site"));
  writeFileSync(join(dir, `${name}.html`), text);
}

/**
 * --profile=/,/pt/pricing: a V8 CPU profile (workerd's inspector) of `samples` × 5 uncached
 * renders of each page (with --hits: cache hits), written to .tmp/bench-cpu/*.cpuprofile (open in Chrome DevTools), with
 * the functions taking the most self time printed. Build with BENCH_SERVER_MINIFY=0 for names.
 */
async function profile(paths, { hits }) {
  const { mf, base, send, close } = await inspected({ edgeCache: hits });
  for (const path of paths) {
    for (let i = 0; i < warmup * 4; i++) await request(base + path);
    if (hits && (await request(base + path)).headers.get("X-Edge-Cache") !== "HIT") throw new Error(`${path} is not a cache hit`);
    await send("Profiler.start");
    for (let i = 0; i < samples * 5; i++) await request(base + path);
    const { profile: result } = await send("Profiler.stop");
    const file = join(workDir, `${path === "/" ? "home" : path.slice(1).replaceAll("/", "_")}${hits ? ".hit" : ""}.cpuprofile`);
    writeFileSync(file, JSON.stringify(result));
    const { self, total } = selfTimes([result]);
    console.log(`\n${path}: ${file} (${(total / 1000 / (samples * 5)).toFixed(2)} ms of JavaScript per request)`);
    for (const [key, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
      console.log(`  ${(time / 1000 / (samples * 5)).toFixed(3).padStart(7)} ms  ${key}`);
    }
  }
  close();
  await mf.dispose();
}

const samplingIntervalUs = 50;

/** A Miniflare of the site with workerd's inspector, and a way to send it DevTools commands. */
async function inspected(options) {
  const { default: WebSocket } = await import("ws");
  const inspectorPort = 9300 + Math.floor(Math.random() * 600);
  const mf = miniflareFor({ ...options, inspectorPort });
  const base = String(await mf.ready).replace(/\/$/, "");
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json();
  const target = targets.find((t) => t.title?.includes("site") || t.url?.includes("site")) ?? targets[0];
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  let id = 0;
  const pending = new Map();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    if (message.id && pending.has(message.id)) pending.get(message.id)(message.result);
  });
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      pending.set(++id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: samplingIntervalUs });
  return { mf, base, send, close: () => socket.close() };
}

/**
 * Self time (µs) per function over V8 profiles, and their JavaScript in all (idle and "program"
 * aside). With `intervalUs`, each sample counts that long: a profile that spans idle seconds
 * gives the gap to the next sample as its time delta, so its deltas are no measure of time.
 */
function selfTimes(profiles, intervalUs) {
  const self = new Map();
  let total = 0;
  for (const result of profiles) {
    const byId = new Map(result.nodes.map((node) => [node.id, node]));
    result.samples.forEach((sample, index) => {
      const frame = byId.get(sample).callFrame;
      const time = intervalUs ?? result.timeDeltas[index + 1] ?? 0;
      const key = `${frame.functionName || "(anonymous)"} ${frame.url.split("/").pop()}:${frame.lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + time);
      if (frame.functionName !== "(idle)" && frame.functionName !== "(program)") total += time;
    });
  }
  return { self, total };
}

/**
 * --profile=/,/blog --misses: where a true miss spends in the site's isolate, against the same
 * pages rendered uncached one a round. Each round moves the content version (as the true misses
 * of the figures do) and asks for one miss of each page, 40 ms apart; then a Miniflare without
 * the edge cache asks for the same rounds of uncached renders (the refresh request included, so
 * the two profiles differ by the pages only). Prints the
 * JavaScript per request of both and the functions whose self time differs most. What the
 * isolate does not run (Miniflare's Cache API and D1 simulators, workerd's own C++ outside a
 * JavaScript call) is not in a V8 profile: the difference between this and the figures' is theirs.
 */
async function profileMisses(paths, rounds) {
  const runs = {};
  for (const mode of ["miss", "uncached"]) {
    const { mf, base, send, close } = await inspected({ edgeCache: mode === "miss" });
    for (let i = 0; i < warmup; i++) for (const path of paths) await request(base + path);
    // One profile over all the rounds (a profile started and stopped around a few requests is
    // mostly the profiler's own start); both modes make the same other requests in between.
    await send("Profiler.start");
    for (let round = 0; round < rounds; round++) {
      await bumpContentVersion(mf);
      await sleep(5200);
      await request(`${base}/bench-cpu-refresh-${round}`);
      await sleep(400);
      for (const path of paths) {
        const response = await request(base + path);
        if (mode === "miss" && response.headers.get("X-Edge-Cache") !== "MISS") throw new Error(`${path} was not a miss`);
        await sleep(40);
      }
    }
    const { profile: result } = await send("Profiler.stop");
    writeFileSync(join(workDir, `misses-${mode}.cpuprofile`), JSON.stringify(result));
    close();
    await mf.dispose();
    runs[mode] = selfTimes([result], samplingIntervalUs);
  }
  const perRequest = (µs) => (µs / 1000 / (rounds * paths.length)).toFixed(3);
  console.log(`\nJavaScript per request in the site's isolate (${rounds} rounds of ${paths.join(", ")}): true miss ${perRequest(runs.miss.total)} ms, uncached ${perRequest(runs.uncached.total)} ms.`);
  const keys = new Set([...runs.miss.self.keys(), ...runs.uncached.self.keys()]);
  const differences = [...keys].map((key) => [key, (runs.miss.self.get(key) ?? 0) - (runs.uncached.self.get(key) ?? 0)]);
  console.log("Largest differences of self time per request (miss minus uncached):");
  for (const [key, time] of differences.sort((a, b) => Math.abs(b[1]) - Math.abs(a[1])).slice(0, 25)) console.log(`  ${perRequest(time).padStart(7)} ms  ${key}`);
}

/**
 * What Miniflare's Cache API simulator costs to look up and store a copy of each page's size:
 * it runs in the same workerd process, so a true miss counts it, while on Cloudflare the cache
 * is a subrequest whose work is not the Worker's CPU. A probe worker does what a miss does with
 * the cache (a match that misses, then a put of the same number of bytes with a page's headers),
 * minus the same request without the cache calls. The report gives the true miss as measured and
 * the Worker's share (the difference of the two medians); the probe's own few calls are in the
 * simulator's figure, so the share is slightly low by them.
 */
async function measureCacheStore(results) {
  const probe = `export default { async fetch(request) {
    const url = new URL(request.url);
    const bytes = Number(url.searchParams.get("bytes"));
    if (!bytes) return new Response("ok");
    const key = new Request("https://probe.invalid/" + url.searchParams.get("n"));
    await caches.default.match(key);
    await caches.default.put(key, new Response(new Uint8Array(bytes).fill(97), { headers: {
      "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=86400",
      "Content-Security-Policy": "default-src 'self'; script-src 'self' 'sha256-${"x".repeat(44)}'",
      "X-Page-Cache-Stored-At": String(Date.now()), "X-Page-Cache-Policy": "marketing", Vary: "Accept-Encoding" } }));
    return new Response("ok");
  } };`;
  const mf = miniflareFor({ script: probe, edgeCache: true });
  const base = String(await mf.ready).replace(/\/$/, "");
  const pid = workerdPid();
  let n = 0;
  const probeCpu = async (bytes) => {
    const before = cpuNs(pid);
    await request(`${base}/?bytes=${bytes}&n=${++n}`);
    await sleep(40);
    return cpuNs(pid) - before;
  };
  for (let i = 0; i < warmup * 4; i++) await probeCpu(30_000);
  const empty = [];
  for (let i = 0; i < samples; i++) empty.push(await probeCpu(0));
  const baseline = median(empty);
  for (const result of results) {
    if (!result.miss || !result.bytes) continue;
    const values = [];
    for (let i = 0; i < 10; i++) values.push((await probeCpu(result.bytes)) - baseline);
    result.cacheStore = median(values);
  }
  await mf.dispose();
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** An editorial change as the backend's triggers record it: the content version moves (decision 0027). */
async function bumpContentVersion(mf) {
  const db = await mf.getD1Database("DB");
  await db.prepare("UPDATE content_version SET version = version + 1 WHERE id = 1").run();
}

/** workerd's CPU when Miniflare says it is ready (parse, compile and run the modules' top level). */
async function startupCpu(options) {
  const mf = miniflareFor(options);
  const url = await mf.ready;
  const pid = workerdPid();
  const ready = cpuNs(pid);
  const before = cpuNs(pid);
  await request(new URL(firstPath, url));
  const first = cpuNs(pid) - before;
  await mf.dispose();
  return { ready, first };
}

/**
 * --compare=FILE: this bundle against another (a copy of .tmp/bench-cpu/worker/index.js built
 * from another commit), uncached renders only, in two workerd processes started side by side
 * and asked in turn, request by request, so that whatever the machine does in those minutes
 * falls on both alike. Prints each page's medians and the median of the paired differences.
 */
async function compare(otherFile) {
  const start = async (bundleFile) => {
    const known = new Set(workerdPids());
    const mf = miniflareFor({ edgeCache: false, bundleFile });
    const base = String(await mf.ready).replace(/\/$/, "");
    const pid = workerdPids().find((candidate) => !known.has(candidate));
    if (!pid) throw new Error("No new workerd process");
    return { mf, base, pid };
  };
  const sides = [await start(bundlePath), await start(otherFile)];
  const { pages, unresolved } = await resolvePages(sides[0].base, selection);
  for (const line of unresolved) console.warn(`Skipped: ${line}`);
  const rounds = Math.max(1, Math.ceil(60 / (pages.length * warmup)));
  for (const side of sides) for (let round = 0; round < rounds; round++) for (const page of pages) for (let i = 0; i < warmup; i++) await request(side.base + page.path);
  const once = async (side, path) => {
    const before = cpuNs(side.pid);
    const response = await request(side.base + path);
    if (path !== noopPath && response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return cpuNs(side.pid) - before;
  };
  const overheads = [[], []];
  for (let i = 0; i < samples * 2; i++) for (const [index, side] of sides.entries()) overheads[index].push(await once(side, noopPath));
  const overhead = overheads.map(median);
  console.log(`\n| Page | This bundle (ms) | ${otherFile} (ms) | Median of the paired differences (ms) |\n| --- | ---: | ---: | ---: |`);
  for (const page of pages) {
    const values = [[], []];
    for (let i = 0; i < samples; i++) {
      // Alternate which side goes first, so neither always follows the other's request.
      const order = i % 2 === 0 ? [0, 1] : [1, 0];
      for (const index of order) values[index].push((await once(sides[index], page.path)) - overhead[index]);
    }
    const differences = values[0].map((value, i) => value - values[1][i]);
    console.log(`| \`${page.path}\` | ${ms(median(values[0]))} | ${ms(median(values[1]))} | ${ms(median(differences))} |`);
  }
  console.log(`\nHarness's own share subtracted: ${ms(overhead[0])} / ${ms(overhead[1])} ms. Load average (1/5/15 min) after: ${loadavg().map((v) => v.toFixed(2)).join(" / ")}.`);
  for (const side of sides) await side.mf.dispose();
}

/**
 * --compare=FILE --startup: startup only, this bundle and another, each started `rounds` times
 * in turn (which goes first switches every round), with a trivial worker's between them as
 * the baseline. Prints both medians and the median of the paired differences.
 */
async function compareStartup(otherFile, rounds = Number(args.get("rounds") ?? 7)) {
  const values = [[], []];
  const files = [bundlePath, otherFile];
  for (let round = 0; round < rounds; round++) {
    const baseline = (await startupCpu({ script: trivial })).ready;
    for (const index of round % 2 === 0 ? [0, 1] : [1, 0]) values[index].push((await startupCpu({ edgeCache: false, bundleFile: files[index] })).ready - baseline);
  }
  const differences = values[0].map((value, i) => value - values[1][i]);
  console.log(`\nStartup (workerd CPU until ready, minus a trivial worker's), ${rounds} rounds:`);
  console.log(`| This bundle (ms) | ${otherFile} (ms) | Median of the paired differences (ms) |\n| ---: | ---: | ---: |`);
  console.log(`| ${ms(median(values[0]))} (${ms(Math.min(...values[0]))}–${ms(Math.max(...values[0]))}) | ${ms(median(values[1]))} (${ms(Math.min(...values[1]))}–${ms(Math.max(...values[1]))}) | ${ms(median(differences))} |`);
}

/**
 * --d1-calls: what one D1 binding call costs the workerd process these figures come from. In
 * Miniflare, D1 is a simulator running SQLite in the same process, so a page that reads D1
 * pays for the simulator too, which on Cloudflare is not the Worker's CPU (decision 0053). A
 * probe worker answers four kinds of request in turn, 80 times each after 20 of warm-up: no
 * query, one, four in parallel, and the same four in one `db.batch`.
 */
async function d1Calls() {
  const probe = `export default { async fetch(request, env) {
    const mode = new URL(request.url).pathname.slice(1);
    const query = (n) => env.DB.prepare("SELECT ?1 AS n, 'row' AS text").bind(n);
    if (mode === "one") await query(1).all();
    else if (mode === "four") await Promise.all([1, 2, 3, 4].map((n) => query(n).all()));
    else if (mode === "batch") await env.DB.batch([1, 2, 3, 4].map(query));
    return new Response("ok");
  } };`;
  const mf = miniflareFor({ script: probe, edgeCache: false });
  const base = String(await mf.ready).replace(/\/$/, "");
  const pid = workerdPid();
  const modes = ["none", "one", "four", "batch"];
  const values = Object.fromEntries(modes.map((mode) => [mode, []]));
  for (let i = 0; i < 20; i++) for (const mode of modes) await request(`${base}/${mode}`);
  for (let i = 0; i < 80; i++) {
    for (const mode of modes) values[mode].push((await timed(pid, `${base}/${mode}`)).ns);
  }
  await mf.dispose();
  const [none, one, four, batch] = modes.map((mode) => median(values[mode]));
  console.log(`workerd CPU per request, median of 80 (ms): no query ${ms(none)}, one ${ms(one)}, four in parallel ${ms(four)}, four in one batch ${ms(batch)}`);
  console.log(`one binding call adds ${ms(one - none)} ms; four calls ${ms(four - none)} ms; one batch of four ${ms(batch - none)} ms`);
}

async function main() {
  mkdirSync(workDir, { recursive: true });
  if (args.has("d1-calls")) return d1Calls();
  if (!args.has("no-build")) build();
  if (!existsSync(bundlePath)) throw new Error(`No bundle at ${bundlePath}: run without --no-build`);
  console.log("Preparing the local D1/R2 state…");
  prepareLocalBackend(stateDir);
  if (args.has("profile") && args.has("misses")) return profileMisses(args.get("profile").split(","), Number(args.get("misses") || 10));
  if (args.has("profile")) return profile(args.get("profile").split(","), { hits: args.has("hits") });
  if (args.has("compare") && args.has("startup")) return compareStartup(args.get("compare"));
  if (args.has("compare")) return compare(args.get("compare"));

  const loadBefore = loadavg();
  const bundle = bundleFigures();

  // Startup: three fresh workerd processes with the bundle, three with a trivial worker.
  console.log("Measuring startup…");
  const bundleStarts = [];
  const trivialStarts = [];
  for (let i = 0; i < 3; i++) {
    bundleStarts.push(await startupCpu({ edgeCache: false }));
    trivialStarts.push(await startupCpu({ script: trivial }));
  }
  const startup = median(bundleStarts.map((s) => s.ready)) - median(trivialStarts.map((s) => s.ready));
  const firstRequest = median(bundleStarts.map((s) => s.first)) - median(trivialStarts.map((s) => s.first));

  // Uncached renders.
  console.log("Measuring uncached renders…");
  const uncached = miniflareFor({ edgeCache: false });
  const base = String(await uncached.ready).replace(/\/$/, "");
  let pid = workerdPid();
  const { pages, unresolved } = await resolvePages(base, selection);
  for (const line of unresolved) console.warn(`Skipped: ${line}`);
  // The isolate's JIT warm-up is not charged to the first page measured: V8 optimises the hot
  // code on background threads over an isolate's first few dozen renders (about 1–2.5 ms of
  // CPU a request on top of the render, counted here since it is the process's), so whichever
  // page came first in the list read about 1 ms high. A round over the pages first (at least 60
  // renders) measures every page in the steady state; --no-warm-round measures as before.
  if (warmRound) {
    const rounds = Math.max(1, Math.ceil(60 / (pages.length * warmup)));
    for (let round = 0; round < rounds; round++) for (const page of pages) for (let i = 0; i < warmup; i++) await request(base + page.path);
  }
  const results = [];
  const overheads = [];
  for (const page of pages) {
    const { net, baseline } = await measureInTurn(pid, base, page.path, samples, (response) => {
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
    });
    overheads.push(median(baseline));
    if (args.has("save-html")) saveHtml(args.get("save-html"), page.path, await (await fetch(base + page.path)).text(), base);
    results.push({ ...page, render: { median: median(net), p95: percentile(net, 95) } });
    process.stdout.write(`  ${page.path.padEnd(48)} ${ms(median(net))} ms (p95 ${ms(percentile(net, 95))})\n`);
  }
  // The harness's share for what is not read page by page: the median of the pages' own.
  const overhead = median(overheads);
  const overheadRange = [Math.min(...overheads), Math.max(...overheads)];
  // The same renders as a true miss meets them: each page once a round, every page in turn (so
  // with the isolate's caches and the JIT's feedback shared by all the pages, not hot for one),
  // read 40 ms after the answer. The true miss's own cost is its figure minus this one.
  // Each page is followed by the request that renders nothing, read the same way: the loop's
  // own share, subtracted from its pages (as the true misses below do with theirs).
  const missRounds = Number(args.get("misses") ?? 10);
  let roundShare = null;
  if (missRounds > 0) {
    const { net, share } = await roundsInTurn(pid, base, [...new Set(results.map((result) => result.path))], missRounds);
    roundShare = share;
    for (const result of results) result.interleaved = median(net.get(result.path));
  }
  await uncached.dispose();

  // Cache hits: a first request stores the copy, the measured ones must be answered from it.
  console.log("Measuring cache hits…");
  const cached = miniflareFor({ edgeCache: true });
  const cachedBase = String(await cached.ready).replace(/\/$/, "");
  pid = workerdPid();
  const hitOverheads = [];
  for (const result of results) {
    await request(cachedBase + result.path);
    await sleep(50);
    // A page the cache does not keep (per-visitor state) is rendered on every visit.
    const probe = (await request(cachedBase + result.path)).headers.get("X-Edge-Cache");
    if (probe !== "HIT") {
      result.hit = null;
      result.notCached = probe;
      continue;
    }
    const { net, baseline } = await measureInTurn(pid, cachedBase, result.path, samples, (response) => {
      const status = response.headers.get("X-Edge-Cache");
      if (status !== "HIT") throw new Error(`${result.path} was not a cache hit (${status})`);
    });
    hitOverheads.push(median(baseline));
    result.hit = { median: median(net), p95: percentile(net, 95) };
  }
  // Every page may be one the cache does not keep (a --pages of dialogs): then read it once here.
  if (hitOverheads.length === 0) hitOverheads.push(median(await measure(pid, `${cachedBase}${noopPath}`, samples)));
  const hitOverhead = median(hitOverheads);
  const hitOverheadRange = [Math.min(...hitOverheads), Math.max(...hitOverheads)];
  // True misses: each round moves the backend's content version (as an editorial change does),
  // waits until the isolate has read it (decision 0027: fresh for 5 s, then refreshed in the
  // background), and asks every page once under the new key: a render, then the copy stored in
  // the Cache API and the isolate's memory (waitUntil, counted: the CPU is read once it settled).
  const rounds = missRounds;
  let missShare = null;
  if (rounds > 0) {
    console.log(`Measuring true misses (${rounds} rounds, about ${Math.ceil(rounds * 6)} s of waiting)…`);
    const stored = [...new Set(results.filter((result) => result.hit !== null).map((result) => result.path))];
    const { net: missed, share } = await roundsInTurn(pid, cachedBase, stored, rounds, {
      beforeRound: async (round) => {
        await bumpContentVersion(cached);
        await sleep(5200);
        // The first request after the fresh window still keys by the old version and refreshes it.
        await request(`${cachedBase}/bench-cpu-refresh-${round}`);
        await sleep(400);
      },
      check: (response, path, round) => {
        const status = response.headers.get("X-Edge-Cache");
        if (status !== "MISS") throw new Error(`${path} was not a miss in round ${round} (${status})`);
      },
    });
    missShare = share;
    for (const result of results) {
      const values = missed.get(result.path) ?? [];
      result.miss = values.length ? { median: median(values), p95: percentile(values, 95) } : null;
      if (values.length) result.bytes = (await (await fetch(cachedBase + result.path, { headers: { "Accept-Encoding": "identity" } })).arrayBuffer()).byteLength;
    }
  }
  await cached.dispose();
  if (rounds > 0) await measureCacheStore(results);

  const loadAfter = loadavg();
  const report = formatReport({ results, overhead, overheadRange, hitOverhead, hitOverheadRange, roundShare, missShare, startup, firstRequest, bundle, loadBefore, loadAfter });
  console.log(`\n${report}`);
  if (!args.has("no-write")) writeReport(report);
}

function formatReport({ results, overhead, overheadRange, hitOverhead, hitOverheadRange, roundShare, missShare, startup, firstRequest, bundle, loadBefore, loadAfter }) {
  const load = (values) => values.map((v) => v.toFixed(2)).join(" / ");
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  const busiest = Math.max(loadBefore[0], loadAfter[0]);
  const lines = [
    ...(busiest > cpus().length / 2
      ? [
          `> **Warning: the machine was busy** (1-minute load average up to ${busiest.toFixed(2)} on ${cpus().length} cores): CPU figures are pessimistic; re-run on an idle machine.`,
          "",
        ]
      : []),
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC with \`npm run bench -- cpu\` on ${cpus().length} × ${cpus()[0]?.model ?? "CPU"};`,
    `load average (1/5/15 min) ${load(loadBefore)} before, ${load(loadAfter)} after. ${samples} requests per page after ${warmup} warm-up requests` +
      (warmRound ? " and, for the uncached renders, a warm-up round over all the pages first (the isolate's JIT warm-up is not charged to the first page);" : " (no warm-up round: the first page measured carries the isolate's JIT warm-up);"),
    `the harness's own share subtracted: a request the Worker answers before any page work (a visitor whose language cookie says pt asking for an English page: a 302), asked in turn with each page's requests and subtracted from that page's (median over the pages ${ms(overhead)} ms, ${ms(overheadRange[0])}–${ms(overheadRange[1])}, in the uncached run; ${ms(hitOverhead)} ms, ${ms(hitOverheadRange[0])}–${ms(hitOverheadRange[1])}, in the cache run).`,
    acceptEncoding === "identity"
      ? "Requests send `Accept-Encoding: identity`: Miniflare's stand-in for Cloudflare's front line does not compress the pages, as on Cloudflare the front line does it outside the Worker (decision 0055; `--accept-encoding=gzip` counts it). Miniflare's D1 simulator runs in the same process and is counted (on Cloudflare the query runs elsewhere): the figures are an upper bound for pages that read D1."
      : `Requests sent \`Accept-Encoding: ${acceptEncoding}\`: Miniflare's stand-in for Cloudflare's front line compresses each HTML page inside workerd, and that CPU is counted (on Cloudflare it is not the Worker's).`,
    "",
    `- Bundle (wrangler's Worker build, \`wrangler deploy --dry-run\`): ${kb(bundle.raw)} raw, ${kb(bundle.gzip)} gzip.` +
      (bundle.parts.length ? ` Largest parts: ${bundle.parts.map(([name, bytes]) => `${name} ${kb(bytes)}`).join(", ")}.` : ""),
    `- Startup (workerd CPU until ready, minus a trivial worker's): ${ms(startup)} ms; a fresh isolate's first request (\`${firstPath}\`): ${ms(firstRequest)} ms.`,
    "",
    ...(results.some((r) => r.cacheStore !== undefined)
      ? [
          `A true miss asks each page once a round, every page in turn, so it is compared with uncached renders asked the same way (“one a round”), not with the 30 renders of one page in a row. In both, each page is followed by the request that renders nothing, read the same way (40 ms after the answer, so what the request left to the background is counted), and the median of those is the share subtracted (${ms(roundShare)} ms in the uncached rounds, ${ms(missShare)} ms in the true misses' rounds). As measured, it includes Miniflare's Cache API simulator looking the page up and storing it (in this process; on Cloudflare the cache is a subrequest, not Worker CPU). The simulator's share is measured alone with a probe worker storing the same number of bytes; the Worker's share is the true miss's median minus it.`,
          "",
        ]
      : []),
    "| Page | Path | Uncached median (ms) | Uncached p95 (ms) | Uncached, one a round (ms) | True miss median (ms) | True miss p95 (ms) | Cache simulator's share (ms) | True miss, Worker's share (ms) | Cache hit median (ms) | Cache hit p95 (ms) |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...results.map(
      (r) =>
        `| ${r.name} (${r.lang}) | \`${r.path}\` | ${ms(r.render.median)} | ${ms(r.render.p95)} | ${r.interleaved !== undefined ? ms(r.interleaved) : "–"} | ${r.miss ? ms(r.miss.median) : "–"} | ${r.miss ? ms(r.miss.p95) : "–"} | ${r.cacheStore !== undefined ? ms(r.cacheStore) : "–"} | ${r.miss && r.cacheStore !== undefined ? ms(r.miss.median - r.cacheStore) : "–"} | ${r.hit ? ms(r.hit.median) : `not cached (${r.notCached})`} | ${r.hit ? ms(r.hit.p95) : "–"} |`,
    ),
  ];
  return lines.join("\n");
}

/** The figures go to their data file, docs/figures/cpu.md, which docs/performance.md includes (decision 0060). */
function writeReport(report) {
  const file = writeFigures("cpu", report);
  console.log(`\nWritten to ${file} (${statSync(file).size} bytes) and rendered into docs/performance.md.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
