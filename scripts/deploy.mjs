// `npm run deploy` (production) and `npm run deploy:preview`: check, build, deploy (decision 0040).
//
//   1. scripts/deploy-check.mjs --online for the environment: stops at any problem;
//   2. npm run build (Remix, the browser modules, the Worker);
//   3. wrangler deploy --env <production|preview>: the Worker of that environment with its
//      static assets (public/), its Cron Trigger and its routes, as wrangler.toml says.
//
// Extra options (--secrets A,B) go to the check.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { root, wranglerBin } from "./local-backend.mjs";

const argv = process.argv.slice(2);
const preview = argv.includes("--preview");
const checkArgs = argv.filter((arg) => arg !== "--preview");
const environment = preview ? "preview" : "production";

function run(command, args) {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(process.execPath, [join(root, "scripts", "deploy-check.mjs"), "--env", environment, "--online", ...checkArgs]);
run("npm", ["run", "build"]);
run(wranglerBin, ["deploy", "--env", environment]);
