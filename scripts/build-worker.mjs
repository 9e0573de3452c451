// The Worker as a deploy uploads it, for `npm start`, the test servers and the benches
// (decision 0040): wrangler's own build (`wrangler deploy --dry-run --outdir`) of
// functions/index.ts with the Remix server build inside, written to build/worker/index.js.
// Local servers then run that file with `wrangler dev --no-bundle`: no esbuild watcher (a
// site left alone costs no CPU), and the code served locally is the code that deploys.
// Run by `npm run build` after `remix build` and its route table (scripts/build-routes.mjs).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { root, wranglerBin, wranglerEnv } from "./local-backend.mjs";

export const workerBundleDir = join(root, "build", "worker");
export const workerBundlePath = join(workerBundleDir, "index.js");

/** Builds the Worker of `environment` ("" is the local top level) into `outdir`; throws with wrangler's output on failure. */
export function buildWorker({ environment = "", outdir = workerBundleDir, extraArgs = [] } = {}) {
  if (!existsSync(join(root, "build", "index.js"))) throw new Error("No Remix build: run `remix build` first (npm run build does both).");
  if (!existsSync(join(root, "build", "routes.js"))) throw new Error("No route table: run `node scripts/build-routes.mjs` after `remix build` (npm run build does it).");
  const result = spawnSync(wranglerBin, ["deploy", "--dry-run", `--env=${environment}`, "--outdir", outdir, ...extraArgs], {
    cwd: root,
    env: { ...wranglerEnv, NO_COLOR: "1" },
    encoding: "utf8",
  });
  if (result.status !== 0 || !existsSync(join(outdir, "index.js"))) {
    throw new Error(`wrangler deploy --dry-run${environment ? ` --env ${environment}` : ""} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return { outdir, output: result.stdout };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    buildWorker();
    console.log(`Worker built: ${workerBundlePath}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
