// The demo content of seed/, for a deployed backend (docs/deploying.md):
//
//   node scripts/seed-file.mjs sqlite <output.sql>     rows as SQL for D1 (wrangler d1 execute --file)
//   node scripts/seed-file.mjs postgres <output.sql>   rows as SQL for Supabase (psql -f)
//   node scripts/seed-file.mjs r2 <bucket> [wrangler flags…]
//                                                      prints one `wrangler r2 object put` per file of
//                                                      seed/files/r2, with its content type (pipe to sh)
//
// Rows are upserted by their keys, as for the local database (scripts/seed-sql.mjs).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { root, seedFiles, seedFileTypes } from "./local-backend.mjs";
import { seedPostgres, seedSqlite } from "./seed-sql.mjs";

const [mode, target, ...flags] = process.argv.slice(2);
const quote = (value) => `'${value.replace(/'/g, "'\\''")}'`;

if (mode === "r2" && target) {
  for (const key of seedFiles()) {
    const type = seedFileTypes[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
    const file = join("seed", "files", "r2", key);
    console.log(
      ["npx wrangler r2 object put", quote(`${target}/${key}`), "--file", quote(file), "--content-type", quote(type), "--remote", ...flags.map(quote)].join(" "),
    );
  }
} else if ((mode === "sqlite" || mode === "postgres") && target) {
  const files = readdirSync(join(root, "seed"))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(root, "seed", name), "utf8")));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, `${(mode === "sqlite" ? seedSqlite : seedPostgres)(files)}\n`);
  console.log(`Wrote ${files.length} tables of demo content to ${target}`);
} else {
  console.error("usage: node scripts/seed-file.mjs sqlite|postgres <output.sql> | r2 <bucket>");
  process.exit(2);
}
