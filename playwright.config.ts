import { defineConfig, devices } from "@playwright/test";
import { chromiumExecutable } from "./tests/e2e/chromium";

// E2E_PORT and E2E_STATE let two checkouts run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 8799);
const state = process.env.E2E_STATE ?? "e2e";

/**
 * Every journey runs twice: with JavaScript ("js") and without ("no-js"), in Debian's
 * Chromium (tests/e2e/chromium.ts finds it, or says what to install).
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  // One retry in CI only: about one navigation in a few thousand under `wrangler pages dev`
  // never reaches `load` (a 30 s stall, different tests each run, not reproduced in
  // isolation; README "Tests"). A retried test is reported as flaky, never hidden.
  retries: process.env.CI ? 1 : 0,
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
