import { spawnSync } from "node:child_process";
import { appendFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testSqlPath as serverSqlPath, testSqlTokenHeader as serverTokenHeader } from "~/server/edge/test-sql.server";
// @ts-expect-error -- plain ESM scripts shared with Playwright's webServer and the integration setup
import { answersWithToken, freePort, heartbeatMs, portIsFree, PortTakenError, startHeartbeat, startTestServer } from "../../scripts/test-server.mjs";
// @ts-expect-error -- plain ESM script
import { prepareSeededCopy, testSqlPath, testSqlTokenHeader } from "../../scripts/local-backend.mjs";

// A test server never serves a suite from a port another process holds (issue 21): it takes a
// free port, or refuses the one it was given when taken, and once up it must prove it is the
// server just started (only it knows its token), or the start fails.
const repo = new URL("../..", import.meta.url).pathname;
const strangers: Server[] = [];
afterEach(async () => {
  await Promise.all(strangers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Another process's server on `host` (a port of its own when `port` is 0): answers 200 and an empty JSON list to everything. */
async function stranger(host: string, port = 0): Promise<number> {
  const server = createHttpServer((_, response) => response.writeHead(200, { "Content-Type": "application/json" }).end("[]"));
  strangers.push(server);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return (server.address() as AddressInfo).port;
}

describe("test servers and their ports", () => {
  it("refuse a port another process listens on, before starting anything", async () => {
    const port = await stranger("127.0.0.1");
    expect(await portIsFree(port)).toBe(false);
    const start = startTestServer({ name: "unit-port-taken", port });
    await expect(start).rejects.toBeInstanceOf(PortTakenError);
    await expect(start).rejects.toThrow(`Port ${port} on 127.0.0.1 is taken by another process`);
  });

  it("refuse it when the other process listens on every address", async () => {
    const port = await stranger("0.0.0.0");
    expect(await portIsFree(port)).toBe(false);
    await expect(startTestServer({ name: "unit-port-taken", port })).rejects.toBeInstanceOf(PortTakenError);
  });

  it("the CLI Playwright starts exits with the reason, and no server answers from it", () => {
    return stranger("127.0.0.1").then((port) => {
      const run = spawnSync(process.execPath, ["scripts/test-server.mjs", "unit-cli", String(port)], { cwd: repo, encoding: "utf8", timeout: 20_000 });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`Port ${port} on 127.0.0.1 is taken by another process`);
      expect(run.stdout).not.toContain("Test server ready");
    });
  });

  it("a free port is free, and stays free once probed", async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(await portIsFree(port)).toBe(true);
    const again = createServer();
    await new Promise<void>((resolve) => again.listen(port, "127.0.0.1", resolve));
    await new Promise((resolve) => again.close(resolve));
  });

  it("a server that answers everything does not pass for the test server", async () => {
    const port = await stranger("127.0.0.1");
    expect(await answersWithToken(`http://127.0.0.1:${port}`, "a".repeat(48))).toBe(false);
    expect(await answersWithToken(`http://127.0.0.1:${await freePort()}`, "a".repeat(48))).toBe(false);
  });

  it("the scripts name the test SQL path and header as the server does", () => {
    expect([testSqlPath, testSqlTokenHeader]).toEqual([serverSqlPath, serverTokenHeader]);
  });

  it("Playwright gives each project a server of its own on a free port unless E2E_PORT / E2E_NO_JS_PORT name one", { timeout: 60_000 }, async () => {
    // The configuration as the runner reads it: read afresh with the environment given (it
    // writes the ports it chose there, for the workers).
    const configOf = async (env: Record<string, string | undefined>) => {
      for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
      vi.resetModules();
      try {
        return (await import("../../playwright.config")).default as {
          webServer: Array<{ command: string; url: string }>;
          projects: Array<{ name: string; use: { baseURL: string } }>;
        };
      } finally {
        vi.unstubAllEnvs();
      }
    };
    const chosen = await configOf({ E2E_PORT: undefined, E2E_NO_JS_PORT: undefined, E2E_STATE: undefined });
    const ports = chosen.webServer.map(({ command }) => /^node scripts\/test-server\.mjs e2e-(?:js|no-js) (\d+)$/.exec(command)?.[1]);
    expect(chosen.webServer.map(({ command }) => command.split(" ")[2])).toEqual(["e2e-js", "e2e-no-js"]);
    for (const port of ports) expect(Number(port)).toBeGreaterThan(1023);
    expect(new Set(ports).size).toBe(2);
    expect(chosen.webServer.map(({ url }) => url)).toEqual(ports.map((port) => `http://127.0.0.1:${port}/`));
    // Each project's pages come from its own server.
    expect(chosen.projects.map(({ name, use }) => [name, use.baseURL])).toEqual([
      ["js", `http://127.0.0.1:${ports[0]}`],
      ["no-js", `http://127.0.0.1:${ports[1]}`],
    ]);
    const named = await configOf({ E2E_PORT: "8820", E2E_NO_JS_PORT: "8821", E2E_STATE: "small" });
    expect(named.webServer).toMatchObject([
      { command: "node scripts/test-server.mjs small-js 8820", url: "http://127.0.0.1:8820/" },
      { command: "node scripts/test-server.mjs small-no-js 8821", url: "http://127.0.0.1:8821/" },
    ]);
  });
});

// wrangler's ProxyWorker parks a GET whose forward failed until the next request reaches it
// (decision 0035); the heartbeat is that next request, for a static file, twice a second.
describe("the test server's heartbeat", () => {
  it("asks for the favicon with HEAD every interval, and stops when cleared", async () => {
    const seen: string[] = [];
    const server = createHttpServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      response.writeHead(200).end();
    });
    strangers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const timer = startHeartbeat(url, 50);
    // A busy machine may take a while over the first fetch; four arrive well within 10 s.
    for (let waited = 0; seen.length < 4 && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    clearInterval(timer);
    const count = seen.length;
    expect(count).toBeGreaterThanOrEqual(4);
    expect(new Set(seen)).toEqual(new Set(["HEAD /favicon.svg"]));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen.length).toBeLessThanOrEqual(count + 2);
    expect(heartbeatMs).toBeLessThanOrEqual(1000);
  });
});

describe("a test server's state", () => {
  it("is a copy of one migrated and seeded template: the copy is its own, and the template holds the demo content", { timeout: 120_000 }, () => {
    const copy = join(repo, ".tmp", "unit-seeded-copy");
    prepareSeededCopy(copy);
    const templates = readdirSync(join(repo, ".tmp")).filter((name) => /^seeded-[0-9a-f]{16}$/.test(name));
    expect(templates).toHaveLength(1);
    const d1 = (dir: string) => join(dir, "v3", "d1", "miniflare-D1DatabaseObject");
    const database = readdirSync(d1(copy)).find((name) => /^[0-9a-f]{64}\.sqlite$/.test(name))!;
    expect(database).toBeDefined();
    // A write to the copy (a test's lead) leaves the next server's state as the seed made it.
    appendFileSync(join(d1(copy), database), "x");
    const template = join(repo, ".tmp", templates[0]!);
    expect(statSync(join(d1(template), database)).size).toBe(statSync(join(d1(copy), database)).size - 1);
    expect(statSync(join(d1(template), database)).ino).not.toBe(statSync(join(d1(copy), database)).ino);
    rmSync(copy, { recursive: true, force: true });
  });
});
