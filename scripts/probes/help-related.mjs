// `node scripts/probes/help-related.mjs`: what ranking "Related articles" costs (decision 0212).
// Bundles app/features/content/help/related.ts with esbuild, then ranks one article against N
// articles built from the seed's English titles and summaries: a list seen for the first time
// (every word stemmed), and the same list again (the isolate's remembered words).
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { root } from "../local-backend.mjs";

const out = join(root, ".tmp", "related-bench.mjs");
mkdirSync(join(root, ".tmp"), { recursive: true });
await build({
  entryPoints: [join(root, "app/features/content/help/related.ts")],
  bundle: true,
  format: "esm",
  platform: "node",
  alias: { "~": join(root, "app") },
  outfile: out,
  logLevel: "warning",
});
const { relatedHelpArticles } = await import(pathToFileURL(out).href);
const seed = JSON.parse(readFileSync(join(root, "seed/content-6-help-articles.json"), "utf8")).rows.filter((row) => row.locale === "en");

const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
for (const n of [20, 200, 1000]) {
  const all = Array.from({ length: n }, (_, i) => {
    const row = seed[i % seed.length];
    return { slug: `${row.slug}-${i}`, title: `${row.title} ${i}`, summary: row.summary, category: { slug: `${row.category_id}-${i % 7}` } };
  });
  let start = performance.now();
  relatedHelpArticles(all[0], all);
  const first = performance.now() - start;
  const times = [];
  for (let i = 1; i <= 30; i++) {
    start = performance.now();
    relatedHelpArticles(all[i % n], all);
    times.push(performance.now() - start);
  }
  console.log(`${n} articles: first ranking ${first.toFixed(2)} ms, then median ${median(times).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms`);
}
