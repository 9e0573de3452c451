// `npm test`: every layer, stopping at the first that fails: typecheck, lint, unit, dom (the
// browser modules in happy-dom), workers (D1 contract in workerd), postgres (Supabase migrations
// on PGlite), build, integration (the built site over HTTP), e2e (Chromium, with and without
// JavaScript), browsers (the smoke journeys in Firefox and WebKit, with and without JavaScript;
// decision 0048). Ends with one line counting every test that ran.
//
// The steps run in lanes (decision 0067). The computing steps come first, alone: a unit test
// that times a search (a 1 s budget) failed when they shared the two cores with the served site.
// Then the two layers that serve the built site, which spend most of their time waiting (on a
// server, a timer, a deadline of the outage tests), run side by side:
//   checks: typecheck, lint, unit, dom, workers, postgres
//   site:   build (beside the checks), then integration once the checks passed, then browsers
//   e2e:    e2e once the checks passed (its two projects side by side, playwright.config.ts)
// Each step's output is printed whole when it ends, so lanes never interleave their lines.
// `node scripts/test-all.mjs unit lint` runs just the named steps (in their lanes).
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { root } from "./local-backend.mjs";

const reports = join(root, ".tmp", "reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitest = (project) => [
  "npx",
  ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${join(reports, `${project}.json`)}`],
];
/** [name, lane, needs, command, args, env] */
const steps = [
  ["typecheck", "checks", [], "npx", ["tsc"]],
  ["lint", "checks", [], "npm", ["run", "--silent", "lint"]],
  ["unit", "checks", [], ...vitest("unit")],
  ["dom", "checks", [], ...vitest("dom")],
  ["workers", "checks", [], ...vitest("workers")],
  ["postgres", "checks", [], ...vitest("postgres")],
  ["build", "site", [], "npm", ["run", "--silent", "build"]],
  ["integration", "site", ["build", "postgres"], ...vitest("integration")],
  ["browsers", "site", ["build"], ...vitest("browsers")],
  ["e2e", "e2e", ["build", "postgres"], "npx", ["playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "e2e.json") }],
];

const only = process.argv.slice(2);
const chosen = steps.filter(([name]) => !only.length || only.includes(name));
const running = new Set();
let failedStep = null;
const startedAll = Date.now();

/** Runs one step with its output kept, then prints it whole; resolves to whether it passed. */
function run(name, command, args, env = {}) {
  if (failedStep) return Promise.resolve(false);
  console.log(`=== ${name}: started at ${((Date.now() - startedAll) / 1000).toFixed(0)} s ===`);
  const started = Date.now();
  // Its own process group, so a failure elsewhere stops the whole step (servers included).
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  running.add(child);
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.once("close", (code) => {
      running.delete(child);
      const passed = code === 0;
      const stopped = !passed && failedStep && failedStep !== name;
      console.log(`\n=== ${name} ===`);
      process.stdout.write(Buffer.concat(output));
      console.log(`=== ${name}: ${passed ? "ok" : stopped ? "stopped" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
      if (!passed && !failedStep) {
        failedStep = name;
        for (const other of running) stopStep(other);
      }
      resolve(passed);
    });
  });
}

/**
 * Every process a step started, however deep: Playwright starts its web servers in process
 * groups of their own, so a signal to the step's group alone left them (and their workerd)
 * running after a failed run, spending the next run's cores.
 */
function processTree(pid) {
  const children = new Map();
  for (const line of execFileSync("ps", ["-A", "-o", "pid=,ppid="], { encoding: "utf8" }).trim().split("\n")) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const tree = [];
  for (const stack = [pid]; stack.length; ) {
    const next = stack.pop();
    tree.push(next);
    stack.push(...(children.get(next) ?? []));
  }
  return tree;
}

/** The processes of stopped steps, killed outright before `npm test` exits if still there. */
const stopped = new Set();
function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already.
  }
}
function stopStep(child) {
  const tree = processTree(child.pid);
  for (const pid of tree) stopped.add(pid);
  signal(-child.pid, "SIGTERM");
  for (const pid of tree) signal(pid, "SIGTERM");
}
function killStopped() {
  for (const pid of stopped) signal(pid, "SIGKILL");
}

// Stopped from outside (Ctrl-C, a CI timeout): the steps' processes stop too.
for (const name of ["SIGINT", "SIGTERM"]) {
  process.once(name, () => {
    for (const child of running) stopStep(child);
    setTimeout(() => {
      killStopped();
      process.exit(1);
    }, 3000);
  });
}

const done = new Map();
const lanes = new Map();
for (const [name, lane, needs, command, args, env] of chosen) {
  const previous = lanes.get(lane) ?? Promise.resolve(true);
  const after = [previous, ...needs.filter((need) => done.has(need)).map((need) => done.get(need))];
  const step = Promise.all(after).then((results) => (results.every(Boolean) ? run(name, command, args, env) : false));
  done.set(name, step);
  lanes.set(lane, step);
}
await Promise.all(done.values());

function count() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const project of ["unit", "dom", "workers", "integration", "postgres", "browsers"]) {
    const file = join(reports, `${project}.json`);
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, "utf8"));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  const e2e = join(reports, "e2e.json");
  if (existsSync(e2e)) {
    const stats = JSON.parse(readFileSync(e2e, "utf8")).stats ?? {};
    totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    totals.failed += stats.unexpected ?? 0;
    totals.skipped += stats.skipped ?? 0;
  }
  return totals;
}

// What a stopped step left behind (a server that ignored SIGTERM) goes now, not at its 45-minute limit.
if (stopped.size) {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  killStopped();
}

const totals = count();
if (failedStep) {
  totals.failed = Math.max(totals.failed, 1);
  console.log(`\nnpm test stopped: the ${failedStep} step failed.`);
}
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped (${((Date.now() - startedAll) / 1000).toFixed(0)} s)`);
process.exit(failedStep ? 1 : 0);
