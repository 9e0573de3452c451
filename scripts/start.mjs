// `npm start`: build, prepare the embedded backend (D1 + R2 under .wrangler/state) and
// serve the whole site on http://127.0.0.1:8788 with wrangler, offline, no account.
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { prepareLocalBackend, root, wranglerBin, wranglerEnv } from "./local-backend.mjs";

const port = process.env.PORT ?? "8788";
const persistTo = join(root, ".wrangler", "state");

if (!process.argv.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

prepareLocalBackend(persistTo, { log: (m) => console.log(m) });

console.log(`\nStayLoop is starting on http://127.0.0.1:${port}\n`);
const server = spawn(
  wranglerBin,
  ["pages", "dev", "--ip", "127.0.0.1", "--port", port, "--persist-to", persistTo, "--log-level", "warn", "--show-interactive-dev-session=false"],
  { cwd: root, env: wranglerEnv, stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
