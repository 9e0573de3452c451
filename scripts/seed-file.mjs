// Writes the demo content of seed/*.json as one SQL file, to load it into a deployed backend
// (README "Deploying"): node scripts/seed-file.mjs sqlite|postgres <output.sql>
// Rows are upserted by their keys, as for the local database (scripts/seed-sql.mjs).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./local-backend.mjs";
import { seedPostgres, seedSqlite } from "./seed-sql.mjs";

const [dialect, output] = process.argv.slice(2);
if (!["sqlite", "postgres"].includes(dialect ?? "") || !output) {
  console.error("usage: node scripts/seed-file.mjs sqlite|postgres <output.sql>");
  process.exit(2);
}
const files = readdirSync(join(root, "seed"))
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => JSON.parse(readFileSync(join(root, "seed", name), "utf8")));
writeFileSync(output, `${(dialect === "sqlite" ? seedSqlite : seedPostgres)(files)}\n`);
console.log(`Wrote ${files.length} tables of demo content to ${output}`);
