import { plainAddress } from "./leads/email.server";
import { secretKeyBytes, type WebhookTarget } from "./leads/webhook.server";

/**
 * The site's configuration, parsed in one place (issue 31 item 3; decision 0042): every variable,
 * binding and mode rule is read here and nowhere else. Deployed: wrangler.toml's
 * [env.production] and [env.preview] plus the Worker's secrets. Locally: what scripts/start.mjs
 * and scripts/test-server.mjs pass (decision 0019). The rest of the site reads `AppConfig`
 * (`context.config` in Remix, `readConfig(env)` in the Worker's handlers).
 *
 * `variables` is the one table of what the Worker may be given (decision 0060): `Env` is made
 * from it, `npm run deploy:check` (scripts/deploy-check.mjs) checks an upload against it, and
 * tests/unit/configuration-doc.test.ts holds docs/configuration.md to it. For each: how it is
 * given (`var` in wrangler.toml, `secret` with `wrangler secret put`, a `binding`), whether a
 * production or preview upload needs it (`required`; `backend`: Supabase's three or D1 and R2;
 * `optional`; `local`: development and tests only, refused in an upload), what it is set with
 * (`pairs`: all or none), and what it is.
 */
export const variables = [
  { name: "APP_ENV", kind: "var", production: "optional", pairs: [], description: "Only `development` turns the production checks off; unset or anything else is production. Leave it unset when deployed." },
  { name: "SESSION_SECRET", kind: "secret", production: "required", pairs: [], description: "Signs the flash cookie, the roadmap visitor cookie and download tokens; 16+ characters." },
  { name: "HASH_SALT", kind: "secret", production: "required", pairs: [], description: "Keys the HMAC of client addresses (rate limits, vote de-duplication); 16+ characters." },
  { name: "SITE_URL", kind: "var", production: "required", pairs: [], example: "https://stayloop.io", description: "The public https origin every absolute link is built from (canonical, hreflang, feeds, sitemap)." },
  { name: "SUPABASE_URL", kind: "var", production: "backend", pairs: ["SUPABASE_PUBLISHABLE_KEY", "SUPABASE_SECRET_KEY"], example: "https://<ref>.supabase.co", description: "The Supabase project; with its two keys the backend is Supabase, else D1 and R2." },
  { name: "SUPABASE_PUBLISHABLE_KEY", kind: "var", production: "backend", pairs: ["SUPABASE_URL", "SUPABASE_SECRET_KEY"], example: "sb_publishable_…", description: "The publishable (anon) key: reads of published content under RLS." },
  { name: "SUPABASE_SECRET_KEY", kind: "secret", production: "backend", pairs: ["SUPABASE_URL", "SUPABASE_PUBLISHABLE_KEY"], description: "The secret (service-role) key: the only role that executes the write functions." },
  { name: "DB", kind: "binding", binding: "d1", production: "backend", pairs: ["FILES"], description: "The D1 database of the embedded backend (without Supabase)." },
  { name: "FILES", kind: "binding", binding: "r2_bucket", production: "backend", pairs: ["DB"], description: "The R2 bucket of the embedded backend: resumes and downloadable files." },
  { name: "DOWNLOAD_WEBHOOK_URL", kind: "var", production: "optional", pairs: [], description: "Automation webhook that receives download leads (spec 2 §7)." },
  { name: "LEADS_WEBHOOK_URL", kind: "var", production: "optional", pairs: ["LEADS_WEBHOOK_SECRET"], example: "https://<your receiver>", description: "Receiver of every lead's event as a signed Standard Webhook (decision 0028)." },
  { name: "LEADS_WEBHOOK_SECRET", kind: "secret", production: "optional", pairs: ["LEADS_WEBHOOK_URL"], description: "The receiver's whsec_… signing secret." },
  { name: "LEADS_EMAIL_FROM", kind: "var", production: "optional", pairs: ["LEADS_EMAIL_TO"], description: "Sender of the team's lead email, on a domain with Email Routing (decision 0031)." },
  { name: "LEADS_EMAIL_TO", kind: "var", production: "optional", pairs: ["LEADS_EMAIL_FROM"], description: "The team's verified destination address of the lead email." },
  { name: "EMAIL", kind: "binding", binding: "send_email", production: "optional", pairs: [], description: "The Worker's send_email binding the lead email leaves through (decision 0040)." },
  { name: "CAMPAIGN_VISITS", kind: "binding", binding: "analytics_engine", production: "optional", pairs: [], description: "Analytics Engine dataset counting visits by campaign at the edge (decision 0050)." },
  { name: "WEB_ANALYTICS_TOKEN", kind: "var", production: "optional", pairs: [], description: "Cloudflare Web Analytics' site token (32 hex characters); unset, no beacon (decision 0050)." },
  { name: "CLOCK_SUBREQUESTS", kind: "var", production: "optional", pairs: [], example: "10000", description: "The Workers plan's subrequest limit per invocation, which bounds a clock run's lead deliveries: 50 on Workers Free, 10000 on Workers Paid; unset, 1000 (decision 0061)." },
  { name: "CLOCK_SECONDS", kind: "var", production: "optional", pairs: [], description: "The seconds a clock run may spend sending lead events, 10-40; unset, 40 (decision 0061)." },
  { name: "CONTENT_VERSION", kind: "var", production: "optional", pairs: [], description: "A manual override in the edge cache key: a new value starts the cache afresh." },
  { name: "EDGE_CACHE", kind: "var", production: "optional", pairs: [], description: "`off` disables the edge page cache (the test servers); `on` or unset enables it." },
  { name: "ACCESS_TEAM_DOMAIN", kind: "var", production: "required", pairs: ["ACCESS_AUD"], example: "https://<team>.cloudflareaccess.com", description: "Cloudflare Access team domain in front of /studio (decision 0501); without it the studio is closed." },
  { name: "ACCESS_AUD", kind: "var", production: "required", pairs: ["ACCESS_TEAM_DOMAIN"], example: "<the Access application's Audience (AUD) tag>", description: "The Access application's audience tag, checked in every studio token." },
  { name: "STUDIO_DEV_MEMBER", kind: "var", production: "local", pairs: [], description: "Development without Access only: the seeded member `npm start` signs into /studio as." },
  { name: "TEST_SQL_TOKEN", kind: "var", production: "local", pairs: [], description: "Set only by scripts/test-server.mjs: the tests query D1 through the server." },
  { name: "BACKEND_LATENCY_MS", kind: "var", production: "local", pairs: [], description: "Set only by `npm run bench -- edge`: delays and counts every backend call." },
] as const satisfies readonly Variable[];

/** One row of `variables`. */
export interface Variable {
  name: string;
  kind: "var" | "secret" | "binding";
  /** For a binding: its type in a Worker upload's metadata. */
  binding?: keyof BindingTypes;
  production: "required" | "backend" | "optional" | "local";
  pairs: readonly string[];
  /** The value deploy:check's fix suggests. */
  example?: string;
  description: string;
}

/** What each binding type is in the Worker. */
interface BindingTypes {
  d1: D1Database;
  r2_bucket: R2Bucket;
  send_email: SendEmail;
  analytics_engine: AnalyticsEngineDataset;
}

type Row = (typeof variables)[number];
/** What the Worker is given: the table's names, each a string or its binding, and any of them may be missing. */
export type Env = { [V in Row as V["name"]]?: V extends { binding: infer B extends keyof BindingTypes } ? BindingTypes[B] : string };

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
  /** BACKEND_LATENCY_MS (scripts/bench/edge.mjs), development only; null otherwise. */
  backendLatencyMs: number | null;
  /** The dataset that counts visits by campaign at the edge, or null (nothing counted). */
  campaignVisits: AnalyticsEngineDataset | null;
  /** Cloudflare Web Analytics' site token, or null (no beacon). */
  webAnalyticsToken: string | null;
  /** How staff sign into /studio. */
  studio: StudioSignIn;
  /** What one run of the clock may spend draining lead events (CLOCK_SUBREQUESTS, CLOCK_SECONDS). */
  clock: ClockBudget;
}

/** One run of the clock's lead job: the subrequests the plan allows an invocation, and the wall time it may take. */
export interface ClockBudget {
  subrequests: number;
  ms: number;
}

/** Workers Paid's subrequest limit before Cloudflare raised it to 10,000: it holds on every paid account. */
export const defaultClockSubrequests = 1000;
/** Under the job's 45 s deadline and the claims' one-minute lease (functions/scheduled.ts). */
export const maxClockSeconds = 40;
/** Room for at least one round: a round is started only when its deliveries' 5 s timeout still ends within the budget. */
const minClockSeconds = 10;

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
    clock: parseClockBudget(env),
  };
}

function parseClockBudget(env: Env): ClockBudget {
  const subrequests = trimmed(env.CLOCK_SUBREQUESTS);
  const seconds = trimmed(env.CLOCK_SECONDS);
  if (subrequests !== undefined && !(/^\d{1,8}$/.test(subrequests) && Number(subrequests) >= 10)) {
    throw new ConfigurationError(`CLOCK_SUBREQUESTS must be the Workers plan's subrequest limit per invocation (50 on Free, 10000 on Paid), not ${JSON.stringify(subrequests)}`);
  }
  if (seconds !== undefined && !(/^\d{1,2}$/.test(seconds) && Number(seconds) >= minClockSeconds && Number(seconds) <= maxClockSeconds)) {
    throw new ConfigurationError(`CLOCK_SECONDS must be a whole number of seconds from ${minClockSeconds} to ${maxClockSeconds}, not ${JSON.stringify(seconds)}`);
  }
  return { subrequests: Number(subrequests ?? defaultClockSubrequests), ms: Number(seconds ?? maxClockSeconds) * 1000 };
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
