// `npm run bench -- search`: backend time of the help search, p50, p95 and the worst case
// (issue 12: under 50 ms on the demo content, under 100 ms with 5,000 articles; issue 20: no
// search near the 3-second statement timeout), whatever the port's searchHelpArticles does
// today. Each adapter runs its own code on its own engine, offline:
//   D1        the D1 adapter inside workerd (Miniflare) on a local D1 database prepared the
//             way `npm start` prepares it (migrations, then the seed), timed inside workerd;
//   Postgres  the Supabase adapter in Node on PGlite with Supabase's roles and every
//             supabase/migrations file (tests/postgres/pglite.ts), its RPCs answered as
//             PostgREST would (tests/fixtures/help-search/rpc-fetch.mjs);
//   PostgreSQL, when DATABASE_URL or PGHOST is set: the same RPC statements through psql on
//             that database (already migrated and seeded; the generated rows are rolled back).
// The queries are the quality set (tests/fixtures/help-search/queries.json) and its nonsense
// queries in both languages; the large set adds generated articles to the demo content
// (tests/fixtures/help-search/generated-articles.mjs). Prints a markdown table.
//
//   npm run bench -- search
//   npm run bench -- search --rounds 5 --articles 5000 --backends d1,postgres
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { generatedHelpArticles } from "../../tests/fixtures/help-search/generated-articles.mjs";
import { rpcFetch } from "../../tests/fixtures/help-search/rpc-fetch.mjs";
import { prepareLocalBackend, root, wranglerBin, wranglerEnv } from "../local-backend.mjs";
import { seedPostgres, seedSqlite } from "../seed-sql.mjs";

const { values: options } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    articles: { type: "string", default: "5000" },
    backends: { type: "string", default: "d1,postgres" },
  },
});
const rounds = Number(options.rounds);
const articleCount = Number(options.articles);
const backends = options.backends.split(",");
// The help center's page size (helpSearchLimit in app/features/content/help/help.server.ts).
const limit = 20;
const work = join(root, ".tmp", "bench-help-search");
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

const seedFile = (name) => JSON.parse(readFileSync(join(root, "seed", name), "utf8"));
const demo = [seedFile("content-5-help-categories.json"), seedFile("content-6-help-articles.json")];
const generated = generatedHelpArticles(articleCount, demo);
const queries = JSON.parse(readFileSync(join(root, "tests/fixtures/help-search/queries.json"), "utf8"));
// Every query is answered once on the demo content (the recall columns); a spread of them is
// timed: the first three of each kind in each language, and four nonsense queries in both.
const nonsense = (list) => list.flatMap((query) => [{ query, locale: "en" }, { query, locale: "pt" }]);
const searches = [...queries.cases.map(({ query, locale }) => ({ query, locale })), ...nonsense(queries.nonsense)];
// The worst cases (issue 20): many words that each match most of the generated articles,
// short half-typed words that begin hundreds of words, and pasted text.
const worst = [
  { query: "guest stay booking calendar channel property invoice refund payout host cleaning checkout", locale: "en" },
  { query: "hóspede estadia reserva calendário canal propriedade fatura reembolso repasse anfitrião", locale: "pt" },
  { query: "import guests csv", locale: "pt" },
  { query: "con", locale: "en" },
  { query: "res", locale: "pt" },
  { query: "guest review campaign sta", locale: "en" },
  { query: "a b c d e f g h i j k l m n o p q r s", locale: "en" },
  { query: "calandar sincronisando hospedez reservaz propriedadez", locale: "pt" },
];
const timed = [
  ...queries.cases
    .filter((item, index, all) => all.slice(0, index).filter((other) => other.kind === item.kind && other.locale === item.locale).length < 3)
    .map(({ query, locale }) => ({ query, locale })),
  ...nonsense(queries.nonsense.slice(0, 4)),
  ...worst,
];

/**
 * The answers to `answered`, then `timed` once to warm up and `rounds` times timed. Also
 * sent into workerd as source text, so it uses nothing from around it.
 */
async function measure(search, answered, timed, rounds) {
  const slugs = [];
  for (const { query, locale } of answered) slugs.push((await search(query, locale)).articles.map((article) => article.slug));
  for (const { query, locale } of timed) await search(query, locale);
  const ms = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const { query, locale } of timed) {
      const start = performance.now();
      await search(query, locale);
      ms.push(performance.now() - start);
    }
  }
  return { slugs, ms };
}

/** The app's TypeScript, bundled for where it runs (`~` is app/, as in the build). */
async function bundle(name, source, platform) {
  const outfile = join(work, `${name}.mjs`);
  await build({
    stdin: { contents: source, resolveDir: root, loader: "ts" },
    bundle: true,
    format: "esm",
    platform,
    outfile,
    alias: { "~": join(root, "app") },
    conditions: platform === "node" ? [] : ["workerd", "worker", "browser"],
    // PGlite and the Supabase libraries are loaded from node_modules, so PGlite finds its extensions.
    external: platform === "node" ? ["@electric-sql/pglite", "@electric-sql/pglite/*", "@supabase/postgrest-js", "@supabase/storage-js"] : [],
    // tests/postgres/pglite.ts finds its SQL files next to itself.
    define: platform === "node" ? { "import.meta.url": JSON.stringify(pathToFileURL(join(root, "tests/postgres/pglite.ts")).href) } : {},
    logLevel: "warning",
  });
  return outfile;
}

function wrangler(args) {
  const result = spawnSync(wranglerBin, args, { cwd: root, env: wranglerEnv, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
}

async function benchD1() {
  const worker = await bundle(
    "d1-worker",
    `import { createD1Backend } from "~/backend/d1/index.server";
     ${measure.toString()}
     export default {
       async fetch(request, env) {
         const { answered, timed, rounds, limit } = await request.json();
         const backend = createD1Backend({ db: env.DB, files: env.FILES });
         return Response.json(await measure((query, locale) => backend.searchHelpArticles({ query, locale, limit }), answered, timed, rounds));
       },
     };`,
    "neutral",
  );
  const demoState = join(work, "d1-demo");
  const largeState = join(work, "d1-large");
  console.error("D1: migrations and demo content (wrangler, as `npm start` does)…");
  prepareLocalBackend(demoState);
  cpSync(demoState, largeState, { recursive: true });
  const sqlFile = join(work, "generated.sql");
  writeFileSync(sqlFile, seedSqlite([generated]));
  console.error(`D1: ${articleCount} generated articles…`);
  wrangler(["d1", "execute", "DB", "--local", "--persist-to", largeState, "--file", sqlFile]);

  const results = [];
  for (const [content, state] of [["demo", demoState], ["large", largeState]]) {
    const mf = new Miniflare({
      modules: true,
      scriptPath: worker,
      compatibilityDate: "2026-04-01",
      compatibilityFlags: ["nodejs_compat"],
      d1Databases: { DB: "00000000-0000-4000-8000-000000000001" },
      d1Persist: join(state, "v3", "d1"),
      r2Buckets: ["FILES"],
    });
    try {
      const response = await mf.dispatchFetch("http://bench/", { method: "POST", body: JSON.stringify({ answered: content === "demo" ? searches : [], timed, rounds, limit }),
      });
      if (!response.ok) throw new Error(`D1 worker answered ${response.status}: ${await response.text()}`);
      results.push({ backend: "D1 (workerd, local SQLite)", content, ...(await response.json()) });
    } finally {
      await mf.dispose();
    }
  }
  return results;
}

async function benchPostgres(node) {
  const { createSupabaseBackend, freshSupabaseDb, asRole } = await import(pathToFileURL(node).href);
  const keys = { url: "http://postgrest.invalid", publishableKey: "sb_publishable_bench", secretKey: "sb_secret_bench" };
  const results = [];
  /** Per search, the statements that ran the RPCs (for the replay on a real PostgreSQL). */
  const statements = [];
  for (const content of ["demo", "large"]) {
    console.error(`Postgres: PGlite, migrations and ${content} content…`);
    const db = await freshSupabaseDb();
    try {
      await db.exec(seedPostgres(demo));
      // One transaction per article, as an editor adds them: a row that triggers update
      // thousands of times inside one transaction leaves a chain of versions to walk.
      if (content === "large") for (const row of generated.rows) await db.exec(seedPostgres([{ ...generated, rows: [row] }]));
      let current = null;
      const run = async (role, sql) => {
        if (current && sql.includes("public.") && !sql.includes("pg_proc")) current.push({ role, sql });
        return asRole(db, role, async (tx) => (await tx.query(sql)).rows);
      };
      const backend = createSupabaseBackend({ ...keys, fetch: rpcFetch({ publishableKey: keys.publishableKey, run }) });
      const search = (query, locale) => backend.searchHelpArticles({ query, locale, limit });
      if (content === "demo") {
        for (const { query, locale } of timed) {
          current = [];
          await search(query, locale);
          statements.push(current);
        }
        current = null;
      }
      results.push({ backend: "Postgres (PGlite, Supabase adapter)", content, ...(await measure(search, content === "demo" ? searches : [], timed, rounds)) });
    } finally {
      await db.close();
    }
  }
  return { results, statements };
}

/**
 * The RPC statements of each search replayed on a real PostgreSQL through psql, timed by
 * psql (`\timing`): the demo content as the database holds it, then with the generated
 * articles added (each in its own transaction) and deleted again at the end.
 */
function benchRealPostgres(statements) {
  const rows = [];
  const script = [];
  const replay = (content) => {
    script.push(`\\echo BENCH ${content}`);
    for (let round = 0; round <= rounds; round += 1) {
      for (const group of statements) {
        script.push("\\echo SEARCH");
        for (const { role, sql } of group) script.push(`set local role ${role};`, `${sql};`, "reset role;");
      }
    }
    // Ends the last search: the statements that follow (the rollback, the deletion of the
    // generated rows) are not its own. (Without it, the last timed query of the large set
    // was charged with a third of 5,000 deletions: 5–12 s.)
    script.push("\\echo END");
  };
  // One statement (one transaction) per article here too: see benchPostgres.
  const removeGenerated = generated.rows.map(({ id }) => `delete from public.help_articles where id = '${id}';`).join("\n");
  script.push("\\set ON_ERROR_STOP on", "\\o /dev/null", "begin;");
  replay("demo");
  script.push("rollback;", "\\echo SETUP", removeGenerated, seedPostgres([generated]), "analyze public.help_articles;", "begin;");
  replay("large");
  script.push("rollback;", removeGenerated);
  const scriptFile = join(work, "postgres.sql");
  writeFileSync(scriptFile, script.join("\n"));
  const args = ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-c", "\\timing on", "-f", scriptFile];
  if (process.env.DATABASE_URL) args.unshift(process.env.DATABASE_URL);
  const result = spawnSync("psql", args, { encoding: "utf8", maxBuffer: 1 << 28 });
  if (result.status !== 0) throw new Error(`psql failed:\n${result.stderr}`);
  // Per search, the sum of its RPC statements' times (the role switches are not counted).
  let content = null;
  let searchMs = null;
  let statement = 0;
  const flush = () => {
    if (searchMs !== null) rows.at(-1).all.push(searchMs);
  };
  for (const line of result.stdout.split("\n")) {
    const bench = /^BENCH (\w+)/.exec(line);
    if (bench) {
      flush();
      searchMs = null;
      content = bench[1];
      rows.push({ backend: "PostgreSQL (psql, RPC statements)", content, all: [] });
    } else if (line === "SETUP" || line === "END") {
      flush();
      searchMs = null;
      content = null;
    } else if (line === "SEARCH") {
      flush();
      searchMs = 0;
      statement = 0;
    } else if (content && /^Time: /.test(line)) {
      statement += 1;
      if (statement % 3 === 2) searchMs += Number(/Time: ([\d.]+) ms/.exec(line)[1]);
    }
  }
  flush();
  return rows.map(({ backend, content, all }) => ({ backend, content, slugs: [], ms: all.slice(timed.length) }));
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fixed = (value) => value.toFixed(1);

async function recallOf(node, slugs) {
  if (slugs.length === 0) return "– | – | – | –";
  const { recallAtK, recallCases, partialCases, nonsenseQueries } = await import(pathToFileURL(node).href);
  const answers = new Map(searches.map(({ query, locale }, index) => [`${locale}:${query}`, slugs[index]]));
  const { recall } = await recallAtK(recallCases, async (query, locale) => answers.get(`${locale}:${query}`));
  const partial = await recallAtK(partialCases, async (query, locale) => answers.get(`${locale}:${query}`));
  const noisy = nonsenseQueries.flatMap((query) => ["en", "pt"].filter((locale) => answers.get(`${locale}:${query}`).length > 0));
  const leaks = slugs.flat().filter((slug) => queries.unpublished.includes(slug)).length;
  return `${(recall * 100).toFixed(1)}% | ${(partial.recall * 100).toFixed(1)}% | ${noisy.length} of ${nonsenseQueries.length * 2} | ${leaks}`;
}

const node = await bundle(
  "node",
  `export { createSupabaseBackend } from "~/backend/supabase/index.server";
   export { freshSupabaseDb, asRole } from "./tests/postgres/pglite";
   export { recallAtK, recallCases, partialCases, nonsenseQueries } from "./tests/fixtures/help-search/recall";`,
  "node",
);
/** One line of the table; each is also printed as soon as it is measured. */
async function tableRow({ backend, content, slugs, ms }) {
  const sorted = [...ms].sort((a, b) => a - b);
  // The timings are `rounds` passes over `timed`, in order: the slowest search's query.
  const slowest = timed[ms.indexOf(sorted.at(-1)) % timed.length];
  const articles = demo[1].rows.length + (content === "large" ? articleCount : 0);
  const line = `| ${backend} | ${content === "demo" ? "demo" : `demo + ${articleCount} generated`} | ${articles} | ${fixed(percentile(sorted, 50))} ms | ${fixed(percentile(sorted, 95))} ms | ${fixed(sorted.at(-1))} ms (${slowest.locale} "${slowest.query.slice(0, 40)}") | ${await recallOf(node, slugs)} |`;
  console.error(line);
  return line;
}

const loadBefore = os.loadavg()[0];
const rows = [];
if (backends.includes("d1")) for (const result of await benchD1()) rows.push(await tableRow(result));
if (backends.includes("postgres")) {
  const { results, statements } = await benchPostgres(node);
  for (const result of results) rows.push(await tableRow(result));
  if (process.env.DATABASE_URL || process.env.PGHOST) for (const result of benchRealPostgres(statements)) rows.push(await tableRow(result));
}
const loadAfter = os.loadavg()[0];

const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
const lines = [
  `Help search, backend time of searchHelpArticles (limit ${limit}): ${timed.length} queries of the quality set × ${rounds} rounds after a warm-up round;`,
  `of them ${worst.length} worst cases (long queries of common words, short half-typed words, pasted text);`,
  `recall on the demo content over all ${queries.cases.length} queries (half-typed ones apart too) and ${queries.nonsense.length} nonsense ones in both languages;`,
  `commit ${commit}, ${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} cores, 1-minute load ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)}.`,
  "",
  "| Backend | Content | Articles | p50 | p95 | max (worst case) | Recall@3 | Half-typed recall@3 | Nonsense with results | Unpublished shown |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows,
];
if (loadBefore > os.cpus().length / 2 || loadAfter > os.cpus().length / 2) {
  lines.push("", "> The machine was busy (load average over half the cores): timings are pessimistic.");
}
console.log(lines.join("\n"));
