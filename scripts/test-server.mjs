// A throwaway copy of the whole site for integration and end-to-end tests: a fresh
// D1/R2 state directory (migrated and seeded, copied from a template: prepareSeededCopy), served by `wrangler dev` from the current
// build (the Worker as a deploy builds it, build/worker/index.js) on 127.0.0.1. The server stops with its parent process, or after
// 45 minutes at the latest.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  localDevelopmentVars,
  prepareSeededCopy,
  queryLocalD1,
  root,
  testServerFile,
  testSqlPath,
  testSqlTokenHeader,
  wranglerBin,
  wranglerDevArgs,
  wranglerEnv,
} from "./local-backend.mjs";

export function stateDirFor(name) {
  return join(root, ".tmp", `${name}-state`);
}

/** wrangler exited before its server answered (it prints why: a port another process took). */
class WranglerExitedError extends Error {}

async function waitForHttp(url, child, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new WranglerExitedError(`wrangler exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Test server did not answer at ${url} within ${timeoutMs} ms`);
}

/** A port nobody listens on right now, on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Whether 127.0.0.1:`port` can be listened on now (false when another process holds it, on any address). */
export function portIsFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error) => (error.code === "EADDRINUSE" || error.code === "EACCES" ? resolve(false) : reject(error)));
    probe.listen({ port, host: "127.0.0.1", exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * Refused: a test server on a port another process holds. wrangler would only print "Address
 * already in use" and the suite would then run against the other process (issue 21: a clean
 * clone reported 77 failures that were a stranger's answers).
 */
export class PortTakenError extends Error {
  constructor(port, detail) {
    super(
      `Port ${port} on 127.0.0.1 is taken by another process${detail ? ` (${detail})` : ""}: refusing to run the tests ` +
        "against a server that is not theirs. Stop that process, or leave E2E_PORT / INTEGRATION_PORT unset to take a free port.",
    );
    this.name = "PortTakenError";
    this.port = port;
  }
}

/**
 * Whether the site at `url` is the one just started: only it knows `token`, which opens its
 * test SQL path (app/server/edge/test-sql.server.ts). Anything else listening there answers otherwise.
 */
export async function answersWithToken(url, token) {
  try {
    const response = await fetch(`${url}${testSqlPath}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", [testSqlTokenHeader]: token },
      body: JSON.stringify({ sql: "select 1 as ours" }),
      redirect: "manual",
    });
    const body = await response.json().catch(() => null);
    return response.status === 200 && Array.isArray(body) && body[0]?.results?.[0]?.ours === 1;
  } catch {
    return false;
  }
}

/** How often the heartbeat asks the server for its favicon, in ms (decision 0035). */
export const heartbeatMs = 500;

/**
 * Keeps a request from waiting for ever in `wrangler dev` (4.86; decision 0035, found under
 * `wrangler pages dev`, which shares the proxy). Its ProxyWorker (the public port) forwards each request to the worker over a pooled connection;
 * kj closes an idle one after 5 s on both ends, and a request written into it as it closes
 * fails. The ProxyWorker then compares the request's full URL with the worker's origin, finds
 * them different for every path but "/", takes the failure for a worker restart and parks a
 * GET or HEAD in its retry queue, which it only works through when the next request comes in.
 * A page waiting on it never reaches `load`. A HEAD for a static file (never the Worker)
 * every 500 ms is that next request: a parked one is sent again within half a second, and the
 * pooled connections stay in use.
 */
export function startHeartbeat(url, everyMs = heartbeatMs) {
  const timer = setInterval(() => {
    fetch(`${url}/favicon.svg`, { method: "HEAD" })
      .then((response) => response.body?.cancel())
      .catch(() => {});
  }, everyMs);
  timer.unref();
  return timer;
}

/**
 * Starts a site on 127.0.0.1:`port` (0 or none picks a free one), ready once `readyPath` answers. A `port` that
 * another process holds is refused (PortTakenError), and so is a server that does not prove it is this one once up.
 * The edge page cache is off
 * unless `vars` turns it on (EDGE_CACHE: "on"), so tests read what the backend holds now.
 * It runs with the local development variables (scripts/local-backend.mjs), which `vars` may override.
 * `heartbeat: false` leaves out the heartbeat (scripts/probes/proxy-stall.mjs shows what it prevents).
 */
export async function startTestServer({ name, port, vars = {}, readyPath = "/", heartbeat = true }) {
  // A port of our choosing may be taken between the probe and wrangler's bind by a server
  // starting beside this one (npm test runs three lanes, decision 0067): then wrangler exits at
  // once and the start is tried again on other ports. A named port is never traded.
  const named = Boolean(port);
  if (!port) port = await freePort();
  else if (!(await portIsFree(port))) throw new PortTakenError(port);
  vars = { ...localDevelopmentVars, EDGE_CACHE: "off", ...vars };
  if (!existsSync(join(root, "build", "worker", "index.js"))) {
    throw new Error("No build found: run `npm run build` before the integration and e2e tests.");
  }
  const persistTo = stateDirFor(name);
  prepareSeededCopy(persistTo);

  // The tests' SQL goes through the server (queryLocalD1), authorised by this token.
  const token = randomBytes(24).toString("hex");
  vars = { ...vars, TEST_SQL_TOKEN: token };
  // wrangler's stand-in for the send_email binding writes each message to
  // <TMPDIR>/miniflare-*/files/email/*.eml: a temporary directory of this server's own, so a
  // test can read what the site mailed (tests/integration/http/leads-email.test.ts).
  const tmp = join(persistTo, "tmp");
  mkdirSync(tmp, { recursive: true });
  let child;
  let url;
  for (let attempt = 1; ; attempt += 1) {
    const args = wranglerDevArgs({ port, persistTo, vars, logLevel: "error", inspectorPort: await freePort() });
    child = spawn(wranglerBin, args, { cwd: root, env: { ...wranglerEnv, TMPDIR: tmp }, stdio: ["ignore", "inherit", "inherit"] });
    const started = child;
    setTimeout(() => started.kill("SIGTERM"), 45 * 60_000).unref();
    url = `http://127.0.0.1:${port}`;
    // A site whose backend is meant to fail (the outage tests) says it is up on a page that reads none.
    try {
      await waitForHttp(`${url}${readyPath}`, child);
      // The port was free a moment ago; whoever answers now must be this server.
      if (!(await answersWithToken(url, token))) throw new PortTakenError(port, "it answered, but not as this test server");
      break;
    } catch (error) {
      child.kill("SIGTERM");
      if (!(error instanceof WranglerExitedError) || attempt === 3) throw error;
      if (!named) port = await freePort();
    }
  }
  writeFileSync(testServerFile(persistTo), JSON.stringify({ url, token }));
  const beating = heartbeat ? startHeartbeat(url) : undefined;
  child.once("exit", () => {
    clearInterval(beating);
    rmSync(testServerFile(persistTo), { force: true });
  });
  return {
    url,
    persistTo,
    query: (sql) => queryLocalD1(persistTo, sql),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5000).unref();
      }),
  };
}

// CLI, for Playwright's webServer: node scripts/test-server.mjs <name> <port>
// (playwright.config.ts picks a free port unless E2E_PORT names one.)
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [name = "e2e", port = "0"] = process.argv.slice(2);
  let server;
  try {
    server = await startTestServer({ name, port: Number(port) });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  console.log(`Test server ready at ${server.url} (state in ${server.persistTo})`);
  const stop = async () => {
    await server.stop();
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  // Stop when whoever started us is gone.
  const parent = process.ppid;
  setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      void stop();
    }
  }, 2000).unref();
  setInterval(() => {}, 1 << 30);
}
