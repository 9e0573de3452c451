// `npm run campaigns -- --from 2026-11-01 --to 2026-11-30`: visits and leads per campaign for a
// date range (issue 32 item 3; docs/decisions/0050-lead-source.md; the SQL in docs/leads.md, "Where leads come from").
//
// - Visits: the edge's counts in Workers Analytics Engine (app/server/edge/campaign-visits.server.ts),
//   read with its SQL API: CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN (a token with "Account
//   Analytics: Read"). --dataset names the dataset (default stayloop_campaign_visits, production's;
//   the preview Worker writes stayloop_campaign_visits_preview).
// - Leads: the `source` of every lead row (audit requests, support requests, job applications,
//   downloads, newsletter sign-ups). On D1 through wrangler (`--env production`, remote); with
//   --local-d1=DIR from a local state directory (what `npm start` uses: .wrangler/state); on
//   Supabase with --database-url (psql against the project's Postgres connection string).
//
// Dates are UTC days, both included. Prints one table; --json prints the rows instead.
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { parseArgs } from "./args.mjs";
import { leadsSql, visitsSql } from "./campaign-sql.mjs";
import { root, wranglerBin, wranglerEnv } from "./local-backend.mjs";

/** A UTC day as YYYY-MM-DD, refused when it is not one. */
function day(value, name) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value ?? "") || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new Error(`--${name} must be a day, YYYY-MM-DD (got ${JSON.stringify(value)})`);
  }
  return value;
}

async function readVisits(args, range) {
  const account = process.env.CLOUDFLARE_ACCOUNT_ID;
  const token = process.env.CLOUDFLARE_API_TOKEN;
  const url = process.env.ANALYTICS_ENGINE_SQL_URL ?? (account ? `https://api.cloudflare.com/client/v4/accounts/${account}/analytics_engine/sql` : null);
  if (!url || !token) throw new Error("Set CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN (Account Analytics: Read) to read the visits");
  const response = await fetch(url, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: visitsSql({ dataset: args.get("dataset") ?? "stayloop_campaign_visits", ...range }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`Analytics Engine answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text).data.map((row) => ({ ...row, visits: Number(row.visits) }));
}

function readLeads(args, range) {
  if (args.has("database-url")) {
    const result = spawnSync("psql", [args.get("database-url"), "-X", "-A", "-t", "-c", `SELECT coalesce(json_agg(r), '[]') FROM (${leadsSql({ ...range, dialect: "postgres" })}) r`], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
    return JSON.parse(result.stdout.trim());
  }
  const where = args.has("local-d1") ? ["--local", "--persist-to", args.get("local-d1")] : ["--remote", "--env", args.get("env") ?? "production"];
  const result = spawnSync(wranglerBin, ["d1", "execute", "DB", ...where, "--json", "--command", leadsSql({ ...range, dialect: "sqlite" })], {
    cwd: root,
    env: wranglerEnv,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stderr || result.stdout}`);
  return JSON.parse(result.stdout).at(-1)?.results ?? [];
}

/** One row per campaign: its visits, and its leads by kind. */
export function joinReport(visits, leads) {
  const rows = new Map();
  const keyOf = (row) => JSON.stringify([row.utm_source ?? "", row.utm_medium ?? "", row.utm_campaign ?? ""]);
  const rowOf = (row) => {
    const key = keyOf(row);
    if (!rows.has(key)) rows.set(key, { utm_source: row.utm_source ?? "", utm_medium: row.utm_medium ?? "", utm_campaign: row.utm_campaign ?? "", visits: 0, leads: 0, byKind: {} });
    return rows.get(key);
  };
  for (const visit of visits) rowOf(visit).visits += Number(visit.visits);
  for (const lead of leads) {
    const row = rowOf(lead);
    row.leads += Number(lead.leads);
    row.byKind[lead.kind] = (row.byKind[lead.kind] ?? 0) + Number(lead.leads);
  }
  return [...rows.values()].sort((a, b) => b.leads - a.leads || b.visits - a.visits);
}

function table(rows) {
  const none = (value) => value || "(none)";
  const lines = [["source", "medium", "campaign", "visits", "leads", "by kind"]];
  for (const row of rows) {
    const kinds = Object.entries(row.byKind).map(([kind, n]) => `${kind} ${n}`).join(", ");
    lines.push([none(row.utm_source), none(row.utm_medium), none(row.utm_campaign), String(row.visits), String(row.leads), kinds]);
  }
  const widths = lines[0].map((_, i) => Math.max(...lines.map((line) => line[i].length)));
  return lines.map((line) => line.map((cell, i) => cell.padEnd(widths[i])).join("  ").trimEnd()).join("\n");
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const range = { from: day(args.get("from"), "from"), to: day(args.get("to") ?? args.get("from"), "to") };
  if (range.to < range.from) throw new Error("--to is before --from");
  const visits = args.has("no-visits") ? [] : await readVisits(args, range);
  const rows = joinReport(visits, readLeads(args, range));
  console.log(args.has("json") ? JSON.stringify(rows, null, 2) : `Visits and leads per campaign, ${range.from} to ${range.to} (UTC)\n\n${table(rows)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
