// The logic of `npm run deploy:check` (scripts/deploy-check.mjs, decision 0019): from the
// bindings of an upload and the secrets known to be set, every problem with its fix.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  findProblems,
  localD1Id,
  mailWorkerTomlPath,
  parseSecretList,
  readMailWorkerToml,
  readWranglerToml,
  uploadMetadata,
  // @ts-expect-error -- plain ESM script
} from "../../scripts/deploy-check.mjs";
// @ts-expect-error -- plain ESM script
import { bindingArgs, devVarsNames, localDevelopmentVars } from "../../scripts/local-backend.mjs";

interface Binding {
  name: string;
  type: string;
  text?: string;
  id?: string;
  bucket_name?: string;
}
interface Problem {
  what: string;
  fix: string[];
}
interface Found {
  problems: Problem[];
  notes: string[];
}
const check = findProblems as (input: {
  environment: "production" | "preview";
  bindings: Binding[];
  secrets?: string[];
  projectName?: string;
  sections?: string[];
  mailWorkerToml?: { name: string; destinationAddress: string | null } | null;
}) => Found;

const variable = (name: string, text: string): Binding => ({ name, type: "plain_text", text });
const realId = "3f6c2a1e-9b7d-4c55-a0e2-1d2c3b4a5f60";
const d1 = (id = realId): Binding => ({ name: "DB", type: "d1", id });
const r2: Binding = { name: "FILES", type: "r2_bucket", bucket_name: "stayloop-files" };
const secrets = ["SESSION_SECRET", "HASH_SALT"];
const site = variable("SITE_URL", "https://stayloop.io");
const what = (found: Found) => found.problems.map((problem) => problem.what).join("\n");
const fixes = (found: Found) => found.problems.flatMap((problem) => problem.fix).join("\n");

describe("deploy:check", () => {
  it("names the D1 database id, the R2 bucket, SITE_URL and both secrets on the tree as committed", () => {
    const found = check({ environment: "production", bindings: [] });
    expect(found.problems).toHaveLength(5);
    expect(what(found)).toMatch(/D1 database_id/);
    expect(what(found)).toContain(localD1Id);
    expect(what(found)).toMatch(/R2 bucket/);
    expect(what(found)).toMatch(/SITE_URL is not set/);
    expect(fixes(found)).toContain("npx wrangler d1 create stayloop");
    expect(fixes(found)).toContain("[[env.production.d1_databases]]");
    expect(fixes(found)).toContain("npx wrangler r2 bucket create stayloop-files");
    expect(fixes(found)).toContain('SITE_URL = "https://stayloop.io"');
    expect(fixes(found)).toContain("npx wrangler pages secret put SESSION_SECRET --project-name stayloop-site --env production");
    expect(fixes(found)).toContain("npx wrangler pages secret put HASH_SALT --project-name stayloop-site --env production");
  });

  it("is satisfied by a complete D1 + R2 production", () => {
    expect(check({ environment: "production", bindings: [site, d1(), r2], secrets })).toEqual({ problems: [], notes: [] });
  });

  it("uses the preview environment's names and commands for preview", () => {
    const found = check({ environment: "preview", bindings: [], projectName: "my-site" });
    expect(fixes(found)).toContain("--project-name my-site --env preview");
    expect(fixes(found)).toContain("npx wrangler d1 create stayloop-preview");
    expect(fixes(found)).toContain("[env.preview.vars]");
    expect(fixes(found)).toContain("https://preview.my-site.pages.dev");
  });

  it("refuses what today's top-level [vars] and placeholder id would upload", () => {
    const leaked = [
      variable("APP_ENV", "development"),
      variable("SESSION_SECRET", "dev-only-session-secret-change-me"),
      variable("HASH_SALT", "dev-only-hash-salt-change-me"),
      d1(localD1Id),
      r2,
    ];
    const found = check({ environment: "production", bindings: [site, ...leaked] });
    expect(what(found)).toMatch(/APP_ENV is "development"/);
    expect(what(found)).toMatch(/SESSION_SECRET holds the local development value/);
    expect(what(found)).toMatch(/HASH_SALT holds the local development value/);
    expect(what(found)).toMatch(/SESSION_SECRET is a plain variable/);
    expect(what(found)).toMatch(/D1 database_id: DB is bound to "00000000-0000-4000-8000-000000000001"/);
    expect(check({ environment: "production", bindings: [site, d1("<id from wrangler d1 create>"), r2], secrets }).problems).toHaveLength(1);
  });

  it("refuses a secret written as a plain variable even with a real value, and the test token", () => {
    const found = check({
      environment: "production",
      bindings: [site, d1(), r2, variable("HASH_SALT", "a-real-looking-salt-value"), variable("TEST_SQL_TOKEN", "x".repeat(48))],
      secrets: ["SESSION_SECRET"],
    });
    expect(found.problems.map((problem) => problem.what)).toEqual([
      "HASH_SALT is a plain variable in wrangler.toml, readable by anyone with the repository",
      "TEST_SQL_TOKEN belongs to the test servers only",
    ]);
  });

  it("keeps LEADS_WEBHOOK_SECRET a secret, and wants the leads URL and its secret together", () => {
    const base = [site, d1(), r2];
    const plain = check({ environment: "production", bindings: [...base, variable("LEADS_WEBHOOK_URL", "https://hooks.example/leads"), variable("LEADS_WEBHOOK_SECRET", "whsec_abc")], secrets });
    expect(what(plain)).toContain("LEADS_WEBHOOK_SECRET is a plain variable in wrangler.toml");
    expect(fixes(plain)).toContain("npx wrangler pages secret put LEADS_WEBHOOK_SECRET --project-name stayloop-site --env production");

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

  it("wants both lead email addresses and the SEND_EMAIL mail Worker, and no capture URL", () => {
    const base = [site, d1(), r2];
    const from = variable("LEADS_EMAIL_FROM", "leads@stayloop.io");
    const to = variable("LEADS_EMAIL_TO", "team@stayloop.io");
    const worker: Binding = { name: "SEND_EMAIL", type: "service", service: "stayloop-lead-mail" } as Binding;
    expect(what(check({ environment: "production", bindings: [...base, from, worker], secrets }))).toBe("LEADS_EMAIL_FROM is set without LEADS_EMAIL_TO: no lead email would be sent");
    const unbound = check({ environment: "production", bindings: [...base, from, to], secrets });
    expect(what(unbound)).toBe("LEADS_EMAIL_FROM/LEADS_EMAIL_TO are set but SEND_EMAIL is not bound: no lead email would be sent");
    expect(fixes(unbound)).toContain('[[env.production.services]] binding = "SEND_EMAIL", service = "stayloop-lead-mail"');
    const capture = check({ environment: "production", bindings: [...base, from, to, worker, variable("LEADS_EMAIL_CAPTURE_URL", "http://127.0.0.1:1/")], secrets });
    expect(what(capture)).toBe("LEADS_EMAIL_CAPTURE_URL is for local servers only");
    const all = check({ environment: "production", bindings: [...base, from, to, worker], secrets });
    expect(all.problems).toEqual([]);
    expect(all.notes.join("\n")).not.toContain("LEADS_EMAIL");
  });

  it("reads the mail Worker's wrangler.toml when lead email is on, and names its placeholder destination_address", () => {
    const committed = readMailWorkerToml(readFileSync(mailWorkerTomlPath, "utf8"));
    expect(committed).toEqual({ name: "stayloop-lead-mail", destinationAddress: "leads@example.com" });
    const base = [site, d1(), r2];
    const from = variable("LEADS_EMAIL_FROM", "leads@stayloop.io");
    const to = variable("LEADS_EMAIL_TO", "team@stayloop.io");
    const worker: Binding = { name: "SEND_EMAIL", type: "service", service: "stayloop-lead-mail" } as Binding;

    const placeholder = check({ environment: "production", bindings: [...base, from, to, worker], secrets, mailWorkerToml: committed });
    expect(what(placeholder)).toBe(
      'workers/lead-mail/wrangler.toml: destination_address is the placeholder "leads@example.com"; the mail Worker sends only to that verified address',
    );
    expect(fixes(placeholder)).toContain('in workers/lead-mail/wrangler.toml under [[send_email]]: destination_address = "team@stayloop.io"');
    expect(fixes(placeholder)).toContain("npx wrangler deploy -c workers/lead-mail/wrangler.toml");
    // The binding alone is enough to look; without any mail setting the file is not read.
    expect(what(check({ environment: "production", bindings: [...base, worker], secrets, mailWorkerToml: committed }))).toContain("destination_address");
    expect(check({ environment: "production", bindings: base, secrets, mailWorkerToml: committed }).problems).toEqual([]);

    const real = { name: "stayloop-lead-mail", destinationAddress: "team@stayloop.io" };
    expect(check({ environment: "production", bindings: [...base, from, to, worker], secrets, mailWorkerToml: real }).problems).toEqual([]);
    const other = check({ environment: "production", bindings: [...base, from, variable("LEADS_EMAIL_TO", "sales@stayloop.io"), worker], secrets, mailWorkerToml: real });
    expect(what(other)).toMatch(/LEADS_EMAIL_TO is "sales@stayloop.io" but the mail Worker may send only to its destination_address "team@stayloop.io"/);
    const renamed = check({ environment: "production", bindings: [...base, from, to, worker], secrets, mailWorkerToml: { ...real, name: "leads-mailer" } });
    expect(fixes(renamed)).toContain('service = "leads-mailer"');
    const unset = check({ environment: "production", bindings: [...base, from, to, worker], secrets, mailWorkerToml: { ...real, destinationAddress: null } });
    expect(what(unset)).toContain("destination_address is not set");
  });

  it("lists a Supabase configuration set only in part, with the command for each missing piece", () => {
    const found = check({ environment: "production", bindings: [site, variable("SUPABASE_URL", "https://abcd.supabase.co")], secrets });
    expect(what(found)).toMatch(/SUPABASE_PUBLISHABLE_KEY is missing/);
    expect(what(found)).toMatch(/SUPABASE_SECRET_KEY is missing/);
    expect(what(found)).not.toMatch(/D1 database_id/);
    expect(fixes(found)).toContain("npx wrangler pages secret put SUPABASE_SECRET_KEY --project-name stayloop-site --env production");
  });

  it("flags D1 and R2 bound while the site runs on Supabase, and accepts Supabase alone", () => {
    const supabase = [site, variable("SUPABASE_URL", "https://abcd.supabase.co"), variable("SUPABASE_PUBLISHABLE_KEY", "sb_publishable_x")];
    const withSecret = [...secrets, "SUPABASE_SECRET_KEY"];
    const found = check({ environment: "production", bindings: [...supabase, d1(), r2], secrets: withSecret });
    expect(found.problems.map((problem) => problem.what)).toEqual([
      "DB (D1) is bound but the Supabase backend does not use it",
      "FILES (R2) is bound but the Supabase backend does not use it",
    ]);
    expect(fixes(found)).toContain("replace the [[env.production.d1_databases]] block by `d1_databases = []`");
    expect(check({ environment: "production", bindings: supabase, secrets: withSecret }).problems).toEqual([]);
  });

  it("refuses an http SITE_URL and notes a pages.dev one", () => {
    expect(what(check({ environment: "production", bindings: [variable("SITE_URL", "http://stayloop.io"), d1(), r2], secrets }))).toMatch(
      /https/,
    );
    const onPagesDev = check({ environment: "production", bindings: [variable("SITE_URL", "https://stayloop-site.pages.dev"), d1(), r2], secrets });
    expect(onPagesDev.problems).toEqual([]);
    expect(onPagesDev.notes.join()).toMatch(/custom domain/);
  });

  it("refuses a wrangler.toml without the environment section, whose top level would be uploaded", () => {
    const found = check({ environment: "preview", bindings: [site, d1(), r2], secrets, sections: ["production"] });
    expect(what(found)).toMatch(/no \[env\.preview\] section/);
  });

  it("reads the committed wrangler.toml: both environment sections and the project name", () => {
    expect(readWranglerToml(readFileSync("wrangler.toml", "utf8"))).toEqual({
      projectName: "stayloop-site",
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

  it("passes the local variables as --binding flags, leaving out those a .dev.vars sets", () => {
    expect(bindingArgs({ APP_ENV: "development", EDGE_CACHE: "off" })).toEqual([
      "--binding",
      "APP_ENV=development",
      "--binding",
      "EDGE_CACHE=off",
    ]);
    expect(devVarsNames("# mine\nSESSION_SECRET=abc\n export SUPABASE_URL = https://x\nnot a line\n")).toEqual([
      "SESSION_SECRET",
      "SUPABASE_URL",
    ]);
  });

  it("reads the names from `wrangler pages secret list`", () => {
    const output = [
      'The "production" environment of your Pages project "stayloop-site" has access to the following secrets:',
      "  - SESSION_SECRET: Value Encrypted",
      "  - HASH_SALT: Value Encrypted",
    ].join("\n");
    expect(parseSecretList(output)).toEqual(["SESSION_SECRET", "HASH_SALT"]);
  });

  it("reads the metadata of an upload bundle", async () => {
    const form = new FormData();
    form.set("metadata", JSON.stringify({ main_module: "a.js", bindings: [d1()] }));
    form.set("a.js", new File(["export default {}"], "a.js", { type: "application/javascript+module" }));
    const bytes = new Uint8Array(await new Response(form).arrayBuffer());
    expect(await uploadMetadata(bytes)).toEqual({ main_module: "a.js", bindings: [d1()] });
  });
});
