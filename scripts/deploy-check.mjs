// `npm run deploy:check`: what would a deploy upload, and what is still missing? Offline.
//
// It runs wrangler's own Pages Functions build for each environment, the way `wrangler pages
// deploy` does (PAGES_ENVIRONMENT=production|preview, the project's wrangler.toml), reads the
// bindings from the upload's metadata and lists every problem at once, each with the command
// that fixes it. When the upload sends lead email (LEADS_EMAIL_* or the SEND_EMAIL binding), it
// also reads the mail Worker's workers/lead-mail/wrangler.toml (its placeholder
// destination_address, its name). Exit 0 only when nothing is left (decision 0019).
//
//   npm run deploy:check                                   # production and preview
//   npm run deploy:check -- --env production               # one environment
//   npm run deploy:check -- --secrets SESSION_SECRET,HASH_SALT   # you confirm these are set
//   npm run deploy:check -- --online                        # ask Cloudflare which secrets are set
//
// Secrets are not in wrangler.toml and cannot be seen offline: a secret counts as set when
// --secrets names it (the operator's word) or when --online finds it with `wrangler pages
// secret list` (needs `wrangler login`). `npm run deploy` uses --online.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { localDevelopmentVars, root, wranglerBin, wranglerEnv } from "./local-backend.mjs";

export const environments = ["production", "preview"];

/** The fixed id of the local D1 database (top level of wrangler.toml); no Cloudflare database has it. */
export const localD1Id = "00000000-0000-4000-8000-000000000001";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Variables the site reads (app/server/env.server.ts); anything else in [vars] is likely a typo. */
export const knownVars = [
  "APP_ENV",
  "SITE_URL",
  "SUPABASE_URL",
  "SUPABASE_PUBLISHABLE_KEY",
  "DOWNLOAD_WEBHOOK_URL",
  "LEADS_WEBHOOK_URL",
  "LEADS_EMAIL_FROM",
  "LEADS_EMAIL_TO",
  "CONTENT_VERSION",
  "EDGE_CACHE",
];

/** Values that must only ever be set as secrets. */
export const secretNames = ["SESSION_SECRET", "HASH_SALT", "SUPABASE_SECRET_KEY", "LEADS_WEBHOOK_SECRET"];

const developmentValues = new Set(Object.values(localDevelopmentVars).filter((value) => value !== "development"));

/** The project name and which environment sections wrangler.toml declares. */
export function readWranglerToml(text) {
  return {
    projectName: /^name\s*=\s*"([^"]+)"/m.exec(text)?.[1] ?? "stayloop-site",
    sections: environments.filter((environment) => new RegExp(`^\\[env\\.${environment}\\]`, "m").test(text)),
  };
}

/** Where the lead mailer Worker is configured (decision 0031): deployed on its own, read here as text. */
export const mailWorkerTomlPath = join("workers", "lead-mail", "wrangler.toml");

/** The lead mailer Worker's name and the `destination_address` of its `[[send_email]]` binding. */
export function readMailWorkerToml(text) {
  const block = /^\[\[send_email\]\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(text)?.[1] ?? "";
  return {
    name: /^name\s*=\s*"([^"]+)"/m.exec(text)?.[1] ?? "stayloop-lead-mail",
    destinationAddress: /^\s*destination_address\s*=\s*"([^"]*)"/m.exec(block)?.[1] ?? null,
  };
}

/** Addresses that only stand in for the real one (RFC 2606 domains). */
const placeholderAddress = (address) => /@(?:[^@]+\.)?example\.(?:com|org|net)$|@[^@]+\.(?:example|invalid|test)$/i.test(address.trim());

/** The `metadata` part of a Pages Functions upload (`_worker.bundle`, multipart/form-data). */
export async function uploadMetadata(bytes) {
  const text = Buffer.from(bytes).toString("utf8", 0, Math.min(bytes.length, 200));
  const boundary = /^--(\S+)\r?\n/.exec(text)?.[1];
  if (!boundary) throw new Error("Not a Pages Functions upload bundle (no multipart boundary)");
  const form = await new Response(bytes, {
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
  }).formData();
  const metadata = form.get("metadata");
  if (typeof metadata !== "string") throw new Error("The upload bundle has no metadata part");
  return JSON.parse(metadata);
}

/**
 * Runs `PAGES_ENVIRONMENT=<environment> wrangler pages functions build` on the project and
 * returns the bindings its upload carries. `functionsDir` defaults to the site's functions/
 * when a Remix build exists, else to a one-line stand-in: the bindings come from
 * wrangler.toml alone, and the check must not need a build.
 */
export async function uploadBindings(environment, { projectDir = root, functionsDir } = {}) {
  const work = mkdtempSync(join(tmpdir(), `stayloop-upload-${environment}-`));
  try {
    let directory = functionsDir;
    if (!directory) {
      if (existsSync(join(projectDir, "build", "index.js"))) {
        directory = join(projectDir, "functions");
      } else {
        directory = join(work, "functions");
        mkdirSync(directory);
        writeFileSync(join(directory, "[[path]].js"), "export const onRequest = () => new Response(null);\n");
      }
    }
    const outfile = join(work, "_worker.bundle");
    const result = spawnSync(
      wranglerBin,
      [
        "pages",
        "functions",
        "build",
        directory,
        `--outfile=${outfile}`,
        `--project-directory=${projectDir}`,
        `--build-metadata-path=${join(work, "build-metadata.json")}`,
      ],
      { cwd: projectDir, env: { ...wranglerEnv, PAGES_ENVIRONMENT: environment, NO_COLOR: "1" }, encoding: "utf8" },
    );
    if (result.status !== 0 || !existsSync(outfile)) {
      throw new Error(`wrangler pages functions build (${environment}) failed:\n${result.stdout}\n${result.stderr}`);
    }
    const metadata = await uploadMetadata(readFileSync(outfile));
    return metadata.bindings ?? [];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Names of the secrets `wrangler pages secret list` prints ("  - NAME: Value Encrypted"). */
export function parseSecretList(output) {
  return [...output.matchAll(/^\s*-\s+([A-Za-z_][A-Za-z0-9_]*):/gm)].map((match) => match[1]);
}

function listSecretsOnline(environment, projectName) {
  const result = spawnSync(
    wranglerBin,
    ["pages", "secret", "list", "--project-name", projectName, "--env", environment],
    { cwd: root, env: { ...wranglerEnv, NO_COLOR: "1" }, encoding: "utf8" },
  );
  if (result.status !== 0) {
    // wrangler's own reason, e.g. not logged in: the line with ERROR, without its colours.
    const output = `${result.stdout}\n${result.stderr}`.replace(/[^ -~\n]/g, "").replace(/\[[0-9;]*m/g, "");
    const reason = /ERROR\]\s*(.+)/.exec(output)?.[1] ?? output.trim().split("\n").at(-1);
    throw new Error(`wrangler pages secret list --env ${environment}: ${reason}`);
  }
  return parseSecretList(result.stdout);
}

const text = (binding) => (binding.type === "plain_text" ? binding.text : binding.type === "json" ? JSON.stringify(binding.json) : undefined);

function siteUrlProblem(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return `SITE_URL is ${JSON.stringify(value)}, not an absolute URL`;
  }
  if (url.protocol !== "https:") return `SITE_URL must be an https:// origin, not ${JSON.stringify(value)}`;
  return null;
}

/**
 * Every problem of one environment's upload. `bindings` as in the upload's metadata;
 * `secrets` the names known to be set as secrets of this environment. Returns problems
 * (each with the commands that fix it) and notes (worth knowing, not blocking).
 */
export function findProblems({ environment, bindings, secrets = [], projectName = "stayloop-site", sections = environments, mailWorkerToml = null }) {
  const problems = [];
  const notes = [];
  const problem = (what, ...fix) => problems.push({ what, fix });
  const vars = new Map(bindings.filter((b) => b.type === "plain_text" || b.type === "json").map((b) => [b.name, text(b)]));
  const secretSet = new Set(secrets);
  const byName = new Map(bindings.map((b) => [b.name, b]));
  const table = sections.includes(environment) ? `[env.${environment}.vars]` : "[vars]";
  const putSecret = (name, value = "openssl rand -base64 32") =>
    `${value} | npx wrangler pages secret put ${name} --project-name ${projectName} --env ${environment}`;

  if (!sections.includes(environment)) {
    problem(
      `wrangler.toml has no [env.${environment}] section, so the upload takes the top level, which is for local development only`,
      `add an [env.${environment}] section to wrangler.toml (see README "Deploying"); an empty one binds nothing`,
    );
  }

  // Development values and secrets written as plain variables.
  for (const [name, value] of vars) {
    if (name === "APP_ENV" && value !== "production") {
      problem(`APP_ENV is ${JSON.stringify(value)}: the site must run in production mode`, `remove APP_ENV from ${table} in wrangler.toml`);
    } else if (typeof value === "string" && developmentValues.has(value)) {
      problem(`${name} holds the local development value`, `remove ${name} from ${table} in wrangler.toml`);
    }
    if (secretNames.includes(name)) {
      problem(
        `${name} is a plain variable in wrangler.toml, readable by anyone with the repository`,
        `remove ${name} from ${table} in wrangler.toml`,
        putSecret(name, name === "SUPABASE_SECRET_KEY" ? "printf %s '<the secret key>'" : undefined),
      );
    }
    if (name === "TEST_SQL_TOKEN") {
      problem("TEST_SQL_TOKEN belongs to the test servers only", `remove TEST_SQL_TOKEN from ${table} in wrangler.toml`);
    }
    if (!knownVars.includes(name) && !secretNames.includes(name) && name !== "TEST_SQL_TOKEN") {
      notes.push(`${name} is set but the site does not read it (a typo?)`);
    }
  }

  // Secrets.
  for (const name of ["SESSION_SECRET", "HASH_SALT"]) {
    if (!vars.has(name) && !secretSet.has(name)) {
      problem(`${name} is not known to be set as a secret`, putSecret(name));
    }
  }

  // Lead events (docs/decisions/0028-lead-events.md): the URL and its signing secret go together.
  const leadsUrl = vars.has("LEADS_WEBHOOK_URL") || secretSet.has("LEADS_WEBHOOK_URL");
  const leadsSecret = vars.has("LEADS_WEBHOOK_SECRET") || secretSet.has("LEADS_WEBHOOK_SECRET");
  if (leadsUrl && !leadsSecret) {
    problem(
      "LEADS_WEBHOOK_URL is set without LEADS_WEBHOOK_SECRET: lead events would not be sent",
      putSecret("LEADS_WEBHOOK_SECRET", "printf %s 'whsec_<base64 key shared with the receiver>'"),
    );
  } else if (leadsSecret && !leadsUrl) {
    problem(
      "LEADS_WEBHOOK_SECRET is set without LEADS_WEBHOOK_URL: lead events would not be sent",
      `in wrangler.toml under ${table}: LEADS_WEBHOOK_URL = "https://<your receiver>"`,
    );
  }
  const leadsTarget = vars.get("LEADS_WEBHOOK_URL");
  if (typeof leadsTarget === "string" && siteUrlProblem(leadsTarget)) {
    problem(`LEADS_WEBHOOK_URL ${JSON.stringify(leadsTarget)} is not an https URL`, `set LEADS_WEBHOOK_URL in ${table} to the receiver's https address`);
  }

  // The team's email of every lead (docs/decisions/0031-lead-email.md): both addresses, and the
  // SEND_EMAIL service binding to the mail Worker that holds the send_email binding.
  const mailFrom = vars.has("LEADS_EMAIL_FROM");
  const mailTo = vars.has("LEADS_EMAIL_TO");
  const mailWorker = bindings.some((binding) => binding.name === "SEND_EMAIL" && binding.type === "service");
  if (mailFrom !== mailTo) {
    const [set, missing] = mailFrom ? ["LEADS_EMAIL_FROM", "LEADS_EMAIL_TO"] : ["LEADS_EMAIL_TO", "LEADS_EMAIL_FROM"];
    problem(`${set} is set without ${missing}: no lead email would be sent`, `in wrangler.toml under ${table}: ${missing} = "<address>"`);
  }
  if ((mailFrom || mailTo) && !mailWorker) {
    problem(
      "LEADS_EMAIL_FROM/LEADS_EMAIL_TO are set but SEND_EMAIL is not bound: no lead email would be sent",
      "npx wrangler deploy -c workers/lead-mail/wrangler.toml   # once, after Email Routing is on and the destination verified",
      `in wrangler.toml: [[env.${environment}.services]] binding = "SEND_EMAIL", service = "stayloop-lead-mail"`,
    );
  }
  // The mail Worker itself (workers/lead-mail/wrangler.toml): Email Routing sends only to the
  // verified address its send_email binding pins, and the committed one is a placeholder.
  const sendEmail = byName.get("SEND_EMAIL");
  if ((mailFrom || mailTo || sendEmail) && mailWorkerToml) {
    const destination = mailWorkerToml.destinationAddress;
    const redeploy = `npx wrangler deploy -c ${mailWorkerTomlPath}`;
    const to = vars.get("LEADS_EMAIL_TO");
    if (!destination || placeholderAddress(destination)) {
      problem(
        `${mailWorkerTomlPath}: destination_address is ${destination ? `the placeholder ${JSON.stringify(destination)}` : "not set"}; the mail Worker sends only to that verified address`,
        `in ${mailWorkerTomlPath} under [[send_email]]: destination_address = "${typeof to === "string" && !placeholderAddress(to) ? to : "<the address verified in Email Routing, the same as LEADS_EMAIL_TO>"}"`,
        `then: ${redeploy}`,
      );
    } else if (typeof to === "string" && to.trim().toLowerCase() !== destination.trim().toLowerCase()) {
      problem(
        `LEADS_EMAIL_TO is ${JSON.stringify(to)} but the mail Worker may send only to its destination_address ${JSON.stringify(destination)}: no lead email would be sent`,
        `make them the same: LEADS_EMAIL_TO in ${table} of wrangler.toml, or destination_address in ${mailWorkerTomlPath} (then: ${redeploy})`,
      );
    }
    if (sendEmail?.type === "service" && sendEmail.service && sendEmail.service !== mailWorkerToml.name) {
      problem(
        `SEND_EMAIL is bound to the service ${JSON.stringify(sendEmail.service)}, but the mail Worker is named ${JSON.stringify(mailWorkerToml.name)} in ${mailWorkerTomlPath}`,
        `in wrangler.toml: [[env.${environment}.services]] binding = "SEND_EMAIL", service = "${mailWorkerToml.name}"`,
      );
    }
  }
  if (vars.has("LEADS_EMAIL_CAPTURE_URL")) {
    problem("LEADS_EMAIL_CAPTURE_URL is for local servers only", `remove LEADS_EMAIL_CAPTURE_URL from ${table} in wrangler.toml`);
  }

  // SITE_URL.
  const siteUrl = vars.get("SITE_URL") ?? (secretSet.has("SITE_URL") ? "(secret)" : undefined);
  const example = environment === "production" ? "https://stayloop.io" : `https://preview.${projectName}.pages.dev`;
  if (siteUrl === undefined || siteUrl.trim() === "") {
    problem(
      "SITE_URL is not set: the site refuses to run without its public https origin",
      `in wrangler.toml under ${table}: SITE_URL = "${example}"` +
        (environment === "production" ? " (your custom domain)" : ` (the alias of the branch "preview")`),
    );
  } else if (siteUrl !== "(secret)") {
    const wrong = siteUrlProblem(siteUrl);
    if (wrong) problem(wrong, `in wrangler.toml under ${table}: SITE_URL = "${example}"`);
    else if (environment === "production" && new URL(siteUrl).hostname.endsWith(".pages.dev")) {
      notes.push(`SITE_URL is on pages.dev: canonical links and feeds will name ${siteUrl}; add a custom domain (README "Deploying")`);
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
    if (url && siteUrlProblem(url)) problem(`SUPABASE_URL ${JSON.stringify(url)} is not an https URL`, `set SUPABASE_URL in ${table} to https://<ref>.supabase.co`);
    for (const binding of [db, files]) {
      if (!binding) continue;
      const kind = binding.type === "d1" ? "d1_databases" : "r2_buckets";
      problem(
        `${binding.name} (${binding.type === "d1" ? "D1" : "R2"}) is bound but the Supabase backend does not use it`,
        `in wrangler.toml, replace the [[env.${environment}.${kind}]] block by \`${kind} = []\` under [env.${environment}]`,
      );
    }
  } else {
    const name = environment === "production" ? "stayloop" : "stayloop-preview";
    const bucket = environment === "production" ? "stayloop-files" : "stayloop-files-preview";
    if (!db || db.type !== "d1") {
      problem(
        `D1 database_id: no D1 database is bound as DB (the only database_id in wrangler.toml is the local placeholder ${localD1Id}, which uploads do not bind), and Supabase is not configured`,
        `npx wrangler d1 create ${name}`,
        `then in wrangler.toml, in place of \`d1_databases = []\` under [env.${environment}]: [[env.${environment}.d1_databases]] binding = "DB", database_name = "${name}", database_id = "<the id it printed>", migrations_dir = "migrations"`,
        `then: npx wrangler d1 migrations apply DB --remote --env ${environment}`,
        `(or configure Supabase instead: README "Deploying")`,
      );
    } else if (db.id === localD1Id || !uuid.test(db.id ?? "") || /^0{8}-/.test(db.id)) {
      problem(
        `D1 database_id: DB is bound to ${JSON.stringify(db.id)}, a placeholder; Pages refuses a database that does not exist`,
        `npx wrangler d1 create ${name}`,
        `then put the id it printed as database_id of [[env.${environment}.d1_databases]] in wrangler.toml`,
      );
    }
    if (!files || files.type !== "r2_bucket") {
      problem(
        "R2 bucket: none is bound as FILES",
        `npx wrangler r2 bucket create ${bucket}`,
        `then in wrangler.toml, in place of \`r2_buckets = []\` under [env.${environment}]: [[env.${environment}.r2_buckets]] binding = "FILES", bucket_name = "${bucket}"`,
      );
    }
  }
  for (const binding of bindings) {
    if (["d1", "r2_bucket"].includes(binding.type) && !["DB", "FILES"].includes(binding.name)) {
      notes.push(`${binding.name} (${binding.type}) is bound but the site does not use it`);
    }
  }
  return { problems, notes };
}

/** The mail Worker's settings when this upload sends lead email (LEADS_EMAIL_* or SEND_EMAIL), else null. */
function mailWorkerFor(bindings) {
  const sendsMail = bindings.some((b) => b.name === "SEND_EMAIL" || b.name === "LEADS_EMAIL_FROM" || b.name === "LEADS_EMAIL_TO");
  const file = join(root, mailWorkerTomlPath);
  if (!sendsMail || !existsSync(file)) return null;
  return readMailWorkerToml(readFileSync(file, "utf8"));
}

function parseArgs(argv) {
  const options = { envs: [], secrets: [], online: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    const value = () => inline ?? argv[++i];
    if (flag === "--env") options.envs.push(value());
    else if (flag === "--secrets") options.secrets.push(...value().split(",").map((s) => s.trim()).filter(Boolean));
    else if (flag === "--online") options.online = true;
    else if (flag === "--project-name") options.projectName = value();
    else throw new Error(`Unknown option ${argv[i]} (use --env production|preview, --secrets A,B, --online, --project-name)`);
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
  const projectName = options.projectName ?? toml.projectName;
  log(`deploy:check: what \`wrangler pages deploy\` would upload to the Pages project "${projectName}"`);
  log("(wrangler's own Pages Functions build of wrangler.toml, per environment; nothing is sent)\n");
  let total = 0;
  for (const environment of options.envs) {
    const bindings = await uploadBindings(environment);
    let secrets = options.secrets;
    const extra = [];
    if (options.online) {
      try {
        secrets = [...secrets, ...listSecretsOnline(environment, projectName)];
      } catch (error) {
        extra.push({
          what: `Could not list the secrets online (${error instanceof Error ? error.message : error})`,
          fix: ["npx wrangler login (or set CLOUDFLARE_API_TOKEN), then run the check again"],
        });
      }
    }
    const { problems, notes } = findProblems({ environment, bindings, secrets, projectName, sections: toml.sections, mailWorkerToml: mailWorkerFor(bindings) });
    problems.push(...extra);
    total += problems.length;
    const bound = bindings.map((b) => `${b.name} (${b.type === "plain_text" ? "variable" : b.type})`).join(", ") || "nothing";
    log(`${environment}: binds ${bound}; secrets known to be set: ${secrets.length ? secrets.join(", ") : "none"}`);
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
