import { applyD1Migrations, env } from "cloudflare:test";

// Every test file starts from the schema of migrations/, exactly as wrangler applies it.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
