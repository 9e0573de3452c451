// `npm run deploy` (production) and `npm run deploy:preview`: check, build, upload.
//
//   1. scripts/deploy-check.mjs --online for the environment: stops at any problem;
//   2. npm run build (Remix and the browser modules);
//   3. wrangler pages deploy ./public --branch <branch>: the production branch (main, or
//      --production-branch <name> if the project was created with another) or "preview".
//
// Extra options (--secrets A,B, --project-name) go to the check.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readWranglerToml } from "./deploy-check.mjs";
import { root, wranglerBin } from "./local-backend.mjs";

const argv = process.argv.slice(2);
const preview = argv.includes("--preview");
let productionBranch = "main";
const checkArgs = [];
for (let i = 0; i < argv.length; i++) {
  if (argv[i] === "--preview") continue;
  if (argv[i] === "--production-branch") productionBranch = argv[++i];
  else if (argv[i].startsWith("--production-branch=")) productionBranch = argv[i].slice("--production-branch=".length);
  else checkArgs.push(argv[i]);
}
const environment = preview ? "preview" : "production";
const branch = preview ? "preview" : productionBranch;
const { projectName } = readWranglerToml(readFileSync(join(root, "wrangler.toml"), "utf8"));

function run(command, args) {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(process.execPath, [join(root, "scripts", "deploy-check.mjs"), "--env", environment, "--online", ...checkArgs]);
run("npm", ["run", "build"]);
run(wranglerBin, ["pages", "deploy", "./public", "--project-name", projectName, "--branch", branch]);
