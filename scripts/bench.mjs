// `npm run bench`: builds, serves the site locally with the edge cache on, and measures
// what DESIGN §9 budgets: page weight (HTML raw and gzip, JS and CSS gzip), Lighthouse
// mobile scores (its default Slow 4G simulation, Debian's Chromium) with LCP, TBT and
// CLS, and throughput with p50/p99 latency of a cached page, an uncached page and a
// static file, as ratios to the static file. Writes docs/performance.md and exits
// non-zero when a budget is missed.
//
//   npm run bench                 everything
//   npm run bench -- --no-lighthouse --no-load   weight only (seconds)
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "./local-backend.mjs";
import { startTestServer } from "./test-server.mjs";

const args = new Set(process.argv.slice(2));
const budgets = {
  htmlGzipBytes: 14 * 1024,
  interactiveJsGzipBytes: 90 * 1024,
  lighthouseScore: 100,
  cls: 0,
};

/** The main routes of the issue, in both languages. An article is found on the blog list. */
const mainRoutes = [
  { name: "Home", path: "/", interactive: true },
  { name: "Pricing", path: "/pricing", interactive: true },
  { name: "Blog list", path: "/blog", interactive: true },
  { name: "Blog article", path: null, interactive: false },
  { name: "Help center", path: "/help-center", interactive: true },
  { name: "Roadmap", path: "/roadmap", interactive: true },
  { name: "Careers", path: "/careers", interactive: true },
  { name: "Downloads", path: "/downloads", interactive: true },
];

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

function build() {
  const result = spawnSync("npx", ["remix", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function fetchBytes(url, headers = {}) {
  const response = await fetch(url, { headers: { "Accept-Encoding": "identity", ...headers } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Every script and stylesheet a document loads up front (module imports included). */
function assetsOf(html) {
  const js = new Set();
  const css = new Set();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) js.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) js.add(m[1]);
  for (const m of html.matchAll(/import(?:\s+\*\s+as\s+\w+\s+from)?\s*\(?\s*"(\/build\/[^"]+\.js)"/g)) js.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) css.add(m[1]);
  return { js: [...js], css: [...css] };
}

async function findArticlePath(base, lang) {
  const prefix = lang === "pt" ? "/pt" : "";
  const { bytes } = await fetchBytes(`${base}${prefix}/blog`);
  const match = new RegExp(`href="${prefix}/blog/([a-z0-9-]+)"`).exec(bytes.toString("utf8"));
  return match ? `/blog/${match[1]}` : null;
}

async function measureWeight(base, path) {
  const { response, bytes } = await fetchBytes(base + path);
  const html = bytes.toString("utf8");
  const { js, css } = assetsOf(html);
  let jsGzip = 0;
  let cssGzip = 0;
  for (const src of js) jsGzip += gzipSize((await fetchBytes(new URL(src, base).href)).bytes);
  for (const href of css) cssGzip += gzipSize((await fetchBytes(new URL(href, base).href)).bytes);
  return { status: response.status, htmlRaw: bytes.length, htmlGzip: gzipSize(bytes), jsFiles: js.length, jsGzip, cssGzip };
}

async function lighthouseRuns(base, pages) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const results = new Map();
  try {
    for (const page of pages) {
      // Warm the edge cache so the run measures what visitors get.
      await fetch(base + page.path);
      const run = await lighthouse(base + page.path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const { categories, audits } = run.lhr;
      results.set(page.path, {
        performance: Math.round((categories.performance.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
        bestPractices: Math.round((categories["best-practices"].score ?? 0) * 100),
        seo: Math.round((categories.seo.score ?? 0) * 100),
        lcpMs: Math.round(audits["largest-contentful-paint"].numericValue ?? 0),
        tbtMs: Math.round(audits["total-blocking-time"].numericValue ?? 0),
        cls: Number((audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3)),
        failing: Object.values(run.lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual" && a.scoreDisplayMode !== "notApplicable")
          .map((a) => a.id)
          .slice(0, 8),
      });
      process.stdout.write(".");
    }
  } finally {
    await chrome.kill();
  }
  process.stdout.write("\n");
  return results;
}

async function loadTest(base, targets) {
  const { default: autocannon } = await import("autocannon");
  const results = [];
  for (const target of targets) {
    // Bounded: 10 connections for 5 s against 127.0.0.1 only.
    const result = await autocannon({
      url: base + target.path,
      connections: 10,
      duration: 5,
      headers: target.headers ?? {},
    });
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

async function main() {
  build();
  const server = await startTestServer({ name: "bench", port: 0, vars: { EDGE_CACHE: "on" } });
  const misses = [];
  const lines = [];
  try {
    const pages = [];
    for (const lang of ["en", "pt"]) {
      const prefix = lang === "pt" ? "/pt" : "";
      for (const route of mainRoutes) {
        const path = route.path ?? (await findArticlePath(server.url, lang));
        if (!path) {
          misses.push(`${route.name} (${lang}): no article found on the blog list`);
          continue;
        }
        pages.push({ ...route, lang, path: path === "/" ? prefix || "/" : `${prefix}${path}` });
      }
    }

    const weights = new Map();
    for (const page of pages) {
      await fetch(server.url + page.path); // fill the edge cache
      weights.set(page.path, await measureWeight(server.url, page.path));
    }

    const lighthouse = args.has("--no-lighthouse") ? null : await lighthouseRuns(server.url, pages);
    const cssHref = assetsOf((await fetchBytes(server.url + "/")).bytes.toString("utf8")).css[0];
    const load = args.has("--no-load")
      ? null
      : await loadTest(server.url, [
          { kind: "static", name: "Static asset (CSS)", path: cssHref },
          { kind: "cached", name: "Cached page (/pricing)", path: "/pricing" },
          { kind: "uncached", name: "Uncached page (/pricing, per-visitor cookie)", path: "/pricing", headers: { Cookie: "visitor=bench" } },
        ]);

    lines.push("# Performance", "");
    lines.push(`Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: the production build served by`);
    lines.push("`wrangler pages dev` on 127.0.0.1 with the edge cache on, demo content from the seed.");
    lines.push("Budgets (DESIGN §9): first HTML ≤ 14 KB gzip, no JavaScript on pages with nothing to enhance,");
    lines.push("≤ 90 KB gzip of JavaScript on interactive pages, Lighthouse mobile 100 in all four categories, CLS 0.", "");
    lines.push("## Page weight", "");
    lines.push("| Page | Lang | Path | Status | HTML raw | HTML gzip | JS files | JS gzip | CSS gzip |");
    lines.push("| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: |");
    for (const page of pages) {
      const w = weights.get(page.path);
      lines.push(
        `| ${page.name} | ${page.lang} | \`${page.path}\` | ${w.status} | ${kb(w.htmlRaw)} KB | ${kb(w.htmlGzip)} KB | ${w.jsFiles} | ${kb(w.jsGzip)} KB | ${kb(w.cssGzip)} KB |`,
      );
      if (w.status !== 200) misses.push(`${page.path}: status ${w.status}`);
      if (w.htmlGzip > budgets.htmlGzipBytes) misses.push(`${page.path}: HTML ${kb(w.htmlGzip)} KB gzip > 14 KB`);
      if (!page.interactive && w.jsGzip > 0) misses.push(`${page.path}: ships ${kb(w.jsGzip)} KB of JavaScript but has nothing to enhance`);
      if (page.interactive && w.jsGzip > budgets.interactiveJsGzipBytes) {
        misses.push(`${page.path}: JavaScript ${kb(w.jsGzip)} KB gzip > 90 KB`);
      }
    }

    if (lighthouse) {
      lines.push("", "## Lighthouse (mobile, simulated Slow 4G)", "");
      lines.push("| Page | Lang | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Audits below 100 |");
      lines.push("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
      for (const page of pages) {
        const r = lighthouse.get(page.path);
        lines.push(
          `| ${page.name} | ${page.lang} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} | ${r.failing.join(", ") || "—"} |`,
        );
        for (const [category, score] of [
          ["performance", r.performance],
          ["accessibility", r.accessibility],
          ["best practices", r.bestPractices],
          ["SEO", r.seo],
        ]) {
          if (score < budgets.lighthouseScore) misses.push(`${page.path}: Lighthouse ${category} ${score} < 100`);
        }
        if (r.cls > budgets.cls) misses.push(`${page.path}: CLS ${r.cls} > 0`);
      }
    }

    if (load) {
      lines.push("", "## Throughput (10 connections, 5 s each, same local server)", "");
      lines.push("| Target | Requests/s | p50 | p99 | Errors | RPS vs static | p50 vs static |");
      lines.push("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
      for (const r of load) {
        lines.push(
          `| ${r.name} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${r.rpsRatio.toFixed(2)} | ${r.p50Ratio.toFixed(2)} |`,
        );
      }
    }

    lines.push("", "## Budget", "");
    if (misses.length === 0) lines.push("Every budget is met.");
    else for (const miss of misses) lines.push(`- ${miss}`);
    lines.push("");
    writeFileSync(join(root, "docs", "performance.md"), lines.join("\n"));
    console.log(lines.join("\n"));
  } finally {
    await server.stop();
  }
  process.exit(misses.length ? 1 : 0);
}

await main();
