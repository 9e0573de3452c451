// `npm start`: build, prepare the embedded backend (D1 + R2 under .wrangler/state) and
// serve the whole site on http://127.0.0.1:8788 with `wrangler dev`, offline, no account.
// It serves the Worker `npm run build` made (build/worker/index.js) and does not watch the
// sources: after a change, stop it and start it again (decision 0040). `npm run cron` fires
// the site's clock once.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { devVarsNames, localDevelopmentVars, prepareLocalBackend, root, wranglerBin, wranglerDevArgs, wranglerEnv } from "./local-backend.mjs";

const port = process.env.PORT ?? "8788";
const persistTo = join(root, ".wrangler", "state");

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

prepareLocalBackend(persistTo, { log: (m) => console.log(m) });

// The development variables, except those a git-ignored .dev.vars sets (wrangler reads that
// file itself, and a --var flag would win over it).
const devVarsFile = join(root, ".dev.vars");
const ownVars = new Set(existsSync(devVarsFile) ? devVarsNames(readFileSync(devVarsFile, "utf8")) : []);
const vars = Object.fromEntries(Object.entries(localDevelopmentVars).filter(([key]) => !ownVars.has(key)));
// The studio's local sign-in (decision 0501): `STUDIO_DEV_MEMBER=writer@example.com npm start` acts
// as that seeded member instead of the admin (or put the line in .dev.vars).
if (process.env.STUDIO_DEV_MEMBER && !ownVars.has("STUDIO_DEV_MEMBER")) vars.STUDIO_DEV_MEMBER = process.env.STUDIO_DEV_MEMBER;

console.log(`\nStayLoop is starting on http://127.0.0.1:${port}`);
console.log(`The studio: http://127.0.0.1:${port}/studio, signed in as ${vars.STUDIO_DEV_MEMBER ?? "admin@example.com"} (STUDIO_DEV_MEMBER=writer@example.com npm start for another seeded member)`);
console.log(`Fire the clock once (lead events that are due): npm run cron   (GET http://127.0.0.1:${port}/cdn-cgi/handler/scheduled)\n`);
const server = spawn(wranglerBin, wranglerDevArgs({ port, persistTo, vars, logLevel: "log" }), { cwd: root, env: wranglerEnv, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
