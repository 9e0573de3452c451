// The logic of `npm run deploy:check` (scripts/deploy-check.mjs, decision 0019): from the
// bindings of an upload and the secrets known to be set, every problem with its fix.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { variables } from "~/server/env.server";
import {
  clockCron,
  findProblems,
  loadVariables,
  localD1Id,
  parseSecretList,
  readDeployConfig,
  readWranglerToml,
  uploadMetadata,
  // @ts-expect-error -- plain ESM script
} from "../../scripts/deploy-check.mjs";
// @ts-expect-error -- plain ESM script
import { devVarsNames, localDevelopmentVars, root, varArgs } from "../../scripts/local-backend.mjs";

interface Binding {
  name: string;
  type: string;
  text?: string;
  id?: string;
  bucket_name?: string;
  destination_address?: string;
  allowed_destination_addresses?: string[];
  allowed_sender_addresses?: string[];
}
interface DeployConfig {
  name: string;
  crons: string[];
  assets: { directory: string | null; notFoundHandling: string; runWorkerFirst: boolean } | null;
  observability: boolean;
  routes: string[];
  workersDev: boolean | null;
  previewUrls: boolean | null;
}
interface Problem {
  what: string;
  fix: string[];
}
interface Found {
  problems: Problem[];
  notes: string[];
}
interface CheckInput {
  environment: "production" | "preview";
  bindings: Binding[];
  secrets?: string[];
  workerName?: string;
  sections?: string[];
  config?: DeployConfig | null;
  assetFiles?: number | null;
}
/** A Worker as deploy:check wants it (decision 0040), on its custom domain only (decision 0501). */
const shapedWorker: DeployConfig = {
  name: "stayloop-site",
  crons: [clockCron],
  assets: { directory: `${root}/public`, notFoundHandling: "none", runWorkerFirst: false },
  observability: true,
  routes: [],
  workersDev: false,
  previewUrls: false,
};
const findWithTable = findProblems as (input: CheckInput & { variables: typeof variables }) => Found;
/** deploy:check with the site's variable table (app/server/env.server.ts), as main() loads it. */
const check = (input: CheckInput) => findWithTable({ variables, ...input });

const variable = (name: string, text: string): Binding => ({ name, type: "plain_text", text });
const realId = "3f6c2a1e-9b7d-4c55-a0e2-1d2c3b4a5f60";
const d1 = (id = realId): Binding => ({ name: "DB", type: "d1", id });
const r2: Binding = { name: "FILES", type: "r2_bucket", bucket_name: "stayloop-files" };
const secrets = ["SESSION_SECRET", "HASH_SALT"];
const site = variable("SITE_URL", "https://stayloop.io");
/** Cloudflare Access in front of /studio (decision 0501): required in every upload. */
const access = [variable("ACCESS_TEAM_DOMAIN", "https://stayloop.cloudflareaccess.com"), variable("ACCESS_AUD", "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2")];
const what = (found: Found) => found.problems.map((problem) => problem.what).join("\n");
const fixes = (found: Found) => found.problems.flatMap((problem) => problem.fix).join("\n");

describe("deploy:check", () => {
  it("names the D1 database id, the R2 bucket, SITE_URL, Access and both secrets on the tree as committed", () => {
    const found = check({ environment: "production", bindings: [] });
    expect(found.problems).toHaveLength(7);
    expect(what(found)).toMatch(/ACCESS_TEAM_DOMAIN is not set/);
    expect(what(found)).toMatch(/ACCESS_AUD is not set/);
    expect(fixes(found)).toContain('[env.production.vars]: ACCESS_TEAM_DOMAIN = "https://<team>.cloudflareaccess.com"');
    expect(what(found)).toMatch(/D1 database_id/);
    expect(what(found)).toContain(localD1Id);
    expect(what(found)).toMatch(/R2 bucket/);
    expect(what(found)).toMatch(/SITE_URL is not set/);
    expect(fixes(found)).toContain("npx wrangler d1 create stayloop");
    expect(fixes(found)).toContain("[[env.production.d1_databases]]");
    expect(fixes(found)).toContain("npx wrangler r2 bucket create stayloop-files");
    expect(fixes(found)).toContain('SITE_URL = "https://stayloop.io"');
    expect(fixes(found)).toContain("npx wrangler secret put SESSION_SECRET --env production");
    expect(fixes(found)).toContain("npx wrangler secret put HASH_SALT --env production");
  });

  it("is satisfied by a complete D1 + R2 production", () => {
    expect(check({ environment: "production", bindings: [site, ...access, d1(), r2], secrets })).toEqual({ problems: [], notes: [] });
  });

  it("uses the preview environment's names and commands for preview", () => {
    const found = check({ environment: "preview", bindings: [] });
    expect(fixes(found)).toContain("npx wrangler secret put SESSION_SECRET --env preview");
    expect(fixes(found)).toContain("npx wrangler d1 create stayloop-preview");
    expect(fixes(found)).toContain("[env.preview.vars]");
    expect(fixes(found)).toContain("https://preview.stayloop.io");
  });

  it("refuses what today's top-level [vars] and placeholder id would upload", () => {
    const leaked = [
      variable("APP_ENV", "development"),
      variable("SESSION_SECRET", "dev-only-session-secret-change-me"),
      variable("HASH_SALT", "dev-only-hash-salt-change-me"),
      d1(localD1Id),
      r2,
    ];
    const found = check({ environment: "production", bindings: [site, ...access, ...leaked] });
    expect(what(found)).toMatch(/APP_ENV is "development"/);
    expect(what(found)).toMatch(/SESSION_SECRET holds the local development value/);
    expect(what(found)).toMatch(/HASH_SALT holds the local development value/);
    expect(what(found)).toMatch(/SESSION_SECRET is a plain variable/);
    expect(what(found)).toMatch(/D1 database_id: DB is bound to "00000000-0000-4000-8000-000000000001"/);
    expect(check({ environment: "production", bindings: [site, ...access, d1("<id from wrangler d1 create>"), r2], secrets }).problems).toHaveLength(1);
  });

  it("refuses a secret written as a plain variable even with a real value, and the test token", () => {
    const found = check({
      environment: "production",
      bindings: [site, ...access, d1(), r2, variable("HASH_SALT", "a-real-looking-salt-value"), variable("TEST_SQL_TOKEN", "x".repeat(48))],
      secrets: ["SESSION_SECRET"],
    });
    expect(found.problems.map((problem) => problem.what)).toEqual([
      "HASH_SALT is a plain variable in wrangler.toml, readable by anyone with the repository",
      expect.stringMatching(/^TEST_SQL_TOKEN belongs to local development and the tests only/),
    ]);
  });

  it("keeps LEADS_WEBHOOK_SECRET a secret, and wants the leads URL and its secret together", () => {
    const base = [site, ...access, d1(), r2];
    const plain = check({ environment: "production", bindings: [...base, variable("LEADS_WEBHOOK_URL", "https://hooks.example/leads"), variable("LEADS_WEBHOOK_SECRET", "whsec_abc")], secrets });
    expect(what(plain)).toContain("LEADS_WEBHOOK_SECRET is a plain variable in wrangler.toml");
    expect(fixes(plain)).toContain("npx wrangler secret put LEADS_WEBHOOK_SECRET --env production");

    const urlOnly = check({ environment: "production", bindings: [...base, variable("LEADS_WEBHOOK_URL", "https://hooks.example/leads")], secrets });
    expect(what(urlOnly)).toBe("LEADS_WEBHOOK_URL is set without LEADS_WEBHOOK_SECRET: lead events would not be sent");
    const secretOnly = check({ environment: "production", bindings: base, secrets: [...secrets, "LEADS_WEBHOOK_SECRET"] });
    expect(what(secretOnly)).toBe("LEADS_WEBHOOK_SECRET is set without LEADS_WEBHOOK_URL: lead events would not be sent");
    const http = check({ environment: "production", bindings: [...base, variable("LEADS_WEBHOOK_URL", "http://hooks.example/leads")], secrets: [...secrets, "LEADS_WEBHOOK_SECRET"] });
    expect(what(http)).toMatch(/LEADS_WEBHOOK_URL .* is not an https URL/);

    const both = check({ environment: "production", bindings: [...base, variable("LEADS_WEBHOOK_URL", "https://hooks.example/leads")], secrets: [...secrets, "LEADS_WEBHOOK_SECRET"] });
    expect(both.problems).toEqual([]);
    expect(both.notes.join("\n")).not.toContain("LEADS_WEBHOOK_URL");
  });

  it("checks the sender, the destination and the Worker's send_email binding together", () => {
    const base = [site, ...access, d1(), r2];
    const from = variable("LEADS_EMAIL_FROM", "leads@stayloop.io");
    const to = variable("LEADS_EMAIL_TO", "team@stayloop.io");
    const unpinned: Binding = { name: "EMAIL", type: "send_email" };
    const pinned: Binding = { ...unpinned, destination_address: "team@stayloop.io" };
    // As committed: the binding, unpinned, and no address: nothing is sent, nothing to fix.
    expect(check({ environment: "production", bindings: [...base, unpinned], secrets }).problems).toEqual([]);

    expect(what(check({ environment: "production", bindings: [...base, from, pinned], secrets }))).toBe("LEADS_EMAIL_FROM is set without LEADS_EMAIL_TO: no lead email would be sent");
    const unbound = check({ environment: "production", bindings: [...base, from, to], secrets });
    expect(what(unbound)).toBe("LEADS_EMAIL_FROM/LEADS_EMAIL_TO are set but the Worker has no send_email binding EMAIL: no lead email would be sent");
    expect(fixes(unbound)).toContain('[[env.production.send_email]] name = "EMAIL", destination_address = "team@stayloop.io"');
    const open = check({ environment: "production", bindings: [...base, from, to, unpinned], secrets });
    expect(what(open)).toMatch(/not pinned to the team's address/);
    expect(fixes(open)).toContain('under [[env.production.send_email]]: destination_address = "team@stayloop.io"');

    const all = check({ environment: "production", bindings: [...base, from, to, pinned], secrets });
    expect(all).toEqual({ problems: [], notes: [] });
    const listed = check({ environment: "production", bindings: [...base, from, to, { ...unpinned, allowed_destination_addresses: ["Team@Stayloop.io"], allowed_sender_addresses: ["leads@stayloop.io"] }], secrets });
    expect(listed.problems).toEqual([]);

    const other = check({ environment: "production", bindings: [...base, from, variable("LEADS_EMAIL_TO", "sales@stayloop.io"), pinned], secrets });
    expect(what(other)).toMatch(/LEADS_EMAIL_TO is "sales@stayloop.io" but the send_email binding may send only to its destination_address "team@stayloop.io"/);
    const notListed = check({ environment: "production", bindings: [...base, from, to, { ...unpinned, allowed_destination_addresses: ["ops@stayloop.io"] }], secrets });
    expect(what(notListed)).toMatch(/not among the send_email binding's allowed_destination_addresses/);
    const sender = check({ environment: "production", bindings: [...base, from, to, { ...pinned, allowed_sender_addresses: ["noreply@stayloop.io"] }], secrets });
    expect(what(sender)).toMatch(/LEADS_EMAIL_FROM "leads@stayloop.io" is not among the send_email binding's allowed_sender_addresses/);
    const placeholder = check({ environment: "production", bindings: [...base, from, variable("LEADS_EMAIL_TO", "team@example.com"), { ...unpinned, destination_address: "team@example.com" }], secrets });
    expect(what(placeholder)).toMatch(/LEADS_EMAIL_TO is the placeholder "team@example.com"/);
    const wrongType = check({ environment: "production", bindings: [...base, from, to, { name: "EMAIL", type: "service" }], secrets });
    expect(what(wrongType)).toMatch(/EMAIL is bound as service/);
    // The capture address of the Pages years is gone: a leftover is only a variable nobody reads.
    expect(check({ environment: "production", bindings: [...base, variable("LEADS_EMAIL_CAPTURE_URL", "http://127.0.0.1:1/")], secrets }).notes).toEqual([
      "LEADS_EMAIL_CAPTURE_URL is set but the site does not read it (a typo?)",
    ]);
  });

  it("wants the clock, public/ as static assets, the site's own 404 and the logs (decision 0040)", () => {
    const base = [site, ...access, d1(), r2];
    const shaped = shapedWorker;
    expect(check({ environment: "production", bindings: base, secrets, config: shaped, assetFiles: 173 })).toEqual({ problems: [], notes: [] });
    expect(what(check({ environment: "production", bindings: base, secrets, config: { ...shaped, crons: [] }, assetFiles: 173 }))).toMatch(/No Cron Trigger "\* \* \* \* \*"/);
    expect(what(check({ environment: "production", bindings: base, secrets, config: { ...shaped, assets: null }, assetFiles: 0 }))).toMatch(/does not serve public\/ as its static assets/);
    expect(what(check({ environment: "production", bindings: base, secrets, config: { ...shaped, assets: { ...shaped.assets!, notFoundHandling: "404-page" } }, assetFiles: 173 }))).toMatch(/not_found_handling is "404-page"/);
    const noLogs = check({ environment: "production", bindings: base, secrets, config: { ...shaped, observability: false }, assetFiles: 173 });
    expect(noLogs.problems).toEqual([]);
    expect(noLogs.notes.join()).toMatch(/Workers Logs are off/);
    const sameName = check({ environment: "preview", bindings: [variable("SITE_URL", "https://preview.stayloop.io"), ...access, d1(), r2], secrets, config: shaped, assetFiles: 173, workerName: "stayloop-site" });
    expect(what(sameName)).toMatch(/preview Worker has the production Worker's name/);
  });

  it("reads the committed wrangler.toml as wrangler does: two Workers, each with the clock, public/ and its logs", () => {
    const [production, preview] = (["production", "preview"] as const).map((environment) => readDeployConfig(environment) as DeployConfig);
    for (const config of [production!, preview!]) {
      expect(config.crons).toEqual([clockCron]);
      expect(config.assets).toEqual({ directory: `${root}/public`, notFoundHandling: "none", runWorkerFirst: false });
      expect(config.observability).toBe(true);
    }
    expect(production!.name).toBe("stayloop-site");
    // Production answers on its custom domain only (decision 0501); wrangler reads both keys as written.
    expect(production).toMatchObject({ workersDev: false, previewUrls: false });
    expect(preview!.name).toBe("stayloop-site-preview");
  }, 30_000);

  it("lists a Supabase configuration set only in part, with the command for each missing piece", () => {
    const found = check({ environment: "production", bindings: [site, ...access, variable("SUPABASE_URL", "https://abcd.supabase.co")], secrets });
    expect(what(found)).toMatch(/SUPABASE_PUBLISHABLE_KEY is missing/);
    expect(what(found)).toMatch(/SUPABASE_SECRET_KEY is missing/);
    expect(what(found)).not.toMatch(/D1 database_id/);
    expect(fixes(found)).toContain("npx wrangler secret put SUPABASE_SECRET_KEY --env production");
  });

  it("flags D1 and R2 bound while the site runs on Supabase, and accepts Supabase alone", () => {
    const supabase = [site, ...access, variable("SUPABASE_URL", "https://abcd.supabase.co"), variable("SUPABASE_PUBLISHABLE_KEY", "sb_publishable_x")];
    const withSecret = [...secrets, "SUPABASE_SECRET_KEY"];
    const found = check({ environment: "production", bindings: [...supabase, d1(), r2], secrets: withSecret });
    expect(found.problems.map((problem) => problem.what)).toEqual([
      "DB (D1) is bound but the Supabase backend does not use it",
      "FILES (R2) is bound but the Supabase backend does not use it",
    ]);
    expect(fixes(found)).toContain("replace the [[env.production.d1_databases]] block by `d1_databases = []`");
    expect(check({ environment: "production", bindings: supabase, secrets: withSecret }).problems).toEqual([]);
  });

  it("refuses an http SITE_URL and notes a workers.dev one", () => {
    expect(what(check({ environment: "production", bindings: [variable("SITE_URL", "http://stayloop.io"), ...access, d1(), r2], secrets }))).toMatch(
      /https/,
    );
    const onWorkersDev = check({ environment: "production", bindings: [variable("SITE_URL", "https://stayloop-site.team.workers.dev"), ...access, d1(), r2], secrets });
    expect(onWorkersDev.problems).toEqual([]);
    expect(onWorkersDev.notes.join()).toMatch(/workers\.dev: the edge cache needs the site on a zone of yours.*custom domain/);
  });

  it("refuses production on workers.dev or preview URLs, which Access does not guard, and leaves preview alone", () => {
    const shaped: DeployConfig = { ...shapedWorker, workersDev: null, previewUrls: null };
    const base = [site, ...access, d1(), r2];
    const unset = check({ environment: "production", bindings: base, secrets, config: shaped, assetFiles: 173 });
    expect(what(unset)).toBe(
      "The production Worker answers on its workers.dev address and preview URLs, hostnames Cloudflare Access does not guard: /studio would be reachable around it",
    );
    expect(fixes(unset)).toBe("in wrangler.toml under [env.production]: workers_dev = false and preview_urls = false");
    expect(what(check({ environment: "production", bindings: base, secrets, config: { ...shaped, workersDev: false, previewUrls: true }, assetFiles: 173 }))).toMatch(/answers on preview URLs,/);
    expect(check({ environment: "production", bindings: base, secrets, config: { ...shaped, workersDev: false, previewUrls: false }, assetFiles: 173 }).problems).toEqual([]);
    const preview = check({ environment: "preview", bindings: [variable("SITE_URL", "https://preview.stayloop.io"), ...access, d1(), r2], secrets, config: { ...shaped, name: "stayloop-site-preview" }, assetFiles: 173 });
    expect(preview.problems).toEqual([]);
  });

  it("refuses an upload without Cloudflare Access, with it half set or not on https, and with the local studio member", () => {
    for (const environment of ["production", "preview"] as const) {
      const domainOnly = check({ environment, bindings: [site, access[0]!, d1(), r2], secrets });
      expect(what(domainOnly)).toMatch(/^ACCESS_AUD is not set/);
      expect(fixes(domainOnly)).toContain(`[env.${environment}.vars]: ACCESS_AUD =`);
    }
    const http = check({ environment: "production", bindings: [site, variable("ACCESS_TEAM_DOMAIN", "http://stayloop.cloudflareaccess.com"), access[1]!, d1(), r2], secrets });
    expect(what(http)).toBe('ACCESS_TEAM_DOMAIN must be an https:// origin, not "http://stayloop.cloudflareaccess.com"');
    const path = check({ environment: "production", bindings: [site, variable("ACCESS_TEAM_DOMAIN", "https://stayloop.cloudflareaccess.com/cdn-cgi/access/certs"), access[1]!, d1(), r2], secrets });
    expect(what(path)).toMatch(/^ACCESS_TEAM_DOMAIN must be the team's origin only/);
    // The audience tag may be kept as a secret instead.
    expect(check({ environment: "production", bindings: [site, access[0]!, d1(), r2], secrets: [...secrets, "ACCESS_AUD"] }).problems).toEqual([]);

    const member = check({ environment: "preview", bindings: [variable("SITE_URL", "https://preview.stayloop.io"), ...access, variable("STUDIO_DEV_MEMBER", "admin@example.com"), d1(), r2], secrets });
    expect(what(member)).toMatch(/^STUDIO_DEV_MEMBER belongs to local development and the tests only/);
    expect(fixes(member)).toContain("remove STUDIO_DEV_MEMBER from [env.preview.vars] in wrangler.toml");
    const asSecret = check({ environment: "production", bindings: [site, ...access, d1(), r2], secrets: [...secrets, "STUDIO_DEV_MEMBER"] });
    expect(what(asSecret)).toMatch(/^STUDIO_DEV_MEMBER belongs to local development/);
  });

  it("knows every variable the site reads, from the site's own table (no drifted copy: WEB_ANALYTICS_TOKEN)", async () => {
    // What main() loads (esbuild over app/server/env.server.ts) is the table the Worker's parser has.
    expect(await loadVariables()).toEqual(variables);
    const all = variables.filter((row) => row.kind === "var" && row.production !== "local").map((row) => variable(row.name, "https://x.example"));
    const found = check({ environment: "production", bindings: [...all, d1(), r2], secrets });
    expect(found.notes.filter((note) => note.includes("does not read it"))).toEqual([]);
    expect(check({ environment: "production", bindings: [site, ...access, d1(), r2, variable("WEB_ANALYTICS_TOKEN", "0123456789abcdef0123456789abcdef")], secrets })).toEqual({ problems: [], notes: [] });
    expect(check({ environment: "production", bindings: [site, ...access, d1(), r2, variable("WEB_ANALYTICS_TOKN", "x")], secrets }).notes).toEqual(["WEB_ANALYTICS_TOKN is set but the site does not read it (a typo?)"]);
    expect(() => findWithTable({ environment: "production", bindings: [] } as never)).toThrow(/variable table/);
  });

  it("refuses a wrangler.toml without the environment section, whose top level would be uploaded", () => {
    const found = check({ environment: "preview", bindings: [site, ...access, d1(), r2], secrets, sections: ["production"] });
    expect(what(found)).toMatch(/no \[env\.preview\] section/);
  });

  it("reads the committed wrangler.toml: both environment sections and the Worker's name", () => {
    expect(readWranglerToml(readFileSync("wrangler.toml", "utf8"))).toEqual({
      workerName: "stayloop-site",
      sections: ["production", "preview"],
    });
  });

  it("keeps every local development value out of wrangler.toml", () => {
    const toml = readFileSync("wrangler.toml", "utf8");
    const settings = toml.split("\n").filter((line) => !line.trimStart().startsWith("#"));
    for (const value of Object.values(localDevelopmentVars as Record<string, string>)) {
      expect(settings.join("\n")).not.toContain(`"${value}"`);
    }
    expect(settings.filter((line) => /^\[vars\]/.test(line))).toEqual([]);
  });

  it("passes the local variables as --var flags, leaving out those a .dev.vars sets", () => {
    expect(varArgs({ APP_ENV: "development", LEADS_WEBHOOK_URL: "http://127.0.0.1:9/hooks" })).toEqual([
      "--var",
      "APP_ENV:development",
      "--var",
      "LEADS_WEBHOOK_URL:http://127.0.0.1:9/hooks",
    ]);
    expect(devVarsNames("# mine\nSESSION_SECRET=abc\n export SUPABASE_URL = https://x\nnot a line\n")).toEqual([
      "SESSION_SECRET",
      "SUPABASE_URL",
    ]);
  });

  it("reads the names from `wrangler secret list --format json`", () => {
    const output = '[\n  {\n    "name": "SESSION_SECRET",\n    "type": "secret_text"\n  },\n  {\n    "name": "HASH_SALT",\n    "type": "secret_text"\n  }\n]\n';
    expect(parseSecretList(output)).toEqual(["SESSION_SECRET", "HASH_SALT"]);
    expect(parseSecretList("not json")).toEqual([]);
  });

  it("reads the metadata of an upload bundle", async () => {
    const form = new FormData();
    form.set("metadata", JSON.stringify({ main_module: "a.js", bindings: [d1()] }));
    form.set("a.js", new File(["export default {}"], "a.js", { type: "application/javascript+module" }));
    const bytes = new Uint8Array(await new Response(form).arrayBuffer());
    expect(await uploadMetadata(bytes)).toEqual({ main_module: "a.js", bindings: [d1()] });
  });
});
