import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ConfigurationError, originOf, readConfig, variables, type Env } from "~/server/env.server";

// The configuration, parsed in one module (issue 31 item 3; decision 0042): every variable,
// binding and mode rule, and for each mistake a message that says what to set. That no other
// file reads `env` is checked in tests/unit/server-shared-helpers.test.ts.

const bindings = { DB: {} as D1Database, FILES: {} as R2Bucket };
const dev = { SESSION_SECRET: "dev-only-session-secret-change-me", HASH_SALT: "dev-only-hash-salt-change-me", APP_ENV: "development", ...bindings };
const real = { APP_ENV: "production", SESSION_SECRET: "9f1c0a4e-real-session-secret", HASH_SALT: "2b7d6e31-real-hash-salt", SITE_URL: "https://stayloop.io", ...bindings };
const secret = `whsec_${Buffer.from("a 32-byte key for the lead tests").toString("base64")}`;
const mail = { send: async () => ({ messageId: "x" }) } as unknown as SendEmail;
/** A fresh object each time: readConfig remembers its answer per env object. */
const config = (env: Env) => readConfig({ ...env });
const refusal = (env: Env) => {
  try {
    readConfig({ ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return (error as Error).message;
  }
  throw new Error("readConfig accepted it");
};

describe("the mode", () => {
  it("is development only when APP_ENV says development; unset or anything else is production", () => {
    expect(config(dev).production).toBe(false);
    for (const APP_ENV of [undefined, "", "production", "preview", "Development", "dev"]) expect(config({ ...real, APP_ENV }).production).toBe(true);
  });

  it("runs locally with the development defaults, and refuses them in production", () => {
    expect(config(dev).sessionSecret).toBe(dev.SESSION_SECRET);
    expect(refusal({ ...dev, APP_ENV: "production", SITE_URL: "https://stayloop.io" })).toBe(
      "SESSION_SECRET still holds the development default; set a secret for production",
    );
    expect(refusal({ ...real, HASH_SALT: dev.HASH_SALT })).toBe("HASH_SALT still holds the development default; set a secret for production");
  });

  it("refuses missing or short secrets", () => {
    expect(refusal({ ...bindings })).toBe("SESSION_SECRET must be set to at least 16 characters");
    expect(refusal({ ...dev, HASH_SALT: "short" })).toBe("HASH_SALT must be set to at least 16 characters");
  });
});

describe("SITE_URL and the origin of links", () => {
  it("is SITE_URL's origin, in production required and https", () => {
    expect(config({ ...real, SITE_URL: "https://stayloop.io/some/path" }).siteOrigin).toBe("https://stayloop.io");
    expect(refusal({ ...real, SITE_URL: undefined })).toBe("SITE_URL must be set in production (the public origin, e.g. https://stayloop.io)");
    expect(refusal({ ...real, SITE_URL: " " })).toMatch(/^SITE_URL must be set in production/);
    expect(refusal({ ...real, SITE_URL: "http://stayloop.io" })).toBe("SITE_URL must be an https:// address in production");
    expect(refusal({ ...real, SITE_URL: "stayloop.io" })).toBe('SITE_URL must be an absolute URL such as https://stayloop.io, not "stayloop.io"');
    expect(refusal({ ...real, SITE_URL: "ftp://stayloop.io" })).toBe("SITE_URL must start with https:// (or http:// for a local server)");
  });

  it("lets a local server run without it, on the request's origin, and never lets a Host header move a configured one", () => {
    const poisoned = new Request("http://evil.example/pricing?x=1", { headers: { Host: "evil.example" } });
    expect(originOf(poisoned, config(dev))).toBe("http://evil.example");
    expect(originOf(poisoned, config({ ...dev, SITE_URL: "http://localhost:8788/" }))).toBe("http://localhost:8788");
    expect(originOf(poisoned, config(real))).toBe("https://stayloop.io");
  });
});

describe("the backend", () => {
  it("is Supabase with its three values, else D1 and R2", () => {
    const supabase = { SUPABASE_URL: "https://abc.supabase.co", SUPABASE_PUBLISHABLE_KEY: "sb_publishable_x", SUPABASE_SECRET_KEY: "sb_secret_x" };
    expect(config({ ...dev, ...supabase }).backend).toEqual({ kind: "supabase", url: supabase.SUPABASE_URL, publishableKey: "sb_publishable_x", secretKey: "sb_secret_x" });
    expect(config(dev).backend).toEqual({ kind: "d1", db: bindings.DB, files: bindings.FILES });
    expect(refusal({ ...dev, SUPABASE_URL: supabase.SUPABASE_URL })).toBe("Supabase needs SUPABASE_URL, SUPABASE_PUBLISHABLE_KEY and SUPABASE_SECRET_KEY together");
    expect(refusal({ ...dev, ...supabase, SUPABASE_URL: "abc.supabase.co" })).toMatch(/^SUPABASE_URL must be an absolute URL such as https:\/\/<project>\.supabase\.co/);
    expect(refusal({ ...dev, DB: undefined })).toBe("No backend: bind D1 as DB and R2 as FILES, or configure Supabase");
    expect(refusal({ ...dev, FILES: undefined })).toBe("No backend: bind D1 as DB and R2 as FILES, or configure Supabase");
  });
});

describe("the edge and the test servers' switches", () => {
  it("reads EDGE_CACHE and CONTENT_VERSION", () => {
    expect(config(dev)).toMatchObject({ edgeCache: true, contentVersion: "0" });
    expect(config({ ...dev, EDGE_CACHE: "off", CONTENT_VERSION: " 7 " })).toMatchObject({ edgeCache: false, contentVersion: "7" });
    expect(config({ ...dev, EDGE_CACHE: "on" }).edgeCache).toBe(true);
    expect(refusal({ ...dev, EDGE_CACHE: "false" })).toBe('EDGE_CACHE must be "off" or "on" (or unset, which is on), not "false"');
  });

  it("gives the test servers their token and D1 in development only", () => {
    const token = "t".repeat(48);
    expect(config(dev).test).toBeNull();
    expect(config({ ...dev, TEST_SQL_TOKEN: token }).test).toEqual({ token, db: bindings.DB });
    expect(refusal({ ...dev, TEST_SQL_TOKEN: "short" })).toBe("TEST_SQL_TOKEN must be at least 32 random characters (scripts/test-server.mjs sets one)");
    expect(refusal({ ...real, TEST_SQL_TOKEN: token })).toBe("TEST_SQL_TOKEN belongs to the test servers only; remove it from production");
    expect(refusal({ ...real, APP_ENV: undefined, TEST_SQL_TOKEN: token })).toMatch(/^TEST_SQL_TOKEN belongs to the test servers only/);
  });

  it("delays the backend for the bench in development only", () => {
    expect(config({ ...dev, BACKEND_LATENCY_MS: "150" }).backendLatencyMs).toBe(150);
    expect(config(dev).backendLatencyMs).toBeNull();
    expect(config({ ...real, BACKEND_LATENCY_MS: "150" }).backendLatencyMs).toBeNull();
    expect(refusal({ ...dev, BACKEND_LATENCY_MS: "fast" })).toBe('BACKEND_LATENCY_MS must be a whole number of milliseconds, not "fast"');
  });
});

describe("where leads are told", () => {
  const leads = (env: Env) => config(env).leads;

  it("sends nothing when nothing is set: no channel, no problem (the events are recorded and wait)", () => {
    expect(leads(real)).toEqual({ webhook: null, email: null, downloadWebhookUrl: null, problem: null });
  });

  it("reads the webhook, the team's mailbox with its binding, and the download webhook", () => {
    const all = leads({
      ...real,
      LEADS_WEBHOOK_URL: " https://hooks.example/leads ",
      LEADS_WEBHOOK_SECRET: secret,
      LEADS_EMAIL_FROM: " leads@stayloop.example ",
      LEADS_EMAIL_TO: "team@stayloop.example",
      EMAIL: mail,
      DOWNLOAD_WEBHOOK_URL: "https://automation.example/downloads",
    });
    expect(all).toEqual({
      webhook: { url: "https://hooks.example/leads", secret },
      email: { from: "leads@stayloop.example", to: "team@stayloop.example", binding: mail },
      downloadWebhookUrl: "https://automation.example/downloads",
      problem: null,
    });
    // A receiver on the developer's own machine is fine locally.
    expect(leads({ ...dev, LEADS_WEBHOOK_URL: "http://127.0.0.1:9999/hook", LEADS_WEBHOOK_SECRET: secret }).webhook?.url).toBe("http://127.0.0.1:9999/hook");
  });

  it.each([
    [{ LEADS_WEBHOOK_URL: "https://hooks.example/leads" }, "LEADS_WEBHOOK_SECRET must be set with LEADS_WEBHOOK_URL (the receiver's whsec_… signing secret)"],
    [{ LEADS_WEBHOOK_SECRET: secret }, "LEADS_WEBHOOK_URL must be set with LEADS_WEBHOOK_SECRET (where the lead events go)"],
    [{ LEADS_WEBHOOK_URL: "https://hooks.example/leads", LEADS_WEBHOOK_SECRET: "plain-secret" }, "LEADS_WEBHOOK_SECRET must be whsec_ followed by a base64 key"],
    [{ LEADS_WEBHOOK_URL: "http://hooks.example/leads", LEADS_WEBHOOK_SECRET: secret }, "LEADS_WEBHOOK_URL must be an https:// address in production"],
    [{ LEADS_EMAIL_FROM: "leads@stayloop.example", EMAIL: mail }, "LEADS_EMAIL_FROM and LEADS_EMAIL_TO must be set together (the sender and the team's address)"],
    [{ LEADS_EMAIL_FROM: "leads@stayloop.example", LEADS_EMAIL_TO: "Team <team@stayloop.example>", EMAIL: mail }, 'LEADS_EMAIL_TO must be a plain address such as leads@stayloop.io, not "Team <team@stayloop.example>"'],
    [{ LEADS_EMAIL_FROM: "not an address", LEADS_EMAIL_TO: "team@stayloop.example", EMAIL: mail }, 'LEADS_EMAIL_FROM must be a plain address such as leads@stayloop.io, not "not an address"'],
    [{ LEADS_EMAIL_FROM: "leads@stayloop.example", LEADS_EMAIL_TO: "team@stayloop.example" }, "LEADS_EMAIL_FROM and LEADS_EMAIL_TO need the send_email binding EMAIL (wrangler.toml [[send_email]])"],
    [{ DOWNLOAD_WEBHOOK_URL: "automation.example/downloads" }, 'DOWNLOAD_WEBHOOK_URL must be an absolute URL such as https://hooks.example.com/stayloop, not "automation.example/downloads"'],
  ] as [Env, string][])("a mistake keeps the pages up and says what to set: %j", (vars, message) => {
    const channels = leads({ ...real, ...vars });
    expect(channels).toMatchObject({ webhook: null, email: null, downloadWebhookUrl: null });
    expect(channels.problem).toBeInstanceOf(ConfigurationError);
    expect(channels.problem?.message).toBe(message);
  });
});

describe("parsed once", () => {
  it("per environment object: the same answer, and the same refusal, on every request", () => {
    const env: Env = { ...dev };
    expect(readConfig(env)).toBe(readConfig(env));
    const broken: Env = { ...bindings };
    let first: unknown;
    let second: unknown;
    try {
      readConfig(broken);
    } catch (error) {
      first = error;
    }
    try {
      readConfig(broken);
    } catch (error) {
      second = error;
    }
    expect(first).toBeInstanceOf(ConfigurationError);
    expect(second).toBe(first);
  });
});

describe("campaign counts and Web Analytics (decision 0050)", () => {
  it("counts visits only with an Analytics Engine binding, and loads no beacon without a token", () => {
    expect(config(real).campaignVisits).toBeNull();
    expect(config(real).webAnalyticsToken).toBeNull();
    const dataset = { writeDataPoint: () => undefined } as unknown as AnalyticsEngineDataset;
    expect(config({ ...real, CAMPAIGN_VISITS: dataset }).campaignVisits).toBe(dataset);
    // Something else bound under the name is no dataset: nothing is counted, nothing breaks.
    expect(config({ ...real, CAMPAIGN_VISITS: {} as AnalyticsEngineDataset }).campaignVisits).toBeNull();
  });

  it("takes Web Analytics' site token as Cloudflare shows it, and says what to set otherwise", () => {
    expect(config({ ...real, WEB_ANALYTICS_TOKEN: " 0123456789abcdef0123456789abcdef " }).webAnalyticsToken).toBe("0123456789abcdef0123456789abcdef");
    expect(config({ ...real, WEB_ANALYTICS_TOKEN: "" }).webAnalyticsToken).toBeNull();
    for (const WEB_ANALYTICS_TOKEN of ['abc"><script>', "0123456789ABCDEF0123456789ABCDEF0", "token"]) {
      expect(refusal({ ...real, WEB_ANALYTICS_TOKEN })).toBe(
        "WEB_ANALYTICS_TOKEN must be the 32-character site token Cloudflare Web Analytics shows (hexadecimal), or unset",
      );
    }
  });
});

describe("the variable table (decision 0060)", () => {
  it("is what the parser reads: every variable of the table, and no other", () => {
    const source = readFileSync("app/server/env.server.ts", "utf8");
    const read = new Set([...source.matchAll(/\benv\.([A-Z][A-Z_]+)/g)].map((match) => match[1]));
    expect([...read].sort()).toEqual(variables.map((row) => row.name).sort());
  });

  it("pairs both ways, and keeps local-only variables out of what production needs", () => {
    const byName = new Map(variables.map((row) => [row.name, row]));
    for (const row of variables) {
      for (const pair of row.pairs) expect(byName.get(pair)?.pairs, `${row.name} → ${pair}`).toContain(row.name);
      if (row.production === "local") expect(row.kind, row.name).toBe("var");
    }
    expect(variables.filter((row) => row.production === "local").map((row) => row.name).sort()).toEqual(["BACKEND_LATENCY_MS", "STUDIO_DEV_MEMBER", "TEST_SQL_TOKEN"]);
    expect(variables.filter((row) => row.production === "required").map((row) => row.name).sort()).toEqual(["ACCESS_AUD", "ACCESS_TEAM_DOMAIN", "HASH_SALT", "SESSION_SECRET", "SITE_URL"]);
  });

  it("ignores the local studio member outside development, and closes a deployed studio without Access", () => {
    expect(config({ ...dev, STUDIO_DEV_MEMBER: " Writer@Example.com " }).studio).toEqual({ mode: "local", email: "writer@example.com" });
    expect(config({ ...real, STUDIO_DEV_MEMBER: "writer@example.com" }).studio.mode).toBe("closed");
    const access = { ACCESS_TEAM_DOMAIN: "https://stayloop.cloudflareaccess.com", ACCESS_AUD: "aud-tag" };
    expect(config({ ...real, ...access, STUDIO_DEV_MEMBER: "writer@example.com" }).studio).toEqual({ mode: "access", teamDomain: access.ACCESS_TEAM_DOMAIN, audience: "aud-tag" });
    expect(refusal({ ...real, ACCESS_TEAM_DOMAIN: "http://stayloop.cloudflareaccess.com", ACCESS_AUD: "aud-tag" })).toBe("ACCESS_TEAM_DOMAIN must be an https:// address in production");
  });
});

describe("the clock's budget for draining lead events (issue 44, decision 0061)", () => {
  it("is Paid's earlier subrequest limit and 40 s unset; the plan's limit and fewer seconds when set", () => {
    expect(config(real).clock).toEqual({ subrequests: 1000, ms: 40_000 });
    expect(config({ ...real, CLOCK_SUBREQUESTS: " 50 ", CLOCK_SECONDS: "10" }).clock).toEqual({ subrequests: 50, ms: 10_000 });
    expect(config({ ...real, CLOCK_SUBREQUESTS: "10000" }).clock.subrequests).toBe(10_000);
  });

  it("says what to set for a limit or a time it cannot use", () => {
    for (const CLOCK_SUBREQUESTS of ["fifty", "5", "-1", "1e4"]) {
      expect(refusal({ ...real, CLOCK_SUBREQUESTS })).toBe(
        `CLOCK_SUBREQUESTS must be the Workers plan's subrequest limit per invocation (50 on Free, 10000 on Paid), not ${JSON.stringify(CLOCK_SUBREQUESTS)}`,
      );
    }
    for (const CLOCK_SECONDS of ["0", "9", "41", "90", "10.5"]) {
      expect(refusal({ ...real, CLOCK_SECONDS })).toBe(`CLOCK_SECONDS must be a whole number of seconds from 10 to 40, not ${JSON.stringify(CLOCK_SECONDS)}`);
    }
  });
});
