import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { chromiumExecutable } from "./tests/e2e/chromium";

// Each project has a test server of its own (its own copy of the site, .tmp/<state>-<project>-state),
// so the two projects run side by side, each one test at a time, as each ran alone before
// (decision 0067): a test sees only what its own project wrote. Each server takes a free port, or
// E2E_PORT (js) / E2E_NO_JS_PORT (no-js) when set; scripts/test-server.mjs refuses a port another
// process holds, so the suite never runs against a stranger's server. The ports are chosen once,
// here in the runner, and handed to the workers (which read this file again) through the
// environment. E2E_STATE names the state directories (.tmp/<state>-<project>-state).
// Two different free ports in one go (a port just closed may be handed out again).
const freePorts = () =>
  execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      'import { freePort } from "./scripts/test-server.mjs"; const a = await freePort(); let b = a; while (b === a) b = await freePort(); console.log(a, b);',
    ],
    { cwd: fileURLToPath(new URL(".", import.meta.url)), encoding: "utf8" },
  )
    .trim()
    .split(" ");
if (!process.env.E2E_PORT || !process.env.E2E_NO_JS_PORT) {
  const spare = freePorts().filter((port) => port !== process.env.E2E_PORT && port !== process.env.E2E_NO_JS_PORT);
  process.env.E2E_PORT ||= spare.shift();
  process.env.E2E_NO_JS_PORT ||= spare.shift();
}
const state = process.env.E2E_STATE ?? "e2e";
const sites = [
  { project: "js", javaScriptEnabled: true, port: Number(process.env.E2E_PORT) },
  { project: "no-js", javaScriptEnabled: false, port: Number(process.env.E2E_NO_JS_PORT) },
];

/**
 * Every journey runs twice: with JavaScript ("js") and without ("no-js"), in Debian's
 * Chromium (tests/e2e/chromium.ts finds it, or says what to install). The projects run at the
 * same time, one worker each: most of a test's time is spent waiting (on the server, on
 * timers, on a helper's SQL), not computing, so two fit on these 2-core machines.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  // No retry, in CI either: the stall CI used to retry away was a GET parked by wrangler's
  // ProxyWorker after a keep-alive race, which the test server's heartbeat now releases
  // (scripts/test-server.mjs, decision 0035). A test that fails is a failure to look at.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
    locale: "en-US",
    trace: "off",
  },
  projects: sites.map(({ project, javaScriptEnabled, port }) => ({
    name: project,
    workers: 1,
    use: { ...devices["Desktop Chrome"], javaScriptEnabled, baseURL: `http://127.0.0.1:${port}` },
  })),
  webServer: sites.map(({ project, port }) => ({
    command: `node scripts/test-server.mjs ${state}-${project} ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
  })),
});
