// `npm run deploy:check`: what would a deploy upload, and what is still missing? Offline.
//
// For each environment it runs wrangler's own build of the Worker exactly as `wrangler deploy
// --env <environment>` does, without sending it (`wrangler deploy --dry-run --outdir …
// --outfile …`), reads the bindings from the upload's metadata, what it serves as static assets
// and its Cron Trigger from the same configuration wrangler read (`unstable_readConfig`), and
// lists every problem at once, each with the command that fixes it. Exit 0 only when nothing is
// left (decisions 0019, 0040).
//
//   npm run deploy:check                                   # production and preview
//   npm run deploy:check -- --env production               # one environment
//   npm run deploy:check -- --secrets SESSION_SECRET,HASH_SALT   # you confirm these are set
//   npm run deploy:check -- --online                        # ask Cloudflare which secrets are set
//
// Secrets are not in wrangler.toml and cannot be seen offline: a secret counts as set when
// --secrets names it (the operator's word) or when --online finds it with `wrangler secret
// list --env …` (needs `wrangler login`). `npm run deploy` uses --online.
//
// What the Worker may be given, and how, is the site's own table (`variables` in
// app/server/env.server.ts, decision 0060), read here through esbuild: no second list to drift.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { localDevelopmentVars, root, wranglerBin, wranglerEnv } from "./local-backend.mjs";

export const environments = ["production", "preview"];

/** The fixed id of the local D1 database (top level of wrangler.toml); no Cloudflare database has it. */
export const localD1Id = "00000000-0000-4000-8000-000000000001";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The variable table of app/server/env.server.ts (`variables`: name, kind, production, pairs,
 * example, description), bundled with esbuild and imported, as the Worker's own parser has it.
 */
export async function loadVariables(projectDir = root) {
  const work = mkdtempSync(join(tmpdir(), "stayloop-variables-"));
  try {
    const outfile = join(work, "env.mjs");
    await build({
      entryPoints: [join(projectDir, "app", "server", "env.server.ts")],
      bundle: true,
      format: "esm",
      platform: "neutral",
      outfile,
      alias: { "~": join(projectDir, "app") },
      logLevel: "silent",
    });
    return (await import(pathToFileURL(outfile).href)).variables;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** What a missing half of a pair means for the site (a pair not listed here stops the site). */
const unpaired = {
  LEADS_WEBHOOK_URL: "lead events would not be sent",
  LEADS_WEBHOOK_SECRET: "lead events would not be sent",
  LEADS_EMAIL_FROM: "no lead email would be sent",
  LEADS_EMAIL_TO: "no lead email would be sent",
};

/** The Cron Trigger of the site's clock (functions/scheduled.ts): every minute. */
export const clockCron = "* * * * *";

const developmentValues = new Set(Object.values(localDevelopmentVars).filter((value) => value !== "development"));

/** The top-level Worker name and which environment sections wrangler.toml declares. */
export function readWranglerToml(text) {
  return {
    workerName: /^name\s*=\s*"([^"]+)"/m.exec(text)?.[1] ?? "stayloop-site",
    sections: environments.filter((environment) => new RegExp(`^\\[env\\.${environment}\\]`, "m").test(text)),
  };
}

/** Addresses that only stand in for the real one (RFC 2606 domains). */
const placeholderAddress = (address) => /@(?:[^@]+\.)?example\.(?:com|org|net)$|@[^@]+\.(?:example|invalid|test)$/i.test(address.trim());

/** The `metadata` part of a Worker upload (`wrangler deploy --outfile`: multipart/form-data). */
export async function uploadMetadata(bytes) {
  const text = Buffer.from(bytes).toString("utf8", 0, Math.min(bytes.length, 200));
  const boundary = /^--(\S+)\r?\n/.exec(text)?.[1];
  if (!boundary) throw new Error("Not a Worker upload (no multipart boundary)");
  const form = await new Response(bytes, {
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
  }).formData();
  const metadata = form.get("metadata");
  if (typeof metadata !== "string") throw new Error("The upload has no metadata part");
  return JSON.parse(metadata);
}

/**
 * What `wrangler deploy --env <environment>` would upload, built by wrangler itself without
 * sending anything: the upload's metadata (bindings, compatibility, observability), its
 * modules, the number of static files it would serve, and the configuration wrangler read for
 * it (name, assets, triggers, routes). `script` stands in for functions/index.ts when there is
 * no Remix build yet: the bindings come from wrangler.toml alone, and the check must not need a build.
 */
export async function dryRunUpload(environment, { projectDir = root, script } = {}) {
  const work = mkdtempSync(join(tmpdir(), `stayloop-upload-${environment}-`));
  try {
    let entry = script;
    if (!entry && !existsSync(join(projectDir, "build", "index.js"))) {
      entry = join(work, "stand-in.js");
      writeFileSync(entry, "export default { fetch: () => new Response(null), scheduled() {} };\n");
    }
    const outfile = join(work, "upload.bundle");
    const result = spawnSync(
      wranglerBin,
      ["deploy", ...(entry ? [entry] : []), "--dry-run", `--env=${environment}`, "--outdir", join(work, "out"), "--outfile", outfile],
      { cwd: projectDir, env: { ...wranglerEnv, NO_COLOR: "1", FORCE_COLOR: "0" }, encoding: "utf8" },
    );
    if (result.status !== 0 || !existsSync(outfile)) {
      throw new Error(`wrangler deploy --dry-run --env ${environment} failed:\n${result.stdout}\n${result.stderr}`);
    }
    const bytes = readFileSync(outfile);
    const metadata = await uploadMetadata(bytes);
    const assetFiles = Number(/Read (\d+) files? from the assets directory/.exec(result.stdout)?.[1] ?? 0);
    return { metadata, bindings: metadata.bindings ?? [], assetFiles, config: readDeployConfig(environment, projectDir), bytes, output: result.stdout };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The parts of an environment's configuration an upload's metadata does not carry, as wrangler reads them. */
export function readDeployConfig(environment, projectDir = root) {
  const require = createRequire(join(projectDir, "package.json"));
  const { unstable_readConfig } = require("wrangler");
  const config = unstable_readConfig({ config: join(projectDir, "wrangler.toml"), env: environment }, { hideWarnings: true });
  return {
    name: config.name,
    crons: config.triggers?.crons ?? [],
    assets: config.assets
      ? {
          directory: config.assets.directory ? resolve(projectDir, config.assets.directory) : null,
          notFoundHandling: config.assets.not_found_handling ?? "none",
          runWorkerFirst: config.assets.run_worker_first ?? false,
        }
      : null,
    observability: Boolean(config.observability?.enabled),
    routes: (config.routes ?? []).map((route) => (typeof route === "string" ? route : route.pattern)),
    // Not in the upload's metadata: wrangler 4.86 applies them after the upload (triggersDeploy →
    // subdomainDeploy, skipped by --dry-run), from these inheritable keys; unset, workers_dev is on
    // when there are no routes and preview_urls keeps Cloudflare's default (on with workers.dev).
    workersDev: config.workers_dev ?? null,
    previewUrls: config.preview_urls ?? null,
  };
}

/** Names in the JSON `wrangler secret list` prints. */
export function parseSecretList(output) {
  const start = output.indexOf("[");
  try {
    return JSON.parse(output.slice(start)).map((secret) => secret.name);
  } catch {
    return [];
  }
}

function listSecretsOnline(environment) {
  const result = spawnSync(wranglerBin, ["secret", "list", "--env", environment, "--format", "json"], {
    cwd: root,
    env: { ...wranglerEnv, NO_COLOR: "1" },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    // wrangler's own reason, e.g. not logged in: the line with ERROR, without its colours.
    const output = `${result.stdout}\n${result.stderr}`.replace(/[^ -~\n]/g, "").replace(/\[[0-9;]*m/g, "");
    const reason = /ERROR\]\s*(.+)/.exec(output)?.[1] ?? output.trim().split("\n").at(-1);
    throw new Error(`wrangler secret list --env ${environment}: ${reason}`);
  }
  return parseSecretList(result.stdout);
}

const text = (binding) => (binding.type === "plain_text" ? binding.text : binding.type === "json" ? JSON.stringify(binding.json) : undefined);

function httpsProblem(name, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return `${name} is ${JSON.stringify(value)}, not an absolute URL`;
  }
  if (url.protocol !== "https:") return `${name} must be an https:// origin, not ${JSON.stringify(value)}`;
  return null;
}

/**
 * Every problem of one environment's upload. `bindings` as in the upload's metadata; `secrets`
 * the names known to be set as secrets of this environment; `config` what wrangler read besides
 * (readDeployConfig; null skips those checks). Returns problems (each with the commands that fix
 * it) and notes (worth knowing, not blocking).
 */
export function findProblems({ environment, variables, bindings, secrets = [], workerName = "stayloop-site", sections = environments, config = null, assetFiles = null }) {
  if (!Array.isArray(variables)) throw new Error("findProblems needs the variable table (loadVariables())");
  const rows = new Map(variables.map((row) => [row.name, row]));
  const problems = [];
  const notes = [];
  const problem = (what, ...fix) => problems.push({ what, fix });
  const vars = new Map(bindings.filter((b) => b.type === "plain_text" || b.type === "json").map((b) => [b.name, text(b)]));
  const secretSet = new Set(secrets);
  const byName = new Map(bindings.map((b) => [b.name, b]));
  const section = `[env.${environment}]`;
  const table = sections.includes(environment) ? `[env.${environment}.vars]` : "[vars]";
  const putSecret = (name, value = "openssl rand -base64 32") => `${value} | npx wrangler secret put ${name} --env ${environment}`;
  const isSet = (name) => vars.has(name) || secretSet.has(name) || (rows.get(name)?.kind === "binding" && byName.has(name));
  const setIt = (name) => {
    const row = rows.get(name);
    if (row?.kind === "secret") return putSecret(name, name === "SESSION_SECRET" || name === "HASH_SALT" ? undefined : `printf %s '${row.example ?? "<the value>"}'`);
    return `in wrangler.toml under ${table}: ${name} = "${row?.example ?? "<value>"}"`;
  };

  if (!sections.includes(environment)) {
    problem(
      `wrangler.toml has no ${section} section, so the upload takes the top level, which is for local development only`,
      `add an ${section} section to wrangler.toml (see docs/deploying.md); an empty one binds nothing`,
    );
  }

  // Development values and secrets written as plain variables.
  for (const [name, value] of vars) {
    if (name === "APP_ENV" && value !== "production") {
      problem(`APP_ENV is ${JSON.stringify(value)}: the site must run in production mode`, `remove APP_ENV from ${table} in wrangler.toml`);
    } else if (typeof value === "string" && developmentValues.has(value)) {
      problem(`${name} holds the local development value`, `remove ${name} from ${table} in wrangler.toml`);
    }
    const row = rows.get(name);
    if (row?.kind === "secret") {
      problem(`${name} is a plain variable in wrangler.toml, readable by anyone with the repository`, `remove ${name} from ${table} in wrangler.toml`, setIt(name));
    }
    if (!row) notes.push(`${name} is set but the site does not read it (a typo?)`);
  }

  // What belongs to local development and the tests only (`production: "local"`), as a variable or a secret.
  for (const row of variables) {
    if (row.production === "local" && (vars.has(row.name) || secretSet.has(row.name))) {
      problem(`${row.name} belongs to local development and the tests only: ${row.description}`, `remove ${row.name} from ${table} in wrangler.toml (or: npx wrangler secret delete ${row.name} --env ${environment})`);
    }
  }

  // What every upload needs (`production: "required"`); SITE_URL has its own check below.
  for (const row of variables) {
    if (row.production !== "required" || row.name === "SITE_URL" || isSet(row.name)) continue;
    if (row.kind === "secret") problem(`${row.name} is not known to be set as a secret`, setIt(row.name));
    else problem(`${row.name} is not set: ${row.description}`, setIt(row.name));
  }

  // Pairs (`pairs`): all or none. Supabase's three are the backend's, checked below.
  for (const row of variables) {
    if (row.production === "backend" || !isSet(row.name)) continue;
    for (const pair of row.pairs) {
      if (!isSet(pair) && !(rows.get(pair)?.production === "required")) {
        problem(`${row.name} is set without ${pair}: ${unpaired[row.name] ?? "the site refuses to start"}`, setIt(pair));
      }
    }
  }

  // Cloudflare Access in front of /studio (decision 0501): the team's https origin.
  const team = vars.get("ACCESS_TEAM_DOMAIN");
  if (typeof team === "string") {
    const wrong = httpsProblem("ACCESS_TEAM_DOMAIN", team);
    if (wrong || new URL(team).pathname !== "/") {
      problem(wrong ?? `ACCESS_TEAM_DOMAIN must be the team's origin only, not ${JSON.stringify(team)}`, setIt("ACCESS_TEAM_DOMAIN"));
    }
  }

  const leadsTarget = vars.get("LEADS_WEBHOOK_URL");
  if (typeof leadsTarget === "string" && httpsProblem("LEADS_WEBHOOK_URL", leadsTarget)) {
    problem(`LEADS_WEBHOOK_URL ${JSON.stringify(leadsTarget)} is not an https URL`, `set LEADS_WEBHOOK_URL in ${table} to the receiver's https address`);
  }

  // The team's email of every lead (decisions 0031, 0040): the sender, the destination and the
  // Worker's own send_email binding EMAIL, checked together.
  checkLeadEmail({ environment, vars, byName, table, problem });

  // SITE_URL.
  const siteUrl = vars.get("SITE_URL") ?? (secretSet.has("SITE_URL") ? "(secret)" : undefined);
  const example = environment === "production" ? "https://stayloop.io" : "https://preview.stayloop.io";
  if (siteUrl === undefined || siteUrl.trim() === "") {
    problem(
      "SITE_URL is not set: the site refuses to run without its public https origin",
      `in wrangler.toml under ${table}: SITE_URL = "${example}" (the custom domain the Worker answers on)`,
    );
  } else if (siteUrl !== "(secret)") {
    const wrong = httpsProblem("SITE_URL", siteUrl);
    if (wrong) problem(wrong, `in wrangler.toml under ${table}: SITE_URL = "${example}"`);
    else if (/\.(workers|pages)\.dev$/.test(new URL(siteUrl).hostname)) {
      notes.push(`SITE_URL is on ${new URL(siteUrl).hostname.split(".").slice(-2).join(".")}: the edge cache needs the site on a zone of yours, and canonical links will name ${siteUrl}; add a custom domain (docs/deploying.md)`);
    }
  }

  // The backend: Supabase as soon as any of its three settings is there, else D1 + R2.
  const supabase = {
    SUPABASE_URL: vars.has("SUPABASE_URL"),
    SUPABASE_PUBLISHABLE_KEY: vars.has("SUPABASE_PUBLISHABLE_KEY"),
    SUPABASE_SECRET_KEY: vars.has("SUPABASE_SECRET_KEY") || secretSet.has("SUPABASE_SECRET_KEY"),
  };
  const onSupabase = Object.values(supabase).some(Boolean);
  const db = byName.get("DB");
  const files = byName.get("FILES");
  if (onSupabase) {
    for (const [name, isSet] of Object.entries(supabase)) {
      if (isSet) continue;
      problem(
        `Supabase is set only in part: ${name} is missing (the site needs all three, or none for D1 + R2)`,
        name === "SUPABASE_SECRET_KEY"
          ? putSecret(name, "printf %s '<the secret key from the Supabase dashboard>'")
          : `in wrangler.toml under ${table}: ${name} = "${name === "SUPABASE_URL" ? "https://<ref>.supabase.co" : "sb_publishable_…"}"`,
      );
    }
    const url = vars.get("SUPABASE_URL");
    if (url && httpsProblem("SUPABASE_URL", url)) problem(`SUPABASE_URL ${JSON.stringify(url)} is not an https URL`, `set SUPABASE_URL in ${table} to https://<ref>.supabase.co`);
    for (const binding of [db, files]) {
      if (!binding) continue;
      const kind = binding.type === "d1" ? "d1_databases" : "r2_buckets";
      problem(
        `${binding.name} (${binding.type === "d1" ? "D1" : "R2"}) is bound but the Supabase backend does not use it`,
        `in wrangler.toml, replace the [[env.${environment}.${kind}]] block by \`${kind} = []\` under ${section}`,
      );
    }
  } else {
    const name = environment === "production" ? "stayloop" : "stayloop-preview";
    const bucket = environment === "production" ? "stayloop-files" : "stayloop-files-preview";
    if (!db || db.type !== "d1") {
      problem(
        `D1 database_id: no D1 database is bound as DB (the only database_id in wrangler.toml is the local placeholder ${localD1Id}, which uploads do not bind), and Supabase is not configured`,
        `npx wrangler d1 create ${name}`,
        `then in wrangler.toml, in place of \`d1_databases = []\` under ${section}: [[env.${environment}.d1_databases]] binding = "DB", database_name = "${name}", database_id = "<the id it printed>", migrations_dir = "migrations"`,
        `then: npx wrangler d1 migrations apply DB --remote --env ${environment}`,
        `(or configure Supabase instead: docs/deploying.md)`,
      );
    } else if (db.id === localD1Id || !uuid.test(db.id ?? "") || /^0{8}-/.test(db.id)) {
      problem(
        `D1 database_id: DB is bound to ${JSON.stringify(db.id)}, a placeholder; Cloudflare refuses a database that does not exist`,
        `npx wrangler d1 create ${name}`,
        `then put the id it printed as database_id of [[env.${environment}.d1_databases]] in wrangler.toml`,
      );
    }
    if (!files || files.type !== "r2_bucket") {
      problem(
        "R2 bucket: none is bound as FILES",
        `npx wrangler r2 bucket create ${bucket}`,
        `then in wrangler.toml, in place of \`r2_buckets = []\` under ${section}: [[env.${environment}.r2_buckets]] binding = "FILES", bucket_name = "${bucket}"`,
      );
    }
  }
  for (const binding of bindings) {
    if (["d1", "r2_bucket"].includes(binding.type) && !["DB", "FILES"].includes(binding.name)) {
      notes.push(`${binding.name} (${binding.type}) is bound but the site does not use it`);
    }
  }

  if (config) checkWorkerShape({ environment, config, assetFiles, workerName, problem, notes });
  return { problems, notes };
}

function checkLeadEmail({ environment, vars, byName, table, problem }) {
  const from = vars.get("LEADS_EMAIL_FROM");
  const to = vars.get("LEADS_EMAIL_TO");
  const binding = byName.get("EMAIL");
  const block = `[[env.${environment}.send_email]]`;
  if (binding && binding.type !== "send_email") {
    problem(`EMAIL is bound as ${binding.type}, not as the Worker's send_email binding`, `in wrangler.toml: ${block} name = "EMAIL" (and no other binding named EMAIL)`);
  }
  if (from === undefined && to === undefined) return;
  const destination = typeof to === "string" && !placeholderAddress(to) ? to : "<the address verified in Email Routing>";
  if (typeof to === "string" && placeholderAddress(to)) {
    problem(
      `LEADS_EMAIL_TO is the placeholder ${JSON.stringify(to)}: Email Routing sends only to a verified destination address`,
      `verify the team's address in Email Routing (Cloudflare dashboard > Email > Email Routing > Destination addresses)`,
      `then in wrangler.toml under ${table}: LEADS_EMAIL_TO = "<that address>", and destination_address = "<that address>" in ${block}`,
    );
  }
  if (typeof from === "string" && placeholderAddress(from)) {
    problem(
      `LEADS_EMAIL_FROM is the placeholder ${JSON.stringify(from)}: the sender must be on a domain of yours with Email Routing`,
      `in wrangler.toml under ${table}: LEADS_EMAIL_FROM = "leads@<your domain with Email Routing>"`,
    );
  }
  if (!binding || binding.type !== "send_email") {
    problem(
      "LEADS_EMAIL_FROM/LEADS_EMAIL_TO are set but the Worker has no send_email binding EMAIL: no lead email would be sent",
      `in wrangler.toml: ${block} name = "EMAIL", destination_address = "${destination}"`,
    );
    return;
  }
  const pinned = binding.destination_address ?? null;
  const allowed = binding.allowed_destination_addresses ?? null;
  if (!pinned && !allowed) {
    problem(
      "The send_email binding EMAIL is not pinned to the team's address: it could mail any verified address of the account",
      `in wrangler.toml under ${block}: destination_address = "${destination}"`,
    );
  } else if (typeof to === "string") {
    const same = (a) => a.trim().toLowerCase() === to.trim().toLowerCase();
    if (pinned && !same(pinned)) {
      problem(
        `LEADS_EMAIL_TO is ${JSON.stringify(to)} but the send_email binding may send only to its destination_address ${JSON.stringify(pinned)}: no lead email would be sent`,
        `make them the same: LEADS_EMAIL_TO in ${table}, or destination_address in ${block}`,
      );
    } else if (!pinned && allowed && !allowed.some(same)) {
      problem(
        `LEADS_EMAIL_TO ${JSON.stringify(to)} is not among the send_email binding's allowed_destination_addresses: no lead email would be sent`,
        `add it to allowed_destination_addresses in ${block}, or set destination_address = "${to}" there`,
      );
    }
  }
  const senders = binding.allowed_sender_addresses ?? null;
  if (senders && typeof from === "string" && !senders.some((s) => s.trim().toLowerCase() === from.trim().toLowerCase())) {
    problem(
      `LEADS_EMAIL_FROM ${JSON.stringify(from)} is not among the send_email binding's allowed_sender_addresses: no lead email would be sent`,
      `add it to allowed_sender_addresses in ${block}`,
    );
  }
}

/** The Worker itself (decision 0040): the clock, the static assets, the logs, the name. */
function checkWorkerShape({ environment, config, assetFiles, workerName, problem, notes }) {
  const section = `[env.${environment}]`;
  if (!config.crons.includes(clockCron)) {
    problem(
      `No Cron Trigger "${clockCron}": the site's clock would never run, so a lead whose first delivery failed would wait for ever`,
      `in wrangler.toml: [triggers] crons = ["${clockCron}"] (inherited by ${section}), or [env.${environment}.triggers] crons = ["${clockCron}"]`,
    );
  }
  const publicDir = resolve(root, "public");
  if (!config.assets || config.assets.directory !== publicDir) {
    problem(
      `The upload does not serve public/ as its static assets (${config.assets ? `directory ${config.assets.directory}` : "no [assets]"}): styles, scripts and images would reach the Worker and answer 404`,
      `in wrangler.toml: [assets] directory = "./public", not_found_handling = "none"`,
    );
  } else {
    if (config.assets.notFoundHandling !== "none") {
      problem(
        `[assets] not_found_handling is "${config.assets.notFoundHandling}": a missing page would be answered by the assets service, not by the site's own 404`,
        `in wrangler.toml under [assets]: not_found_handling = "none"`,
      );
    }
    if (config.assets.runWorkerFirst) {
      notes.push("[assets] run_worker_first is on: every static file request runs the Worker first and costs its CPU");
    }
    if (assetFiles === 0) problem("wrangler found no files in public/", "npm run build (the browser build lands in public/build and public/enhance)");
  }
  // Nothing may reach the production Worker around Cloudflare Access (the studio, decision 0501):
  // its workers.dev address and its preview URLs are other hostnames Access does not guard.
  if (environment === "production" && (config.workersDev !== false || config.previewUrls !== false)) {
    problem(
      `The production Worker answers on ${[config.workersDev !== false && "its workers.dev address", config.previewUrls !== false && "preview URLs"].filter(Boolean).join(" and ")}, hostnames Cloudflare Access does not guard: /studio would be reachable around it`,
      `in wrangler.toml under ${section}: workers_dev = false and preview_urls = false`,
    );
  }
  if (!config.observability) {
    notes.push(`Workers Logs are off: add [env.${environment}.observability] enabled = true to read each request and each run of the clock in the dashboard`);
  }
  if (environment === "preview" && config.name === workerName && workerName !== "") {
    problem(
      `The preview Worker has the production Worker's name "${config.name}": a preview deploy would replace production`,
      `in wrangler.toml under ${section}: name = "${workerName}-preview"`,
    );
  }
}

function parseArgs(argv) {
  const options = { envs: [], secrets: [], online: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    const value = () => inline ?? argv[++i];
    if (flag === "--env") options.envs.push(value());
    else if (flag === "--secrets") options.secrets.push(...value().split(",").map((s) => s.trim()).filter(Boolean));
    else if (flag === "--online") options.online = true;
    else throw new Error(`Unknown option ${argv[i]} (use --env production|preview, --secrets A,B, --online)`);
  }
  if (options.envs.length === 0) options.envs = [...environments];
  for (const environment of options.envs) {
    if (!environments.includes(environment)) throw new Error(`--env must be production or preview, not ${environment}`);
  }
  return options;
}

export async function main(argv = process.argv.slice(2), log = console.log) {
  const options = parseArgs(argv);
  const toml = readWranglerToml(readFileSync(join(root, "wrangler.toml"), "utf8"));
  const productionName = readDeployConfig("production").name;
  const variables = await loadVariables();
  log("deploy:check: what `wrangler deploy --env <environment>` would upload");
  log("(wrangler's own dry-run build of wrangler.toml, per environment; nothing is sent)\n");
  let total = 0;
  for (const environment of options.envs) {
    const { bindings, config, assetFiles } = await dryRunUpload(environment);
    let secrets = options.secrets;
    const extra = [];
    if (options.online) {
      try {
        secrets = [...secrets, ...listSecretsOnline(environment)];
      } catch (error) {
        extra.push({
          what: `Could not list the secrets online (${error instanceof Error ? error.message : error})`,
          fix: ["npx wrangler login (or set CLOUDFLARE_API_TOKEN), then run the check again"],
        });
      }
    }
    const { problems, notes } = findProblems({ environment, variables, bindings, secrets, workerName: productionName, sections: toml.sections, config, assetFiles });
    problems.push(...extra);
    total += problems.length;
    const bound = bindings.map((b) => `${b.name} (${b.type === "plain_text" ? "variable" : b.type})`).join(", ") || "nothing";
    log(`${environment}: the Worker "${config.name}" binds ${bound}; serves ${assetFiles} static files; cron ${config.crons.join(", ") || "none"}; secrets known to be set: ${secrets.length ? secrets.join(", ") : "none"}`);
    problems.forEach(({ what, fix }, index) => {
      log(`  ${index + 1}. ${what}`);
      for (const line of fix) log(`       fix: ${line}`);
    });
    for (const note of notes) log(`  note: ${note}`);
    if (problems.length === 0) log("  ready");
    log("");
  }
  if (total > 0) {
    log(`${total} problem${total === 1 ? "" : "s"}: do not deploy yet.`);
    if (!options.online && options.secrets.length === 0) {
      log("Secrets cannot be seen offline: add --online (after `npx wrangler login`), or --secrets NAME,NAME for those you have set.");
    }
  } else {
    log("Nothing missing.");
  }
  return total === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}
