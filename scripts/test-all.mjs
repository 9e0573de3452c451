// `npm test`: every layer, in order, stopping at the first that fails:
// typecheck, lint, unit, dom (the browser modules in happy-dom), build, workers (D1
// contract in workerd), integration (the built site over HTTP), postgres (Supabase migrations on PGlite), e2e (Chromium, with
// and without JavaScript), browsers (the smoke journeys in Firefox and WebKit, with and without JavaScript; decision 0048).
// Ends with one line counting every test that ran.
import { spawnSync } from "node:child_process";
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
const steps = [
  ["typecheck", "npx", ["tsc"]],
  ["lint", "npm", ["run", "--silent", "lint"]],
  ["unit", ...vitest("unit")],
  ["dom", ...vitest("dom")],
  ["build", "npm", ["run", "--silent", "build"]],
  ["workers", ...vitest("workers")],
  ["integration", ...vitest("integration")],
  ["postgres", ...vitest("postgres")],
  ["e2e", "npx", ["playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "e2e.json") }],
  ["browsers", ...vitest("browsers")],
];

const only = process.argv.slice(2);
let failedStep = null;
for (const [name, command, args, env = {}] of steps) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`=== ${name}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

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

const totals = count();
if (failedStep) {
  totals.failed = Math.max(totals.failed, 1);
  console.log(`\nnpm test stopped: the ${failedStep} step failed.`);
}
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
