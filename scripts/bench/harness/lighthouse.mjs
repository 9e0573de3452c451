// Lighthouse runs for `npm run bench -- pages`: mobile (its default simulated Slow 4G and 4x CPU
// slowdown, default mobile screen), a fresh Chromium per run, and a summary that never
// turns a failed run into a number.
//
// Why runs used to fail with NO_NAVSTART: Lighthouse first loads its blank page, starts
// tracing, then navigates to the page. From `about:blank` that navigation is cross-site, so
// Chromium commits it in a renderer process it spawns mid-trace; on a loaded machine that
// process joins the trace after the main frame's `navigationStart` was emitted, the trace
// has none, and Lighthouse gives up. Any page could hit it (`skipAboutBlank` swaps too). A
// blank page on the site's own origin keeps the navigation in the renderer that was traced
// from the start, so the event is always recorded.
import os from "node:os";

const categories = ["performance", "accessibility", "best-practices", "seo"];

/** Launches Chromium, runs Lighthouse once on `url`, and closes it whatever happens. */
export async function lighthouseRun(url, blankPage) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  // A run that hangs (a Chromium that stops answering) is a failed run, not a stuck bench;
  // and Lighthouse can reject from its protocol session after its own promise settled (a
  // target closed under it), which would otherwise end the whole bench.
  let timer;
  const timedOut = new Promise((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: `timed out after ${runTimeoutMs / 1000} s` }), runTimeoutMs);
  });
  const stray = () => {};
  process.on("unhandledRejection", stray);
  try {
    const run = lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      formFactor: "mobile",
      throttlingMethod: "simulate",
      blankPage,
    }).then(summarize);
    return await Promise.race([run, timedOut]);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? (error.code ?? error.message) : String(error) };
  } finally {
    clearTimeout(timer);
    await chrome.kill();
    // Late rejections of this run's session arrive on the next turns; let them land first.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    process.off("unhandledRejection", stray);
  }
}

/** How long one Lighthouse run may take (a mobile run here takes 10–15 s). */
const runTimeoutMs = Number(process.env.LIGHTHOUSE_RUN_TIMEOUT_MS ?? 120_000);

function summarize(result) {
  const lhr = result?.lhr;
  if (!lhr) return { ok: false, reason: "no result" };
  if (lhr.runtimeError) return { ok: false, reason: lhr.runtimeError.code };
  const scores = {};
  for (const id of categories) {
    const score = lhr.categories[id]?.score;
    if (typeof score !== "number") return { ok: false, reason: `no ${id} score` };
    scores[id] = Math.round(score * 100);
  }
  const metric = (id) => lhr.audits[id]?.numericValue;
  const [lcp, tbt, cls] = ["largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"].map(metric);
  if ([lcp, tbt, cls].some((value) => typeof value !== "number")) return { ok: false, reason: "missing metrics" };
  // What the server sent over the wire (gzip), as Chromium's network records saw it.
  const scripts = (lhr.audits["network-requests"]?.details?.items ?? [])
    .filter((item) => item.resourceType === "Script")
    .map((item) => ({ url: item.url, bytes: item.transferSize ?? 0 }));
  const below = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && !["informative", "manual", "notApplicable"].includes(a.scoreDisplayMode))
    .map((a) => a.id);
  return { ok: true, scores, lcpMs: Math.round(lcp), tbtMs: Math.round(tbt), cls: Number(cls.toFixed(3)), scripts, below };
}

export const loadAverage = () => os.loadavg()[0];
/** The 1-minute load above which a run shares its CPU with something else. */
export const busyLoad = () => 0.5 * os.availableParallelism();

export const scriptBytes = (scripts) => scripts.reduce((sum, script) => sum + script.bytes, 0);

/** The lower median, so that with an even count the figure is one a run really had. */
function lowerMedian(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Medians over the successful runs only (each category separately), the spread, and the
 * median run by performance, whose LCP, TBT and CLS are reported.
 */
export function aggregate(runs) {
  const ok = runs.filter((run) => run.ok);
  const failures = runs.filter((run) => !run.ok).map((run) => run.reason);
  if (ok.length === 0) return { successes: 0, total: runs.length, failures };
  const byPerformance = [...ok].sort((a, b) => a.scores.performance - b.scores.performance);
  const medianRun = byPerformance[Math.floor((ok.length - 1) / 2)];
  const median = {};
  const spread = {};
  for (const id of categories) {
    const values = ok.map((run) => run.scores[id]);
    median[id] = lowerMedian(values);
    spread[id] = [Math.min(...values), Math.max(...values)];
  }
  return {
    successes: ok.length,
    total: runs.length,
    failures,
    median,
    spread,
    medianRun,
    // The most any run downloaded: a script loaded late in one run still counts.
    scripts: ok.map((run) => run.scripts).sort((a, b) => scriptBytes(b) - scriptBytes(a))[0],
  };
}
