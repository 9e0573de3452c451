// What a deploy would upload (decisions 0019, 0040): wrangler's own build of the Worker, run the
// way `wrangler deploy --env <environment>` runs it but without sending it (`--dry-run
// --outfile`), must bind no development value, no secret and no placeholder D1 database, and
// must carry the site's clock (the Cron Trigger), its mail binding, its logs and public/ as its
// static assets. Needs the Remix build (functions/ imports it).
// And what it runs when an isolate starts (decision 0037): no lazy wrapper around the server build,
// and the modules only some requests need (supabase-js, marked, the sanitiser) left for them.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { variables } from "~/server/env.server";
// @ts-expect-error -- plain ESM script
import { clockCron, dryRunUpload, localD1Id } from "../../../scripts/deploy-check.mjs";
// @ts-expect-error -- plain ESM script
import { localDevelopmentVars, root, wranglerEnv } from "../../../scripts/local-backend.mjs";

interface Binding {
  name: string;
  type: string;
  text?: string;
  id?: string;
  destination_address?: string;
}
interface Upload {
  metadata: { bindings?: Binding[]; compatibility_date?: string; main_module?: string; observability?: { enabled?: boolean } };
  bindings: Binding[];
  assetFiles: number;
  config: { name: string; crons: string[]; assets: { directory: string; notFoundHandling: string; runWorkerFirst: boolean } | null; observability: boolean };
  bytes: Buffer;
  output: string;
}

/** `wrangler deploy --dry-run --env <environment> --outdir … --outfile …`, once per environment. */
function upload(environment: "production" | "preview"): Promise<Upload> {
  let built = uploads.get(environment);
  if (!built) uploads.set(environment, (built = dryRunUpload(environment, { script: join(root as string, "functions", "index.ts") }) as Promise<Upload>));
  return built;
}
const uploads = new Map<string, Promise<Upload>>();

/** The JavaScript modules of an upload (a multipart form: metadata, then the worker). */
async function uploadModules(bytes: Buffer): Promise<string[]> {
  const boundary = /^--(\S+)\r?\n/.exec(bytes.toString("utf8", 0, 200))?.[1] ?? "";
  const form = await new Response(new Uint8Array(bytes), { headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` } }).formData();
  const modules: string[] = [];
  for (const [, value] of form) {
    if (typeof value !== "string" && value.type.startsWith("application/javascript")) modules.push(await value.text());
  }
  return modules;
}

const developmentValues = Object.values(localDevelopmentVars as Record<string, string>);
/** Secrets, and what only local development and the tests may set (the site's table, decision 0060). */
const secretNames: string[] = variables.filter((row) => row.kind === "secret" || row.production === "local").map((row) => row.name);

describe.each(["production", "preview"] as const)("the %s upload", (environment) => {
  it("binds no development value, no secret and no placeholder database", async () => {
    const { metadata, bindings, output } = await upload(environment);
    // wrangler read wrangler.toml and this environment for this build (without it the upload
    // has no bindings at all and the assertions below could not fail).
    expect(output).toContain("Your Worker has access to the following bindings");
    const toml = readFileSync(join(root as string, "wrangler.toml"), "utf8");
    expect(metadata.compatibility_date).toBe(/^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml)?.[1]);
    expect(Array.isArray(metadata.bindings)).toBe(true);

    for (const binding of bindings) {
      expect(developmentValues, `${binding.name} carries a development value`).not.toContain(binding.text);
      expect(secretNames, `${binding.name} is a secret written as a variable`).not.toContain(binding.name);
      if (binding.name === "APP_ENV") expect(binding.text).toBe("production");
      if (binding.type === "d1") {
        expect(binding.id).not.toBe(localD1Id);
        expect(binding.id).toMatch(/^(?!0{8}-)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
      }
    }
  }, 90_000);

  it("is its own Worker with the clock, the mail binding, the logs and public/ served as static assets", async () => {
    const { metadata, bindings, assetFiles, config } = await upload(environment);
    expect(config.name).toBe(environment === "production" ? "stayloop-site" : "stayloop-site-preview");
    expect(config.crons).toEqual([clockCron]);
    expect(bindings.filter((binding) => binding.name === "EMAIL")).toEqual([expect.objectContaining({ name: "EMAIL", type: "send_email" })]);
    // The edge's campaign counts (decision 0050), each Worker into its own dataset.
    expect(bindings.filter((binding) => binding.name === "CAMPAIGN_VISITS")).toEqual([
      expect.objectContaining({ type: "analytics_engine", dataset: environment === "production" ? "stayloop_campaign_visits" : "stayloop_campaign_visits_preview" }),
    ]);
    expect(metadata.observability).toEqual({ enabled: true });
    expect(config.assets).toEqual({ directory: join(root as string, "public"), notFoundHandling: "none", runWorkerFirst: false });
    // wrangler counted the files it would upload as assets: the browser build among them.
    expect(assetFiles).toBeGreaterThan(10);
  }, 90_000);

  // Decision 0037: one dynamic import() of a bundled module in what wrangler bundles makes esbuild
  // wrap every module of the upload in a lazy initialiser, the whole Remix build in one function:
  // about 15 ms more startup.
  it("runs the Remix server build at the module's top level, not inside a lazy initialiser", async () => {
    const modules = await uploadModules((await upload(environment)).bytes);
    expect(modules).toHaveLength(1);
    const [worker] = modules;
    expect(worker).toContain("// build/index.js\n");
    expect(worker).not.toMatch(/__esm\(\{\s*"[^"]*build\/index\.js"/);
    expect(worker).not.toMatch(/__esm\(\{/);
  }, 90_000);

  // Decision 0053: what every isolate parses and runs when it starts, and needs for nothing.
  it("carries React's server renderer but not its browser renderer, and no name-keeping helper", async () => {
    const [worker] = await uploadModules((await upload(environment)).bytes);
    // react-router-dom's "react-dom" is functions/react-dom.ts (wrangler.toml [alias]).
    expect(worker).toContain("// functions/react-dom.ts\n");
    expect(worker).toContain("renderToString");
    // Strings only react-dom's browser renderer holds.
    expect(worker).not.toContain("unstable_renderSubtreeIntoContainer");
    expect(worker).not.toContain("hydrateRoot");
    // esbuild's keepNames helper, one call per function (wrangler.toml keep_names = false).
    expect(worker).not.toMatch(/\b__name\(/);
  }, 90_000);
});

interface Metafile {
  inputs: Record<string, { imports: Array<{ path: string; kind: string }> }>;
  outputs: Record<string, { entryPoint?: string }>;
}

describe("the server build (build/metafile.server.json)", () => {
  const meta = JSON.parse(readFileSync(join(root as string, "build", "metafile.server.json"), "utf8")) as Metafile;
  /** Every input evaluated when the module starts: reached from the entry by static imports. */
  const atStartup = (entry: string) => {
    const seen = new Set([entry]);
    const queue = [entry];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      for (const { path, kind } of meta.inputs[file]?.imports ?? []) {
        if (kind !== "dynamic-import" && !seen.has(path)) queue.push((seen.add(path), path));
      }
    }
    return seen;
  };
  const lazy = [/^node_modules\/@supabase\//, /^app\/backend\/supabase\//, /^node_modules\/marked\//, /^node_modules\/(xss|cssfilter)\//];

  it("is one module: a dynamic import inside it is a lazy initialiser, never a second file", () => {
    const scripts = Object.entries(meta.outputs).filter(([file]) => /\.m?js$/.test(file));
    expect(scripts.map(([file]) => file)).toEqual(["build/index.js"]);
  });

  it("holds supabase-js, marked and the sanitiser, but does not evaluate them when it starts", () => {
    const started = atStartup(meta.outputs["build/index.js"]?.entryPoint ?? "");
    expect(started.size).toBeGreaterThan(100);
    for (const pattern of lazy) {
      expect(Object.keys(meta.inputs).some((file) => pattern.test(file)), `${pattern} is in the build`).toBe(true);
      expect([...started].filter((file) => pattern.test(file))).toEqual([]);
    }
  });
});

describe("npm run deploy:check on the tree as committed", () => {
  it("exits non-zero and names the D1 database id and SITE_URL", () => {
    const result = spawnSync(process.execPath, [join(root as string, "scripts", "deploy-check.mjs")], {
      cwd: root as string,
      env: wranglerEnv as NodeJS.ProcessEnv,
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/production: the Worker "stayloop-site" binds [^;]*EMAIL \(send_email\)[^;]*; serves \d+ static files; cron \* \* \* \* \*/);
    expect(result.stdout).toMatch(/production: the Worker "stayloop-site" binds [^;]*CAMPAIGN_VISITS \(analytics_engine\)/);
    expect(result.stdout).toMatch(/preview: the Worker "stayloop-site-preview" binds [^;]*EMAIL \(send_email\)/);
    expect(result.stdout).toMatch(/D1 database_id/);
    expect(result.stdout).toMatch(/SITE_URL is not set/);
    expect(result.stdout).toMatch(/ACCESS_TEAM_DOMAIN is not set/);
    // Production is committed with workers.dev and preview URLs off (decision 0501).
    expect(result.stdout).not.toMatch(/hostnames Cloudflare Access does not guard/);
    expect(result.stdout).toMatch(/problems: do not deploy yet/);
  }, 60_000);
});
