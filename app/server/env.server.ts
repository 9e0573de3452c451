/**
 * Bindings and variables the site reads. Deployed: wrangler.toml's [env.production] and
 * [env.preview] plus each Worker's secrets. Locally: what scripts/start.mjs and
 * scripts/test-server.mjs pass (decision 0019).
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
  /** "off" disables the edge page cache (the test servers do, to read fresh data). */
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
}

/** The local development defaults (scripts/local-backend.mjs). Production refuses to run with them. */
const developmentSecrets = new Set(["dev-only-session-secret-change-me", "dev-only-hash-salt-change-me"]);

export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

export interface AppConfig {
  production: boolean;
  sessionSecret: string;
  hashSalt: string;
  /** SITE_URL as an origin, or null when unset (never in production). */
  siteOrigin: string | null;
}

/** SITE_URL reduced to its origin; throws when it is set but is not an http(s) URL. */
export function configuredOrigin(env: Pick<Env, "SITE_URL">): string | null {
  const value = env.SITE_URL?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigurationError(`SITE_URL must be an absolute URL such as https://stayloop.io, not ${JSON.stringify(value)}`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new ConfigurationError("SITE_URL must start with https:// (or http:// for a local server)");
  }
  return url.origin;
}

/**
 * The origin absolute links are built from (issue 9 item 8). Only configuration decides it
 * when SITE_URL is set; the request's Host is a visitor's input, so it is the fallback of
 * local servers alone, and the edge cache keys its copies by this origin
 * (decision 0011).
 */
export function siteOrigin(request: Request, { env }: { env: Pick<Env, "SITE_URL"> }): string {
  return configuredOrigin(env) ?? new URL(request.url).origin;
}

/** The one rule for the mode: only APP_ENV=development is development; unset, or anything else, is production. */
export function isDevelopment(env: Pick<Env, "APP_ENV">): boolean {
  return env.APP_ENV?.trim() === "development";
}

export function readConfig(env: Env): AppConfig {
  // Production unless something says otherwise: a deploy that forgets APP_ENV keeps every check.
  const production = !isDevelopment(env);
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
  const origin = configuredOrigin(env);
  if (production && !origin) {
    throw new ConfigurationError("SITE_URL must be set in production (the public origin, e.g. https://stayloop.io)");
  }
  if (production && origin?.startsWith("http:")) {
    throw new ConfigurationError("SITE_URL must be an https:// origin in production");
  }
  if (production && env.TEST_SQL_TOKEN) {
    throw new ConfigurationError("TEST_SQL_TOKEN belongs to the test servers only; remove it from production");
  }
  return { production, sessionSecret, hashSalt, siteOrigin: origin };
}
