import { plainAddress } from "./leads/email.server";
import { secretKeyBytes, type WebhookTarget } from "./leads/webhook.server";

/**
 * The site's configuration, parsed in one place (issue 31 item 3; decision 0042): every variable,
 * binding and mode rule is read here and nowhere else. Deployed: wrangler.toml's
 * [env.production] and [env.preview] plus the Worker's secrets. Locally: what scripts/start.mjs
 * and scripts/test-server.mjs pass (decision 0019). The rest of the site reads `AppConfig`
 * (`context.config` in Remix, `readConfig(env)` in the Worker's handlers).
 */
export interface Env {
  /** Only "development" turns the production checks off; anything else, or nothing, is production. */
  APP_ENV?: string;
  SESSION_SECRET?: string;
  HASH_SALT?: string;
  SUPABASE_URL?: string;
  SUPABASE_PUBLISHABLE_KEY?: string;
  SUPABASE_SECRET_KEY?: string;
  /** Automation webhook that receives download leads (spec 2 §7). Optional. */
  DOWNLOAD_WEBHOOK_URL?: string;
  /**
   * Where every lead's event is sent as a Standard Webhook (docs/decisions/0028-lead-events.md).
   * Optional: unset, events are still recorded and wait. Goes with LEADS_WEBHOOK_SECRET.
   */
  LEADS_WEBHOOK_URL?: string;
  /** The `whsec_…` signing secret of LEADS_WEBHOOK_URL (a Worker secret, never a variable). */
  LEADS_WEBHOOK_SECRET?: string;
  /**
   * The team's email of every lead (docs/decisions/0031-lead-email.md): the sender, on a domain
   * with Email Routing, and the verified destination address. Both or neither; sent through EMAIL.
   */
  LEADS_EMAIL_FROM?: string;
  LEADS_EMAIL_TO?: string;
  /**
   * Public origin of every absolute link (canonical, hreflang, og:url, feeds, sitemap), e.g.
   * https://stayloop.io. Required in production; unset, local servers use the request's origin.
   */
  SITE_URL?: string;
  /** "off" disables the edge page cache (the test servers do, to read fresh data); "on" or unset enables it. */
  EDGE_CACHE?: string;
  /** Bump to start the edge page cache afresh after editing content in the backend. */
  CONTENT_VERSION?: string;
  /** Set only by scripts/test-server.mjs: lets the tests query D1 through the server (app/server/edge/test-sql.server.ts). */
  TEST_SQL_TOKEN?: string;
  /** Set only by scripts/bench-edge.mjs: delays and counts every backend call (ignored in production). */
  BACKEND_LATENCY_MS?: string;
  DB?: D1Database;
  FILES?: R2Bucket;
  /**
   * The Worker's own `send_email` binding (decision 0040): the team's lead email leaves through
   * it. Locally wrangler's stand-in writes each message to an .eml file and logs its path.
   */
  EMAIL?: SendEmail;
  /**
   * The Workers Analytics Engine dataset that counts visits by campaign at the edge (decision
   * 0050; wrangler.toml `[[env.*.analytics_engine_datasets]]`). Absent locally and in tests:
   * nothing is counted.
   */
  CAMPAIGN_VISITS?: AnalyticsEngineDataset;
  /**
   * Cloudflare Web Analytics' site token (decision 0050): set, every page loads its beacon (no
   * cookies) and the CSP allows exactly it. Unset (the default, and in tests): nothing is loaded.
   */
  WEB_ANALYTICS_TOKEN?: string;
  /**
   * Cloudflare Access in front of /studio (decision 0501): the team's domain,
   * https://<team>.cloudflareaccess.com, and the Access application's audience tag. Required in
   * production, where the studio refuses everyone without them. Set in development, tokens are
   * required there too, and an http://127.0.0.1:PORT team domain is accepted (the tests' key server).
   */
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  /**
   * Development without ACCESS_TEAM_DOMAIN only: the seeded staff member `npm start` signs into
   * /studio as (default admin@example.com). Ignored everywhere else.
   */
  STUDIO_DEV_MEMBER?: string;
}

export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

/** Where the data lives: Supabase when its three values are set, else the D1 and R2 bindings. */
export type BackendConfig =
  | { kind: "supabase"; url: string; publishableKey: string; secretKey: string }
  | { kind: "d1"; db: D1Database; files: R2Bucket };

/**
 * Who may reach /studio (decision 0501). `access`: a Cloudflare Access token is required and
 * verified against the team's keys. `local`: development without Access, signed in as one seeded
 * member. `closed`: a deploy without Access configured; the studio refuses everyone, saying why.
 */
export type StudioSignIn =
  | { mode: "access"; teamDomain: string; audience: string }
  | { mode: "local"; email: string }
  | { mode: "closed"; problem: string };

/** The team's mailbox of lead emails and the binding they leave through. */
export interface LeadMailbox {
  from: string;
  to: string;
  binding: SendEmail;
}

/**
 * Where leads are told (decisions 0028, 0031, 0305). A mistake here never takes a page down:
 * `problem` says what to set, nothing is sent while it stands (lead events are still recorded
 * and wait), and the clock's lead job fails with it every minute until it is fixed.
 */
export interface LeadChannels {
  webhook: WebhookTarget | null;
  email: LeadMailbox | null;
  downloadWebhookUrl: string | null;
  problem: ConfigurationError | null;
}

export interface AppConfig {
  /** The one mode rule: only APP_ENV=development is development; unset, or anything else, is production. */
  production: boolean;
  sessionSecret: string;
  hashSalt: string;
  /** SITE_URL as an origin; null only in development without it (the request's origin is used: `originOf`). */
  siteOrigin: string | null;
  backend: BackendConfig;
  leads: LeadChannels;
  /** False when EDGE_CACHE is "off". */
  edgeCache: boolean;
  /** CONTENT_VERSION, "0" when unset: part of every page cache key. */
  contentVersion: string;
  /** The test servers' access (TEST_SQL_TOKEN, development only), with the D1 binding their queries run on. */
  test: { token: string; db: D1Database | null } | null;
  /** BACKEND_LATENCY_MS (scripts/bench-edge.mjs), development only; null otherwise. */
  backendLatencyMs: number | null;
  /** The dataset that counts visits by campaign at the edge, or null (nothing counted). */
  campaignVisits: AnalyticsEngineDataset | null;
  /** Cloudflare Web Analytics' site token, or null (no beacon). */
  webAnalyticsToken: string | null;
  /** How staff sign into /studio. */
  studio: StudioSignIn;
}

/** The local development defaults (scripts/local-backend.mjs). Production refuses to run with them. */
const developmentSecrets = new Set(["dev-only-session-secret-change-me", "dev-only-hash-salt-change-me"]);
const testTokenLength = 32;

const configs = new WeakMap<object, AppConfig | ConfigurationError>();

/**
 * The configuration of this environment object, parsed on its first request and remembered
 * (workerd hands every request of an isolate the same `env`), or the ConfigurationError that
 * says what to set, thrown on every request until the deploy is fixed.
 */
export function readConfig(env: Env): AppConfig {
  let parsed = configs.get(env);
  if (!parsed) {
    try {
      parsed = parseConfig(env);
    } catch (error) {
      if (!(error instanceof ConfigurationError)) throw error;
      parsed = error;
    }
    configs.set(env, parsed);
  }
  if (parsed instanceof ConfigurationError) throw parsed;
  return parsed;
}

/** The origin of this request's absolute links: SITE_URL's, else (a local server without it) the request's own. */
export function originOf(request: Request, config: Pick<AppConfig, "siteOrigin">): string {
  return config.siteOrigin ?? new URL(request.url).origin;
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;

/** An absolute http(s) URL, parsed; https only in production (a local server may use http). */
function parseUrl(name: string, value: string, { production, example }: { production: boolean; example: string }): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigurationError(`${name} must be an absolute URL such as ${example}, not ${JSON.stringify(value)}`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new ConfigurationError(`${name} must start with https:// (or http:// for a local server)`);
  if (production && url.protocol !== "https:") throw new ConfigurationError(`${name} must be an https:// address in production`);
  return url;
}

function parseConfig(env: Env): AppConfig {
  // Production unless something says otherwise: a deploy that forgets APP_ENV keeps every check.
  const production = env.APP_ENV?.trim() !== "development";
  const sessionSecret = env.SESSION_SECRET ?? "";
  const hashSalt = env.HASH_SALT ?? "";
  for (const [name, value] of [
    ["SESSION_SECRET", sessionSecret],
    ["HASH_SALT", hashSalt],
  ] as const) {
    if (value.length < 16) throw new ConfigurationError(`${name} must be set to at least 16 characters`);
    if (production && developmentSecrets.has(value)) {
      throw new ConfigurationError(`${name} still holds the development default; set a secret for production`);
    }
  }

  const siteUrl = trimmed(env.SITE_URL);
  if (production && !siteUrl) throw new ConfigurationError("SITE_URL must be set in production (the public origin, e.g. https://stayloop.io)");
  const siteOrigin = siteUrl ? parseUrl("SITE_URL", siteUrl, { production, example: "https://stayloop.io" }).origin : null;

  const testToken = trimmed(env.TEST_SQL_TOKEN);
  if (testToken && production) throw new ConfigurationError("TEST_SQL_TOKEN belongs to the test servers only; remove it from production");
  if (testToken && testToken.length < testTokenLength) {
    throw new ConfigurationError(`TEST_SQL_TOKEN must be at least ${testTokenLength} random characters (scripts/test-server.mjs sets one)`);
  }

  const edgeCache = trimmed(env.EDGE_CACHE) ?? "on";
  if (edgeCache !== "on" && edgeCache !== "off") throw new ConfigurationError(`EDGE_CACHE must be "off" or "on" (or unset, which is on), not ${JSON.stringify(edgeCache)}`);

  const latency = trimmed(env.BACKEND_LATENCY_MS);
  if (!production && latency !== undefined && !/^\d{1,5}$/.test(latency)) {
    throw new ConfigurationError(`BACKEND_LATENCY_MS must be a whole number of milliseconds, not ${JSON.stringify(latency)}`);
  }

  const webAnalyticsToken = trimmed(env.WEB_ANALYTICS_TOKEN) ?? null;
  // The token goes into a page attribute and the CSP: a hex id, nothing else.
  if (webAnalyticsToken !== null && !/^[0-9a-f]{32}$/.test(webAnalyticsToken)) {
    throw new ConfigurationError("WEB_ANALYTICS_TOKEN must be the 32-character site token Cloudflare Web Analytics shows (hexadecimal), or unset");
  }

  return {
    production,
    sessionSecret,
    hashSalt,
    siteOrigin,
    backend: parseBackend(env),
    leads: parseLeadChannels(env, production),
    edgeCache: edgeCache === "on",
    contentVersion: trimmed(env.CONTENT_VERSION) ?? "0",
    test: testToken ? { token: testToken, db: env.DB ?? null } : null,
    // The bench's delay is never honoured in production, whatever is set there.
    backendLatencyMs: !production && latency !== undefined ? Number(latency) : null,
    campaignVisits: typeof env.CAMPAIGN_VISITS?.writeDataPoint === "function" ? env.CAMPAIGN_VISITS : null,
    webAnalyticsToken,
    studio: parseStudioSignIn(env, production),
  };
}

/** The local shortcut's default member: the seed's admin (seed/studio-1-staff.json). */
export const localStudioMember = "admin@example.com";

function parseStudioSignIn(env: Env, production: boolean): StudioSignIn {
  const teamDomain = trimmed(env.ACCESS_TEAM_DOMAIN);
  const audience = trimmed(env.ACCESS_AUD);
  if (!teamDomain) {
    if (audience) throw new ConfigurationError("ACCESS_AUD needs ACCESS_TEAM_DOMAIN (https://<team>.cloudflareaccess.com)");
    if (production) return { mode: "closed", problem: "ACCESS_TEAM_DOMAIN and ACCESS_AUD are not set, so nobody can be signed in" };
    const email = trimmed(env.STUDIO_DEV_MEMBER)?.toLowerCase() ?? localStudioMember;
    return { mode: "local", email };
  }
  if (!audience) throw new ConfigurationError("ACCESS_TEAM_DOMAIN needs ACCESS_AUD (the Access application's Audience (AUD) tag)");
  const url = parseUrl("ACCESS_TEAM_DOMAIN", teamDomain, { production, example: "https://stayloop.cloudflareaccess.com" });
  // Development accepts http only for a key server on this machine (the tests').
  if (url.protocol === "http:" && url.hostname !== "127.0.0.1" && url.hostname !== "localhost") {
    throw new ConfigurationError("ACCESS_TEAM_DOMAIN may use http:// only for a local key server (http://127.0.0.1:PORT)");
  }
  if (url.pathname !== "/" || url.search || url.hash) throw new ConfigurationError("ACCESS_TEAM_DOMAIN must be the team's origin only, e.g. https://stayloop.cloudflareaccess.com");
  return { mode: "access", teamDomain: url.origin, audience };
}

function parseBackend(env: Env): BackendConfig {
  const url = trimmed(env.SUPABASE_URL);
  const publishableKey = trimmed(env.SUPABASE_PUBLISHABLE_KEY);
  const secretKey = trimmed(env.SUPABASE_SECRET_KEY);
  if (url || publishableKey || secretKey) {
    if (!url || !publishableKey || !secretKey) {
      throw new ConfigurationError("Supabase needs SUPABASE_URL, SUPABASE_PUBLISHABLE_KEY and SUPABASE_SECRET_KEY together");
    }
    parseUrl("SUPABASE_URL", url, { production: false, example: "https://<project>.supabase.co" });
    return { kind: "supabase", url, publishableKey, secretKey };
  }
  if (!env.DB || !env.FILES) throw new ConfigurationError("No backend: bind D1 as DB and R2 as FILES, or configure Supabase");
  return { kind: "d1", db: env.DB, files: env.FILES };
}

function parseLeadChannels(env: Env, production: boolean): LeadChannels {
  try {
    return { ...leadChannelsOf(env, production), problem: null };
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    return { webhook: null, email: null, downloadWebhookUrl: null, problem: error };
  }
}

function leadChannelsOf(env: Env, production: boolean): Omit<LeadChannels, "problem"> {
  // A receiver on 127.0.0.1 is fine locally; a deployed site sends leads over https only.
  const rules = { production, example: "https://hooks.example.com/stayloop" };
  const url = trimmed(env.LEADS_WEBHOOK_URL);
  const secret = trimmed(env.LEADS_WEBHOOK_SECRET);
  if (url && !secret) throw new ConfigurationError("LEADS_WEBHOOK_SECRET must be set with LEADS_WEBHOOK_URL (the receiver's whsec_… signing secret)");
  if (secret && !url) throw new ConfigurationError("LEADS_WEBHOOK_URL must be set with LEADS_WEBHOOK_SECRET (where the lead events go)");
  if (url) parseUrl("LEADS_WEBHOOK_URL", url, rules);
  if (secret && !secretKeyBytes(secret)) throw new ConfigurationError("LEADS_WEBHOOK_SECRET must be whsec_ followed by a base64 key");

  const from = trimmed(env.LEADS_EMAIL_FROM);
  const to = trimmed(env.LEADS_EMAIL_TO);
  if ((from || to) && !(from && to)) throw new ConfigurationError("LEADS_EMAIL_FROM and LEADS_EMAIL_TO must be set together (the sender and the team's address)");
  for (const [name, value] of [
    ["LEADS_EMAIL_FROM", from],
    ["LEADS_EMAIL_TO", to],
  ] as const) {
    if (value && !plainAddress.test(value)) throw new ConfigurationError(`${name} must be a plain address such as leads@stayloop.io, not ${JSON.stringify(value)}`);
  }
  if (from && to && !env.EMAIL) throw new ConfigurationError("LEADS_EMAIL_FROM and LEADS_EMAIL_TO need the send_email binding EMAIL (wrangler.toml [[send_email]])");

  const download = trimmed(env.DOWNLOAD_WEBHOOK_URL);
  if (download) parseUrl("DOWNLOAD_WEBHOOK_URL", download, rules);
  return {
    webhook: url && secret ? { url, secret } : null,
    email: from && to && env.EMAIL ? { from, to, binding: env.EMAIL } : null,
    downloadWebhookUrl: download ?? null,
  };
}
