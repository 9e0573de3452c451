/** Bindings and variables the site reads. Set in wrangler.toml locally, in the Pages project in production. */
export interface Env {
  APP_ENV?: string;
  SESSION_SECRET?: string;
  HASH_SALT?: string;
  SUPABASE_URL?: string;
  SUPABASE_PUBLISHABLE_KEY?: string;
  SUPABASE_SECRET_KEY?: string;
  /** Automation webhook that receives download leads (spec 2 §7). Optional. */
  DOWNLOAD_WEBHOOK_URL?: string;
  /** Public origin for canonical and hreflang links, e.g. https://stayloop.io. Defaults to the request origin. */
  SITE_URL?: string;
  /** "off" disables the edge page cache (the test servers do, to read fresh data). */
  EDGE_CACHE?: string;
  /** Bump to start the edge page cache afresh after editing content in the backend. */
  CONTENT_VERSION?: string;
  DB?: D1Database;
  FILES?: R2Bucket;
  ASSETS?: Fetcher;
}

/** The development defaults in wrangler.toml. Production refuses to run with them. */
const developmentSecrets = new Set(["dev-only-session-secret-change-me", "dev-only-hash-salt-change-me"]);

export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

export interface AppConfig {
  production: boolean;
  sessionSecret: string;
  hashSalt: string;
}

export function readConfig(env: Env): AppConfig {
  const production = env.APP_ENV === "production";
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
  return { production, sessionSecret, hashSalt };
}
