// `npm run bench -- pages`: builds, serves the site on 127.0.0.1:8860 with the edge cache on, and
// measures what DESIGN §9 budgets on every main route in both languages: the first HTML
// (gzip as served), the JavaScript a first visit downloads (gzip transfer size from
// Lighthouse's network records), Lighthouse mobile several times per page (median and
// spread, a fresh Chromium per run, failed runs reported as failed), the load average
// around each page, and throughput with p50/p99 latency of a cached page, an uncached page
// and a static file. Exits non-zero when a budget is missed or a Lighthouse run failed.
//
//   npm run bench -- pages                                every page, 3 runs, writes docs/figures/pages.md
//   npm run bench -- pages --pages /,/pricing --runs 3    a subset (paths, `*` = one segment: /blog/*)
//   npm run bench -- pages --no-lighthouse --no-load      page weight only (seconds)
//
// A subset writes .tmp/bench.md instead; a full run's data file is included by docs/performance.md.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import { dirname, join, relative } from "node:path";
import { parseArgs } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import { writeFigures } from "./harness/figures.mjs";
import { aggregate, busyLoad, lighthouseRun, loadAverage, scriptBytes } from "./harness/lighthouse.mjs";
import { budgets, resolvePages } from "./harness/page-list.mjs";
import { root } from "../local-backend.mjs";
import { startTestServer } from "../test-server.mjs";

const { values: options } = parseArgs({
  options: {
    pages: { type: "string" },
    runs: { type: "string", default: "3" },
    port: { type: "string", default: "8860" },
    "no-lighthouse": { type: "boolean", default: false },
    "no-load": { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${options.runs}`);
const selection = options.pages?.split(",").map((path) => path.trim()).filter(Boolean);
// A subset is a check, not the record: it goes to .tmp/bench.md; a full run is the data file
// docs/figures/pages.md, which docs/performance.md includes (decision 0060).
const reportPath = join(root, ".tmp", "bench.md");

const kb = (bytes) => (bytes / 1024).toFixed(1);
const jsBudgetText = { static: "≤ 3 KB", light: "≤ 15 KB", any: "≤ 90 KB" };

function build() {
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The document as the server sends it to a browser that accepts gzip: status, bytes on the wire, and decoded. */
function fetchDocument(url) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const wire = Buffer.concat(chunks);
        const gzipped = response.headers["content-encoding"] === "gzip";
        const body = gzipped ? gunzipSync(wire) : wire;
        resolve({ status: response.statusCode, gzipBytes: gzipped ? wire.length : gzipSync(body).length, html: body.toString("utf8") });
      });
    })
      .on("error", reject)
      .end();
  });
}

/** Scripts a document names up front (for runs without Lighthouse): gzip of each. */
async function scriptsInHtml(base, html) {
  const urls = new Set();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import(?:\s+\*\s+as\s+\w+\s+from)?\s*\(?\s*"(\/build\/[^"]+\.js)"/g)) urls.add(m[1]);
  const scripts = [];
  for (const url of urls) {
    const { gzipBytes, html: code } = await fetchDocument(new URL(url, base).href);
    scripts.push({ url, bytes: gzipBytes });
    // The enhancement modules' shared chunks are static imports ("./chunk-….js"), loaded with them.
    if (url.startsWith("/enhance/")) {
      for (const m of code.matchAll(/(?:^|[;}])\s*import\s*(?:[^"();]*?from\s*)?"(\.\/[^"]+\.js)"/g)) urls.add(new URL(m[1], new URL(url, base)).pathname);
    }
  }
  return scripts;
}

async function loadTest(base, targets) {
  const { default: autocannon } = await import("autocannon");
  const results = [];
  for (const target of targets) {
    // Bounded: 10 connections for 5 s against 127.0.0.1 only.
    const result = await autocannon({ url: base + target.path, connections: 10, duration: 5, headers: target.headers ?? {} });
    results.push({
      ...target,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  const staticRps = results.find((r) => r.kind === "static")?.rps || 1;
  const staticP50 = results.find((r) => r.kind === "static")?.p50 || 1;
  return results.map((r) => ({ ...r, rpsRatio: r.rps / staticRps, p50Ratio: r.p50 / staticP50 }));
}

const score = (summary, id) => {
  const [min, max] = summary.spread[id];
  return min === max ? `${summary.median[id]}` : `${summary.median[id]} (${min}–${max})`;
};

async function main() {
  if (!options["no-build"]) build();
  const server = await startTestServer({ name: `bench-${options.port}`, port: Number(options.port), vars: { EDGE_CACHE: "on" } });
  const problems = [];
  const failedRuns = [];
  const loads = [];
  const lines = [];
  try {
    const { pages, unresolved } = await resolvePages(server.url, selection);
    problems.push(...unresolved);
    // A page of the site as Lighthouse's blank page (see bench-lighthouse.mjs): one that ships
    // no JavaScript and names its icon, since a file such as /favicon.svg makes Chromium ask
    // for /favicon.ico, and that 404 lands in the measured run's console (best practices).
    const blankPage = `${server.url}/cookies`;

    for (const page of pages) {
      await fetchDocument(server.url + page.path); // fill the edge cache: measure what visitors get
      const document = await fetchDocument(server.url + page.path);
      page.status = document.status;
      page.htmlGzip = document.gzipBytes;
      page.htmlScripts = await scriptsInHtml(server.url, document.html);
      if (options["no-lighthouse"]) continue;
      page.loadBefore = loadAverage();
      const results = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouseRun(server.url + page.path, blankPage);
        console.log(`${page.path} run ${i + 1}: ${result.ok ? `performance ${result.scores.performance}` : `failed (${result.reason})`}`);
        results.push(result);
      }
      page.loadAfter = loadAverage();
      loads.push(page.loadBefore, page.loadAfter);
      page.lighthouse = aggregate(results);
      const shown = page.lighthouse.successes ? page.lighthouse.median.performance : "failed";
      console.log(`${page.path}: performance ${shown}, ${page.lighthouse.successes} of ${runs} runs, load ${page.loadBefore.toFixed(2)} → ${page.loadAfter.toFixed(2)}`);
    }

    let load = null;
    if (!options["no-load"]) {
      const { html } = await fetchDocument(`${server.url}/`);
      const cssHref = /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)?.[1];
      load = await loadTest(server.url, [
        { kind: "static", name: "Static asset (CSS)", path: cssHref },
        { kind: "cached", name: "Cached page (/pricing)", path: "/pricing" },
        { kind: "uncached", name: "Uncached page (/pricing, per-visitor cookie)", path: "/pricing", headers: { Cookie: "visitor=bench" } },
      ]);
    }

    const cores = os.availableParallelism();
    const busy = loads.some((value) => value > busyLoad());
    if (selection) lines.push("# Performance (a subset)", "");
    const runsText = options["no-lighthouse"] ? "" : ` (${runs} Lighthouse run${runs === 1 ? "" : "s"} per page)`;
    lines.push(`Measured by \`npm run bench -- pages\` on ${new Date().toISOString().slice(0, 10)}${runsText}: the production`);
    lines.push("Worker served by `wrangler dev` on 127.0.0.1 with the edge cache on, demo content from the seed.");
    lines.push("Lighthouse 12 mobile (simulated Slow 4G, 4x CPU slowdown, default mobile screen) in Debian's");
    lines.push("Chromium, a fresh browser per run. Scores are medians over the successful runs, with the");
    lines.push("spread (min–max) in brackets; LCP, TBT and CLS are those of the median run by performance.");
    lines.push("A failed run is reported as failed, never as a score.", "");
    lines.push("Budgets (DESIGN §9): performance ≥ 98; accessibility, best practices and SEO 100; CLS 0;");
    lines.push("first HTML ≤ 14 KB gzip; JavaScript a first visit downloads (gzip transfer size, headers included): 0 where nothing");
    lines.push("is enhanced — no page qualifies, as the header, banner and footer newsletter the spec gives JavaScript");
    lines.push("are on every page, so pages with nothing else load only the layout module, ≤ 3 KB (decision 0012) —,");
    lines.push("≤ 15 KB on pages whose interactivity is forms, toggles, menus, dialogs and the video, ≤ 90 KB on any");
    lines.push("page (the JS budget column).", "");
    if (options["no-lighthouse"]) lines.push("Lighthouse was not run: JavaScript is what each document names up front, gzip bodies as served.", "");
    if (loads.length) {
      lines.push(
        busy
          ? `> **Warning: the machine was busy** (1-minute load average up to ${Math.max(...loads).toFixed(2)} on ${cores} cores, over ${busyLoad().toFixed(1)}): timings and performance scores are pessimistic; re-run on an idle machine.`
          : `The machine was idle: 1-minute load average at most ${Math.max(...loads).toFixed(2)} on ${cores} cores.`,
        "",
      );
    }

    lines.push("## Pages", "");
    lines.push("| Page | Lang | Path | Status | HTML gzip | JS budget | JS files | JS gzip | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Runs | Load before → after |");
    lines.push("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |");
    for (const page of pages) {
      const lh = page.lighthouse;
      const scripts = lh?.successes ? lh.scripts : page.htmlScripts;
      const js = scriptBytes(scripts);
      const cells = [page.name, page.lang, `\`${page.path}\``, page.status, `${kb(page.htmlGzip)} KB`, jsBudgetText[page.kind], scripts.length, `${kb(js)} KB`];
      if (!lh) cells.push("—", "—", "—", "—", "—", "—", "—", "not run", "—");
      else if (!lh.successes) cells.push(`failed (${lh.failures.join(", ")})`, "—", "—", "—", "—", "—", "—", `0 of ${lh.total}`);
      else {
        const failed = lh.failures.length ? `; failed (${lh.failures.join(", ")})` : "";
        cells.push(
          score(lh, "performance"),
          score(lh, "accessibility"),
          score(lh, "best-practices"),
          score(lh, "seo"),
          `${lh.medianRun.lcpMs} ms`,
          `${lh.medianRun.tbtMs} ms`,
          lh.medianRun.cls,
          `${lh.successes} of ${lh.total}${failed}`,
        );
      }
      if (lh) cells.push(`${page.loadBefore.toFixed(2)} → ${page.loadAfter.toFixed(2)}`);
      lines.push(`| ${cells.join(" | ")} |`);

      if (page.status !== 200) problems.push(`${page.path}: status ${page.status}`);
      if (page.htmlGzip > budgets.htmlGzipBytes) problems.push(`${page.path}: HTML ${kb(page.htmlGzip)} KB gzip > 14 KB`);
      if (js > budgets.jsGzipBytes[page.kind]) {
        problems.push(`${page.path}: JavaScript ${kb(js)} KB gzip in ${scripts.length} files, budget ${jsBudgetText[page.kind]}`);
      }
      if (!lh) continue;
      if (lh.failures.length) failedRuns.push(`${page.path}: ${lh.failures.length} of ${lh.total} Lighthouse runs failed (${lh.failures.join(", ")})`);
      if (!lh.successes) continue;
      if (lh.median.performance < budgets.performance) problems.push(`${page.path}: performance ${lh.median.performance} < ${budgets.performance}`);
      for (const [id, label] of [["accessibility", "accessibility"], ["best-practices", "best practices"], ["seo", "SEO"]]) {
        if (lh.median[id] < budgets.otherCategories) problems.push(`${page.path}: ${label} ${lh.median[id]} < 100`);
      }
      if (lh.medianRun.cls > budgets.cls) problems.push(`${page.path}: CLS ${lh.medianRun.cls} > 0`);
    }

    const withAudits = pages.filter((page) => page.lighthouse?.successes && page.lighthouse.medianRun.below.length);
    if (withAudits.length) {
      lines.push("", "## Audits below 100 in the median run", "");
      for (const page of withAudits) lines.push(`- \`${page.path}\`: ${page.lighthouse.medianRun.below.join(", ")}`);
    }

    if (load) {
      lines.push("", "## Throughput (10 connections, 5 s each, same local server)", "");
      lines.push("| Target | Requests/s | p50 | p99 | Errors | RPS vs static | p50 vs static |");
      lines.push("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
      for (const r of load) {
        lines.push(`| ${r.name} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${r.rpsRatio.toFixed(2)} | ${r.p50Ratio.toFixed(2)} |`);
      }
    }

    lines.push("", "## Budget", "");
    if (problems.length === 0 && failedRuns.length === 0) lines.push("Every budget is met.");
    for (const problem of problems) lines.push(`- ${problem}`);
    if (failedRuns.length) lines.push("", "Failed Lighthouse runs (the verdict above is over the others only):", "", ...failedRuns.map((line) => `- ${line}`));
    lines.push("");
    console.log(lines.join("\n"));
    if (selection) {
      mkdirSync(dirname(reportPath), { recursive: true });
      writeFileSync(reportPath, lines.join("\n"));
      console.log(`Written to ${relative(root, reportPath)}`);
    } else {
      console.log(`Written to ${relative(root, writeFigures("pages", lines.join("\n")))} and rendered into docs/performance.md`);
    }
  } finally {
    await server.stop();
  }
  process.exit(problems.length || failedRuns.length ? 1 : 0);
}

await main();
