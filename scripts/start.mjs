// `npm start`: build, prepare the embedded backend (D1 + R2 under .wrangler/state) and
// serve the whole site on http://127.0.0.1:8788 with wrangler, offline, no account.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { bindingArgs, devVarsNames, localDevelopmentVars, prepareLocalBackend, root, wranglerBin, wranglerEnv } from "./local-backend.mjs";

const port = process.env.PORT ?? "8788";
const persistTo = join(root, ".wrangler", "state");

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

prepareLocalBackend(persistTo, { log: (m) => console.log(m) });

// The development variables, except those a git-ignored .dev.vars sets (wrangler reads that
// file itself, and a --binding flag would win over it).
const devVarsFile = join(root, ".dev.vars");
const ownVars = new Set(existsSync(devVarsFile) ? devVarsNames(readFileSync(devVarsFile, "utf8")) : []);
const vars = Object.fromEntries(Object.entries(localDevelopmentVars).filter(([key]) => !ownVars.has(key)));

console.log(`\nStayLoop is starting on http://127.0.0.1:${port}\n`);
const server = spawn(
  wranglerBin,
  [
    "pages",
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    "--persist-to",
    persistTo,
    "--log-level",
    "warn",
    "--show-interactive-dev-session=false",
    ...bindingArgs(vars),
  ],
  { cwd: root, env: wranglerEnv, stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
