import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const app = fileURLToPath(new URL("./app", import.meta.url));
const alias = { "~": app };
// The Worker's build replaces "react-dom" itself (not react-dom/server) with functions/react-dom.ts
// (wrangler.toml [alias], decision 0053); the tests inside workerd run the Worker the same way.
const workerAlias = [
  { find: /^react-dom$/, replacement: fileURLToPath(new URL("./functions/react-dom.ts", import.meta.url)) },
  { find: "~", replacement: app },
];

export default defineConfig({
  test: {
    projects: [
      {
        // 20 s, not vitest's 5: `npm test` runs this step beside the server-bound ones (decision
        // 0067), and a test that imports every route module can pass 5 s on a busy machine.
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node", testTimeout: 20_000 },
      },
      {
        // The browser modules, beside their markup (app/**/*.test.tsx): the component's server
        // markup in happy-dom, driven as a visitor would (decision 0033).
        resolve: { alias },
        // 20 s for the same reason as the unit tests.
        test: { name: "dom", include: ["app/**/*.test.{ts,tsx}"], environment: "happy-dom", restoreMocks: true, testTimeout: 20_000 },
      },
      {
        // The D1 adapter's contract, inside workerd with a real local D1 database.
        resolve: { alias: workerAlias },
        plugins: [
          cloudflareTest(async () => ({
            miniflare: {
              compatibilityDate: "2026-04-01",
              compatibilityFlags: ["nodejs_compat"],
              d1Databases: ["DB"],
              r2Buckets: ["FILES"],
              // The Worker's mail binding, pinned as a deploy pins it (decision 0040): miniflare's
              // stand-in refuses any other destination, as Email Routing does.
              email: { send_email: [{ name: "EMAIL", destination_address: "team@stayloop.example" }] },
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url))),
              },
            },
          })),
        ],
        test: {
          name: "workers",
          include: ["tests/integration/workers/**/*.test.ts"],
          setupFiles: ["tests/integration/workers/apply-migrations.ts"],
        },
      },
      {
        // The built Worker served by `wrangler dev` on 127.0.0.1, spoken to over HTTP.
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/http/**/*.test.ts"],
          globalSetup: ["tests/integration/http/global-setup.ts"],
          setupFiles: ["tests/integration/http/no-keep-alive.ts"],
          testTimeout: 30_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
      {
        // The smoke journeys in Firefox and WebKit (decision 0048), against the built site.
        resolve: { alias },
        test: {
          name: "browsers",
          include: ["tests/browsers/**/*.test.ts"],
          globalSetup: ["tests/browsers/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "postgres",
          include: ["tests/postgres/**/*.test.ts"],
          globalSetup: ["tests/postgres/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
