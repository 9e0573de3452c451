import { PGlite, type Transaction } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
// @ts-expect-error -- plain ESM script shared with the local backend
import { seedPostgres } from "../../scripts/seed-sql.mjs";

const baseSql = new URL("./supabase-base.sql", import.meta.url);
const migrationsDir = new URL("../../supabase/migrations/", import.meta.url);
const seedDir = new URL("../../seed/", import.meta.url);

/** The contrib extensions the migrations create (a Supabase project offers them). */
export const supabaseExtensions = { fuzzystrmatch, pg_trgm, unaccent };

/** The roles a Supabase project's API runs queries as. */
export type SupabaseRole = "anon" | "authenticated" | "service_role";
const roles: ReadonlySet<string> = new Set<SupabaseRole>(["anon", "authenticated", "service_role"]);

/** The migration files in the order Supabase applies them (by file name). */
export async function migrationFiles(): Promise<string[]> {
  const names = (await readdir(migrationsDir)).filter((name) => name.endsWith(".sql")).sort();
  return names.map((name) => fileURLToPath(new URL(name, migrationsDir)));
}

/**
 * A new in-memory Postgres with Supabase's roles and default privileges
 * (supabase-base.sql), then every file of supabase/migrations applied in name order.
 * The contrib extensions the migrations create (a Supabase project offers them) are loaded.
 * The connection stays the superuser `postgres`; use asRole() to act as an API role.
 */
export async function freshSupabaseDb(): Promise<PGlite> {
  return (await fromTemplate("migrated")) ?? migratedDb();
}

/** freshSupabaseDb() with the demo content of seed/content-*.json, the rows `npm start` gives D1. */
export async function freshDemoContentDb(): Promise<PGlite> {
  return (await fromTemplate("demo")) ?? demoContentDb();
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The data directories tests/postgres/global-setup.ts made this run, by kind. */
    pgliteTemplates: Record<PgliteTemplate, string>;
  }
}
export type PgliteTemplate = "migrated" | "demo";

/**
 * The same database loaded from the data directory the project's setup dumped once this run:
 * initdb and the migrations cost about 2.5 s a database, a load under 1 s.
 */
async function fromTemplate(kind: PgliteTemplate): Promise<PGlite | null> {
  const path = inject("pgliteTemplates")?.[kind];
  if (!path) return null;
  const db = new PGlite({ extensions: supabaseExtensions, loadDataDir: new Blob([await readFile(path)]) });
  await db.waitReady;
  return db;
}

/** What freshSupabaseDb() gives, made the long way (the project's setup dumps it). */
export async function migratedDb(): Promise<PGlite> {
  const db = new PGlite({ extensions: supabaseExtensions });
  await db.exec(await readFile(baseSql, "utf8"));
  for (const file of await migrationFiles()) {
    try {
      await db.exec(await readFile(file, "utf8"));
    } catch (error) {
      await db.close();
      throw new Error(`Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
  return db;
}

/** What freshDemoContentDb() gives, made the long way. */
export async function demoContentDb(): Promise<PGlite> {
  const db = await migratedDb();
  const names = (await readdir(seedDir)).filter((name) => name.startsWith("content-") && name.endsWith(".json")).sort();
  const files = await Promise.all(names.map(async (name) => JSON.parse(await readFile(new URL(name, seedDir), "utf8")) as unknown));
  await db.exec(seedPostgres(files) as string);
  return db;
}

/**
 * Runs `fn` in a transaction under `role` (SET LOCAL ROLE), as PostgREST does for each
 * request. The role ends with the transaction, which commits when `fn` resolves and rolls
 * back when it throws (the error is rethrown). now() is fixed for the whole of `fn`.
 */
export async function asRole<T>(db: PGlite, role: SupabaseRole, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  if (!roles.has(role)) throw new Error(`Unknown role ${String(role)}`);
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`);
    return fn(tx);
  });
}

/** What Postgres answers when a role lacks the right on a table or function. */
export const permissionDenied = (kind: "table" | "function", name: string) => ({
  code: "42501",
  message: `permission denied for ${kind} ${name}`,
});

/** The API roles a visitor's requests can run as (the publishable key, a signed-in user). */
export const apiRoles: SupabaseRole[] = ["anon", "authenticated"];

/** The error a statement fails with (its SQLSTATE `code`); fails the test when it succeeds. */
export async function failure(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; message: string };
  }
  throw new Error("expected the statement to fail");
}
