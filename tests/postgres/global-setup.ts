import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { demoContentDb, migratedDb, type PgliteTemplate } from "./pglite";

/**
 * The migrated database and the one with the demo content, made once for the run and dumped
 * to a directory of its own; every test's fresh database is loaded from those dumps
 * (tests/postgres/pglite.ts). A migration that fails stops the project here, with its name.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(fileURLToPath(new URL("../../.tmp/", import.meta.url)), "pglite-"));
  const templates = {} as Record<PgliteTemplate, string>;
  for (const [kind, make] of [
    ["migrated", migratedDb],
    ["demo", demoContentDb],
  ] as const) {
    const db = await make();
    const path = join(dir, `${kind}.tar`);
    await writeFile(path, new Uint8Array(await (await db.dumpDataDir("none")).arrayBuffer()));
    await db.close();
    templates[kind] = path;
  }
  project.provide("pgliteTemplates", templates);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
