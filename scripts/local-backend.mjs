// Prepares the embedded D1 database of a local wrangler state directory: applies
// migrations/ and loads the demo content of seed/ (once per seed version).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { seedSqlite } from "./seed-sql.mjs";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const wranglerBin = join(root, "node_modules", ".bin", "wrangler");
export const wranglerEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

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

/** Runs SQL against the local D1 database and returns the rows of the last statement. */
export function queryLocalD1(persistTo, sql) {
  const out = wrangler(["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql]);
  const parsed = JSON.parse(out);
  return parsed.at(-1)?.results ?? [];
}

// Files of the demo content (seed/files/r2/**), put into the local R2 bucket under their
// path below seed/files/r2, e.g. downloads/seasonal-pricing-playbook.pdf.
const seedFilesDir = join(root, "seed", "files", "r2");
const seedFileTypes = {
  pdf: "application/pdf",
  csv: "text/csv; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
};

function seedFiles() {
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
