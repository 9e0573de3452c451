// Prepares the embedded D1 database of a local wrangler state directory: applies
// migrations/ and loads the demo content of seed/ (once per seed version).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { seedSqlite } from "./seed-sql.mjs";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const wranglerBin = join(root, "node_modules", ".bin", "wrangler");
export const wranglerEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/**
 * The variables of a local server (`npm start`, the test servers), passed to `wrangler dev` as
 * --var flags. They live here, never in wrangler.toml, so that no upload can carry them
 * (decision 0019). The site refuses these two secrets outside APP_ENV=development.
 */
export const localDevelopmentVars = Object.freeze({
  APP_ENV: "development",
  SESSION_SECRET: "dev-only-session-secret-change-me",
  HASH_SALT: "dev-only-hash-salt-change-me",
});

/** `--var KEY:VALUE` arguments of `wrangler dev` for these variables (the value may hold colons). */
export function varArgs(vars) {
  return Object.entries(vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]);
}

/**
 * The arguments of `wrangler dev` for a local site (decision 0040): the Worker as a deploy
 * builds it (build/worker/index.js, scripts/build-worker.mjs) run as is (`--no-bundle`: no
 * esbuild watcher), with public/ as its static assets and the local D1/R2 under `persistTo`.
 */
export function wranglerDevArgs({ port, persistTo, vars, logLevel, inspectorPort }) {
  return [
    "dev",
    // wrangler's own choice of devtools port counts up from 9229 and is made before binding:
    // servers started at the same moment take the same one and all but one exit (decision 0067).
    ...(inspectorPort ? ["--inspector-port", String(inspectorPort)] : []),
    join("build", "worker", "index.js"),
    "--no-bundle",
    "--env=",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--persist-to",
    persistTo,
    "--log-level",
    logLevel,
    "--show-interactive-dev-session=false",
    ...varArgs(vars),
  ];
}

/** The names a .dev.vars file sets (dotenv syntax: KEY=VALUE lines, # comments). */
export function devVarsNames(text) {
  return text
    .split(/\r?\n/)
    .map((line) => /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1])
    .filter(Boolean);
}

function wrangler(args, { quiet = true } = {}) {
  const result = spawnSync(wranglerBin, args, {
    cwd: root,
    env: wranglerEnv,
    encoding: "utf8",
    stdio: quiet ? "pipe" : "inherit",
  });
  if (result.status !== 0) {
    throw new Error(`wrangler ${args.join(" ")} failed:\n${result.stdout ?? ""}\n${result.stderr ?? ""}`);
  }
  return result.stdout ?? "";
}

/** The test server's SQL path and its token header, as app/server/edge/test-sql.server.ts names them. */
export const testSqlPath = "/__test/d1";
export const testSqlTokenHeader = "X-Test-Sql-Token";

/** Where a running test server says how to reach its database (written by scripts/test-server.mjs). */
export const testServerFile = (persistTo) => join(persistTo, "test-server.json");

// Posts { sql } to the running server and prints its answer; run as a child so that
// queryLocalD1 stays synchronous for its callers.
const postQuery = `
const { url, token, sql } = JSON.parse(require("node:fs").readFileSync(0, "utf8"));
fetch(url, { method: "POST", headers: { "Content-Type": "application/json", "${testSqlTokenHeader}": token }, body: JSON.stringify({ sql }) })
  .then(async (response) => {
    const text = await response.text();
    if (!response.ok) { process.stderr.write(response.status + " " + text); process.exit(1); }
    process.stdout.write(text);
  })
  .catch((error) => { process.stderr.write(String(error)); process.exit(1); });
`;

/**
 * Runs SQL against the local D1 database and returns the rows of the last statement. While
 * a test server runs on the state, the SQL goes through it (app/server/edge/test-sql.server.ts):
 * a second workerd on the same SQLite file could stall the serving one. Otherwise wrangler
 * runs it on the files.
 */
export function queryLocalD1(persistTo, sql) {
  let parsed;
  if (existsSync(testServerFile(persistTo))) {
    const { url, token } = JSON.parse(readFileSync(testServerFile(persistTo), "utf8"));
    const result = spawnSync(process.execPath, ["-e", postQuery], {
      input: JSON.stringify({ url: `${url}${testSqlPath}`, token, sql }),
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`SQL through the test server failed: ${result.stderr}\n${sql}`);
    parsed = JSON.parse(result.stdout);
  } else {
    parsed = JSON.parse(wrangler(["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql]));
  }
  return parsed.at(-1)?.results ?? [];
}

// Files of the demo content (seed/files/r2/**), put into the local R2 bucket under their
// path below seed/files/r2, e.g. downloads/seasonal-pricing-playbook.pdf.
export const seedFilesDir = join(root, "seed", "files", "r2");
export const seedFileTypes = {
  pdf: "application/pdf",
  csv: "text/csv; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
};

export function seedFiles() {
  if (!existsSync(seedFilesDir)) return [];
  return readdirSync(seedFilesDir, { recursive: true })
    .map((name) => String(name).split(sep).join("/"))
    .filter((key) => statSync(join(seedFilesDir, key)).isFile())
    .sort();
}

function loadSeedFiles(persistTo, keys) {
  for (const key of keys) {
    const type = seedFileTypes[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
    const file = join(seedFilesDir, key);
    wrangler(["r2", "object", "put", `stayloop-files/${key}`, "--local", "--persist-to", persistTo, "--file", file, "--content-type", type]);
  }
}

export function prepareLocalBackend(persistTo, { log = () => {} } = {}) {
  log("Applying D1 migrations…");
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);

  const files = readdirSync(join(root, "seed")).filter((f) => f.endsWith(".json")).sort();
  const sql = seedSqlite(files.map((f) => JSON.parse(readFileSync(join(root, "seed", f), "utf8"))));
  const version = createHash("sha256").update(sql).digest("hex").slice(0, 16);
  const fileKeys = seedFiles();
  const fileHash = createHash("sha256");
  for (const key of fileKeys) fileHash.update(key).update(readFileSync(join(seedFilesDir, key)));
  const filesVersion = `files-${fileHash.digest("hex").slice(0, 16)}`;
  const done = queryLocalD1(
    persistTo,
    `CREATE TABLE IF NOT EXISTS _seed_runs (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL);
     SELECT version FROM _seed_runs WHERE version IN ('${version}', '${filesVersion}')`,
  );
  // The files go into R2 once per version of their contents, like the rows below.
  const filesNeeded = fileKeys.length > 0 && !done.some((row) => row.version === filesVersion);
  const filesDone = filesNeeded
    ? `INSERT OR IGNORE INTO _seed_runs (version, applied_at) VALUES ('${filesVersion}', datetime('now'));`
    : "";
  if (filesNeeded) {
    log("Loading demo files…");
    loadSeedFiles(persistTo, fileKeys);
  }
  if (done.some((row) => row.version === version)) {
    if (filesNeeded) queryLocalD1(persistTo, filesDone);
    return;
  }
  log("Loading demo content…");
  const dir = mkdtempSync(join(tmpdir(), "stayloop-seed-"));
  const file = join(dir, "seed.sql");
  writeFileSync(file, `${sql}\nINSERT INTO _seed_runs (version, applied_at) VALUES ('${version}', datetime('now'));\n${filesDone}\n`);
  try {
    wrangler(["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A fresh state directory at `persistTo`, migrated and seeded, copied from a template that is
 * made once per version of migrations/ and seed/ (.tmp/seeded-<hash>). Preparing one with
 * wrangler takes three wrangler runs and one per demo file, about 15 s; a copy takes
 * milliseconds, and the test suites start about fifteen servers (docs/tests.md).
 */
export function prepareSeededCopy(persistTo) {
  const hash = createHash("sha256");
  for (const dir of ["migrations", "seed"]) {
    for (const name of readdirSync(join(root, dir), { recursive: true }).map(String).sort()) {
      const file = join(root, dir, name);
      if (statSync(file).isFile()) hash.update(`${dir}/${name}\0`).update(readFileSync(file));
    }
  }
  const tmp = join(root, ".tmp");
  const name = `seeded-${hash.digest("hex").slice(0, 16)}`;
  const template = join(tmp, name);
  if (!existsSync(template)) {
    // Built beside it and renamed into place, so a suite starting at the same time never copies half of one.
    const building = mkdtempSync(join(tmp, `${name}.building-`));
    try {
      prepareLocalBackend(building);
      renameSync(building, template);
    } catch (error) {
      rmSync(building, { recursive: true, force: true });
      if (!existsSync(template)) throw error;
    }
    for (const old of readdirSync(tmp)) {
      if (/^seeded-[0-9a-f]{16}$/.test(old) && old !== name) rmSync(join(tmp, old), { recursive: true, force: true });
    }
  }
  rmSync(persistTo, { recursive: true, force: true });
  cpSync(template, persistTo, { recursive: true });
}
