// Turns the demo content in seed/*.json into SQL for either backend. Each file is
// { "table": "name", "rows": [ { column: value, ... } ] }; rows are upserted by their
// primary key, so reloading the seed updates the demo rows and leaves others alone.

function literal(value, dialect) {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return dialect === "sqlite" ? (value ? "1" : "0") : value ? "true" : "false";
  if (typeof value === "number") return String(value);
  if (Array.isArray(value) || typeof value === "object") {
    const json = `'${JSON.stringify(value).replace(/'/g, "''")}'`;
    return dialect === "postgres" && Array.isArray(value) && value.every((v) => typeof v === "string")
      ? `ARRAY[${value.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ")}]::text[]`
      : dialect === "postgres"
        ? `${json}::jsonb`
        : json;
  }
  return `'${String(value).replace(/'/g, "''")}'`;
}

function statements(files, dialect) {
  const out = [];
  for (const { table, rows, conflict = ["id"] } of files) {
    for (const row of rows) {
      const columns = Object.keys(row);
      const values = columns.map((c) => literal(row[c], dialect));
      const updates = columns.filter((c) => !conflict.includes(c)).map((c) => `${c} = excluded.${c}`);
      const target = dialect === "postgres" ? `public.${table}` : table;
      out.push(
        `INSERT INTO ${target} (${columns.join(", ")}) VALUES (${values.join(", ")}) ON CONFLICT (${conflict.join(", ")}) ${
          updates.length ? `DO UPDATE SET ${updates.join(", ")}` : "DO NOTHING"
        };`,
      );
    }
  }
  return out.join("\n");
}

export const seedSqlite = (files) => statements(files, "sqlite");
export const seedPostgres = (files) => statements(files, "postgres");
