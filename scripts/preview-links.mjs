#!/usr/bin/env node
// `npm run preview-links`: the preview link of every row of the content tables that is not
// public yet (drafts and scheduled rows), for D1 (issue 29 item 2, docs/decisions/0214-preview-links.md).
//
//   npm run preview-links                                   the database `npm start` serves (.wrangler/state)
//   npm run preview-links -- --remote [--env production]    the deployed database (wrangler's login)
//   npm run preview-links -- --origin https://stayloop.io   links on that address (default: SITE_URL, else
//                                                           http://127.0.0.1:8788 locally; paths alone remotely)
//
// With Supabase, the same links are the `preview_path` column of each table in the dashboard.
// The kinds asked for are those the route table lists (each list route's `handle.page.items`,
// decision 0057: build/routes.js, so run `npm run build` first).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { readRouteTable } from "./build-routes.mjs";
import { queryLocalD1, root, wranglerBin, wranglerEnv } from "./local-backend.mjs";

/** The D1 table holding each content kind's rows (migrations/; the D1 adapter's getContentPreview reads the same five). */
const tableOf = { blog: "blog_articles", tutorials: "tutorials", help: "help_articles", "case-studies": "case_studies", comparisons: "comparisons" };

/** The content kinds of a route table (build/routes.js): those a list route says are its items. */
export const contentKindsOf = (table) => table.routes.flatMap((route) => (route.content ? [route.content.kind] : []));

/** Every row of these kinds that is not public yet (not published, or published with a time still ahead). */
export function previewLinksSql(kinds) {
  const unknown = kinds.filter((kind) => !tableOf[kind]);
  if (unknown.length > 0) throw new Error(`preview-links: no D1 table known for the content kind ${unknown.join(", ")}; add it to tableOf`);
  return `SELECT kind, locale, slug, title, is_published, published_date, preview_token FROM (${kinds
    .map((kind) => `SELECT '${kind}' AS kind, locale, slug, title, is_published, published_date, preview_token FROM ${tableOf[kind]}`)
    .join(" UNION ALL ")})
WHERE NOT (is_published = 1 AND (published_date IS NULL OR published_date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))
ORDER BY kind, locale, slug`;
}

/** One line per row: its state, kind, language, slug and link (the origin in front of its path). */
export function previewLinkLines(rows, origin = "") {
  if (rows.length === 0) return ["Every row is public: no preview links to show."];
  return rows.map((row) => {
    const path = `${row.locale === "pt" ? "/pt" : ""}/preview/${row.preview_token}`;
    const state = Number(row.is_published) === 1 ? `scheduled for ${row.published_date}` : "draft";
    return `${origin}${path}  ${row.kind} ${row.locale} ${row.slug}  (${state}) ${row.title}`;
  });
}

function option(args, name) {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(args) {
  const table = await readRouteTable().catch(() => {
    console.error("preview-links: no route table (build/routes.js): run `npm run build` first");
    process.exit(1);
  });
  const sql = previewLinksSql(contentKindsOf(table));
  const remote = args.includes("--remote");
  const origin = (option(args, "--origin") ?? process.env.SITE_URL ?? (remote ? "" : "http://127.0.0.1:8788")).replace(/\/$/, "");
  let rows;
  if (remote) {
    const env = option(args, "--env");
    const command = ["d1", "execute", "DB", "--remote", ...(env ? ["--env", env] : []), "--json", "--command", sql];
    const result = spawnSync(wranglerBin, command, { cwd: root, env: wranglerEnv, encoding: "utf8" });
    if (result.status !== 0) {
      process.stderr.write(result.stdout + result.stderr);
      process.exit(1);
    }
    rows = JSON.parse(result.stdout).at(-1)?.results ?? [];
  } else {
    rows = queryLocalD1(join(root, ".wrangler", "state"), sql);
  }
  for (const line of previewLinkLines(rows, origin)) console.log(line);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main(process.argv.slice(2));
