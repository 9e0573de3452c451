import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { chromiumExecutable } from "./tests/e2e/chromium";

// The test server takes a free port, or E2E_PORT when set; scripts/test-server.mjs refuses a
// port another process holds, so the suite never runs against a stranger's server. The port
// is chosen once, here in the runner, and handed to the workers (which read this file again)
// through the environment. E2E_STATE names the state directory (.tmp/<state>-state).
process.env.E2E_PORT ??= execFileSync(process.execPath, ["--input-type=module", "-e", 'import { freePort } from "./scripts/test-server.mjs"; console.log(await freePort());'], {
  cwd: fileURLToPath(new URL(".", import.meta.url)),
  encoding: "utf8",
}).trim();
const port = Number(process.env.E2E_PORT);
const state = process.env.E2E_STATE ?? "e2e";

/**
 * Every journey runs twice: with JavaScript ("js") and without ("no-js"), in Debian's
 * Chromium (tests/e2e/chromium.ts finds it, or says what to install).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  // No retry, in CI either: the stall CI used to retry away was a GET parked by wrangler's
  // ProxyWorker after a keep-alive race, which the test server's heartbeat now releases
  // (scripts/test-server.mjs, decision 0035). A test that fails is a failure to look at.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    { name: "no-js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: false } },
  ],
  webServer: {
    command: `node scripts/test-server.mjs ${state} ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
